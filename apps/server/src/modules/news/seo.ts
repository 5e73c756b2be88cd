import { and, eq, sql } from 'drizzle-orm';
import { news } from '../../db/schema';
import type { DetailPage, SitemapSource } from '../shared/app-module';

/** `/tin-tuc/{id}/{slug}`: a published article's head, with its publication time. */
export const newsDetailPage: DetailPage = {
  segment: 'tin-tuc',
  type: 'article',
  find: async (db, id) =>
    (
      await db
        .select({
          name: news.title,
          slug: news.slug,
          summary: news.summary,
          content: news.content,
          imageId: news.imageId,
          publishedAt: sql<Date | string>`coalesce(${news.publishedAt}, ${news.createdAt})`,
        })
        .from(news)
        .where(and(eq(news.id, id), eq(news.state, 'publish')))
    )[0],
};

export const newsSitemap: SitemapSource = {
  table: news,
  columns: { id: news.id, slug: news.slug, updatedAt: news.updatedAt },
  visible: eq(news.state, 'publish'),
  path: (row) => `/tin-tuc/${row.id}/${row.slug}`,
};
