import { and, asc, eq, gt, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { books, categories, combos, documents, news } from '../../db/schema';
import { escapeHtml } from './html';

/** The sitemap protocol's limit of URLs per file. */
export const SITEMAP_MAX_URLS = 50_000;
/** Rows read per statement: the sitemap is built in bounded queries, never one unbounded read. */
const BATCH = 5_000;

/** Category listing pages by category type (spec §2 `danh-muc/<kind>`); image categories have none. */
const CATEGORY_ROOTS = {
  BOOK: '/danh-muc/sach',
  COURSE: '/danh-muc/khoa-hoc',
  DOCUMENT: '/danh-muc/tai-lieu',
  EXAM: '/danh-muc/de-thi',
} as const;
const STATIC_PATHS = ['/', ...Object.values(CATEGORY_ROOTS), '/tin-tuc'];

type Row = { id: number; slug: string; updatedAt: Date; type?: string };

type Source = {
  table: PgTable;
  columns: { id: AnyPgColumn; slug: AnyPgColumn; updatedAt: AnyPgColumn; type?: AnyPgColumn };
  visible: SQL | undefined;
  path(row: Row): string;
};

const SOURCES: Source[] = [
  {
    table: categories,
    columns: {
      id: categories.id,
      slug: categories.slug,
      updatedAt: categories.updatedAt,
      type: categories.type,
    },
    visible: and(eq(categories.status, 'ACTIVE'), inArray(categories.type, Object.keys(CATEGORY_ROOTS))),
    path: (row) => `${CATEGORY_ROOTS[row.type as keyof typeof CATEGORY_ROOTS]}/${row.id}/${row.slug}`,
  },
  {
    table: books,
    columns: { id: books.id, slug: books.slug, updatedAt: books.updatedAt },
    visible: eq(books.status, 'ACTIVE'),
    path: (row) => `/sach/${row.id}/${row.slug}`,
  },
  {
    table: combos,
    columns: { id: combos.id, slug: combos.slug, updatedAt: combos.updatedAt },
    visible: eq(combos.status, 'ACTIVE'),
    path: (row) => `/combo/${row.id}/${row.slug}`,
  },
  {
    table: documents,
    columns: { id: documents.id, slug: documents.slug, updatedAt: documents.updatedAt },
    visible: eq(documents.status, 'ACTIVE'),
    path: (row) => `/tai-lieu/${row.id}/${row.slug}`,
  },
  {
    table: news,
    columns: { id: news.id, slug: news.slug, updatedAt: news.updatedAt },
    visible: eq(news.state, 'publish'),
    path: (row) => `/tin-tuc/${row.id}/${row.slug}`,
  },
];

const day = (value: Date) => new Date(value).toISOString().slice(0, 10);

function urlEntry(origin: string, path: string, lastmod?: Date): string {
  // Slugs are ASCII by construction; encodeURI guards a hand-edited one without touching `/`.
  const loc = escapeHtml(origin + encodeURI(path));
  return lastmod
    ? `<url><loc>${loc}</loc><lastmod>${day(lastmod)}</lastmod></url>\n`
    : `<url><loc>${loc}</loc></url>\n`;
}

/**
 * sitemap.xml as chunks for a streamed answer: the fixed pages, then every visible category, book,
 * combo, document and published news item, read by id in batches of BATCH rows and cut at
 * SITEMAP_MAX_URLS in all.
 */
export async function* sitemapChunks(db: Db, origin: string): AsyncGenerator<string> {
  yield '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
  let remaining = SITEMAP_MAX_URLS;
  for (const path of STATIC_PATHS) {
    yield urlEntry(origin, path);
    remaining--;
  }
  for (const source of SOURCES) {
    let afterId = 0;
    while (remaining > 0) {
      const rows = (await db
        .select(source.columns)
        .from(source.table)
        .where(and(source.visible, gt(source.columns.id, afterId)))
        .orderBy(asc(source.columns.id))
        .limit(Math.min(BATCH, remaining))) as Row[];
      if (rows.length === 0) break;
      yield rows.map((row) => urlEntry(origin, source.path(row), row.updatedAt)).join('');
      remaining -= rows.length;
      afterId = Number(rows[rows.length - 1]?.id);
      if (rows.length < BATCH) break;
    }
  }
  yield '</urlset>\n';
}
