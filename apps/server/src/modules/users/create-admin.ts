import { createUserBodySchema } from '@tutor/contract/users';
import { localizeIssues } from '@tutor/contract/zod-issues';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { roles, users } from '../../db/schema';
import { createPasswordHasher } from '../../lib/password';
import * as authRepo from '../auth/repository';
import { ensureReferenceData } from '../roles/reference-data';

export class CliError extends Error {
  override name = 'CliError';
}

/** The first administrator of a fresh installation (any database), with the same rules as the admin form. */
export async function createAdmin(db: Db, input: { username: string; email: string; password: string }) {
  const parsed = createUserBodySchema.safeParse({ ...input, firstName: 'Quản trị', lastName: 'Viên' });
  if (!parsed.success) {
    const lines = localizeIssues(parsed.error.issues, 'en', { input }).map(
      (d) => `  --${d.path}: ${d.message}`,
    );
    throw new CliError(`Cannot create the administrator:\n${lines.join('\n')}`);
  }
  await ensureReferenceData(db);
  const taken = await authRepo.findTaken(db, { username: parsed.data.username, email: parsed.data.email });
  if (taken.username || taken.email) {
    throw new CliError(
      `Cannot create the administrator: that ${taken.username ? 'username' : 'email'} is already in use.`,
    );
  }
  const [role] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.roleAcp, true), eq(roles.status, 'ACTIVE')))
    .limit(1);
  if (!role) throw new CliError('No active role with admin access (roleAcp) exists.');
  const passwordHash = await createPasswordHasher(1).hash(parsed.data.password);
  const [user] = await db
    .insert(users)
    .values({
      ...parsed.data,
      password: undefined,
      passwordHash,
      roleId: role.id,
    } as typeof users.$inferInsert)
    .returning({ id: users.id, username: users.username });
  if (!user) throw new CliError('The administrator was not created.');
  return user;
}
