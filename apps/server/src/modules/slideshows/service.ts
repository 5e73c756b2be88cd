import type {
  createSlideshowBodySchema,
  Slideshow,
  slideshowListQuerySchema,
  updateSlideshowBodySchema,
} from '@tutor/contract/slideshows';
import { and, count, eq, ilike } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { slideshows } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { isoDate, likePattern, orderByOf, pageOf } from '../../lib/list';
import type { CrudService } from '../shared/admin-crud';
import { loadImageRefs, unknownImage } from '../shared/image-ref';

type ListQuery = z.output<typeof slideshowListQuerySchema>;
type CreateInput = z.output<typeof createSlideshowBodySchema>;
type UpdateInput = z.output<typeof updateSlideshowBodySchema>;
type Row = typeof slideshows.$inferSelect;

/** An image id that names no picture is the form's mistake, not a server failure. */
async function withImages(db: Db, rows: Row[]): Promise<Slideshow[]> {
  const refs = await loadImageRefs(
    db,
    rows.map((row) => row.imageId),
  );
  return rows.map((row) => ({
    ...row,
    image: refs.get(row.imageId) ?? null,
    status: row.status as Slideshow['status'],
    createdAt: isoDate(row.createdAt),
    updatedAt: isoDate(row.updatedAt),
  }));
}

export function createSlideshowsService(
  db: Db,
): CrudService<Slideshow, Slideshow, ListQuery, CreateInput, UpdateInput> {
  async function get(id: number) {
    const rows = await db.select().from(slideshows).where(eq(slideshows.id, id));
    const [item] = await withImages(db, rows);
    if (!item) throw notFound();
    return item;
  }

  return {
    async list(query) {
      const { limit, offset } = pageOf(query);
      const condition = and(
        query.status ? eq(slideshows.status, query.status) : undefined,
        query.q ? ilike(slideshows.title, likePattern(query.q)) : undefined,
      );
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(slideshows)
          .where(condition)
          .orderBy(
            ...orderByOf(
              query,
              { position: slideshows.position, createdAt: slideshows.createdAt, title: slideshows.title },
              slideshows.id,
            ),
          )
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(slideshows).where(condition),
      ]);
      return { data: await withImages(db, rows), total: totals[0]?.n ?? 0 };
    },
    get,
    async create(body) {
      try {
        const [row] = await db.insert(slideshows).values(body).returning({ id: slideshows.id });
        return get((row as { id: number }).id);
      } catch (error) {
        throw unknownImage(error) ?? error;
      }
    },
    async update(id, body) {
      try {
        const updated = await db
          .update(slideshows)
          .set({ ...body, updatedAt: new Date() })
          .where(eq(slideshows.id, id))
          .returning({ id: slideshows.id });
        if (updated.length === 0) throw notFound();
      } catch (error) {
        throw unknownImage(error) ?? error;
      }
      return get(id);
    },
    async remove(id) {
      const deleted = await db
        .delete(slideshows)
        .where(eq(slideshows.id, id))
        .returning({ id: slideshows.id });
      if (deleted.length === 0) throw notFound();
    },
  };
}
