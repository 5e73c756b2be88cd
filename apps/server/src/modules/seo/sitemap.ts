import { and, asc, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { AppModule, SitemapRow } from '../shared/app-module';
import { escapeHtml } from '../shared/page-head-html';

/** The sitemap protocol's limit of URLs per file. */
export const SITEMAP_MAX_URLS = 50_000;
/** Rows read per statement: the sitemap is built in bounded queries, never one unbounded read. */
const BATCH = 5_000;

const day = (value: Date) => new Date(value).toISOString().slice(0, 10);

function urlEntry(origin: string, path: string, lastmod?: Date): string {
  // Slugs are ASCII by construction; encodeURI guards a hand-edited one without touching `/`.
  const loc = escapeHtml(origin + encodeURI(path));
  return lastmod
    ? `<url><loc>${loc}</loc><lastmod>${day(lastmod)}</lastmod></url>\n`
    : `<url><loc>${loc}</loc></url>\n`;
}

/**
 * sitemap.xml as chunks for a streamed answer: home and the fixed pages the modules name, then the
 * visible rows of every module's sources (categories, books, combos, documents, published news…), read
 * by id in batches of BATCH rows and cut at SITEMAP_MAX_URLS in all.
 */
export async function* sitemapChunks(
  db: Db,
  origin: string,
  modules: readonly AppModule[],
): AsyncGenerator<string> {
  const staticPaths = ['/', ...modules.flatMap((m) => m.sitemap?.paths ?? [])];
  const sources = modules.flatMap((m) => m.sitemap?.sources ?? []);
  yield '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
  let remaining = SITEMAP_MAX_URLS;
  for (const path of staticPaths) {
    yield urlEntry(origin, path);
    remaining--;
  }
  for (const source of sources) {
    let afterId = 0;
    while (remaining > 0) {
      const rows = (await db
        .select(source.columns)
        .from(source.table)
        .where(and(source.visible, gt(source.columns.id, afterId)))
        .orderBy(asc(source.columns.id))
        .limit(Math.min(BATCH, remaining))) as SitemapRow[];
      if (rows.length === 0) break;
      yield rows.map((row) => urlEntry(origin, source.path(row), row.updatedAt)).join('');
      remaining -= rows.length;
      afterId = Number(rows[rows.length - 1]?.id);
      if (rows.length < BATCH) break;
    }
  }
  yield '</urlset>\n';
}
