import { eq, sql } from 'drizzle-orm';
import { bookImages, books } from '../../db/schema';
import { itemPages } from '../shared/item-pages';

const nullableNumber = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** `/sach/{id}/{slug}`: an ACTIVE book's head (its cover is its lowest-position picture) and sitemap entries. */
export const bookPages = itemPages({
  segment: 'sach',
  type: 'book',
  table: books,
  id: books.id,
  slug: books.slug,
  updatedAt: books.updatedAt,
  fields: {
    name: books.name,
    summary: books.summary,
    content: books.content,
    imageId: sql<number | null>`(
      select ${bookImages.imageId} from ${bookImages} where ${bookImages.bookId} = ${books.id}
      order by ${bookImages.position}, ${bookImages.imageId} limit 1)`.mapWith(nullableNumber),
  },
  visible: eq(books.status, 'ACTIVE'),
});
