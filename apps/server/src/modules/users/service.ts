import type {
  AdminUser,
  AdminUserDetail,
  createUserBodySchema,
  updateUserBodySchema,
  userListQuerySchema,
} from '@tutor/contract/users';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { roles, users } from '../../db/schema';
import { AppError, fieldError, notFound } from '../../lib/app-error';
import type { PasswordHasher } from '../../lib/password';
import type { AuthContext } from '../../plugins/auth';
import * as authRepo from '../auth/repository';
import { uniqueUserError } from '../auth/repository';
import type { CrudService } from '../shared/admin-crud';
import { findAdminUser, listUsers } from './repository';

type ListQuery = z.output<typeof userListQuerySchema>;
type CreateInput = z.output<typeof createUserBodySchema>;
type UpdateInput = z.output<typeof updateUserBodySchema>;

export function createUsersService(
  db: Db,
  passwords: PasswordHasher,
): CrudService<AdminUser, AdminUserDetail, ListQuery, CreateInput, UpdateInput> {
  async function ensureRole(roleId: number | null | undefined) {
    if (roleId === null || roleId === undefined) return;
    const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.id, roleId));
    if (!role) throw fieldError('roleId', 'invalidValue');
  }

  async function ensureFree(fields: { username?: string; email?: string }, exceptId?: number) {
    const taken = await authRepo.findTaken(db, fields, exceptId);
    if (taken.username) throw new AppError('USERNAME_ALREADY_IN_USE');
    if (taken.email) throw new AppError('EMAIL_ALREADY_IN_USE');
  }

  async function get(id: number): Promise<AdminUser> {
    const user = await findAdminUser(db, id);
    if (!user) throw notFound();
    return user;
  }

  return {
    list: (query) => listUsers(db, query),

    async get(id) {
      const user = await get(id);
      const info = await authRepo.loadUserInfo(db, id);
      return { ...user, permissions: info?.permissions ?? [] };
    },

    async create(body: CreateInput) {
      await ensureFree(body);
      await ensureRole(body.roleId);
      const passwordHash = await passwords.hash(body.password);
      const { password: _omit, ...fields } = body;
      try {
        const [row] = await db
          .insert(users)
          .values({ ...fields, passwordHash })
          .returning({ id: users.id });
        return get(row?.id ?? 0);
      } catch (error) {
        throw uniqueUserError(error) ?? error;
      }
    },

    async update(id, body: UpdateInput, actor: AuthContext) {
      const current = await get(id);
      // Changing one's own role could lock oneself out of the back office.
      if (id === actor.userId && body.roleId !== undefined && body.roleId !== current.roleId) {
        throw new AppError('CANNOT_REMOVE_OWN_ROLE');
      }
      if (id === actor.userId && body.status === 'INACTIVE') throw new AppError('DONT_ACCEPT_DELETE_SELF');
      await ensureFree({ username: body.username, email: body.email }, id);
      await ensureRole(body.roleId);
      const { password, ...fields } = body;
      const passwordHash = password ? await passwords.hash(password) : undefined;
      try {
        await db.transaction(async (tx) => {
          await tx
            .update(users)
            .set({ ...fields, ...(passwordHash ? { passwordHash } : {}), updatedAt: new Date() })
            .where(eq(users.id, id));
          // A new password or a disabled account: whoever was signed in with the old state is signed out.
          if (passwordHash || body.status === 'INACTIVE') await authRepo.revokeUserSessions(tx, id, 'admin');
        });
      } catch (error) {
        throw uniqueUserError(error) ?? error;
      }
      return get(id);
    },

    async remove(id, actor) {
      if (id === actor.userId) throw new AppError('DONT_ACCEPT_DELETE_SELF');
      const deleted = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
      if (deleted.length === 0) throw notFound();
    },
  };
}
