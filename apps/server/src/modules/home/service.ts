import { EMBED_LIVES_LIMIT, HOME_LIST_SIZES } from '@tutor/contract/constants';
import {
  HOME_SECTION_LIMITS,
  type HomeBookCard,
  type HomeImageCategory,
  type HomeResponse,
} from '@tutor/contract/home';
import type { ImageRef } from '@tutor/contract/media';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import {
  banners,
  bookImages,
  books,
  categories,
  combos,
  documents,
  embedLives,
  exams,
  news,
  slideshows,
} from '../../db/schema';
import { isoDate } from '../../lib/list';
import { loadImageRefs } from '../shared/image-ref';
import { loadHomeCourses } from './course-sections';

/**
 * The home page in a fixed number of statements, whatever the catalogue's size: one per section (each
 * with its LIMIT), then every picture of every section in a single `loadImageRefs` query. A book's
 * cover (its lowest-position picture) comes with the book row as a scalar subquery on book_images'
 * primary key, so covers cost no statement of their own.
 */
export async function loadHome(db: Db): Promise<HomeResponse> {
  const coverId = sql<number | null>`(
    select ${bookImages.imageId} from ${bookImages}
    where ${bookImages.bookId} = ${books.id}
    order by ${bookImages.position}, ${bookImages.imageId} limit 1)`.mapWith(nullableNumber);
  const bookCard = {
    id: books.id,
    name: books.name,
    slug: books.slug,
    salePrice: books.salePrice,
    coverPrice: books.coverPrice,
    saleStatus: books.saleStatus,
    author: books.author,
    coverId,
  };
  const newestBooks = (upcoming: boolean, limit: number) =>
    db
      .select(bookCard)
      .from(books)
      .where(
        and(
          eq(books.status, 'ACTIVE'),
          upcoming ? eq(books.saleStatus, 'UPCOMING') : ne(books.saleStatus, 'UPCOMING'),
        ),
      )
      .orderBy(desc(books.createdAt), desc(books.id))
      .limit(limit);

  const [
    slideRows,
    bannerRows,
    newBookRows,
    upcomingBookRows,
    comboRows,
    embedLiveRows,
    documentRows,
    newsRows,
    imageCategoryRows,
    homeCourses,
    examRows,
  ] = await Promise.all([
    db
      .select({
        id: slideshows.id,
        title: slideshows.title,
        subtitle: slideshows.subtitle,
        link: slideshows.link,
        imageId: slideshows.imageId,
      })
      .from(slideshows)
      .where(eq(slideshows.status, 'ACTIVE'))
      .orderBy(asc(slideshows.position), asc(slideshows.id))
      .limit(HOME_SECTION_LIMITS.slideshow),
    db
      .select({
        id: banners.id,
        title: banners.title,
        link: banners.link,
        orientation: banners.orientation,
        imageId: banners.imageId,
      })
      .from(banners)
      .where(eq(banners.status, 'ACTIVE'))
      .orderBy(asc(banners.position), asc(banners.id))
      .limit(HOME_SECTION_LIMITS.banners),
    newestBooks(false, HOME_LIST_SIZES.newBooks),
    newestBooks(true, HOME_LIST_SIZES.upcomingBooks),
    db
      .select({
        id: combos.id,
        name: combos.name,
        slug: combos.slug,
        salePrice: combos.salePrice,
        rootPrice: combos.rootPrice,
        imageId: combos.imageId,
      })
      .from(combos)
      .where(eq(combos.status, 'ACTIVE'))
      .orderBy(desc(combos.createdAt), desc(combos.id))
      .limit(HOME_SECTION_LIMITS.combos),
    db
      .select({
        id: embedLives.id,
        title: embedLives.title,
        embedUrl: embedLives.embedUrl,
        description: embedLives.description,
      })
      .from(embedLives)
      .where(eq(embedLives.status, 'ACTIVE'))
      .orderBy(desc(embedLives.createdAt), desc(embedLives.id))
      .limit(EMBED_LIVES_LIMIT),
    db
      .select({
        id: documents.id,
        name: documents.name,
        slug: documents.slug,
        isFree: documents.isFree,
        imageId: documents.imageId,
        createdAt: documents.createdAt,
      })
      .from(documents)
      .where(eq(documents.status, 'ACTIVE'))
      .orderBy(desc(documents.createdAt), desc(documents.id))
      .limit(HOME_LIST_SIZES.newDocuments),
    db
      .select({
        id: news.id,
        title: news.title,
        slug: news.slug,
        summary: news.summary,
        imageId: news.imageId,
        publishedAt: sql<Date | string>`coalesce(${news.publishedAt}, ${news.createdAt})`,
      })
      .from(news)
      .where(eq(news.state, 'publish'))
      // Newest first like the news list, along the (state, created_at, id) index.
      .orderBy(desc(news.createdAt), desc(news.id))
      .limit(HOME_SECTION_LIMITS.news),
    loadImageCategories(db),
    loadHomeCourses(db),
    db
      .select({
        id: exams.id,
        name: exams.name,
        slug: exams.slug,
        duration: exams.duration,
        opensAt: exams.opensAt,
        closesAt: exams.closesAt,
        imageId: exams.imageId,
        createdAt: exams.createdAt,
      })
      .from(exams)
      .where(eq(exams.status, 'ACTIVE'))
      .orderBy(desc(exams.createdAt), desc(exams.id))
      .limit(HOME_LIST_SIZES.newExams),
  ]);

  const images = await loadImageRefs(db, [
    ...slideRows.map((r) => r.imageId),
    ...bannerRows.map((r) => r.imageId),
    ...[...newBookRows, ...upcomingBookRows].flatMap((r) => (r.coverId === null ? [] : [r.coverId])),
    ...[...comboRows, ...documentRows, ...newsRows, ...examRows].flatMap((r) =>
      r.imageId === null ? [] : [r.imageId],
    ),
    ...imageCategoryRows.flatMap((r) => r.imageIds),
  ]);
  const imageOf = (id: number | null): ImageRef | null => (id === null ? null : (images.get(id) ?? null));
  const toBookCard = ({ coverId, ...row }: (typeof newBookRows)[number]): HomeBookCard => ({
    ...row,
    saleStatus: row.saleStatus as HomeBookCard['saleStatus'],
    cover: imageOf(coverId),
  });

  return {
    // A slide or banner always has a picture (the foreign key restricts its deletion).
    slideshow: slideRows.flatMap(({ imageId, ...row }) => {
      const image = images.get(imageId);
      return image ? [{ ...row, image }] : [];
    }),
    banners: bannerRows.flatMap(({ imageId, ...row }) => {
      const image = images.get(imageId);
      return image
        ? [{ ...row, orientation: row.orientation as HomeResponse['banners'][number]['orientation'], image }]
        : [];
    }),
    newBooks: newBookRows.map(toBookCard),
    upcomingBooks: upcomingBookRows.map(toBookCard),
    combos: comboRows.map(({ imageId, ...row }) => ({ ...row, image: imageOf(imageId) })),
    embedLives: embedLiveRows,
    documents: documentRows.map(({ imageId, createdAt, ...row }) => ({
      ...row,
      image: imageOf(imageId),
      createdAt: isoDate(createdAt),
    })),
    news: newsRows.map(({ imageId, publishedAt, ...row }) => ({
      ...row,
      image: imageOf(imageId),
      publishedAt: isoDate(publishedAt),
    })),
    imageCategories: imageCategoryRows.flatMap(({ imageIds, ...category }): HomeImageCategory[] => {
      const pictures = imageIds.flatMap((id) => images.get(id) ?? []);
      return pictures.length > 0 ? [{ ...category, images: pictures }] : [];
    }),
    newCourses: homeCourses.newCourses,
    courseCategories: homeCourses.courseCategories,
    newExams: examRows.map(({ imageId, opensAt, closesAt, createdAt, ...row }) => ({
      ...row,
      opensAt: opensAt ? isoDate(opensAt) : null,
      closesAt: closesAt ? isoDate(closesAt) : null,
      image: imageOf(imageId),
      createdAt: isoDate(createdAt),
    })),
  };
}

