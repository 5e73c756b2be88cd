import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signedInAs } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { routePatternToRegExp } from './access-rules';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t, 'admin');
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.request({ method, url: `/api/admin${url}`, headers: admin.headers, payload: payload as object });

describe('route patterns', () => {
  it('match :params as one segment and a trailing * as the rest', () => {
    expect(routePatternToRegExp('/api/admin/users/:id').test('/api/admin/users/12')).toBe(true);
    expect(routePatternToRegExp('/api/admin/users/:id').test('/api/admin/users/12/edit')).toBe(false);
    expect(routePatternToRegExp('/api/admin/users/*').test('/api/admin/users')).toBe(true);
    expect(routePatternToRegExp('/api/admin/users/*').test('/api/admin/users/1/x')).toBe(true);
    expect(routePatternToRegExp('/api/admin/users').test('/api/admin/usersx')).toBe(false);
  });
});

describe('access rules', () => {
  it('add a permission to matching calls at once, without a deploy, and stop when removed', async () => {
    const staff = await signedInAs(t, 'staff');
    expect(
      (await t.request({ method: 'GET', url: '/api/admin/users', headers: staff.headers })).statusCode,
    ).toBe(200);
    const rule = await api('POST', '/rules', {
      kind: 'access',
      method: 'GET',
      route: '/api/admin/users/*',
      permission: 'report:read',
    });
    expect(rule.statusCode).toBe(200);
    const blocked = await t.request({ method: 'GET', url: '/api/admin/users', headers: staff.headers });
    expect(blocked.json().code).toBe('PERMISSION_NOT_ACCEPTED');
    // Another method is not covered.
    const post = await t.request({
      method: 'POST',
      url: '/api/admin/users',
      headers: staff.headers,
      payload: {},
    });
    expect(post.json().code).toBe('PERMISSION_NOT_ACCEPTED'); // staff lack user:create anyway
    expect((await api('DELETE', `/rules/${rule.json().id}`)).statusCode).toBe(200);
    expect(
      (await t.request({ method: 'GET', url: '/api/admin/users', headers: staff.headers })).statusCode,
    ).toBe(200);
  });

  it('can guard a public route too, asking visitors to sign in', async () => {
    const rule = (
      await api('POST', '/rules', {
        kind: 'access',
        method: '*',
        route: '/api/site-settings',
        permission: 'settings:read',
      })
    ).json();
    expect((await t.request({ method: 'GET', url: '/api/site-settings' })).json().code).toBe(
      'UNAUTHENTICATED',
    );
    await api('DELETE', `/rules/${rule.id}`);
    expect((await t.request({ method: 'GET', url: '/api/site-settings' })).statusCode).toBe(200);
  });

  it('refuses bad patterns, regular expressions and permission codes', async () => {
    const res = await api('POST', '/rules', {
      kind: 'access',
      method: 'GET',
      route: 'users',
      permission: 'Xem',
      expression: '([',
    });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .details.map((d: { path: string }) => d.path)
        .sort(),
    ).toEqual(['expression', 'permission', 'route']);
  });
});

describe('redirect rules', () => {
  it('answer their target to anyone, by slug in any case, and null otherwise', async () => {
    const created = await api('POST', '/rules', {
      kind: 'redirect',
      slug: 'khuyen-mai',
      targetUrl: '/danh-muc/khoa-hoc',
    });
    expect(created.json()).toMatchObject({ kind: 'redirect', slug: 'khuyen-mai', method: null });
    const res = await t.request({ method: 'GET', url: '/api/rules/KHUYEN-MAI' });
    expect(res.json()).toEqual({ targetUrl: '/danh-muc/khoa-hoc' });
    const none = await t.request({ method: 'GET', url: '/api/rules/khong-co' });
    expect([none.statusCode, none.json()]).toEqual([200, { targetUrl: null }]);
    const dup = await api('POST', '/rules', {
      kind: 'redirect',
      slug: 'Khuyen-Mai',
      targetUrl: 'https://toanhay.vn',
    });
    expect(dup.json().code).toBe('NAME_ALREADY_IN_USE');
  });

  it('refuse a target on another site through //host or /\\host, so the guard cannot be sent there', async () => {
    for (const targetUrl of ['//evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      const res = await api('POST', '/rules', { kind: 'redirect', slug: 'lua-dao', targetUrl });
      expect(res.statusCode, targetUrl).toBe(400);
      expect(res.json().details).toEqual([expect.objectContaining({ path: 'targetUrl', key: 'link' })]);
    }
    expect((await t.request({ method: 'GET', url: '/api/rules/lua-dao' })).json()).toEqual({
      targetUrl: null,
    });
  });

  it('keep their kind on update', async () => {
    const rule = (
      await api('POST', '/rules', { kind: 'redirect', slug: 'tuyen-sinh', targetUrl: '/lien-he' })
    ).json();
    const wrong = await api('PUT', `/rules/${rule.id}`, { route: '/api/x' });
    expect(wrong.json().details[0]).toMatchObject({ path: 'route', key: 'unknownField' });
    const ok = await api('PUT', `/rules/${rule.id}`, { status: 'INACTIVE' });
    expect(ok.json().status).toBe('INACTIVE');
    expect((await t.request({ method: 'GET', url: '/api/rules/tuyen-sinh' })).json()).toEqual({
      targetUrl: null,
    });
  });
});

describe('permissions', () => {
  it('are listed in code order with their resource and action read off the code', async () => {
    const list = (await api('GET', '/permissions?limit=5')).json();
    expect(list.pagination.total).toBeGreaterThan(100);
    const codes = list.data.map((p: { code: string }) => p.code);
    expect(codes).toEqual([...codes].sort());
    const created = (await api('POST', '/permissions', { name: 'Xem báo cáo', code: 'report:read' })).json();
    expect(created).toMatchObject({ resource: 'report', action: 'read' });
    expect((await api('POST', '/permissions', { name: 'Lặp', code: 'report:read' })).json().code).toBe(
      'NAME_ALREADY_IN_USE',
    );
    expect((await api('POST', '/permissions', { name: 'Sai', code: 'Report Read' })).statusCode).toBe(400);
  });
});
