import type {
  Category,
  categoryListQuerySchema,
  createCategoryBodySchema,
  updateCategoryBodySchema,
} from '@tutor/contract/categories';
import { slug as slugify } from '@tutor/contract/format';
import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, queryRows } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { bookCategories, categories, documentCategories, imageCategories, menus } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { isoDate, likePattern, orderByOf, pageOf } from '../../lib/list';
import type { CrudService } from '../shared/admin-crud';

type ListQuery = z.output<typeof categoryListQuerySchema>;
type CreateInput = z.output<typeof createCategoryBodySchema>;
type UpdateInput = z.output<typeof updateCategoryBodySchema>;

export function toCategory(row: typeof categories.$inferSelect): Category {
  return {
    ...row,
    type: row.type as Category['type'],
    status: row.status as Category['status'],
    createdAt: isoDate(row.createdAt),
    updatedAt: isoDate(row.updatedAt),
  };
}

const nameTaken = (error: unknown) =>
  isUniqueViolation(error, 'categories_type_name_key') ? new AppError('NAME_ALREADY_IN_USE') : undefined;

/** A blank slug means "from the name"; a name of only symbols still gets a usable slug. */
function slugOf(given: string | undefined, name: string): string {
  return given || slugify(name) || 'danh-muc';
}

/**
 * Whether anything is filed under the category (books, documents, images, menu entries): such a
 * category keeps its type, or those items would sit under a category of another kind.
 */
async function hasItems(db: Db, id: number): Promise<boolean> {
  const [row] = await queryRows<{ used: boolean }>(
    db,
    sql`select (exists (select 1 from ${imageCategories} where ${imageCategories.categoryId} = ${id})
      or exists (select 1 from ${bookCategories} where ${bookCategories.categoryId} = ${id})
      or exists (select 1 from ${documentCategories} where ${documentCategories.categoryId} = ${id})
      or exists (select 1 from ${menus} where ${menus.categoryId} = ${id})) as used`,
  );
  return Boolean(row?.used);
}

/** Back-office categories (spec §3): typed, unique name per type, ordered by position on the site. */
export function createCategoriesService(
  db: Db,
): CrudService<Category, Category, ListQuery, CreateInput, UpdateInput> {
  async function get(id: number) {
    const [row] = await db.select().from(categories).where(eq(categories.id, id));
    if (!row) throw notFound();
    return toCategory(row);
  }

  return {
    async list(query) {
      const { limit, offset } = pageOf(query);
      const conditions = [];
      if (query.type) conditions.push(eq(categories.type, query.type));
      if (query.q) {
        const p = likePattern(query.q);
        conditions.push(or(ilike(categories.name, p), ilike(categories.slug, p)));
      }
      const condition = and(...conditions);
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(categories)
          .where(condition)
          .orderBy(
            ...orderByOf(
              query,
              { createdAt: categories.createdAt, name: categories.name, position: categories.position },
              categories.id,
            ),
          )
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(categories).where(condition),
      ]);
      return { data: rows.map(toCategory), total: totals[0]?.n ?? 0 };
    },
    get,
    async create(body) {
      try {
        const [row] = await db
          .insert(categories)
          .values({ ...body, slug: slugOf(body.slug, body.name) })
          .returning();
        return toCategory(row as typeof categories.$inferSelect);
      } catch (error) {
        throw nameTaken(error) ?? error;
      }
    },
    async update(id, body) {
      const current = await get(id);
      if (body.type && body.type !== current.type && (await hasItems(db, id)))
        throw new AppError('CATEGORY_TYPE_LOCKED');
      const changes: Partial<typeof categories.$inferInsert> = { ...body, updatedAt: new Date() };
      // A cleared slug follows the (possibly new) name again.
      if (body.slug !== undefined && body.slug === '') changes.slug = slugOf('', body.name ?? current.name);
      try {
        await db.update(categories).set(changes).where(eq(categories.id, id));
      } catch (error) {
        throw nameTaken(error) ?? error;
      }
      return get(id);
    },
    async remove(id) {
      // Links to books, documents and images go with it (ON DELETE CASCADE); menu entries keep their name.
      const deleted = await db
        .delete(categories)
        .where(eq(categories.id, id))
        .returning({ id: categories.id });
      if (deleted.length === 0) throw notFound();
    },
  };
}

/** extra-data `categories`: every category, grouped by type in site order. */
export async function listAllCategories(db: Db): Promise<Category[]> {
  const rows = await db
    .select()
    .from(categories)
    .orderBy(asc(categories.type), asc(categories.position), asc(categories.name), asc(categories.id));
  return rows.map(toCategory);
}
