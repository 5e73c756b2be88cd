import type {
  createPermissionBodySchema,
  Permission,
  permissionListQuerySchema,
  updatePermissionBodySchema,
} from '@tutor/contract/roles';
import { and, asc, count, eq, ilike, ne, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { permissions } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { likePattern, orderByOf, pageOf } from '../../lib/list';
import type { CrudService } from '../shared/admin-crud';

type ListQuery = z.output<typeof permissionListQuerySchema>;
type CreateInput = z.output<typeof createPermissionBodySchema>;
type UpdateInput = z.output<typeof updatePermissionBodySchema>;

const columns = {
  id: permissions.id,
  name: permissions.name,
  code: permissions.code,
  resource: permissions.resource,
  action: permissions.action,
};

/** resource and action are read off the code (`book:update`), so they can never disagree with it. */
function split(code: string) {
  const [resource = '', action = ''] = code.split(':');
  return { code, resource, action };
}

export function createPermissionsService(
  db: Db,
): CrudService<Permission, Permission, ListQuery, CreateInput, UpdateInput> {
  async function get(id: number) {
    const [row] = await db.select(columns).from(permissions).where(eq(permissions.id, id));
    if (!row) throw notFound();
    return row;
  }
  async function ensureCodeFree(code: string, exceptId?: number) {
    const [row] = await db
      .select({ id: permissions.id })
      .from(permissions)
      .where(and(eq(permissions.code, code), exceptId ? ne(permissions.id, exceptId) : undefined));
    if (row) throw new AppError('NAME_ALREADY_IN_USE');
  }
  const taken = (error: unknown) =>
    isUniqueViolation(error) ? new AppError('NAME_ALREADY_IN_USE') : undefined;

  return {
    async list(query) {
      const { limit, offset } = pageOf(query);
      const conditions = [];
      if (query.q)
        conditions.push(
          or(ilike(permissions.code, likePattern(query.q)), ilike(permissions.name, likePattern(query.q))),
        );
      if (query.resource) conditions.push(eq(permissions.resource, query.resource));
      const condition = and(...conditions);
      const [data, totals] = await Promise.all([
        db
          .select(columns)
          .from(permissions)
          .where(condition)
          .orderBy(
            ...orderByOf(
              query,
              { code: permissions.code, name: permissions.name, createdAt: permissions.createdAt },
              permissions.id,
            ),
          )
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(permissions).where(condition),
      ]);
      return { data, total: totals[0]?.n ?? 0 };
    },
    get,
    async create(body) {
      await ensureCodeFree(body.code);
      try {
        const [row] = await db
          .insert(permissions)
          .values({ name: body.name, ...split(body.code) })
          .returning(columns);
        if (!row) throw new Error('insert returned nothing');
        return row;
      } catch (error) {
        throw taken(error) ?? error;
      }
    },
    async update(id, body) {
      await get(id);
      if (body.code) await ensureCodeFree(body.code, id);
      try {
        await db
          .update(permissions)
          .set({
            ...(body.name ? { name: body.name } : {}),
            ...(body.code ? split(body.code) : {}),
            updatedAt: new Date(),
          })
          .where(eq(permissions.id, id));
      } catch (error) {
        throw taken(error) ?? error;
      }
      return get(id);
    },
    async remove(id) {
      const deleted = await db
        .delete(permissions)
        .where(eq(permissions.id, id))
        .returning({ id: permissions.id });
      if (deleted.length === 0) throw notFound();
    },
  };
}

/** Every permission in code order, for the role form (extra-data `permissions`). */
export function listAllPermissions(db: Db) {
  return db.select(columns).from(permissions).orderBy(asc(permissions.code));
}
