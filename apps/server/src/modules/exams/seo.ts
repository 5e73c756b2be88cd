import { eq, sql } from 'drizzle-orm';
import { exams } from '../../db/schema';
import { itemPages } from '../shared/item-pages';

/** `/de-thi/{id}/{slug}`: an ACTIVE exam's head and sitemap entries (its summary is its description). */
export const examPages = itemPages({
  segment: 'de-thi',
  type: 'website',
  table: exams,
  id: exams.id,
  slug: exams.slug,
  updatedAt: exams.updatedAt,
  fields: {
    name: exams.name,
    summary: sql<string>`''`.as('summary'),
    content: exams.description,
    imageId: exams.imageId,
  },
  visible: eq(exams.status, 'ACTIVE'),
});
