import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, PASSWORD, refreshCookie } from './helpers/factories';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'trace' }, undefined, undefined, {
    write: (line) => void lines.push(line),
  });
});
afterAll(() => t.close());

describe('logs', () => {
  it('never contain a password, a password hash or a token, even at trace level and on errors', async () => {
    const user = await createUser(t);
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: user.username, password: PASSWORD },
    });
    const { accessToken } = login.json();
    const refreshToken = refreshCookie(login);
    await t.request({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    const refreshed = await t.request({
      method: 'POST',
      url: '/api/auth/refresh-token',
      cookies: { refresh_token: refreshToken },
    });
    const rotated = refreshCookie(refreshed);
    const byBody = await t.request({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refreshToken: rotated },
    });
    const rotatedAgain = refreshCookie(byBody);
    await t.request({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { refresh_token: rotatedAgain },
      payload: { refreshToken: rotatedAgain },
    });
    await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: user.username, password: 'sai-mat-khau-9' },
    });
    await t.request({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${accessToken}x` },
      cookies: { session: 'abc' },
    });
    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(8);
    expect(log).toContain('/api/auth/login');
    for (const secret of [
      PASSWORD,
      'sai-mat-khau-9',
      accessToken,
      refreshToken,
      rotated,
      rotatedAgain,
      user.passwordHash,
      '$argon2',
    ]) {
      expect(log.includes(secret as string), `log leaks ${String(secret).slice(0, 12)}…`).toBe(false);
    }
  });

  it('answers carry the refresh token only in their Set-Cookie header, never in a body or other header', async () => {
    const user = await createUser(t);
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: user.username, password: PASSWORD },
    });
    const refreshed = await t.request({
      method: 'POST',
      url: '/api/auth/refresh-token',
      cookies: { refresh_token: refreshCookie(login) },
    });
    for (const res of [login, refreshed]) {
      const token = refreshCookie(res);
      expect(res.body).not.toContain(token);
      const { 'set-cookie': setCookie, ...otherHeaders } = res.headers;
      expect(JSON.stringify(otherHeaders)).not.toContain(token);
      expect(String(setCookie)).toContain(`refresh_token=${token};`);
    }
  });
});
