import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, login, PASSWORD, refreshCookie, signedInAs } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (accessToken: string) =>
  t.request({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${accessToken}` } });

/** What a browser does: no body, the refresh token in its cookie. */
const refreshWithCookie = (refreshToken: string) =>
  t.request({ method: 'POST', url: '/api/auth/refresh-token', cookies: { refresh_token: refreshToken } });

describe('login', () => {
  it('accepts the username or the email, in any case, and answers tokens and the user', async () => {
    const user = await createUser(t, { username: 'ngocanh2008', email: 'NgocAnh@Example.vn' });
    for (const name of ['ngocanh2008', 'NGOCANH2008', 'ngocanh@example.vn', ' NgocAnh@example.VN ']) {
      const res = await login(t, name);
      expect(res.statusCode, name).toBe(200);
      const body = res.json();
      expect(body.accessToken.split('.')).toHaveLength(3);
      expect(refreshCookie(res).length).toBeGreaterThanOrEqual(40);
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
    const first = await refreshWithCookie(refreshToken);
    expect(first.statusCode).toBe(200);
    const rotated = { ...first.json(), refreshToken: refreshCookie(first) };
    expect(rotated.refreshToken).not.toBe(refreshToken);
    expect((await me(rotated.accessToken)).statusCode).toBe(200);

    // Replayed after the grace window: treated as theft.
    await t.database.db.execute(
      (await import('drizzle-orm'))
        .sql`update refresh_tokens set used_at = now() - interval '1 hour' where used_at is not null`,
    );
    const replay = await refreshWithCookie(refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('REFRESH_TOKEN_INVALID');
    // The family is revoked: the newest tokens stop working too.
    expect((await me(rotated.accessToken)).json().code).toBe('ACCESS_TOKEN_INVALID');
    const newest = await refreshWithCookie(rotated.refreshToken);
    expect(newest.json().code).toBe('REFRESH_TOKEN_INVALID');
  });

  it('lets two tabs refresh with the same token at the same moment', async () => {
    const { refreshToken } = await signedInAs(t);
    const [a, b] = await Promise.all([1, 2].map(() => refreshWithCookie(refreshToken)));
    expect([a!.statusCode, b!.statusCode]).toEqual([200, 200]);
    expect((await me(a!.json().accessToken)).statusCode).toBe(200);
    expect((await me(b!.json().accessToken)).statusCode).toBe(200);
  });

  it('refuses an unknown or missing refresh token, and clears the useless cookie', async () => {
    const unknown = await refreshWithCookie('khong-hop-le');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().code).toBe('REFRESH_TOKEN_INVALID');
    const cleared = unknown.cookies.find((c) => c.name === 'refresh_token');
    expect(cleared).toMatchObject({ value: '', path: '/api/auth' });
    expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());
    const missing = await t.request({ method: 'POST', url: '/api/auth/refresh-token' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json().code).toBe('REFRESH_TOKEN_INVALID');
    const inBody = await t.request({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refreshToken: 'khong-hop-le' },
    });
    expect(inBody.json().code).toBe('REFRESH_TOKEN_INVALID');
  });

  it('takes the refresh token from the JSON body too, for API clients without cookies', async () => {
    const { refreshToken } = await signedInAs(t);
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refreshToken },
    });
    expect(res.statusCode).toBe(200);
    expect(refreshCookie(res)).not.toBe(refreshToken);
    expect(res.body).not.toContain(refreshCookie(res));
  });

  it('answers 401 ACCESS_TOKEN_INVALID for a correctly signed token whose claims have the wrong shape', async () => {
    const { user, accessToken } = await signedInAs(t);
    const sid = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()).sid;
    const sign = (claims: Record<string, unknown>, sub: string) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(sub)
        .setExpirationTime(Math.floor(Date.now() / 1000) + 600)
        .sign(new TextEncoder().encode('test-jwt-secret-0123456789abcdef-0123456789'));
    const tokens = [
      await sign({ sid: 'not-a-uuid' }, String(user.id)),
      await sign({ sid: "x' or '1'='1" }, String(user.id)),
      await sign({ sid: `${sid}0` }, String(user.id)),
      await sign({ sid: 42 }, String(user.id)),
      await sign({ sid }, 'abc'),
      await sign({ sid }, '1e3'),
      await sign({ sid }, '99999999999999999999'),
      await sign({ sid }, '-1'),
    ];
    for (const token of tokens) {
      const res = await me(token);
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json().code).toBe('ACCESS_TOKEN_INVALID');
    }
    // The same key and a well-formed claim set are accepted: the refusals above are about shape.
    expect((await me(await sign({ sid }, String(user.id)))).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('a student signing in on another browser ends the first session with LOGGED_IN_ELSEWHERE', async () => {
    const user = await createUser(t);
    const firstRes = await login(t, user.username);
    const first = { ...firstRes.json(), refreshToken: refreshCookie(firstRes) };
    const second = (await login(t, user.username)).json();
    const res = await me(first.accessToken);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('LOGGED_IN_ELSEWHERE');
    const refresh = await refreshWithCookie(first.refreshToken);
    expect(refresh.json().code).toBe('LOGGED_IN_ELSEWHERE');
    expect((await me(second.accessToken)).statusCode).toBe(200);
  });

  it('staff keep several browsers', async () => {
    const user = await createUser(t, { role: 'staff' });
    const first = (await login(t, user.username)).json();
    await login(t, user.username);
    expect((await me(first.accessToken)).statusCode).toBe(200);
  });

  it('logout ends the session and its refresh token, and clears the cookie', async () => {
    const { accessToken, refreshToken, headers } = await signedInAs(t);
    const res = await t.request({ method: 'POST', url: '/api/auth/logout', headers, payload: {} });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'refresh_token')).toMatchObject({
      value: '',
      path: '/api/auth',
      httpOnly: true,
    });
    expect((await me(accessToken)).json().code).toBe('ACCESS_TOKEN_INVALID');
    expect((await refreshWithCookie(refreshToken)).json().code).toBe('REFRESH_TOKEN_INVALID');
  });

  it('logout with only the cookie (the access token expired) still ends the session', async () => {
    const { accessToken, refreshToken } = await signedInAs(t);
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: 'Bearer expired.or.broken' },
      cookies: { refresh_token: refreshToken },
    });
    expect(res.statusCode).toBe(200);
    expect((await me(accessToken)).json().code).toBe('ACCESS_TOKEN_INVALID');
    expect((await refreshWithCookie(refreshToken)).json().code).toBe('REFRESH_TOKEN_INVALID');
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

describe('refresh cookie', () => {
  it('is set by the server on login, register and refresh: HttpOnly, SameSite=Strict, /api/auth, for the TTL', async () => {
    const user = await createUser(t);
    const loginRes = await login(t, user.username);
    const registerRes = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: '10.66.0.1',
      payload: {
        username: 'cookiemoi01',
        email: 'cookiemoi01@example.vn',
        password: 'matkhau123',
        confirmPassword: 'matkhau123',
        firstName: 'Lan',
        lastName: 'Phạm',
      },
    });
    const refreshRes = await refreshWithCookie(refreshCookie(loginRes));
    for (const res of [loginRes, registerRes, refreshRes]) {
      expect(res.statusCode, res.body).toBe(200);
      const header = ([] as string[]).concat(res.headers['set-cookie'] ?? []).join('\n');
      expect(header).toMatch(
        /^refresh_token=[\w-]{40,}; Max-Age=\d+; Path=\/api\/auth; HttpOnly; SameSite=Strict$/,
      );
      expect(header).not.toContain('Secure');
      // The answer itself never carries the refresh token.
      expect(res.json()).not.toHaveProperty('refreshToken');
      expect(res.body).not.toContain(refreshCookie(res));
    }
    expect(loginRes.cookies[0]?.maxAge).toBe(30 * 24 * 3600);
    // A rotated token lives only as long as its session has left.
    expect(refreshRes.cookies[0]?.maxAge).toBeLessThanOrEqual(30 * 24 * 3600);
    expect(refreshRes.cookies[0]?.maxAge).toBeGreaterThan(30 * 24 * 3600 - 60);
  });

  it('is Secure when the request came over https through a trusted proxy, or the site is https', async () => {
    const envs: Record<string, string>[] = [
      { TRUST_PROXY: 'true' },
      { PUBLIC_URL: 'https://toanhay.example' },
    ];
    for (const env of envs) {
      const other = await createTestApp(env);
      try {
        const user = await createUser(other);
        const res = await other.request({
          method: 'POST',
          url: '/api/auth/login',
          headers: { 'x-forwarded-proto': 'https' },
          payload: { username: user.username, password: PASSWORD },
        });
        expect(res.statusCode).toBe(200);
        expect(res.cookies[0]).toMatchObject({ name: 'refresh_token', secure: true, httpOnly: true });
        // Plain http without a proxy saying otherwise (and an http site) stays without Secure.
        if (env.TRUST_PROXY) {
          const plain = await login(other, user.username);
          expect(plain.cookies[0]?.secure).toBeUndefined();
        }
      } finally {
        await other.close();
      }
    }
  });
});

describe('usernames and emails', () => {
  const registration = (over: Record<string, unknown>) => ({
    email: `${Math.random().toString(36).slice(2, 10)}@example.vn`,
    password: 'matkhau123',
    confirmPassword: 'matkhau123',
    firstName: 'Lan',
    lastName: 'Phạm',
    ...over,
  });
  const register = (over: Record<string, unknown>, lang = 'vi') =>
    t.request({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: `10.55.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      cookies: { lang },
      payload: registration(over),
    });

  it.each([
    ['a Cyrillic look-alike', 'h\u043ecsinh01'],
    ['a zero-width space', 'hocsinh\u200b01'],
    ['a zero-width joiner', 'hocsinh01\u200d'],
    ['a right-to-left override', 'hocsinh\u202e10'],
    ['a BOM', '\ufeffhocsinh01'],
    ['an accented letter (NFC)', 'họcsinh01'],
    ['an accented letter (NFD)', 'họcsinh01'.normalize('NFD')],
    ['full-width letters', 'ｈｏｃｓｉｎｈ０１'],
    ['a space', 'hoc sinh01'],
  ])('refuses a username with %s, with a bilingual message', async (_what, username) => {
    const vi = await register({ username });
    expect(vi.statusCode).toBe(400);
    expect(vi.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [
        {
          path: 'username',
          key: 'username',
          message:
            'Tên đăng nhập phải từ 8 đến 255 ký tự, chỉ gồm chữ cái không dấu (a–z, A–Z), chữ số và các dấu . _ -',
        },
      ],
    });
    const en = await register({ username }, 'en');
    expect(en.json().details[0].message).toBe(
      'Username must be 8 to 255 characters, only letters without accents (a–z, A–Z), digits and . _ -',
    );
  });

  it('accepts letters, digits, dot, underscore and hyphen, and stores the NFC form', async () => {
    const ok = await register({ username: 'Hoc.Sinh_moi-01' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().user.userName).toBe('Hoc.Sinh_moi-01');
    // U+212A KELVIN SIGN is canonically K: stored as the ASCII letter, so it collides with its twin.
    const kelvin = await register({ username: 'hocsinhkelvin\u212a' });
    expect(kelvin.json().user.userName).toBe('hocsinhkelvinK');
    const twin = await register({ username: 'hocsinhkelvink' });
    expect(twin.json().code).toBe('USERNAME_ALREADY_IN_USE');
  });

  it('refuses emails with control or zero-width characters', async () => {
    for (const email of [
      'lan\u200b@example.vn',
      'lan@exam\u202eple.vn',
      'lan@example.vn\u0007',
      'l\u0430n@example.vn',
    ]) {
      const res = await register({ username: 'emailsai001', email });
      expect(res.statusCode, JSON.stringify(email)).toBe(400);
      expect(res.json().details).toEqual([expect.objectContaining({ path: 'email', key: 'email' })]);
    }
  });

  it('answers a look-alike, invisible or NUL-carrying login with LOGIN_INFO_INVALID, never a 500', async () => {
    await createUser(t, { username: 'hocsinhthat01', email: 'hocsinhthat01@example.vn' });
    for (const username of [
      'h\u043ecsinhthat01',
      'hocsinhthat01\u200b',
      '\u202ehocsinhthat01',
      'hocsinhthat01'.replace('o', '\u006f\u0301'),
      'hocsinhthat01@example.vn\u200b',
      'ＨＯＣＳＩＮＨＴＨＡＴ01',
    ]) {
      const res = await login(t, username);
      expect(res.statusCode, JSON.stringify(username)).toBe(401);
      expect(res.json().code).toBe('LOGIN_INFO_INVALID');
    }
    expect((await login(t, 'hocsinhthat01')).statusCode).toBe(200);
  });
});

