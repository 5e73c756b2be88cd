import {
  type AdminBook,
  type AdminBookDetail,
  type adminBookListQuerySchema,
  BOOK_UPLOAD_URL_PREFIX,
  type BookUploadField,
  type createBookBodySchema,
  type updateBookBodySchema,
} from '@tutor/contract/books';
import type { BookSaleStatus, Status } from '@tutor/contract/constants';
import { and, count, eq, ilike, inArray, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { isForeignKeyViolation } from '../../db/errors';
import { bookCategories, bookImages, books, bookTags } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { isoDate, likePattern, pageOf } from '../../lib/list';
import { sanitizeRichText } from '../../lib/rich-text';
import type { Storage } from '../../lib/storage';
import type { UploadedFile } from '../../lib/upload-files';
import type { CrudService } from '../shared/admin-crud';
import { catalogueOrder, categoriesOf, checkLinkIds, slugFor, tagsOf } from '../shared/catalogue-links';
import { coversOf, imagesOf } from './book-images';

type ListQuery = z.output<typeof adminBookListQuerySchema>;
type CreateInput = z.output<typeof createBookBodySchema>;
type UpdateInput = z.output<typeof updateBookBodySchema>;
type BookRow = typeof books.$inferSelect;

/** Public files of books (preview PDFs, uploaded trailers) live in storage folder `books/`. */
export const BOOK_FOLDER = 'books';
export const BOOK_SLUG_FALLBACK = 'sach';

export const bookCategoryLink = { owner: bookCategories.bookId, target: bookCategories.categoryId };
export const bookTagLink = { owner: bookTags.bookId, target: bookTags.tagId };

export const previewPdfUrl = (row: Pick<BookRow, 'previewPdf'>) =>
  row.previewPdf ? BOOK_UPLOAD_URL_PREFIX + row.previewPdf : null;

/** The stored file behind a trailer address we served, or undefined for an outside address. */
export function uploadedTrailerFile(trailerUrl: string): string | undefined {
  return trailerUrl.startsWith(BOOK_UPLOAD_URL_PREFIX)
    ? trailerUrl.slice(BOOK_UPLOAD_URL_PREFIX.length)
    : undefined;
}

/** Rows matching the admin filters, for the list and its count. */
function adminFilter(db: DbOrTx, query: ListQuery) {
  const conditions = [];
  if (query.q) {
    const p = likePattern(query.q);
    conditions.push(or(ilike(books.name, p), ilike(books.slug, p), ilike(books.author, p)));
  }
  if (query.categoryId)
    conditions.push(
      inArray(
        books.id,
        db
          .select({ id: bookCategories.bookId })
          .from(bookCategories)
          .where(eq(bookCategories.categoryId, query.categoryId)),
      ),
    );
  if (query.saleStatus) conditions.push(eq(books.saleStatus, query.saleStatus));
  if (query.status) conditions.push(eq(books.status, query.status));
  return and(...conditions);
}

/** Replaces the link sets the body names (an absent list leaves its links alone). */
async function writeLinks(
  tx: Tx,
  bookId: number,
  body: { categoryIds?: number[]; tagIds?: number[]; imageIds?: number[] },
  isNew: boolean,
) {
  const unique = (ids: number[]) => [...new Set(ids)];
  if (body.categoryIds) {
    if (!isNew) await tx.delete(bookCategories).where(eq(bookCategories.bookId, bookId));
    const ids = unique(body.categoryIds);
    if (ids.length > 0)
      await tx.insert(bookCategories).values(ids.map((categoryId) => ({ bookId, categoryId })));
  }
  if (body.tagIds) {
    if (!isNew) await tx.delete(bookTags).where(eq(bookTags.bookId, bookId));
    const ids = unique(body.tagIds);
    if (ids.length > 0) await tx.insert(bookTags).values(ids.map((tagId) => ({ bookId, tagId })));
  }
  if (body.imageIds) {
    if (!isNew) await tx.delete(bookImages).where(eq(bookImages.bookId, bookId));
    const ids = unique(body.imageIds);
    if (ids.length > 0)
      await tx.insert(bookImages).values(ids.map((imageId, position) => ({ bookId, imageId, position })));
  }
}

export function createBooksService(db: Db, storage: Storage, log: FastifyBaseLogger) {
  /** Files are removed only after the database no longer names them; a failure is logged, not fatal. */
  async function removeFiles(names: (string | null | undefined)[]) {
    for (const name of names) {
      if (!name) continue;
      try {
        await storage.remove('public', BOOK_FOLDER, name);
      } catch (error) {
        log.warn({ err: error, file: name }, 'could not remove a replaced book file');
      }
    }
  }

  async function toAdminBooks(rows: BookRow[]): Promise<AdminBook[]> {
    const ids = rows.map((row) => row.id);
    const [categories, covers] = await Promise.all([
      categoriesOf(db, bookCategoryLink, ids, { onlyActive: false }),
      coversOf(db, ids),
    ]);
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      slug: row.slug,
      quantity: row.quantity,
      salePrice: row.salePrice,
      coverPrice: row.coverPrice,
      author: row.author,
      saleStatus: row.saleStatus as BookSaleStatus,
      status: row.status as Status,
      cover: covers.get(row.id) ?? null,
      categories: categories.get(row.id) ?? [],
      createdAt: isoDate(row.createdAt),
      updatedAt: isoDate(row.updatedAt),
    }));
  }

  async function findRow(id: number) {
    const [row] = await db.select().from(books).where(eq(books.id, id));
    if (!row) throw notFound();
    return row;
  }

  async function get(id: number): Promise<AdminBookDetail> {
    const row = await findRow(id);
    const [[item], tags, images] = await Promise.all([
      toAdminBooks([row]),
      tagsOf(db, bookTagLink, [id]),
      imagesOf(db, id),
    ]);
    const bookTagsList = tags.get(id) ?? [];
    return {
      ...(item as AdminBook),
      pages: row.pages,
      summary: row.summary,
      content: row.content,
      trailerUrl: row.trailerUrl,
      previewPdfUrl: previewPdfUrl(row),
      categoryIds: (item as AdminBook).categories.map((category) => category.id),
      tagIds: bookTagsList.map((tag) => tag.id),
      tags: bookTagsList,
      imageIds: images.map((image) => image.id),
      images,
    };
  }

  async function item(id: number): Promise<AdminBook> {
    const [result] = await toAdminBooks([await findRow(id)]);
    return result as AdminBook;
  }

  const service = {
    async list(query: ListQuery) {
      const { limit, offset } = pageOf(query);
      const condition = adminFilter(db, query);
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(books)
          .where(condition)
          .orderBy(
            ...catalogueOrder(
              query,
              { createdAt: books.createdAt, name: books.name, salePrice: books.salePrice },
              books.id,
            ),
          )
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(books).where(condition),
      ]);
      return { data: await toAdminBooks(rows), total: totals[0]?.n ?? 0 };
    },
    get,
    async create(body: CreateInput) {
      const id = await db.transaction(async (tx) => {
        await checkLinkIds(tx, body, 'BOOK');
        const { categoryIds, tagIds, imageIds, ...fields } = body;
        const [row] = await tx
          .insert(books)
          .values({
            ...fields,
            slug: slugFor(body.slug, body.name, BOOK_SLUG_FALLBACK),
            content: sanitizeRichText(body.content),
          })
          .returning({ id: books.id });
        const bookId = (row as { id: number }).id;
        await writeLinks(tx, bookId, { categoryIds, tagIds, imageIds }, true);
        return bookId;
      });
      return item(id);
    },
    async update(id: number, body: UpdateInput) {
      const before = await db.transaction(async (tx) => {
        const [current] = await tx.select().from(books).where(eq(books.id, id)).for('update');
        if (!current) throw notFound();
        await checkLinkIds(tx, body, 'BOOK');
        const { categoryIds, tagIds, imageIds, ...fields } = body;
        await tx
          .update(books)
          .set({
            ...fields,
            ...(body.slug !== undefined
              ? { slug: slugFor(body.slug, body.name ?? current.name, BOOK_SLUG_FALLBACK) }
              : {}),
            ...(body.content !== undefined ? { content: sanitizeRichText(body.content) } : {}),
            updatedAt: new Date(),
          })
          .where(eq(books.id, id));
        await writeLinks(tx, id, { categoryIds, tagIds, imageIds }, false);
        return current;
      });
      if (body.trailerUrl !== undefined && body.trailerUrl !== before.trailerUrl)
        await removeFiles([uploadedTrailerFile(before.trailerUrl)]);
      return item(id);
    },
    async remove(id: number) {
      let deleted: Pick<BookRow, 'previewPdf' | 'trailerUrl'>[];
      try {
        deleted = await db
          .delete(books)
          .where(eq(books.id, id))
          .returning({ previewPdf: books.previewPdf, trailerUrl: books.trailerUrl });
      } catch (error) {
        // Orders keep the book they were for (order_lines.book_id restricts the delete).
        if (isForeignKeyViolation(error)) throw new AppError('BOOK_HAS_ORDERS');
        throw error;
      }
      const [row] = deleted;
      if (!row) throw notFound();
      await removeFiles([row.previewPdf, uploadedTrailerFile(row.trailerUrl)]);
    },

    /**
     * Stores an uploaded preview PDF or trailer video and points the book at it. The file is moved
     * into place first (under a fresh name), the row updated, and only then the old file removed; if the update
     * fails the new file is removed again, so nothing changes.
     */
    async upload(id: number, field: BookUploadField, file: UploadedFile): Promise<AdminBookDetail> {
      const expected = field === 'previewPdf' ? 'pdf' : 'mp4';
      if (file.kind !== expected) throw new AppError('FILE_TYPE_NOT_ALLOWED');
      await findRow(id);
      const name = await storage.moveIn('public', BOOK_FOLDER, file.path, file.kind);
      let replaced: string | null | undefined;
      try {
        // The row is locked while it changes, so two uploads at once each remove the file they replaced.
        replaced = await db.transaction(async (tx) => {
          const [current] = await tx.select().from(books).where(eq(books.id, id)).for('update');
          if (!current) throw notFound();
          const set =
            field === 'previewPdf' ? { previewPdf: name } : { trailerUrl: BOOK_UPLOAD_URL_PREFIX + name };
          await tx
            .update(books)
            .set({ ...set, updatedAt: new Date() })
            .where(eq(books.id, id));
          return field === 'previewPdf' ? current.previewPdf : uploadedTrailerFile(current.trailerUrl);
        });
      } catch (error) {
        await removeFiles([name]);
        throw error;
      }
      await removeFiles([replaced]);
      return get(id);
    },
  } satisfies CrudService<AdminBook, AdminBookDetail, ListQuery, CreateInput, UpdateInput> &
    Record<string, unknown>;
  return service;
}
export type BooksService = ReturnType<typeof createBooksService>;
