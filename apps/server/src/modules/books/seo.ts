import { and, eq, sql } from 'drizzle-orm';
import { bookImages, books } from '../../db/schema';
import type { DetailPage, SitemapSource } from '../shared/app-module';

const nullableNumber = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** `/sach/{id}/{slug}`: an ACTIVE book's head, its cover being its lowest-position picture. */
export const bookDetailPage: DetailPage = {
  segment: 'sach',
  type: 'book',
  find: async (db, id) =>
    (
      await db
        .select({
          name: books.name,
          slug: books.slug,
          summary: books.summary,
          content: books.content,
          imageId: sql<number | null>`(
            select ${bookImages.imageId} from ${bookImages} where ${bookImages.bookId} = ${books.id}
            order by ${bookImages.position}, ${bookImages.imageId} limit 1)`.mapWith(nullableNumber),
        })
        .from(books)
        .where(and(eq(books.id, id), eq(books.status, 'ACTIVE')))
    )[0],
};

export const bookSitemap: SitemapSource = {
  table: books,
  columns: { id: books.id, slug: books.slug, updatedAt: books.updatedAt },
  visible: eq(books.status, 'ACTIVE'),
  path: (row) => `/sach/${row.id}/${row.slug}`,
};
