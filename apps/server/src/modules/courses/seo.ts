import { eq } from 'drizzle-orm';
import { courses } from '../../db/schema';
import { itemPages } from '../shared/item-pages';

/** `/khoa-hoc/{id}/{slug}`: an ACTIVE course's head (title, description, canonical, cover) and sitemap entries. */
export const coursePages = itemPages({
  segment: 'khoa-hoc',
  type: 'website',
  table: courses,
  id: courses.id,
  slug: courses.slug,
  updatedAt: courses.updatedAt,
  fields: {
    name: courses.name,
    summary: courses.summary,
    content: courses.content,
    imageId: courses.imageId,
  },
  visible: eq(courses.status, 'ACTIVE'),
});
