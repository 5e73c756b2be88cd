import type {
  createRoleBodySchema,
  Role,
  roleListQuerySchema,
  updateRoleBodySchema,
} from '@tutor/contract/roles';
import { and, count, eq, ilike, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { permissions, rolePermissions, roles, users } from '../../db/schema';
import { AppError, fieldError, notFound } from '../../lib/app-error';
import { isoDate, likePattern, orderByOf, pageOf } from '../../lib/list';
import type { AuthContext } from '../../plugins/auth';
import type { CrudService } from '../shared/admin-crud';

type ListQuery = z.output<typeof roleListQuerySchema>;
type CreateInput = z.output<typeof createRoleBodySchema>;
type UpdateInput = z.output<typeof updateRoleBodySchema>;

/** Roles with their permission ids, in two queries whatever the number of roles. */
async function withPermissionIds(db: DbOrTx, rows: (typeof roles.$inferSelect)[]): Promise<Role[]> {
  const ids = rows.map((r) => r.id);
  const links = ids.length
    ? await db.select().from(rolePermissions).where(inArray(rolePermissions.roleId, ids))
    : [];
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    roleAcp: r.roleAcp,
    isDefaultSignup: r.isDefaultSignup,
    isManaged: r.isManaged,
    status: r.status as Role['status'],
    permissionIds: links
      .filter((l) => l.roleId === r.id)
      .map((l) => l.permissionId)
      .sort((a, b) => a - b),
    createdAt: isoDate(r.createdAt),
    updatedAt: isoDate(r.updatedAt),
  }));
}

export async function listAllRoles(db: DbOrTx): Promise<Role[]> {
  return withPermissionIds(db, await db.select().from(roles).orderBy(roles.id));
}

async function setPermissions(tx: DbOrTx, roleId: number, permissionIds: number[]) {
  const unique = [...new Set(permissionIds)];
  if (unique.length > 0) {
    const found = await tx
      .select({ id: permissions.id })
      .from(permissions)
      .where(inArray(permissions.id, unique));
    if (found.length !== unique.length) throw fieldError('permissionIds', 'invalidValue');
  }
  await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  if (unique.length > 0)
    await tx.insert(rolePermissions).values(unique.map((permissionId) => ({ roleId, permissionId })));
}

function nameTaken(error: unknown) {
  return isUniqueViolation(error, 'roles_name_lower_key') ? new AppError('NAME_ALREADY_IN_USE') : undefined;
}

export function createRolesService(db: Db) {
  async function get(id: number, tx: DbOrTx = db): Promise<Role> {
    const rows = await tx.select().from(roles).where(eq(roles.id, id));
    const [role] = await withPermissionIds(tx, rows);
    if (!role) throw notFound();
    return role;
  }

  async function ensureNameFree(name: string, exceptId?: number) {
    const [row] = await db
      .select({ id: roles.id })
      .from(roles)
      .where(
        and(sql`lower(${roles.name}) = ${name.toLowerCase()}`, exceptId ? ne(roles.id, exceptId) : undefined),
      );
    if (row) throw new AppError('NAME_ALREADY_IN_USE');
  }

  /** New sign-ups get one role: choosing another releases the previous one, in the same transaction. */
  async function releaseDefaultSignup(tx: DbOrTx, exceptId: number) {
    await tx
      .update(roles)
      .set({ isDefaultSignup: false })
      .where(and(eq(roles.isDefaultSignup, true), ne(roles.id, exceptId)));
  }

  const crud: CrudService<Role, Role, ListQuery, CreateInput, UpdateInput> = {
    async list(query) {
      const { limit, offset } = pageOf(query);
      const condition = query.q ? ilike(roles.name, likePattern(query.q)) : undefined;
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(roles)
          .where(condition)
          .orderBy(...orderByOf(query, { createdAt: roles.createdAt, name: roles.name }, roles.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(roles).where(condition),
      ]);
      return { data: await withPermissionIds(db, rows), total: totals[0]?.n ?? 0 };
    },

    get: (id) => get(id),

    async create(body) {
      await ensureNameFree(body.name);
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(roles)
            .values({ name: body.name, roleAcp: body.roleAcp, isDefaultSignup: false, status: body.status })
            .returning({ id: roles.id });
          const id = row?.id ?? 0;
          if (body.isDefaultSignup) {
            await releaseDefaultSignup(tx, id);
            await tx.update(roles).set({ isDefaultSignup: true }).where(eq(roles.id, id));
          }
          await setPermissions(tx, id, body.permissionIds);
          return get(id, tx);
        });
      } catch (error) {
        throw nameTaken(error) ?? error;
      }
    },

    async update(id, body, actor: AuthContext) {
      const current = await get(id);
      if (id === actor.roleId) {
        // Nobody takes the back office away from themselves by editing their own role.
        const losesAcp = current.roleAcp && body.roleAcp === false;
        const deactivates = body.status === 'INACTIVE';
        if (losesAcp || deactivates) throw new AppError('CANNOT_REMOVE_OWN_ROLE');
      }
      if (body.name) await ensureNameFree(body.name, id);
      try {
        return await db.transaction(async (tx) => {
          if (body.isDefaultSignup) await releaseDefaultSignup(tx, id);
          await tx
            .update(roles)
            .set({
              ...(body.name !== undefined ? { name: body.name } : {}),
              ...(body.roleAcp !== undefined ? { roleAcp: body.roleAcp } : {}),
              ...(body.isDefaultSignup !== undefined ? { isDefaultSignup: body.isDefaultSignup } : {}),
              ...(body.status !== undefined ? { status: body.status } : {}),
              updatedAt: new Date(),
            })
            .where(eq(roles.id, id));
          if (body.permissionIds) await setPermissions(tx, id, body.permissionIds);
          return get(id, tx);
        });
      } catch (error) {
        throw nameTaken(error) ?? error;
      }
    },

    async remove(id, actor) {
      const role = await get(id);
      if (id === actor.roleId) throw new AppError('CANNOT_DELETE_OWN_ROLE');
      if (role.isManaged)
        throw new AppError('ACCESS_DENIED', { logMessage: 'managed role cannot be deleted' });
      await db.transaction(async (tx) => {
        // Its members fall back to the sign-up role rather than to no role at all.
        const [fallback] = await tx
          .select({ id: roles.id })
          .from(roles)
          .where(and(eq(roles.isDefaultSignup, true), ne(roles.id, id)));
        await tx
          .update(users)
          .set({ roleId: fallback?.id ?? null, updatedAt: new Date() })
          .where(eq(users.roleId, id));
        await tx.delete(roles).where(eq(roles.id, id));
      });
    },
  };

  return {
    ...crud,
    async getPermissionIds(id: number) {
      return (await get(id)).permissionIds;
    },
    async setPermissionIds(id: number, permissionIds: number[], actor: AuthContext) {
      const role = await get(id);
      if (id === actor.roleId && !role.roleAcp) {
        const [access] = await db
          .select({ id: permissions.id })
          .from(permissions)
          .where(eq(permissions.code, 'admin:access'));
        if (access && role.permissionIds.includes(access.id) && !permissionIds.includes(access.id)) {
          throw new AppError('CANNOT_REMOVE_OWN_ROLE');
        }
      }
      await db.transaction((tx) => setPermissions(tx, id, permissionIds));
      return (await get(id)).permissionIds;
    },
  };
}
