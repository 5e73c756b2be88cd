import { and, eq, inArray } from 'drizzle-orm';
import { categories } from '../../db/schema';
import type { SitemapSource } from '../shared/app-module';

/** Category listing pages by category type (spec §2 `danh-muc/<kind>`); image categories have none. */
export const CATEGORY_ROOTS = {
  BOOK: '/danh-muc/sach',
  COURSE: '/danh-muc/khoa-hoc',
  DOCUMENT: '/danh-muc/tai-lieu',
  EXAM: '/danh-muc/de-thi',
} as const;

export const categorySitemap: SitemapSource = {
  table: categories,
  columns: {
    id: categories.id,
    slug: categories.slug,
    updatedAt: categories.updatedAt,
    type: categories.type,
  },
  visible: and(eq(categories.status, 'ACTIVE'), inArray(categories.type, Object.keys(CATEGORY_ROOTS))),
  path: (row) => `${CATEGORY_ROOTS[row.type as keyof typeof CATEGORY_ROOTS]}/${row.id}/${row.slug}`,
};
