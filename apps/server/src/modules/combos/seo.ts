import { eq } from 'drizzle-orm';
import { combos } from '../../db/schema';
import { itemPages } from '../shared/item-pages';

/** `/combo/{id}/{slug}`: an ACTIVE combo's head and sitemap entries. */
export const comboPages = itemPages({
  segment: 'combo',
  type: 'website',
  table: combos,
  id: combos.id,
  slug: combos.slug,
  updatedAt: combos.updatedAt,
  fields: { name: combos.name, summary: combos.summary, content: combos.content, imageId: combos.imageId },
  visible: eq(combos.status, 'ACTIVE'),
});
