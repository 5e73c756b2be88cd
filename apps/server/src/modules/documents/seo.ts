import { eq } from 'drizzle-orm';
import { documents } from '../../db/schema';
import { itemPages } from '../shared/item-pages';

/** `/tai-lieu/{id}/{slug}`: an ACTIVE document's head and sitemap entries. */
export const documentPages = itemPages({
  segment: 'tai-lieu',
  type: 'website',
  table: documents,
  id: documents.id,
  slug: documents.slug,
  updatedAt: documents.updatedAt,
  fields: {
    name: documents.name,
    summary: documents.summary,
    content: documents.content,
    imageId: documents.imageId,
  },
  visible: eq(documents.status, 'ACTIVE'),
});