describe('login limits', () => {
  const A = '198.51.100.10';
  const B = '198.51.100.20';

  it('counts one account once, whether the username or the email is typed', async () => {
    const user = await createUser(t);
    const codes: number[] = [];
    for (let i = 0; i < 10; i++) {
      const name = i % 2 === 0 ? user.username.toUpperCase() : user.email;
      codes.push((await login(t, name, 'saimatkhau', A)).statusCode);
    }
    expect(codes).toEqual(Array(10).fill(401));
    for (const name of [user.username, user.email, ` ${user.email.toUpperCase()} `]) {
      const res = await login(t, name, PASSWORD, A);
      expect(res.statusCode, name).toBe(429);
      expect(res.json().code).toBe('TOO_MANY_REQUESTS');
    }
  });

  it('stops the guesser from address A, even with the right password, but not the owner at address B', async () => {
    const user = await createUser(t);
    const guesses: number[] = [];
    for (let i = 0; i < 12; i++) guesses.push((await login(t, user.username, `doan${i}xxxx`, A)).statusCode);
    expect(guesses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(guesses.slice(10)).toEqual([429, 429]);
    expect((await login(t, user.username, PASSWORD, A)).statusCode).toBe(429);

    // The student, elsewhere, signs in as usual, by username or email, and can sign in again.
    expect((await login(t, user.username, PASSWORD, B)).statusCode).toBe(200);
    expect((await login(t, user.email, PASSWORD, B)).statusCode).toBe(200);
    // A few typos of their own do not add up with the attacker's tries.
    for (let i = 0; i < 3; i++) expect((await login(t, user.username, 'gonham123', B)).statusCode).toBe(401);
    expect((await login(t, user.username, PASSWORD, B)).statusCode).toBe(200);
  });

  it('a correct sign-in starts the address afresh on that account', async () => {
    const user = await createUser(t);
    const C = '198.51.100.30';
    for (let i = 0; i < 9; i++) await login(t, user.username, 'saimatkhau', C);
    expect((await login(t, user.username, PASSWORD, C)).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) expect((await login(t, user.username, 'saimatkhau', C)).statusCode).toBe(401);
  });

  it('caps all addresses together on one account, at a level one address alone never reaches', async () => {
    const user = await createUser(t);
    // Ten addresses, each at its own limit of 10: 100 tries on the account within the hour.
    await Promise.all(
      Array.from({ length: 10 }, async (_, n) => {
        for (let i = 0; i < 10; i++) {
          const res = await login(t, user.username, 'saimatkhau', `203.0.113.${100 + n}`);
          expect(res.statusCode).toBe(401);
        }
      }),
    );
    const fresh = await login(t, user.username, PASSWORD, '203.0.113.200');
    expect(fresh.statusCode).toBe(429);
    // Another account is untouched.
    const other = await createUser(t);
    expect((await login(t, other.username, PASSWORD, '203.0.113.200')).statusCode).toBe(200);
  });

  it('gives a correct sign-in back to its address: a class behind one school address all signs in', async () => {
    const school = '192.0.2.77';
    const students = await Promise.all(Array.from({ length: 35 }, () => createUser(t)));
    for (const student of students)
      expect((await login(t, student.username, PASSWORD, school)).statusCode).toBe(200);
  });
});
