import type { AdminUser, USER_SORT_FIELDS } from '@tutor/contract/users';
import { and, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { roles, users } from '../../db/schema';
import { isoDate, type ListParams, likePattern, orderByOf, pageOf } from '../../lib/list';

type SortField = (typeof USER_SORT_FIELDS)[number];
export type UserFilters = ListParams<SortField> & { q?: string; roleId?: number; status?: string };

const columns = {
  id: users.id,
  username: users.username,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  phone: users.phone,
  socialUrl: users.socialUrl,
  avatar: users.avatar,
  status: users.status,
  roleId: users.roleId,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
  roleName: roles.name,
  roleAcp: roles.roleAcp,
};

type Row = { [K in keyof typeof columns]: unknown } & Record<string, unknown>;

function toAdminUser(row: Row): AdminUser {
  return {
    id: row.id as number,
    username: row.username as string,
    email: row.email as string,
    firstName: row.firstName as string,
    lastName: row.lastName as string,
    phone: row.phone as string,
    socialUrl: row.socialUrl as string,
    avatar: (row.avatar as string | null) ?? null,
    status: row.status as AdminUser['status'],
    roleId: (row.roleId as number | null) ?? null,
    role:
      row.roleId !== null && row.roleName
        ? { id: row.roleId as number, name: row.roleName as string, roleAcp: !!row.roleAcp }
        : null,
    createdAt: isoDate(row.createdAt as Date),
    updatedAt: isoDate(row.updatedAt as Date),
  };
}

function where(filters: Pick<UserFilters, 'q' | 'roleId' | 'status'>): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.q) {
    const pattern = likePattern(filters.q);
    conditions.push(
      or(
        ilike(users.username, pattern),
        ilike(users.email, pattern),
        ilike(users.phone, pattern),
        sql`(${users.lastName} || ' ' || ${users.firstName}) ilike ${pattern}`,
      ),
    );
  }
  if (filters.roleId) conditions.push(eq(users.roleId, filters.roleId));
  if (filters.status) conditions.push(eq(users.status, filters.status));
  return and(...conditions);
}

export async function listUsers(db: DbOrTx, filters: UserFilters) {
  const { limit, offset } = pageOf(filters);
  const condition = where(filters);
  const [rows, totals] = await Promise.all([
    db
      .select(columns)
      .from(users)
      .leftJoin(roles, eq(roles.id, users.roleId))
      .where(condition)
      .orderBy(
        ...orderByOf(
          filters,
          {
            createdAt: users.createdAt,
            username: users.username,
            email: users.email,
            lastName: users.lastName,
          },
          users.id,
        ),
      )
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(users).where(condition),
  ]);
  return { data: rows.map(toAdminUser), total: totals[0]?.n ?? 0 };
}

export async function findAdminUser(db: DbOrTx, id: number): Promise<AdminUser | undefined> {
  const [row] = await db
    .select(columns)
    .from(users)
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, id));
  return row ? toAdminUser(row) : undefined;
}
