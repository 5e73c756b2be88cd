import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, login, PASSWORD, signedInAs } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (accessToken: string) =>
  t.request({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${accessToken}` } });

describe('login', () => {
  it('accepts the username or the email, in any case, and answers tokens and the user', async () => {
    const user = await createUser(t, { username: 'ngocanh2008', email: 'NgocAnh@Example.vn' });
    for (const name of ['ngocanh2008', 'NGOCANH2008', 'ngocanh@example.vn']) {
      const res = await login(t, name);
      expect(res.statusCode, name).toBe(200);
      const body = res.json();
      expect(body.accessToken.split('.')).toHaveLength(3);
      expect(body.refreshToken.length).toBeGreaterThanOrEqual(40);
      expect(body.refreshTokenExpiredTime).toBe(30 * 24 * 3600);
      expect(body.user).toMatchObject({
        id: user.id,
        userName: 'ngocanh2008',
        role: { roleAcp: false },
        permissions: [],
      });
    }
  });

  it('refuses a wrong password and an unknown user alike', async () => {
    const user = await createUser(t);
    const wrong = await login(t, user.username, 'saimatkhau');
    const unknown = await login(t, 'khongtontai99', PASSWORD);
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'LOGIN_INFO_INVALID', message: 'Thông tin đăng nhập không đúng' });
    }
  });

  it('refuses a disabled account, saying so only to someone with the right password', async () => {
    const user = await createUser(t, { status: 'INACTIVE' });
    expect((await login(t, user.username, 'saimatkhau')).json().code).toBe('LOGIN_INFO_INVALID');
    const res = await login(t, user.username);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ACCOUNT_DISABLED');
  });

  it('rate-limits attempts on one account, with a code', async () => {
    const user = await createUser(t);
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) codes.push((await login(t, user.username, 'saimatkhau')).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 401)).toBe(true);
    const limited = await login(t, user.username);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('TOO_MANY_REQUESTS');
  });

  it('rate-limits attempts from one address', async () => {
    let last = 0;
    for (let i = 0; i < 31; i++)
      last = (await login(t, `khongco${i}xx`, 'saimatkhau', '203.0.113.9')).statusCode;
    expect(last).toBe(429);
  });

  it('validates the body', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: '' },
      cookies: { lang: 'en' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual(
      expect.arrayContaining([
        { path: 'username', key: 'required', message: 'Field required' },
        { path: 'password', key: 'required', message: 'Field required' },
      ]),
    );
  });

  it('never puts a password hash in an answer', async () => {
    const user = await createUser(t);
    const res = await login(t, user.username);
    expect(res.body).not.toContain('$argon2');
    expect(res.body).not.toMatch(/password/i);
  });
});

describe('register', () => {
  const body = (over: Record<string, unknown> = {}) => ({
    username: 'hocsinhmoi01',
    email: 'hocsinhmoi01@example.vn',
    password: 'matkhau123',
    confirmPassword: 'matkhau123',
    firstName: 'Lan',
    lastName: 'Phạm Ngọc',
    phone: '0912345678',
    ...over,
  });

  it('creates a student with the default sign-up role and signs in', async () => {
    const res = await t.request({ method: 'POST', url: '/api/auth/register', payload: body() });
    expect(res.statusCode).toBe(200);
    const { user, accessToken } = res.json();
    expect(user).toMatchObject({
      userName: 'hocsinhmoi01',
      firstName: 'Lan',
      role: { name: 'Học sinh', roleAcp: false },
    });
    expect((await me(accessToken)).json().user.id).toBe(user.id);
  });

  it('refuses a taken username or email, in any case', async () => {
    await createUser(t, { username: 'datontai01', email: 'datontai@example.vn' });
    const byName = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: body({ username: 'DaTonTai01', email: 'x1@example.vn' }),
    });
    expect(byName.statusCode).toBe(409);
    expect(byName.json().code).toBe('USERNAME_ALREADY_IN_USE');
    const byMail = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: body({ username: 'khacnhau01', email: 'DATONTAI@example.vn' }),
    });
    expect(byMail.statusCode).toBe(409);
    expect(byMail.json().code).toBe('EMAIL_ALREADY_IN_USE');
  });

  it('refuses weak or spaced passwords, spaced usernames, mismatched confirmation and bad phones, naming each field', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      cookies: { lang: 'en' },
      payload: body({
        username: 'co dau cach',
        password: 'ngan',
        confirmPassword: 'khac',
        phone: '0112345678',
      }),
    });
    expect(res.statusCode).toBe(400);
    const keys = Object.fromEntries(
      res.json().details.map((d: { path: string; key: string }) => [d.path, d.key]),
    );
    expect(keys).toMatchObject({ username: 'username', password: 'password', phone: 'phone' });
    const spaced = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: body({ password: 'mat khau 123', confirmPassword: 'mat khau 123' }),
    });
    expect(spaced.json().details.map((d: { path: string }) => d.path)).toContain('password');
    const mismatch = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: body({ confirmPassword: 'matkhau124' }),
    });
    expect(mismatch.json().details).toEqual([
      expect.objectContaining({ path: 'confirmPassword', key: 'confirmPassword' }),
    ]);
  });

  it('refuses fields a student may not set, such as a role', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: body({ username: 'leothang01', email: 'leo@example.vn', roleId: 1 }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([expect.objectContaining({ path: 'roleId', key: 'unknownField' })]);
  });
});

describe('tokens', () => {
  it('refuses missing, malformed, tampered and alg:none tokens', async () => {
    const { accessToken } = await signedInAs(t);
    const noToken = await t.request({ method: 'GET', url: '/api/auth/me' });
    expect(noToken.statusCode).toBe(401);
    expect(noToken.json().code).toBe('UNAUTHENTICATED');

    const [header, payload, signature] = accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    for (const token of ['abc', `${header}.${forgedPayload}.${signature}`, none, `${accessToken}x`]) {
      const res = await me(token);
      expect(res.statusCode, token.slice(0, 20)).toBe(401);
      expect(res.json().code).toBe('ACCESS_TOKEN_INVALID');
    }
  });

  it('says an expired token is expired, and a token signed with another key is invalid', async () => {
    const { user, accessToken } = await signedInAs(t);
    const sid = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()).sid;
    const sign = (secret: string, exp: number) =>
      new SignJWT({ sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(user.id))
        .setExpirationTime(exp)
        .sign(new TextEncoder().encode(secret));
    const past = Math.floor(Date.now() / 1000) - 10;
    const expired = await me(await sign('test-jwt-secret-0123456789abcdef-0123456789', past));
    expect(expired.json().code).toBe('ACCESS_TOKEN_EXPIRED');
    const foreign = await me(await sign('another-secret-0123456789abcdef-0123456789', past + 3600));
    expect(foreign.json().code).toBe('ACCESS_TOKEN_INVALID');
  });

  it('rotates the refresh token; the old one then no longer works and its whole session dies', async () => {
    const { refreshToken } = await signedInAs(t);
    const first = await t.request({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refreshToken },
    });
    expect(first.statusCode).toBe(200);
    const rotated = first.json();
    expect(rotated.refreshToken).not.toBe(refreshToken);
    expect((await me(rotated.accessToken)).statusCode).toBe(200);

    // Replayed after the grace window: treated as theft.
    await t.database.db.execute(
      (await import('drizzle-orm'))
        .sql`update refresh_tokens set used_at = now() - interval '1 hour' where used_at is not null`,
    );
    const replay = await t.request({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refreshToken },
    });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('REFRESH_TOKEN_INVALID');
    // The family is revoked: the newest tokens stop working too.
    expect((await me(rotated.accessToken)).json().code).toBe('ACCESS_TOKEN_INVALID');
    const newest = await t.request({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refreshToken: rotated.refreshToken },
    });
    expect(newest.json().code).toBe('REFRESH_TOKEN_INVALID');
  });

  it('lets two tabs refresh with the same token at the same moment', async () => {
    const { refreshToken } = await signedInAs(t);
    const [a, b] = await Promise.all(
      [1, 2].map(() =>
        t.request({ method: 'POST', url: '/api/auth/refresh-token', payload: { refreshToken } }),
      ),
    );
    expect([a!.statusCode, b!.statusCode]).toEqual([200, 200]);
    expect((await me(a!.json().accessToken)).statusCode).toBe(200);
    expect((await me(b!.json().accessToken)).statusCode).toBe(200);
  });

  it('refuses an unknown refresh token', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refreshToken: 'khong-hop-le' },
    });
    expect(res.json().code).toBe('REFRESH_TOKEN_INVALID');
  });
});

describe('sessions', () => {
  it('a student signing in on another browser ends the first session with LOGGED_IN_ELSEWHERE', async () => {
    const user = await createUser(t);
    const first = (await login(t, user.username)).json();
    const second = (await login(t, user.username)).json();
    const res = await me(first.accessToken);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('LOGGED_IN_ELSEWHERE');
    const refresh = await t.request({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refreshToken: first.refreshToken },
    });
    expect(refresh.json().code).toBe('LOGGED_IN_ELSEWHERE');
    expect((await me(second.accessToken)).statusCode).toBe(200);
  });

  it('staff keep several browsers', async () => {
    const user = await createUser(t, { role: 'staff' });
    const first = (await login(t, user.username)).json();
    await login(t, user.username);
    expect((await me(first.accessToken)).statusCode).toBe(200);
  });

  it('logout ends the session and its refresh token', async () => {
    const { accessToken, refreshToken, headers } = await signedInAs(t);
    const res = await t.request({ method: 'POST', url: '/api/auth/logout', headers, payload: {} });
    expect(res.statusCode).toBe(200);
    expect((await me(accessToken)).json().code).toBe('ACCESS_TOKEN_INVALID');
    const refresh = await t.request({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refreshToken },
    });
    expect(refresh.json().code).toBe('REFRESH_TOKEN_INVALID');
  });

  it('a disabled account loses access at its next call', async () => {
    const { user, accessToken } = await signedInAs(t);
    const { sql } = await import('drizzle-orm');
    await t.database.db.execute(sql`update users set status = 'INACTIVE' where id = ${user.id}`);
    expect((await me(accessToken)).json().code).toBe('ACCOUNT_DISABLED');
  });
});

describe('profile', () => {
  it('answers the user with role and permission codes', async () => {
    const { headers } = await signedInAs(t, 'teacher');
    const res = await t.request({ method: 'GET', url: '/api/auth/me', headers });
    const { user } = res.json();
    expect(user.role).toMatchObject({ name: 'Giáo viên', roleAcp: false });
    expect(user.permissions).toEqual(
      expect.arrayContaining(['admin:access', 'lesson:read', 'exam-session:update']),
    );
    expect(user.permissions).not.toContain('role:read');
  });

  it('updates one’s own profile, refusing another account’s email', async () => {
    const other = await createUser(t);
    const { headers } = await signedInAs(t);
    const ok = await t.request({
      method: 'PUT',
      url: '/api/auth/me',
      headers,
      payload: {
        email: 'moi@example.vn',
        firstName: 'Châu',
        lastName: 'Đỗ',
        phone: '0987654321',
        socialUrl: 'https://facebook.com/chau',
      },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user).toMatchObject({ email: 'moi@example.vn', firstName: 'Châu', phone: '0987654321' });
    const taken = await t.request({
      method: 'PUT',
      url: '/api/auth/me',
      headers,
      payload: { email: other.email.toUpperCase(), firstName: 'Châu', lastName: 'Đỗ' },
    });
    expect(taken.json().code).toBe('EMAIL_ALREADY_IN_USE');
    const role = await t.request({
      method: 'PUT',
      url: '/api/auth/me',
      headers,
      payload: { email: 'a@b.vn', firstName: 'A', lastName: 'B', roleId: 1 },
    });
    expect(role.statusCode).toBe(400);
  });

  it('changes the password only with the current one, and signs out other browsers', async () => {
    const user = await createUser(t, { role: 'staff' });
    const other = (await login(t, user.username)).json();
    const mine = (await login(t, user.username)).json();
    const headers = { authorization: `Bearer ${mine.accessToken}` };
    const wrong = await t.request({
      method: 'PUT',
      url: '/api/auth/me/password',
      headers,
      payload: { currentPassword: 'saimatkhau', password: 'matkhaumoi1', confirmPassword: 'matkhaumoi1' },
    });
    expect(wrong.json().code).toBe('WRONG_PASSWORD');
    const ok = await t.request({
      method: 'PUT',
      url: '/api/auth/me/password',
      headers,
      payload: { currentPassword: PASSWORD, password: 'matkhaumoi1', confirmPassword: 'matkhaumoi1' },
    });
    expect(ok.statusCode).toBe(200);
    expect((await me(mine.accessToken)).statusCode).toBe(200);
    expect((await me(other.accessToken)).statusCode).toBe(401);
    expect((await login(t, user.username, 'matkhaumoi1')).statusCode).toBe(200);
  });
});
