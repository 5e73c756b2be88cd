import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { roles, users } from '../../src/db/schema';
import { createPasswordHasher } from '../../src/lib/password';
import { ROLE_NAMES } from '../../src/modules/roles/reference-data';
import type { TestApp } from './test-app';

export const PASSWORD = 'matkhau123';
let passwordHash: Promise<string> | undefined;
let counter = 0;

function nextIp() {
  counter++;
  return `10.9.${Math.floor(counter / 250) % 250}.${counter % 250}`;
}

export type RoleKey = keyof typeof ROLE_NAMES;

export async function roleId(t: TestApp, role: RoleKey): Promise<number> {
  const [row] = await t.database.db
    .select({ id: roles.id })
    .from(roles)
    .where(eq(roles.name, ROLE_NAMES[role]));
  if (!row) throw new Error(`role ${role} missing: is the reference data loaded?`);
  return row.id;
}

/** Inserts a user (a student unless told otherwise) with the password PASSWORD. */
export async function createUser(
  t: TestApp,
  options: {
    role?: RoleKey | null;
    username?: string;
    email?: string;
    status?: string;
    firstName?: string;
  } = {},
) {
  passwordHash ??= createPasswordHasher(1).hash(PASSWORD);
  counter++;
  const username = options.username ?? `user${process.pid}x${counter}`.padEnd(8, '0');
  const [row] = await t.database.db
    .insert(users)
    .values({
      username,
      email: options.email ?? `${username}@example.vn`,
      passwordHash: await passwordHash,
      firstName: options.firstName ?? 'Bình',
      lastName: 'Nguyễn',
      status: options.status ?? 'ACTIVE',
      roleId: options.role === null ? null : await roleId(t, options.role ?? 'student'),
    })
    .returning();
  if (!row) throw new Error('user insert failed');
  return row;
}

export type SignedIn = {
  user: Awaited<ReturnType<typeof createUser>>;
  accessToken: string;
  refreshToken: string;
  headers: { authorization: string };
};

/** The refresh token an answer set in its HttpOnly cookie (the only place it is ever sent). */
export function refreshCookie(res: LightMyRequestResponse) {
  const cookie = res.cookies.find((c) => c.name === 'refresh_token');
  if (!cookie?.value) throw new Error(`no refresh cookie in ${res.statusCode} ${res.body.slice(0, 200)}`);
  return cookie.value;
}

/** Each call comes from its own address unless told, so per-IP rate limits do not trip unrelated tests. */
export async function login(t: TestApp, username: string, password = PASSWORD, ip = nextIp()) {
  return t.request({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    remoteAddress: ip,
  });
}

/** A new user of that role, signed in. */
export async function signedInAs(t: TestApp, role: RoleKey | null = 'student'): Promise<SignedIn> {
  const user = await createUser(t, { role });
  const res = await login(t, user.username);
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  const body = res.json();
  return {
    user,
    accessToken: body.accessToken,
    refreshToken: refreshCookie(res),
    headers: { authorization: `Bearer ${body.accessToken}` },
  };
}
