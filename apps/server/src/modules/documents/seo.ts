import { and, eq } from 'drizzle-orm';
import { documents } from '../../db/schema';
import type { DetailPage, SitemapSource } from '../shared/app-module';

/** `/tai-lieu/{id}/{slug}`: an ACTIVE document's head. */
export const documentDetailPage: DetailPage = {
  segment: 'tai-lieu',
  type: 'website',
  find: async (db, id) =>
    (
      await db
        .select({
          name: documents.name,
          slug: documents.slug,
          summary: documents.summary,
          content: documents.content,
          imageId: documents.imageId,
        })
        .from(documents)
        .where(and(eq(documents.id, id), eq(documents.status, 'ACTIVE')))
    )[0],
};

export const documentSitemap: SitemapSource = {
  table: documents,
  columns: { id: documents.id, slug: documents.slug, updatedAt: documents.updatedAt },
  visible: eq(documents.status, 'ACTIVE'),
  path: (row) => `/tai-lieu/${row.id}/${row.slug}`,
};
