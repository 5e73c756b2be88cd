import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signedInAs } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { ruleCoversRoute } from './access-rules';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t, 'admin');
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.request({ method, url: `/api/admin${url}`, headers: admin.headers, payload: payload as object });

describe('rule patterns', () => {
  it('cover route patterns: :params as one segment, a trailing * as the rest, literals by value', () => {
    expect(ruleCoversRoute('/api/admin/users/:id', '/api/admin/users/:id', { id: '12' })).toBe(true);
    expect(ruleCoversRoute('/api/admin/users/:x', '/api/admin/users/:id/permissions', { id: '1' })).toBe(
      false,
    );
    expect(ruleCoversRoute('/api/admin/users/*', '/api/admin/users', {})).toBe(true);
    expect(ruleCoversRoute('/api/admin/users/*', '/api/admin/users/:id/permissions', { id: '1' })).toBe(true);
    expect(ruleCoversRoute('/api/admin/users', '/api/admin/usersx', {})).toBe(false);
    // A literal in the rule matches a route parameter with that (decoded) value only.
    expect(ruleCoversRoute('/api/admin/users/7', '/api/admin/users/:id', { id: '7' })).toBe(true);
    expect(ruleCoversRoute('/api/admin/users/7', '/api/admin/users/:id', { id: '8' })).toBe(false);
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

  it('cannot be bypassed by spelling the path another way', async () => {
    const staff = await signedInAs(t, 'staff');
    const rule = (
      await api('POST', '/rules', {
        kind: 'access',
        method: 'GET',
        route: '/api/admin/news',
        permission: 'report:read',
      })
    ).json();
    const bookRule = (
      await api('POST', '/rules', {
        kind: 'access',
        method: '*',
        route: '/api/books/:id',
        expression: '^/api/books/[0-9]+$',
        permission: 'report:read',
      })
    ).json();
    for (const url of [
      '/api/admin/news',
      '/api/admin/%6eews',
      '/api/%61dmin/news',
      '/api/admin/news/',
      '/api/admin/news?x=1',
    ]) {
      const res = await t.request({ method: 'GET', url, headers: staff.headers });
      expect([res.statusCode, res.json().code], url).toEqual([403, 'PERMISSION_NOT_ACCEPTED']);
    }
    for (const url of ['/api/books/1', '/api/%62ooks/1', '/api/books/%31', '/api/books/1/']) {
      const res = await t.request({ method: 'GET', url });
      expect([res.statusCode, res.json().code], url).toEqual([401, 'UNAUTHENTICATED']);
    }
    await api('DELETE', `/rules/${rule.id}`);
    await api('DELETE', `/rules/${bookRule.id}`);
    expect(
      (await t.request({ method: 'GET', url: '/api/admin/news', headers: staff.headers })).statusCode,
    ).toBe(200);
  });

  it('match in linear time: a catastrophic expression cannot stall a request', async () => {
    const rule = (
      await api('POST', '/rules', {
        kind: 'access',
        method: 'GET',
        route: '/api/books/*',
        expression: '(a+)+$',
        permission: 'report:read',
      })
    ).json();
    expect(rule.expression).toBe('(a+)+$');
    // With a backtracking engine this path holds the process for hours; the test would time out.
    const evil = `/api/books/${'a'.repeat(64)}!`;
    const res = await t.request({ method: 'GET', url: evil });
    // No match (the path ends in '!'), so the rule adds nothing and the id is simply not a number.
    expect([res.statusCode, res.json().code]).toEqual([400, 'VALIDATION_ERROR']);
    // The rule is live: a path it matches asks for its permission.
    const matched = await t.request({ method: 'GET', url: `/api/books/${'a'.repeat(64)}` });
    expect(matched.json().code).toBe('UNAUTHENTICATED');
    const ping = await t.request({ method: 'GET', url: '/api/ping' });
    expect(ping.statusCode).toBe(200);
    await api('DELETE', `/rules/${rule.id}`);
  });

  it('refuses expressions the linear-time engine cannot run (look-arounds, back-references)', async () => {
    for (const expression of ['^(?!/api/admin)', '(a)\\1', '(?<=x)y']) {
      const res = await api('POST', '/rules', {
        kind: 'access',
        method: 'GET',
        route: '/api/books/*',
        expression,
        permission: 'report:read',
      });
      expect([res.statusCode, res.json().details?.[0]?.path], expression).toEqual([400, 'expression']);
    }
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
