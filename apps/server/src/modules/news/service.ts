import { slug as slugOf } from '@tutor/contract/format';
import type {
  AdminNews,
  adminNewsListQuerySchema,
  createNewsBodySchema,
  NewsDetail,
  NewsListItem,
  newsListQuerySchema,
  updateNewsBodySchema,
} from '@tutor/contract/news';
import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors';
import { news } from '../../db/schema';
import { AppError, fieldError, notFound } from '../../lib/app-error';
import { isoDate, likePattern, orderByOf, pageOf } from '../../lib/list';
import { sanitizeRichText } from '../../lib/rich-text';
import type { Storage } from '../../lib/storage';
import type { UploadedFile } from '../../lib/upload-files';
import type { CrudService } from '../shared/admin-crud';
import { attachmentUrl, removeAttachment, replaceAttachment } from '../shared/attachments';
import { loadImageRefs } from '../shared/image-ref';

type ListQuery = z.output<typeof adminNewsListQuerySchema>;
type CreateInput = z.output<typeof createNewsBodySchema>;
type UpdateInput = z.output<typeof updateNewsBodySchema>;
type Row = typeof news.$inferSelect;

/** Only published articles exist for visitors. */
const PUBLISHED = eq(news.state, 'publish');

/** A title that gives no slug (only punctuation) still needs an address segment. */
const slugFor = (title: string) => slugOf(title) || 'tin-tuc';

function writeError(error: unknown) {
  if (isUniqueViolation(error, 'news_title_lower_key')) return new AppError('NEWS_TITLE_EXISTS');
  if (isForeignKeyViolation(error)) return fieldError('imageId', 'invalid');
  return undefined;
}

async function toAdminNews(db: Db, rows: Row[]): Promise<AdminNews[]> {
  const refs = await loadImageRefs(
    db,
    rows.flatMap((row) => (row.imageId ? [row.imageId] : [])),
  );
  return rows.map(({ attachment, ...row }) => ({
    ...row,
    image: row.imageId ? (refs.get(row.imageId) ?? null) : null,
    state: row.state as AdminNews['state'],
    attachmentUrl: attachmentUrl(attachment),
    publishedAt: row.publishedAt ? isoDate(row.publishedAt) : null,
    createdAt: isoDate(row.createdAt),
    updatedAt: isoDate(row.updatedAt),
  }));
}

export function createNewsService(db: Db, storage: Storage, log: FastifyBaseLogger) {
  async function get(id: number) {
    const rows = await db.select().from(news).where(eq(news.id, id));
    const [item] = await toAdminNews(db, rows);
    if (!item) throw notFound();
    return item;
  }

  const service = {
    async list(query: ListQuery) {
      const { limit, offset } = pageOf(query);
      const condition = and(
        query.state ? eq(news.state, query.state) : undefined,
        query.q
          ? or(ilike(news.title, likePattern(query.q)), ilike(news.summary, likePattern(query.q)))
          : undefined,
      );
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(news)
          .where(condition)
          .orderBy(
            ...orderByOf(
              query,
              { createdAt: news.createdAt, title: news.title, publishedAt: news.publishedAt },
              news.id,
            ),
          )
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(news).where(condition),
      ]);
      return { data: await toAdminNews(db, rows), total: totals[0]?.n ?? 0 };
    },
    get,
    async create(body: CreateInput) {
      try {
        const [row] = await db
          .insert(news)
          .values({
            ...body,
            slug: slugFor(body.title),
            content: sanitizeRichText(body.content),
            publishedAt: body.state === 'publish' ? new Date() : null,
          })
          .returning({ id: news.id });
        return get((row as { id: number }).id);
      } catch (error) {
        throw writeError(error) ?? error;
      }
    },
    async update(id: number, body: UpdateInput) {
      try {
        await db.transaction(async (tx) => {
          const [current] = await tx
            .select({ publishedAt: news.publishedAt })
            .from(news)
            .where(eq(news.id, id))
            .for('update');
          if (!current) throw notFound();
          await tx
            .update(news)
            .set({
              ...body,
              ...(body.title !== undefined ? { slug: slugFor(body.title) } : {}),
              ...(body.content !== undefined ? { content: sanitizeRichText(body.content) } : {}),
              // The first publication date stays: taking an article down and back does not make it new.
              ...(body.state === 'publish' && !current.publishedAt ? { publishedAt: new Date() } : {}),
              updatedAt: new Date(),
            })
            .where(eq(news.id, id));
        });
      } catch (error) {
        throw writeError(error) ?? error;
      }
      return get(id);
    },
    async remove(id: number) {
      const deleted = await db.delete(news).where(eq(news.id, id)).returning({ attachment: news.attachment });
      if (deleted.length === 0) throw notFound();
      await removeAttachment(storage, log, deleted[0]?.attachment ?? null);
    },
    /** Attaches a PDF (already checked by content), replacing the previous one. */
    async upload(id: number, file: UploadedFile) {
      if (file.kind !== 'pdf') throw new AppError('FILE_TYPE_NOT_ALLOWED');
      await replaceAttachment(storage, log, file, (name) =>
        db.transaction(async (tx) => {
          // Locked, so two uploads at once each remove exactly the file they replaced.
          const [current] = await tx
            .select({ attachment: news.attachment })
            .from(news)
            .where(eq(news.id, id))
            .for('update');
          if (!current) throw notFound();
          await tx
            .update(news)
            .set({ attachment: name, attachmentName: file.fileName, updatedAt: new Date() })
            .where(eq(news.id, id));
          return current.attachment;
        }),
      );
      return get(id);
    },
  } satisfies CrudService<AdminNews, AdminNews, ListQuery, CreateInput, UpdateInput> &
    Record<string, unknown>;
  return service;
}