/**
 * ACTIVE image categories by position, each with the ids of its newest ACTIVE pictures, in one
 * statement: the categories are limited first, then a LATERAL subquery takes each one's newest images
 * through the (category_id, image_id) index.
 */
async function loadImageCategories(db: Db) {
  const rows = await queryRows<{ id: unknown; name: string; slug: string; image_ids: unknown }>(
    db,
    sql`
    select c.id, c.name, c.slug,
      coalesce(array_agg(pics.image_id order by pics.created_at desc, pics.image_id desc)
        filter (where pics.image_id is not null), '{}') as image_ids
    from (
      select id, name, slug, position from ${categories}
      where type = 'IMAGE' and status = 'ACTIVE'
      order by position, name, id
      limit ${HOME_SECTION_LIMITS.imageCategories}
    ) c
    left join lateral (
      select i.id as image_id, i.created_at from image_categories ic
      join images i on i.id = ic.image_id
      where ic.category_id = c.id and i.status = 'ACTIVE'
      order by i.created_at desc, i.id desc
      limit ${HOME_SECTION_LIMITS.imagesPerCategory}
    ) pics on true
    group by c.id, c.name, c.slug, c.position
    order by c.position, c.name, c.id`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    slug: row.slug,
    imageIds: parseIdArray(row.image_ids),
  }));
}

/** bigint values come back as strings from node-postgres and as numbers (or bigints) from PGlite. */
function nullableNumber(value: unknown): number | null {
  return value === null || value === undefined ? null : Number(value);
}

/** A bigint[] column: an array from both drivers, or PostgreSQL's text form `{1,2}` from some setups. */
function parseIdArray(value: unknown): number[] {
  if (Array.isArray(value)) return value.map(Number);
  if (typeof value === 'string') {
    const inner = value.replace(/^\{|\}$/g, '');
    return inner ? inner.split(',').map(Number) : [];
  }
  return [];
}
