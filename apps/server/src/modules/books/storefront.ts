import type { BookCard, BookDetail, BookListResponse, bookListQuerySchema } from '@tutor/contract/books';
import type { CategoryRef } from '@tutor/contract/categories';
import type { BookSaleStatus } from '@tutor/contract/constants';
import { and, asc, between, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { bookCategories, bookImages, books, images } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { isoDate } from '../../lib/list';
import { activeCategories, catalogueOrder, categoriesOf, tagsOf } from '../shared/catalogue-links';
import { imageRefColumns, toImageRef } from '../shared/image-ref';
import { imagesOf } from './book-images';
import { bookCategoryLink, bookTagLink, previewPdfUrl } from './service';

type ListQuery = z.output<typeof bookListQuerySchema>;

const cardColumns = {
  id: books.id,
  name: books.name,
  slug: books.slug,
  salePrice: books.salePrice,
  coverPrice: books.coverPrice,
  saleStatus: books.saleStatus,
  author: books.author,
  createdAt: books.createdAt,
};

/** The storefront's filters: only ACTIVE books, within the price range, optionally of one category. */
export function storefrontBookFilter(db: Db, query: ListQuery) {
  const [min, max] = query.priceRange;
  return and(
    eq(books.status, 'ACTIVE'),
    between(books.salePrice, min, max),
    query.categoryId
      ? inArray(
          books.id,
          db
            .select({ id: bookCategories.bookId })
            .from(bookCategories)
            .where(eq(bookCategories.categoryId, query.categoryId)),
        )
      : undefined,
    query.saleStatus ? eq(books.saleStatus, query.saleStatus) : undefined,
    query.excludeId ? ne(books.id, query.excludeId) : undefined,
  );
}

/** The page query of `GET /books` (exported so the performance test can EXPLAIN exactly it). */
export function storefrontBookPage(db: Db, query: ListQuery) {
  // Each card's cover (its lowest-position picture) in the same statement, on book_images' key.
  const cover = db
    .select(imageRefColumns)
    .from(bookImages)
    .innerJoin(images, eq(images.id, bookImages.imageId))
    .where(eq(bookImages.bookId, books.id))
    .orderBy(asc(bookImages.position), asc(bookImages.imageId))
    .limit(1)
    .as('cover');
  return db
    .select({ ...cardColumns, cover: { ...cover._.selectedFields } })
    .from(books)
    .leftJoinLateral(cover, sql`true`)
    .where(storefrontBookFilter(db, query))
    .orderBy(
      ...catalogueOrder(
        query,
        { createdAt: books.createdAt, name: books.name, salePrice: books.salePrice },
        books.id,
      ),
    )
    .limit(query.limit)
    .offset(query.offset);
}

/**
 * `GET /books`: the page (covers included) and its count, side by side, whatever the page size;
 * `extra.categories` is the same for every visitor and comes from the public cache.
 */
export async function listStorefrontBooks(
  db: Db,
  query: ListQuery,
  bookCategoryList: () => Promise<CategoryRef[]> = () => activeCategories(db, 'BOOK'),
): Promise<BookListResponse> {
  const [rows, totals, categories] = await Promise.all([
    storefrontBookPage(db, query),
    db.select({ n: count() }).from(books).where(storefrontBookFilter(db, query)),
    bookCategoryList(),
  ]);
  const data: BookCard[] = rows.map((row) => ({
    ...row,
    saleStatus: row.saleStatus as BookSaleStatus,
    cover: row.cover ? toImageRef(row.cover) : null,
    createdAt: isoDate(row.createdAt),
  }));
  return {
    data,
    pagination: { total: totals[0]?.n ?? 0, offset: query.offset, limit: query.limit },
    extra: { categories },
  };
}

/** `GET /books/{id}`: an ACTIVE book with its ACTIVE categories, tags and pictures. */
export async function getStorefrontBook(db: Db, id: number): Promise<BookDetail> {
  const [row] = await db
    .select()
    .from(books)
    .where(and(eq(books.id, id), eq(books.status, 'ACTIVE')));
  if (!row) throw notFound();
  const [categories, tags, images] = await Promise.all([
    categoriesOf(db, bookCategoryLink, [id], { onlyActive: true }),
    tagsOf(db, bookTagLink, [id]),
    imagesOf(db, id),
  ]);
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    salePrice: row.salePrice,
    coverPrice: row.coverPrice,
    saleStatus: row.saleStatus as BookSaleStatus,
    author: row.author,
    cover: images[0] ?? null,
    createdAt: isoDate(row.createdAt),
    updatedAt: isoDate(row.updatedAt),
    quantity: row.quantity,
    pages: row.pages,
    summary: row.summary,
    content: row.content,
    trailerUrl: row.trailerUrl,
    previewPdfUrl: previewPdfUrl(row),
    categories: categories.get(id) ?? [],
    tags: tags.get(id) ?? [],
    images,
  };
}