// ---------------------------------------------------------------------------------------------------------
// Storefront

export async function listPublishedNews(
  db: Db,
  query: z.output<typeof newsListQuerySchema>,
): Promise<{ data: NewsListItem[]; total: number }> {
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: news.id,
        title: news.title,
        slug: news.slug,
        summary: news.summary,
        imageId: news.imageId,
        publishedAt: news.publishedAt,
        createdAt: news.createdAt,
      })
      .from(news)
      .where(PUBLISHED)
      // Matches the (state, created_at, id) index, so a page is read from the index in order.
      .orderBy(
        ...(query.order[0] === 'asc' ? [news.createdAt, news.id] : [desc(news.createdAt), desc(news.id)]),
      )
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(news).where(PUBLISHED),
  ]);
  const refs = await loadImageRefs(
    db,
    rows.flatMap((row) => (row.imageId ? [row.imageId] : [])),
  );
  return {
    data: rows.map(({ imageId, ...row }) => ({
      ...row,
      image: imageId ? (refs.get(imageId) ?? null) : null,
      publishedAt: row.publishedAt ? isoDate(row.publishedAt) : null,
      createdAt: isoDate(row.createdAt),
    })),
    total: totals[0]?.n ?? 0,
  };
}

async function findPublished(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(news)
    .where(and(eq(news.id, id), PUBLISHED));
  if (!row) throw notFound();
  return row;
}

export async function getPublishedNews(db: Db, id: number): Promise<NewsDetail> {
  const row = await findPublished(db, id);
  const refs = await loadImageRefs(db, row.imageId ? [row.imageId] : []);
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    summary: row.summary,
    image: row.imageId ? (refs.get(row.imageId) ?? null) : null,
    content: row.content,
    attachmentUrl: attachmentUrl(row.attachment),
    attachmentName: row.attachmentName,
    publishedAt: row.publishedAt ? isoDate(row.publishedAt) : null,
    createdAt: isoDate(row.createdAt),
    updatedAt: isoDate(row.updatedAt),
  };
}

/** The attachment of a published article, or DOCUMENT_NOT_ATTACHED. */
export async function publishedAttachment(db: Db, id: number) {
  const row = await findPublished(db, id);
  if (!row.attachment) throw new AppError('DOCUMENT_NOT_ATTACHED');
  return { file: row.attachment, fileName: row.attachmentName || `tin-tuc-${row.id}.pdf` };
}
