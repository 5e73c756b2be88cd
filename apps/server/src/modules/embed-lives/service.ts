import type {
  createEmbedLiveBodySchema,
  EmbedLive,
  embedLiveListQuerySchema,
  PublicEmbedLive,
  publicEmbedLiveListQuerySchema,
  updateEmbedLiveBodySchema,
} from '@tutor/contract/embed-lives';
import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { embedLives } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { isoDate, likePattern, orderByOf, pageOf } from '../../lib/list';
import type { CrudService } from '../shared/admin-crud';

type ListQuery = z.output<typeof embedLiveListQuerySchema>;
type CreateInput = z.output<typeof createEmbedLiveBodySchema>;
type UpdateInput = z.output<typeof updateEmbedLiveBodySchema>;

function toEmbedLive(row: typeof embedLives.$inferSelect): EmbedLive {
  return {
    ...row,
    status: row.status as EmbedLive['status'],
    createdAt: isoDate(row.createdAt),
    updatedAt: isoDate(row.updatedAt),
  };
}

export function createEmbedLivesService(
  db: Db,
): CrudService<EmbedLive, EmbedLive, ListQuery, CreateInput, UpdateInput> {
  async function get(id: number) {
    const [row] = await db.select().from(embedLives).where(eq(embedLives.id, id));
    if (!row) throw notFound();
    return toEmbedLive(row);
  }

  return {
    async list(query) {
      const { limit, offset } = pageOf(query);
      const condition = and(
        query.status ? eq(embedLives.status, query.status) : undefined,
        query.q
          ? or(
              ilike(embedLives.title, likePattern(query.q)),
              ilike(embedLives.description, likePattern(query.q)),
            )
          : undefined,
      );
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(embedLives)
          .where(condition)
          .orderBy(
            ...orderByOf(query, { createdAt: embedLives.createdAt, title: embedLives.title }, embedLives.id),
          )
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(embedLives).where(condition),
      ]);
      return { data: rows.map(toEmbedLive), total: totals[0]?.n ?? 0 };
    },
    get,
    async create(body) {
      const [row] = await db.insert(embedLives).values(body).returning();
      return toEmbedLive(row as typeof embedLives.$inferSelect);
    },
    async update(id, body) {
      const [row] = await db
        .update(embedLives)
        .set({ ...body, updatedAt: new Date() })
        .where(eq(embedLives.id, id))
        .returning();
      if (!row) throw notFound();
      return toEmbedLive(row);
    },
    async remove(id) {
      const deleted = await db
        .delete(embedLives)
        .where(eq(embedLives.id, id))
        .returning({ id: embedLives.id });
      if (deleted.length === 0) throw notFound();
    },
  };
}

/** Storefront: ACTIVE embeds only, newest first (the index on status, created_at serves it). */
export async function listPublicEmbedLives(
  db: Db,
  query: z.output<typeof publicEmbedLiveListQuerySchema>,
): Promise<{ data: PublicEmbedLive[]; total: number }> {
  const active = eq(embedLives.status, 'ACTIVE');
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: embedLives.id,
        title: embedLives.title,
        embedUrl: embedLives.embedUrl,
        description: embedLives.description,
        createdAt: embedLives.createdAt,
      })
      .from(embedLives)
      .where(active)
      .orderBy(
        query.order[0] === 'asc' ? embedLives.createdAt : desc(embedLives.createdAt),
        desc(embedLives.id),
      )
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(embedLives).where(active),
  ]);
  return {
    data: rows.map((row) => ({ ...row, createdAt: isoDate(row.createdAt) })),
    total: totals[0]?.n ?? 0,
  };
}
