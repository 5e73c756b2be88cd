import type { UserInfo } from '@tutor/contract/auth';
import { and, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import { arrayQueryOf, type Db, type DbOrTx, queryRows } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { passwordResetTokens, refreshTokens, roles, userSessions, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { sqlStatement } from '../../lib/prepared-statement';

export type AuthUserRow = typeof users.$inferSelect;

/** Finds an account by its username or by its email (see `loginIdentifier`), whatever the case typed. */
export async function findUserByLogin(
  db: DbOrTx,
  login: { kind: 'username' | 'email'; value: string },
): Promise<AuthUserRow | undefined> {
  const column = login.kind === 'email' ? users.email : users.username;
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${column}) = ${login.value.toLowerCase()}`)
    .limit(1);
  return row;
}

export async function findUserByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row;
}

export async function findUserByFirebaseUid(db: DbOrTx, uid: string) {
  const [row] = await db.select().from(users).where(eq(users.firebaseUid, uid)).limit(1);
  return row;
}

/** Which of username and email are taken (by another account than `exceptId`). */
export async function findTaken(
  db: DbOrTx,
  fields: { username?: string; email?: string },
  exceptId?: number,
) {
  const conditions = [];
  if (fields.username) conditions.push(sql`lower(${users.username}) = ${fields.username.toLowerCase()}`);
  if (fields.email) conditions.push(sql`lower(${users.email}) = ${fields.email.toLowerCase()}`);
  if (conditions.length === 0) return { username: false, email: false };
  const rows = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    // or() parenthesises: `username = … or email = …` must be grouped before `and id <> …`.
    .where(and(or(...conditions), exceptId ? ne(users.id, exceptId) : undefined));
  return {
    username:
      !!fields.username && rows.some((r) => r.username.toLowerCase() === fields.username?.toLowerCase()),
    email: !!fields.email && rows.some((r) => r.email.toLowerCase() === fields.email?.toLowerCase()),
  };
}

export async function defaultSignupRoleId(db: DbOrTx): Promise<number | null> {
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.isDefaultSignup, true), eq(roles.status, 'ACTIVE')))
    .limit(1);
  return row?.id ?? null;
}

/** Everything a request needs to know about its caller, in one round trip. */
export type AuthContextRow = {
  session_id: string;
  user_id: number;
  is_revoked: boolean;
  revoked_reason: string | null;
  is_expired: boolean;
  user_status: string;
  username: string;
  role_id: number | null;
  role_acp: boolean | null;
  role_status: string | null;
  permissions: string[];
};

/**
 * Read on every signed-in call, so it is one named prepared statement, sent as text with no query
 * building (the exam burst: bench/README.md). Time comparisons happen in SQL: the two drivers parse
 * timestamps differently.
 */
const AUTH_CONTEXT = sqlStatement(
  'auth_context',
  `select s.id, s.user_id::int, s.revoked_at is not null, s.revoked_reason, s.expires_at <= now(),
          u.status, u.username, u.role_id::int, r.role_acp, r.status,
          coalesce((select array_agg(p.code order by p.code) from role_permissions rp
                    join permissions p on p.id = rp.permission_id where rp.role_id = u.role_id), '{}')
     from user_sessions s
     join users u on u.id = s.user_id
     left join roles r on r.id = u.role_id
    where s.id = $1`,
);

export async function loadAuthContext(db: Db, sessionId: string): Promise<AuthContextRow | undefined> {
  const [row] = await arrayQueryOf(db)(AUTH_CONTEXT, [sessionId]);
  if (!row) return undefined;
  return {
    session_id: row[0] as string,
    user_id: row[1] as number,
    is_revoked: row[2] as boolean,
    revoked_reason: row[3] as string | null,
    is_expired: row[4] as boolean,
    user_status: row[5] as string,
    username: row[6] as string,
    role_id: row[7] as number | null,
    role_acp: row[8] as boolean | null,
    role_status: row[9] as string | null,
    permissions: row[10] as string[],
  };
}

/** The signed-in user as `GET /auth/me` answers it. */
export async function loadUserInfo(db: DbOrTx, userId: number): Promise<UserInfo | undefined> {
  const [row] = await queryRows<{
    id: number;
    username: string;
    email: string;
    first_name: string;
    last_name: string;
    phone: string;
    social_url: string;
    avatar: string | null;
    role_id: number | null;
    role_name: string | null;
    role_acp: boolean | null;
    role_status: string | null;
    permissions: string[];
  }>(
    db,
    sql`select u.id::int as id, u.username, u.email, u.first_name, u.last_name, u.phone, u.social_url, u.avatar,
          r.id::int as role_id, r.name as role_name, r.role_acp, r.status as role_status,
          coalesce((select array_agg(p.code order by p.code) from role_permissions rp
                    join permissions p on p.id = rp.permission_id where rp.role_id = u.role_id), '{}') as permissions
        from users u left join roles r on r.id = u.role_id
        where u.id = ${userId}`,
  );
  if (!row) return undefined;
  const roleActive = row.role_id !== null && row.role_status === 'ACTIVE';
  return {
    id: row.id,
    userName: row.username,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    socialUrl: row.social_url,
    avatar: row.avatar,
    role:
      row.role_id !== null && row.role_name !== null
        ? { id: row.role_id, name: row.role_name, roleAcp: roleActive && !!row.role_acp }
        : null,
    permissions: roleActive ? row.permissions : [],
  };
}

export async function createSession(
  db: DbOrTx,
  values: { userId: number; userAgent: string; ip: string; expiresAt: Date },
): Promise<string> {
  const [row] = await db.insert(userSessions).values(values).returning({ id: userSessions.id });
  if (!row) throw new Error('session insert returned nothing');
  return row.id;
}

/** Ends every active session of a user (optionally but one), recording why. */
export async function revokeUserSessions(
  db: DbOrTx,
  userId: number,
  reason: string,
  exceptSessionId?: string,
) {
  await db
    .update(userSessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(
      and(
        eq(userSessions.userId, userId),
        isNull(userSessions.revokedAt),
        exceptSessionId ? ne(userSessions.id, exceptSessionId) : undefined,
      ),
    );
}

export async function revokeSession(db: DbOrTx, sessionId: string, reason: string) {
  await db
    .update(userSessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(userSessions.id, sessionId), isNull(userSessions.revokedAt)));
}

export async function insertRefreshToken(
  db: DbOrTx,
  values: { sessionId: string; tokenHash: string; expiresAt: Date },
) {
  await db.insert(refreshTokens).values(values);
}

/** Locks the token row: two refreshes with one token must not both succeed. */
export async function lockRefreshToken(db: DbOrTx, tokenHash: string) {
  const [row] = await queryRows<{
    id: number;
    session_id: string;
    user_id: number;
    is_expired: boolean;
    /** Milliseconds since the token was rotated; null while unused. */
    used_ms_ago: number | null;
    is_session_revoked: boolean;
    session_revoked_reason: string | null;
    /** Seconds left in the session (refresh tokens of a session all end with it). */
    session_remaining_s: number;
  }>(
    db,
    sql`select t.id::int as id, t.session_id, s.user_id::int as user_id,
          (t.expires_at <= now() or s.expires_at <= now()) as is_expired,
          (extract(epoch from now() - t.used_at) * 1000)::float8 as used_ms_ago,
          s.revoked_at is not null as is_session_revoked, s.revoked_reason as session_revoked_reason,
          floor(extract(epoch from s.expires_at - now()))::int as session_remaining_s
        from refresh_tokens t join user_sessions s on s.id = t.session_id
        where t.token_hash = ${tokenHash}
        for update of t, s`,
  );
  return row;
}

export async function markRefreshTokenUsed(db: DbOrTx, id: number) {
  await db.update(refreshTokens).set({ usedAt: new Date() }).where(eq(refreshTokens.id, id));
}

export async function touchSession(db: DbOrTx, sessionId: string) {
  await db.update(userSessions).set({ lastUsedAt: new Date() }).where(eq(userSessions.id, sessionId));
}

export async function insertResetToken(
  db: DbOrTx,
  values: { userId: number; tokenHash: string; expiresAt: Date },
) {
  await db.insert(passwordResetTokens).values(values);
}

/** A reset token that is unused and unexpired, locked for the reset. */
export async function takeResetToken(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({ id: passwordResetTokens.id, userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, new Date()),
      ),
    )
    .for('update');
  if (!row) return undefined;
  await db.update(passwordResetTokens).set({ usedAt: new Date() }).where(eq(passwordResetTokens.id, row.id));
  return row;
}

/** A username or email taken at the moment of writing (the unique index decides, not a read before). */
export function uniqueUserError(error: unknown): AppError | undefined {
  if (isUniqueViolation(error, 'users_username_lower_key')) return new AppError('USERNAME_ALREADY_IN_USE');
  if (isUniqueViolation(error, 'users_email_lower_key')) return new AppError('EMAIL_ALREADY_IN_USE');
  return undefined;
}
