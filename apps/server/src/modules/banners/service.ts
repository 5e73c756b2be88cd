import type {
  Banner,
  bannerListQuerySchema,
  createBannerBodySchema,
  updateBannerBodySchema,
} from '@tutor/contract/banners';
import { and, count, eq, ilike } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { banners } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { isoDate, likePattern, orderByOf, pageOf } from '../../lib/list';
import type { CrudService } from '../shared/admin-crud';
import { loadImageRefs, unknownImage } from '../shared/image-ref';

type ListQuery = z.output<typeof bannerListQuerySchema>;
type CreateInput = z.output<typeof createBannerBodySchema>;
type UpdateInput = z.output<typeof updateBannerBodySchema>;
type Row = typeof banners.$inferSelect;

async function withImages(db: Db, rows: Row[]): Promise<Banner[]> {
  const refs = await loadImageRefs(
    db,
    rows.map((row) => row.imageId),
  );
  return rows.map((row) => ({
    ...row,
    image: refs.get(row.imageId) ?? null,
    orientation: row.orientation as Banner['orientation'],
    status: row.status as Banner['status'],
    createdAt: isoDate(row.createdAt),
    updatedAt: isoDate(row.updatedAt),
  }));
}

export function createBannersService(
  db: Db,
): CrudService<Banner, Banner, ListQuery, CreateInput, UpdateInput> {
  async function get(id: number) {
    const rows = await db.select().from(banners).where(eq(banners.id, id));
    const [item] = await withImages(db, rows);
    if (!item) throw notFound();
    return item;
  }

  return {
    async list(query) {
      const { limit, offset } = pageOf(query);
      const condition = and(
        query.status ? eq(banners.status, query.status) : undefined,
        query.orientation ? eq(banners.orientation, query.orientation) : undefined,
        query.q ? ilike(banners.title, likePattern(query.q)) : undefined,
      );
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(banners)
          .where(condition)
          .orderBy(
            ...orderByOf(
              query,
              { position: banners.position, createdAt: banners.createdAt, title: banners.title },
              banners.id,
            ),
          )
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(banners).where(condition),
      ]);
      return { data: await withImages(db, rows), total: totals[0]?.n ?? 0 };
    },
    get,
    async create(body) {
      try {
        const [row] = await db.insert(banners).values(body).returning({ id: banners.id });
        return get((row as { id: number }).id);
      } catch (error) {
        throw unknownImage(error) ?? error;
      }
    },
    async update(id, body) {
      try {
        const updated = await db
          .update(banners)
          .set({ ...body, updatedAt: new Date() })
          .where(eq(banners.id, id))
          .returning({ id: banners.id });
        if (updated.length === 0) throw notFound();
      } catch (error) {
        throw unknownImage(error) ?? error;
      }
      return get(id);
    },
    async remove(id) {
      const deleted = await db.delete(banners).where(eq(banners.id, id)).returning({ id: banners.id });
      if (deleted.length === 0) throw notFound();
    },
  };
}
