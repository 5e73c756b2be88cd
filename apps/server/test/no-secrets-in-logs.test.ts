import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, PASSWORD } from './helpers/factories';
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
    const { accessToken, refreshToken } = login.json();
    await t.request({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    await t.request({ method: 'POST', url: '/api/auth/refresh-token', payload: { refreshToken } });
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
      user.passwordHash,
      '$argon2',
    ]) {
      expect(log.includes(secret as string), `log leaks ${String(secret).slice(0, 12)}…`).toBe(false);
    }
  });
});
