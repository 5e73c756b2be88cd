import { and, eq } from 'drizzle-orm';
import { combos } from '../../db/schema';
import type { DetailPage, SitemapSource } from '../shared/app-module';

/** `/combo/{id}/{slug}`: an ACTIVE combo's head. */
export const comboDetailPage: DetailPage = {
  segment: 'combo',
  type: 'website',
  find: async (db, id) =>
    (
      await db
        .select({
          name: combos.name,
          slug: combos.slug,
          summary: combos.summary,
          content: combos.content,
          imageId: combos.imageId,
        })
        .from(combos)
        .where(and(eq(combos.id, id), eq(combos.status, 'ACTIVE')))
    )[0],
};

export const comboSitemap: SitemapSource = {
  table: combos,
  columns: { id: combos.id, slug: combos.slug, updatedAt: combos.updatedAt },
  visible: eq(combos.status, 'ACTIVE'),
  path: (row) => `/combo/${row.id}/${row.slug}`,
};
