import type { BannerOrientation } from '@tutor/contract/constants';
import type { PublicBanner, PublicMenuNode, PublicMenus, PublicSlide } from '@tutor/contract/custom-data';
import { buildMenuTree, type MenuTreeNode } from '@tutor/contract/menus';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { banners, categories, menus, slideshows } from '../../db/schema';
import { loadImageRefs } from '../shared/image-ref';

/** The storefront listing of each menu type's categories (spec §2 routes). */
const CATEGORY_PATH: Record<string, string> = {
  BOOK: '/danh-muc/sach',
  COURSE: '/danh-muc/khoa-hoc',
  DOCUMENT: '/danh-muc/tai-lieu',
  EXAM: '/danh-muc/de-thi',
};

type MenuRow = {
  id: number;
  type: string;
  courseType: string | null;
  name: string;
  link: string;
  parentId: number | null;
  leftId: number | null;
  rightId: number | null;
  showOnHome: boolean;
  categoryId: number | null;
  categorySlug: string | null;
  categoryStatus: string | null;
};

/** A category entry leads to its listing while the category is active; otherwise to its link, if any. */
function hrefOf(row: MenuRow): string | null {
  if (row.categoryId !== null && row.categorySlug !== null && row.categoryStatus === 'ACTIVE') {
    return `${CATEGORY_PATH[row.type] ?? '/danh-muc'}/${row.categoryId}/${row.categorySlug}`;
  }
  return row.link || null;
}

function toNodes(tree: MenuTreeNode<MenuRow>[]): PublicMenuNode[] {
  return tree.map((node) => ({
    id: node.id,
    name: node.name,
    href: hrefOf(node),
    showOnHome: node.showOnHome,
    children: toNodes(node.children),
  }));
}

/** The five menus in one query, each ordered along its linked lists. */
export async function loadPublicMenus(db: Db): Promise<PublicMenus> {
  const rows: MenuRow[] = await db
    .select({
      id: menus.id,
      type: menus.type,
      courseType: menus.courseType,
      name: menus.name,
      link: menus.link,
      parentId: menus.parentId,
      leftId: menus.leftId,
      rightId: menus.rightId,
      showOnHome: menus.showOnHome,
      categoryId: menus.categoryId,
      categorySlug: categories.slug,
      categoryStatus: categories.status,
    })
    .from(menus)
    .leftJoin(categories, eq(categories.id, menus.categoryId));
  const of = (type: string, courseType: string | null) =>
    toNodes(buildMenuTree(rows.filter((row) => row.type === type && row.courseType === courseType)));
  return {
    book: of('BOOK', null),
    courseOnline: of('COURSE', 'ONLINE'),
    courseOffline: of('COURSE', 'OFFLINE'),
    document: of('DOCUMENT', null),
    exam: of('EXAM', null),
  };
}

/** Active slides by position, pictures in one more query. */
export async function loadSlideshows(db: Db): Promise<PublicSlide[]> {
  const rows = await db
    .select({
      id: slideshows.id,
      title: slideshows.title,
      subtitle: slideshows.subtitle,
      link: slideshows.link,
      imageId: slideshows.imageId,
    })
    .from(slideshows)
    .where(eq(slideshows.status, 'ACTIVE'))
    .orderBy(asc(slideshows.position), asc(slideshows.id));
  const images = await loadImageRefs(
    db,
    rows.map((row) => row.imageId),
  );
  return rows.flatMap(({ imageId, ...row }) => {
    const image = images.get(imageId);
    return image ? [{ ...row, image }] : [];
  });
}

/** Active banners by orientation then position, pictures in one more query. */
export async function loadBanners(db: Db): Promise<PublicBanner[]> {
  const rows = await db
    .select({
      id: banners.id,
      title: banners.title,
      link: banners.link,
      orientation: banners.orientation,
      imageId: banners.imageId,
    })
    .from(banners)
    .where(eq(banners.status, 'ACTIVE'))
    .orderBy(asc(banners.orientation), asc(banners.position), asc(banners.id));
  const images = await loadImageRefs(
    db,
    rows.map((row) => row.imageId),
  );
  return rows.flatMap(({ imageId, orientation, ...row }) => {
    const image = images.get(imageId);
    return image ? [{ ...row, orientation: orientation as BannerOrientation, image }] : [];
  });
}
