import type { Status } from '@tutor/contract/constants';
import { ALL_ROWS_CAP } from '@tutor/contract/constants';
import type { TeacherOption } from '@tutor/contract/courses';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { roles, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { ROLE_NAMES } from '../roles/reference-data';
import { personName } from './cards';

/*
 * A teacher is a user whose role is the teacher role: the reference role named ROLE_NAMES.teacher
 * ("Giáo viên"), matched case-insensitively like the roles' unique name index. The back office's
 * teachers screen and the course form's teacher picker read the same rule.
 */
const isTeacherRole = sql`lower(${roles.name}) = lower(${ROLE_NAMES.teacher})`;

/** Throws NOT_A_TEACHER unless `userId` names a user holding the teacher role. */
export async function checkTeacher(db: DbOrTx, userId: number | null | undefined): Promise<void> {
  if (!userId) return;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.id, userId), isTeacherRole));
  if (!row) throw new AppError('NOT_A_TEACHER');
}

/** Teachers for pickers (`extra-data?type=teachers`), by name. */
export async function listTeacherOptions(db: DbOrTx): Promise<TeacherOption[]> {
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      avatar: users.avatar,
      status: users.status,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(isTeacherRole)
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(ALL_ROWS_CAP);
  return rows.map((row) => ({
    id: row.id,
    name: personName(row),
    username: row.username,
    avatar: row.avatar ?? null,
    status: row.status as Status,
  }));
}
