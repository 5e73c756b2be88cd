import type { BookCard, BookDetail, BookListResponse, bookListQuerySchema } from '@tutor/contract/books';
import type { CategoryRef, TagRef } from '@tutor/contract/categories';
import type { BookSaleStatus } from '@tutor/contract/constants';
import { and, asc, between, count, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type ArrayQuery, arrayQueryOf, type Db } from '../../db/client';
import { bookCategories, bookImages, books, bookTags, categories, images, tags } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { isoDate } from '../../lib/list';
import {
  expectColumns,
  type NamedStatement,
  namedStatement,
  positions,
  statementValues,
} from '../../lib/prepared-statement';
import { activeCategories, catalogueOrder } from '../shared/catalogue-links';
import { imageRefAt, imageRefColumns, toImageRef } from '../shared/image-ref';
import { previewPdfUrl } from './service';

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

/** What a list call's values fill in: the statement's shape is fixed by which filters are present. */
type ListValues = { min: number; max: number; categoryId?: number; saleStatus?: string; excludeId?: number };

/**
 * The storefront's filters: only ACTIVE books, within the price range, optionally of one category.
 * Values are placeholders (`sql.placeholder`), so one prepared statement serves every call of a shape.
 */
export function storefrontBookFilter(db: Db, query: ListQuery) {
  return and(
    eq(books.status, 'ACTIVE'),
    between(books.salePrice, sql.placeholder('min'), sql.placeholder('max')),
    query.categoryId
      ? inArray(
          books.id,
          db
            .select({ id: bookCategories.bookId })
            .from(bookCategories)
            .where(eq(bookCategories.categoryId, sql.placeholder('categoryId'))),
        )
      : undefined,
    query.saleStatus ? eq(books.saleStatus, sql.placeholder('saleStatus')) : undefined,
    query.excludeId ? ne(books.id, sql.placeholder('excludeId')) : undefined,
  );
}

function listValues(query: ListQuery): ListValues {
  const [min, max] = query.priceRange;
  return {
    min,
    max,
    ...(query.categoryId ? { categoryId: query.categoryId } : {}),
    ...(query.saleStatus ? { saleStatus: query.saleStatus } : {}),
    ...(query.excludeId ? { excludeId: query.excludeId } : {}),
  };
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
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
}

/** The values `storefrontBookPage(db, query)` runs with (the performance test EXPLAINs it with them). */
export const storefrontBookPageValues = (query: ListQuery) => ({
  ...listValues(query),
  limit: query.limit,
  offset: query.offset,
});

export function storefrontBookCount(db: Db, query: ListQuery) {
  return db.select({ n: count() }).from(books).where(storefrontBookFilter(db, query));
}

// Re-exported: bench/ceiling.mjs takes the book statements and this helper from here.
export { namedStatement };

/**
 * A named prepared statement per shape of the list call (which filters, which order): neither Drizzle
 * nor PostgreSQL builds or plans the same SQL again on every request. Shapes are few (three sort
 * fields, four optional filters); past `MAX_SHAPES` a rare shape is built per call instead.
 */
const MAX_SHAPES = 64;

function listShape(query: ListQuery): string {
  return [
    query.sort.join(','),
    query.order.join(','),
    query.categoryId ? 'c' : '',
    query.saleStatus ? 's' : '',
    query.excludeId ? 'x' : '',
  ].join('|');
}

/**
 * The columns the hand shaping below expects (`expectColumns`, lib/prepared-statement.ts), checked
 * against the statements when the reads are created.
 */
const PAGE_COLUMNS = [
  ...Object.keys(cardColumns),
  ...Object.keys(imageRefColumns).map((key) => `cover.${key}`),
] as const;
const DETAIL_COLUMNS = [
  ...Object.keys(cardColumns),
  ...['updatedAt', 'quantity', 'pages', 'summary', 'content', 'trailerUrl', 'previewPdf'],
  ...['categories', 'tags', 'images'],
] as const;
const P = positions(PAGE_COLUMNS) as Record<keyof typeof cardColumns | 'cover.id', number>;
const D = positions(DETAIL_COLUMNS) as Record<
  keyof typeof cardColumns | 'updatedAt' | 'quantity' | 'pages' | 'summary' | 'content' | 'trailerUrl',
  number
> &
  Record<'previewPdf' | 'categories' | 'tags' | 'images', number>;

const run = (query: ArrayQuery, statement: NamedStatement, values: Record<string, unknown>) =>
  query(statement, statementValues(statement, values));

/**
 * The storefront's book reads over one database, each a named prepared statement: `GET /books/{id}`
 * in one statement, `GET /books` as its page and its count side by side. Drizzle builds each
 * statement's text once; the driver runs it with rows as arrays (`arrayQueryOf`), shaped by hand
 * into the answer. `bench/ceiling.mjs` runs the very same statements on bare Fastify + pg.
 */
