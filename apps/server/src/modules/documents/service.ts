import type { Status } from '@tutor/contract/constants';
import type {
  AdminDocument,
  AdminDocumentDetail,
  adminDocumentListQuerySchema,
  createDocumentBodySchema,
  updateDocumentBodySchema,
} from '@tutor/contract/documents';
import { and, count, eq, ilike, inArray, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { documentCategories, documents, documentTags } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { isoDate, likePattern, pageOf } from '../../lib/list';
import { sanitizeRichText } from '../../lib/rich-text';
import type { Storage } from '../../lib/storage';
import type { UploadedFile } from '../../lib/upload-files';
import type { CrudService } from '../shared/admin-crud';
import { catalogueOrder, categoriesOf, checkLinkIds, slugFor, tagsOf } from '../shared/catalogue-links';
import { loadImageRefs } from '../shared/image-ref';

type ListQuery = z.output<typeof adminDocumentListQuerySchema>;
type CreateInput = z.output<typeof createDocumentBodySchema>;
type UpdateInput = z.output<typeof updateDocumentBodySchema>;
export type DocumentRow = typeof documents.$inferSelect;

/** Document files are private: only `GET /documents/download-document/{id}` reads them. */
export const DOCUMENT_FOLDER = 'documents';
const SLUG_FALLBACK = 'tai-lieu';

export const documentCategoryLink = {
  owner: documentCategories.documentId,
  target: documentCategories.categoryId,
};
export const documentTagLink = { owner: documentTags.documentId, target: documentTags.tagId };
export const documentSortColumns = {
  createdAt: documents.createdAt,
  name: documents.name,
  salePrice: documents.salePrice,
};

/** Documents of one category, as a subquery for `id IN (…)`. */
export function inCategory(db: DbOrTx, categoryId: number) {
  return inArray(
    documents.id,
    db
      .select({ id: documentCategories.documentId })
      .from(documentCategories)
      .where(eq(documentCategories.categoryId, categoryId)),
  );
}

async function writeLinks(
  tx: Tx,
  documentId: number,
  body: { categoryIds?: number[]; tagIds?: number[] },
  isNew: boolean,
) {
  if (body.categoryIds) {
    if (!isNew) await tx.delete(documentCategories).where(eq(documentCategories.documentId, documentId));
    const ids = [...new Set(body.categoryIds)];
    if (ids.length > 0)
      await tx.insert(documentCategories).values(ids.map((categoryId) => ({ documentId, categoryId })));
  }
  if (body.tagIds) {
    if (!isNew) await tx.delete(documentTags).where(eq(documentTags.documentId, documentId));
    const ids = [...new Set(body.tagIds)];
    if (ids.length > 0) await tx.insert(documentTags).values(ids.map((tagId) => ({ documentId, tagId })));
  }
}

export function createDocumentsService(db: Db, storage: Storage, log: FastifyBaseLogger) {
  async function removeFile(name: string | null | undefined) {
    if (!name) return;
    try {
      await storage.remove('private', DOCUMENT_FOLDER, name);
    } catch (error) {
      log.warn({ err: error, file: name }, 'could not remove a replaced document file');
    }
  }

  async function toAdminDocuments(rows: DocumentRow[]): Promise<AdminDocument[]> {
    const ids = rows.map((row) => row.id);
    const [categories, images] = await Promise.all([
      categoriesOf(db, documentCategoryLink, ids, { onlyActive: false }),
      loadImageRefs(
        db,
        rows.flatMap((row) => (row.imageId ? [row.imageId] : [])),
      ),
    ]);
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      slug: row.slug,
      summary: row.summary,
      imageId: row.imageId,
      image: row.imageId ? (images.get(row.imageId) ?? null) : null,
      categories: categories.get(row.id) ?? [],
      isFree: row.isFree,
      salePrice: row.salePrice,
      fileName: row.file ? row.fileName : '',
      fileBytes: row.file ? row.fileBytes : 0,
      hasFile: row.file !== null,
      downloads: row.downloads,
      status: row.status as Status,
      createdAt: isoDate(row.createdAt),
      updatedAt: isoDate(row.updatedAt),
    }));
  }

  async function findRow(id: number) {
    const [row] = await db.select().from(documents).where(eq(documents.id, id));
    if (!row) throw notFound();
    return row;
  }

  async function item(id: number) {
    const [result] = await toAdminDocuments([await findRow(id)]);
    return result as AdminDocument;
  }

  async function get(id: number): Promise<AdminDocumentDetail> {
    const row = await findRow(id);
    const [[result], tags] = await Promise.all([toAdminDocuments([row]), tagsOf(db, documentTagLink, [id])]);
    const document = result as AdminDocument;
    const tagList = tags.get(id) ?? [];
    return {
      ...document,
      content: row.content,
      categoryIds: document.categories.map((category) => category.id),
      tagIds: tagList.map((tag) => tag.id),
      tags: tagList,
    };
  }

  const service = {
    async list(query: ListQuery) {
      const { limit, offset } = pageOf(query);
      const p = query.q ? likePattern(query.q) : undefined;
      const condition = and(
        p ? or(ilike(documents.name, p), ilike(documents.slug, p), ilike(documents.fileName, p)) : undefined,
        query.categoryId ? inCategory(db, query.categoryId) : undefined,
        query.status ? eq(documents.status, query.status) : undefined,
      );
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(documents)
          .where(condition)
          .orderBy(...catalogueOrder(query, documentSortColumns, documents.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(documents).where(condition),
      ]);
      return { data: await toAdminDocuments(rows), total: totals[0]?.n ?? 0 };
    },
    get,
    async create(body: CreateInput) {
      const id = await db.transaction(async (tx) => {
        await checkLinkIds(tx, body, 'DOCUMENT');
        const { categoryIds, tagIds, ...fields } = body;
        const [row] = await tx
          .insert(documents)
          .values({
            ...fields,
            slug: slugFor(body.slug, body.name, SLUG_FALLBACK),
            content: sanitizeRichText(body.content),
          })
          .returning({ id: documents.id });
        const documentId = (row as { id: number }).id;
        await writeLinks(tx, documentId, { categoryIds, tagIds }, true);
        return documentId;
      });
      return item(id);
    },
    async update(id: number, body: UpdateInput) {
      await db.transaction(async (tx) => {
        const [current] = await tx.select().from(documents).where(eq(documents.id, id)).for('update');
        if (!current) throw notFound();
        await checkLinkIds(tx, body, 'DOCUMENT');
        const { categoryIds, tagIds, ...fields } = body;
        await tx
          .update(documents)
          .set({
            ...fields,
            ...(body.slug !== undefined
              ? { slug: slugFor(body.slug, body.name ?? current.name, SLUG_FALLBACK) }
              : {}),
            ...(body.content !== undefined ? { content: sanitizeRichText(body.content) } : {}),
            updatedAt: new Date(),
          })
          .where(eq(documents.id, id));
        await writeLinks(tx, id, { categoryIds, tagIds }, false);
      });
      return item(id);
    },
    async remove(id: number) {
      const deleted = await db
        .delete(documents)
        .where(eq(documents.id, id))
        .returning({ file: documents.file });
      const [row] = deleted;
      if (!row) throw notFound();
      await removeFile(row.file);
    },

    /** Attaches a PDF (private storage); the replaced file is removed after the row names the new one. */
    async upload(id: number, file: UploadedFile): Promise<AdminDocumentDetail> {
      if (file.kind !== 'pdf') throw new AppError('FILE_TYPE_NOT_ALLOWED');
      await findRow(id);
      const name = await storage.moveIn('private', DOCUMENT_FOLDER, file.path, 'pdf');
      let replaced: string | null;
      try {
        replaced = await db.transaction(async (tx) => {
          const [current] = await tx.select().from(documents).where(eq(documents.id, id)).for('update');
          if (!current) throw notFound();
          await tx
            .update(documents)
            .set({ file: name, fileName: file.fileName, fileBytes: file.bytes, updatedAt: new Date() })
            .where(eq(documents.id, id));
          return current.file;
        });
      } catch (error) {
        await removeFile(name);
        throw error;
      }
      await removeFile(replaced);
      return get(id);
    },
  } satisfies CrudService<AdminDocument, AdminDocumentDetail, ListQuery, CreateInput, UpdateInput> &
    Record<string, unknown>;
  return service;
}
