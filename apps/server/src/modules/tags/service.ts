import type {
  createTagBodySchema,
  Tag,
  tagListQuerySchema,
  updateTagBodySchema,
} from '@tutor/contract/categories';
import { slug as slugify } from '@tutor/contract/format';
import { asc, count, eq, ilike, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { tags } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { isoDate, likePattern, orderByOf, pageOf } from '../../lib/list';
import type { CrudService } from '../shared/admin-crud';

type ListQuery = z.output<typeof tagListQuerySchema>;
type CreateInput = z.output<typeof createTagBodySchema>;
type UpdateInput = z.output<typeof updateTagBodySchema>;

function toTag(row: typeof tags.$inferSelect): Tag {
  return { ...row, createdAt: isoDate(row.createdAt), updatedAt: isoDate(row.updatedAt) };
}

const nameTaken = (error: unknown) =>
  isUniqueViolation(error, 'tags_name_lower_key') ? new AppError('NAME_ALREADY_IN_USE') : undefined;

const slugOf = (given: string | undefined, name: string) => given || slugify(name) || 'the';

/** Tags of books and documents (spec §3): a name unique regardless of case. */
export function createTagsService(db: Db): CrudService<Tag, Tag, ListQuery, CreateInput, UpdateInput> {
  async function get(id: number) {
    const [row] = await db.select().from(tags).where(eq(tags.id, id));
    if (!row) throw notFound();
    return toTag(row);
  }

  return {
    async list(query) {
      const { limit, offset } = pageOf(query);
      const condition = query.q
        ? or(ilike(tags.name, likePattern(query.q)), ilike(tags.slug, likePattern(query.q)))
        : undefined;
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(tags)
          .where(condition)
          .orderBy(...orderByOf(query, { createdAt: tags.createdAt, name: tags.name }, tags.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(tags).where(condition),
      ]);
      return { data: rows.map(toTag), total: totals[0]?.n ?? 0 };
    },
    get,
    async create(body) {
      try {
        const [row] = await db
          .insert(tags)
          .values({ name: body.name, slug: slugOf(body.slug, body.name) })
          .returning();
        return toTag(row as typeof tags.$inferSelect);
      } catch (error) {
        throw nameTaken(error) ?? error;
      }
    },
    async update(id, body) {
      const current = await get(id);
      const changes: Partial<typeof tags.$inferInsert> = { ...body, updatedAt: new Date() };
      if (body.slug !== undefined && body.slug === '') changes.slug = slugOf('', body.name ?? current.name);
      try {
        await db.update(tags).set(changes).where(eq(tags.id, id));
      } catch (error) {
        throw nameTaken(error) ?? error;
      }
      return get(id);
    },
    async remove(id) {
      // Links to books and documents go with it (ON DELETE CASCADE).
      const deleted = await db.delete(tags).where(eq(tags.id, id)).returning({ id: tags.id });
      if (deleted.length === 0) throw notFound();
    },
  };
}

/** extra-data `tags`: every tag by name. */
export async function listAllTags(db: Db): Promise<Tag[]> {
  const rows = await db.select().from(tags).orderBy(asc(tags.name), asc(tags.id));
  return rows.map(toTag);
}
