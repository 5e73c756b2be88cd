import { eq, sql } from 'drizzle-orm';
import { news } from '../../db/schema';
import { itemPages } from '../shared/item-pages';

/** `/tin-tuc/{id}/{slug}`: a published article's head (with its publication time) and sitemap entries. */
export const newsPages = itemPages({
  segment: 'tin-tuc',
  type: 'article',
  table: news,
  id: news.id,
  slug: news.slug,
  updatedAt: news.updatedAt,
  fields: {
    name: news.title,
    summary: news.summary,
    content: news.content,
    imageId: news.imageId,
    publishedAt: sql<Date | string>`coalesce(${news.publishedAt}, ${news.createdAt})`,
  },
  visible: eq(news.state, 'publish'),
});
