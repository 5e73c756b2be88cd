import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signedInAs } from './helpers/factories';
import { type CollectedRoute, collectRoutes } from './helpers/route-schemas';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let routes: CollectedRoute[];
let student: SignedIn;
let noRole: SignedIn;
let staff: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp({}, undefined, (app) => {
    routes = collectRoutes(app);
  });
  [student, noRole, staff, admin] = await Promise.all([
    signedInAs(t, 'student'),
    signedInAs(t, null),
    signedInAs(t, 'staff'),
    signedInAs(t, 'admin'),
  ]);
});
afterAll(() => t.close());

const adminRoutes = () =>
  routes
    .filter((r) => r.url.startsWith('/api/admin/') && r.method !== 'HEAD')
    .map((r) => ({ ...r, url: r.url.replace(/:id\b/g, '1') }));

describe('the back office', () => {
  it('has routes to walk', () => {
    expect(adminRoutes().length).toBeGreaterThanOrEqual(25);
  });

  it('refuses every admin route to a visitor with UNAUTHENTICATED', async () => {
    for (const route of adminRoutes()) {
      const res = await t.request({ method: route.method as 'GET', url: route.url, payload: {} });
      expect([res.statusCode, res.json().code], `${route.method} ${route.url}`).toEqual([
        401,
        'UNAUTHENTICATED',
      ]);
    }
  });

  it('refuses every admin route to a student and to a user without a role, with ACCESS_DENIED', async () => {
    for (const who of [student, noRole]) {
      for (const route of adminRoutes()) {
        const res = await t.request({
          method: route.method as 'GET',
          url: route.url,
          headers: who.headers,
          payload: {},
        });
        expect([res.statusCode, res.json().code], `${route.method} ${route.url}`).toEqual([
          403,
          'ACCESS_DENIED',
        ]);
      }
    }
  });

  it('lets staff in, but only where their role has the permission', async () => {
    const users = await t.request({ method: 'GET', url: '/api/admin/users', headers: staff.headers });
    expect(users.statusCode).toBe(200);
    for (const [method, url] of [
      ['GET', '/api/admin/roles'],
      ['POST', '/api/admin/users'],
      ['DELETE', '/api/admin/users/1'],
      ['GET', '/api/admin/rules'],
      ['GET', '/api/admin/permissions'],
    ] as const) {
      const res = await t.request({ method, url, headers: staff.headers, payload: {} });
      expect([res.statusCode, res.json().code], `${method} ${url}`).toEqual([403, 'PERMISSION_NOT_ACCEPTED']);
    }
    expect(
      (await t.request({ method: 'GET', url: '/api/admin/extra-data?type=roles', headers: staff.headers }))
        .statusCode,
    ).toBe(200);
  });

  it('lets a role with roleAcp through everywhere', async () => {
    for (const url of [
      '/api/admin/users',
      '/api/admin/roles',
      '/api/admin/permissions',
      '/api/admin/rules',
    ]) {
      expect((await t.request({ method: 'GET', url, headers: admin.headers })).statusCode, url).toBe(200);
    }
  });

  it('answers unknown admin paths only to signed-in back-office users', async () => {
    expect((await t.request({ method: 'GET', url: '/api/admin/khong-co' })).statusCode).toBe(401);
    const res = await t.request({ method: 'GET', url: '/api/admin/khong-co', headers: admin.headers });
    expect(res.statusCode).toBe(404);
  });
});