export function createStorefrontBookReads(db: Db) {
  const query = arrayQueryOf(db);
  const detailQuery = storefrontBookDetail(db);
  expectColumns('storefront book', detailQuery, DETAIL_COLUMNS);
  const detail = namedStatement('storefront_book', detailQuery);
  const shapes = new Map<string, { page: NamedStatement; total: NamedStatement }>();

  function prepareList(listQuery: ListQuery) {
    const page = storefrontBookPage(db, listQuery);
    expectColumns('storefront book list', page, PAGE_COLUMNS);
    return {
      page: namedStatement('storefront_books', page),
      total: namedStatement('storefront_books_count', storefrontBookCount(db, listQuery)),
    };
  }
  function listStatements(listQuery: ListQuery) {
    const shape = listShape(listQuery);
    let statements = shapes.get(shape);
    if (!statements) {
      statements = prepareList(listQuery);
      // A rare shape past the limit is built per call, and sent unnamed (not prepared).
      if (shapes.size < MAX_SHAPES) shapes.set(shape, statements);
      else statements = { page: { ...statements.page, name: '' }, total: { ...statements.total, name: '' } };
    }
    return statements;
  }

  return {
    /**
     * `GET /books`: the page (covers included) and its count, side by side, whatever the page size;
     * `extra.categories` is the same for every visitor and comes from the public cache.
     */
    async list(
      listQuery: ListQuery,
      bookCategoryList: () => Promise<CategoryRef[]> = () => activeCategories(db, 'BOOK'),
    ): Promise<BookListResponse> {
      const statements = listStatements(listQuery);
      const values = listValues(listQuery);
      const [rows, totals, categories] = await Promise.all([
        run(query, statements.page, { ...values, limit: listQuery.limit, offset: listQuery.offset }),
        run(query, statements.total, values),
        bookCategoryList(),
      ]);
      const data: BookCard[] = rows.map((row) => ({
        id: Number(row[P.id]),
        name: row[P.name] as string,
        slug: row[P.slug] as string,
        salePrice: row[P.salePrice] as number,
        coverPrice: row[P.coverPrice] as number,
        saleStatus: row[P.saleStatus] as BookSaleStatus,
        author: row[P.author] as string,
        cover: imageRefAt(row, P['cover.id']),
        createdAt: isoDate(row[P.createdAt] as Date),
      }));
      return {
        data,
        pagination: { total: Number(totals[0]?.[0] ?? 0), offset: listQuery.offset, limit: listQuery.limit },
        extra: { categories },
      };
    },

    /** `GET /books/{id}`: an ACTIVE book with its ACTIVE categories, tags and pictures. */
    async get(id: number): Promise<BookDetail> {
      const [row] = await run(query, detail, { id });
      if (!row) throw notFound();
      const pictures = (row[D.images] as ImageRow[]).map(toImageRef);
      return {
        id: Number(row[D.id]),
        name: row[D.name] as string,
        slug: row[D.slug] as string,
        salePrice: row[D.salePrice] as number,
        coverPrice: row[D.coverPrice] as number,
        saleStatus: row[D.saleStatus] as BookSaleStatus,
        author: row[D.author] as string,
        cover: pictures[0] ?? null,
        createdAt: isoDate(row[D.createdAt] as Date),
        updatedAt: isoDate(row[D.updatedAt] as Date),
        quantity: row[D.quantity] as number,
        pages: row[D.pages] as number,
        summary: row[D.summary] as string,
        content: row[D.content] as string,
        trailerUrl: row[D.trailerUrl] as string,
        previewPdfUrl: previewPdfUrl({ previewPdf: row[D.previewPdf] as string | null }),
        categories: row[D.categories] as CategoryRef[],
        tags: row[D.tags] as TagRef[],
        images: pictures,
      };
    },
  };
}
export type StorefrontBookReads = ReturnType<typeof createStorefrontBookReads>;

type ImageRow = Parameters<typeof toImageRef>[0];

/**
 * One ACTIVE book with its ACTIVE categories, its tags and its pictures as JSON arrays, in one
 * statement: one round trip to PostgreSQL instead of four (socket writes led the profile).
 */
export function storefrontBookDetail(db: Db) {
  // Each list is a subquery with a join, so Drizzle qualifies its columns (a single-table select
  // would print them bare, and `id` would then name the inner table's).
  const jsonList = (object: SQL, order: SQL) => sql`coalesce(json_agg(${object} order by ${order}), '[]')`;
  const categoryList = db
    .select({
      list: jsonList(
        sql`json_build_object('id', ${categories.id}, 'name', ${categories.name}, 'slug', ${categories.slug})`,
        sql`${categories.position}, ${categories.name}, ${categories.id}`,
      ),
    })
    .from(bookCategories)
    .innerJoin(categories, eq(categories.id, bookCategories.categoryId))
    .where(and(eq(bookCategories.bookId, books.id), eq(categories.status, 'ACTIVE')));
  const tagList = db
    .select({
      list: jsonList(
        sql`json_build_object('id', ${tags.id}, 'name', ${tags.name}, 'slug', ${tags.slug})`,
        sql`${tags.name}, ${tags.id}`,
      ),
    })
    .from(bookTags)
    .innerJoin(tags, eq(tags.id, bookTags.tagId))
    .where(eq(bookTags.bookId, books.id));
  const imageList = db
    .select({
      list: jsonList(
        sql`json_build_object('id', ${images.id}, 'name', ${images.name}, 'alt', ${images.alt},
          'file', ${images.file}, 'width', ${images.width}, 'height', ${images.height},
          'variants', ${images.variants})`,
        sql`${bookImages.position}, ${bookImages.imageId}`,
      ),
    })
    .from(bookImages)
    .innerJoin(images, eq(images.id, bookImages.imageId))
    .where(eq(bookImages.bookId, books.id));
  return db
    .select({
      ...cardColumns,
      updatedAt: books.updatedAt,
      quantity: books.quantity,
      pages: books.pages,
      summary: books.summary,
      content: books.content,
      trailerUrl: books.trailerUrl,
      previewPdf: books.previewPdf,
      categories: sql<CategoryRef[]>`(${categoryList})`,
      tags: sql<TagRef[]>`(${tagList})`,
      images: sql<ImageRow[]>`(${imageList})`,
    })
    .from(books)
    .where(and(eq(books.id, sql.placeholder('id')), eq(books.status, 'ACTIVE')));
}
