import type {
  AdminPage,
  adminPageListQuerySchema,
  PublicPage,
  updatePageBodySchema,
} from '@tutor/contract/pages';
import { asc, count, eq, ilike, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { pages } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { isoDate, likePattern, orderByOf, pageOf } from '../../lib/list';
import { sanitizeRichText } from '../../lib/rich-text';
import type { Storage } from '../../lib/storage';
import type { UploadedFile } from '../../lib/upload-files';
import { attachmentUrl, replaceAttachment } from '../shared/attachments';

type ListQuery = z.output<typeof adminPageListQuerySchema>;
type UpdateInput = z.output<typeof updatePageBodySchema>;
type Row = typeof pages.$inferSelect;

function toAdminPage({ attachment, ...row }: Row): AdminPage {
  return {
    ...row,
    attachmentUrl: attachmentUrl(attachment),
    createdAt: isoDate(row.createdAt),
    updatedAt: isoDate(row.updatedAt),
  };
}

function toPublicPage(row: Row): PublicPage {
  return {
    code: row.code,
    title: row.title,
    content: row.content,
    attachmentUrl: attachmentUrl(row.attachment),
    attachmentName: row.attachmentName,
  };
}

export function createPagesService(db: Db, storage: Storage, log: FastifyBaseLogger) {
  async function get(id: number) {
    const [row] = await db.select().from(pages).where(eq(pages.id, id));
    if (!row) throw notFound();
    return toAdminPage(row);
  }

  return {
    async list(query: ListQuery) {
      const { limit, offset } = pageOf(query);
      const condition = query.q
        ? or(ilike(pages.title, likePattern(query.q)), ilike(pages.code, likePattern(query.q)))
        : undefined;
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(pages)
          .where(condition)
          .orderBy(
            ...orderByOf(
              query,
              { code: pages.code, title: pages.title, createdAt: pages.createdAt },
              pages.id,
            ),
          )
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(pages).where(condition),
      ]);
      return { data: rows.map(toAdminPage), total: totals[0]?.n ?? 0 };
    },
    get,
    async update(id: number, body: UpdateInput) {
      const [row] = await db
        .update(pages)
        .set({
          ...body,
          ...(body.content !== undefined ? { content: sanitizeRichText(body.content) } : {}),
          updatedAt: new Date(),
        })
        .where(eq(pages.id, id))
        .returning();
      if (!row) throw notFound();
      return toAdminPage(row);
    },
    async upload(id: number, file: UploadedFile) {
      if (file.kind !== 'pdf') throw new AppError('FILE_TYPE_NOT_ALLOWED');
      await replaceAttachment(storage, log, file, (name) =>
        db.transaction(async (tx) => {
          const [current] = await tx
            .select({ attachment: pages.attachment })
            .from(pages)
            .where(eq(pages.id, id))
            .for('update');
          if (!current) throw notFound();
          await tx
            .update(pages)
            .set({ attachment: name, attachmentName: file.fileName, updatedAt: new Date() })
            .where(eq(pages.id, id));
          return current.attachment;
        }),
      );
      return get(id);
    },
  };
}

/** Every page, for the storefront's footer links and page views (a handful of rows). */
export async function listPublicPages(db: Db): Promise<PublicPage[]> {
  const rows = await db.select().from(pages).orderBy(asc(pages.code));
  return rows.map(toPublicPage);
}

export async function getPublicPage(db: Db, code: string): Promise<PublicPage> {
  const [row] = await db.select().from(pages).where(eq(pages.code, code));
  if (!row) throw notFound();
  return toPublicPage(row);
}
