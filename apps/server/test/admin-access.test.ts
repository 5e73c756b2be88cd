import { hasAllPermissions, type PermissionCode } from '@tutor/contract/permissions';
import type { FastifyContextConfig } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessProblem } from '../src/plugins/auth';
import { type SignedIn, signedInAs } from './helpers/factories';
import { type CollectedRoute, collectRoutes } from './helpers/route-schemas';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let routes: CollectedRoute[];
let student: SignedIn;
let noRole: SignedIn;
let staff: SignedIn;
let teacher: SignedIn;
let admin: SignedIn;
/** Admin routes whose handling went past the access checks (preHandler), by request id. */
const reachedAdminHandlers = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp({}, undefined, (app) => {
    routes = collectRoutes(app);
    app.addHook('preHandler', async (request) => {
      const route = request.routeOptions.url;
      if (!request.is404 && route?.startsWith('/api/admin')) reachedAdminHandlers.set(request.id, route);
    });
  });
  [student, noRole, staff, teacher, admin] = await Promise.all([
    signedInAs(t, 'student'),
    signedInAs(t, null),
    signedInAs(t, 'staff'),
    signedInAs(t, 'teacher'),
    signedInAs(t, 'admin'),
  ]);
});
afterAll(() => t.close());

const configOf = (route: CollectedRoute) => (route.options.config ?? {}) as FastifyContextConfig;

const adminRoutes = () =>
  routes
    .filter((r) => r.url.startsWith('/api/admin/') && r.method !== 'HEAD')
    .map((r) => ({ ...r, path: r.url.replace(/:[A-Za-z]+/g, '1') }));

/** The ways the probe spelt one admin path: each must reach the same checks, or nothing at all. */
function spellings(path: string): string[] {
  const rest = path.slice('/api/admin'.length); // "/news/1"
  const firstLetter = rest.charAt(1);
  const encodedRest = `/%${firstLetter.charCodeAt(0).toString(16)}${rest.slice(2)}`;
  return [
    path,
    `/api/%61dmin${rest}`,
    `/api/adm%69n${rest}`,
    `/api/%41dmin${rest}`,
    `/%61pi/admin${rest}`,
    `/api/admin${encodedRest}`,
    `/api%2Fadmin${rest}`,
    `/api/admin%2F${rest.slice(1)}`,
    `/api/admin%2f${rest.slice(1)}`,
    `//api//admin${rest}`,
    `/api/admin/${rest}`,
    `/api//admin${rest}`,
    `${path}/`,
    `${path}//`,
    path.toUpperCase(),
    `/api/Admin${rest}`,
    `/api/./admin${rest}`,
    `/api/x/../admin${rest}`,
    `/api/%2e/admin${rest}`,
    `/api/admin;x=1${rest}`,
    `/api/admin${rest};x=1`,
    `/api/admin%00${rest}`,
    `/api/admin${rest}%20`,
    `/api/admin${rest}?redirect=/api/books`,
  ];
}

const REFUSALS = ['UNAUTHENTICATED', 'ACCESS_DENIED', 'PERMISSION_NOT_ACCEPTED', 'NOT_FOUND'];

let probes = 0;
async function attempt(method: string, url: string, headers: Record<string, string>) {
  // Each probe from its own address: the 404 rate limit must not hide what a spelling reaches.
  probes++;
  const remoteAddress = `10.77.${Math.floor(probes / 250) % 250}.${probes % 250}`;
  const res = await t.request({ method: method as 'GET', url, headers, payload: {}, remoteAddress });
  const reached = reachedAdminHandlers.get(res.headers['x-request-id'] as string);
  let code: string | undefined;
  try {
    code = res.json().code;
  } catch {
    code = undefined;
  }
  return { status: res.statusCode, code, reached };
}

describe('every route declares who may call it', () => {
  it('holds for the whole route table, and back-office routes declare only back-office access', () => {
    expect(routes.length).toBeGreaterThan(100);
    const problems = routes.map((r) => accessProblem(r.options)).filter(Boolean);
    expect(problems).toEqual([]);
    for (const route of adminRoutes()) {
      expect(configOf(route).isBackOffice, route.url).toBe(true);
    }
  });

  it('stops the server from starting when a route declares nothing, or declares public in the back office', async () => {
    await expect(
      createTestApp({}, (app) => {
        app.get('/api/undeclared', async () => ({ ok: true }));
      }),
    ).rejects.toThrow(/GET \/api\/undeclared declares no access/);
    await expect(
      createTestApp({}, (app) => {
        app.register(
          async (scope) => {
            const { makeBackOfficeScope } = await import('../src/plugins/auth');
            makeBackOfficeScope(scope);
            scope.get('/leak', { config: { access: 'public' } }, async () => ({ ok: true }));
          },
          { prefix: '/api/admin-extra' },
        );
      }),
    ).rejects.toThrow(/GET \/api\/admin-extra\/leak is in the back office but declares 'public'/);
  });
});

describe('the back office', () => {
  it('has routes to walk', () => {
    expect(adminRoutes().length).toBeGreaterThanOrEqual(100);
  });

  it('refuses every admin route to a visitor with UNAUTHENTICATED', async () => {
    for (const route of adminRoutes()) {
      const res = await attempt(route.method, route.path, {});
      expect([res.status, res.code], `${route.method} ${route.path}`).toEqual([401, 'UNAUTHENTICATED']);
    }
  });

  it('refuses every admin route to a student and to a user without a role, with ACCESS_DENIED', async () => {
    for (const who of [student, noRole]) {
      for (const route of adminRoutes()) {
        const res = await attempt(route.method, route.path, who.headers);
        expect([res.status, res.code], `${route.method} ${route.path}`).toEqual([403, 'ACCESS_DENIED']);
      }
    }
  });

  it('finds no way in through encoded or odd spellings, for a visitor, a student or a teacher', async () => {
    const teacherGrantee = { roleAcp: false, permissions: await grantedCodes(teacher) };
    const attackers = [
      { name: 'visitor', headers: {} as Record<string, string>, holds: () => false },
      { name: 'student', headers: student.headers, holds: () => false },
      {
        name: 'teacher',
        headers: teacher.headers,
        holds: (route: CollectedRoute) => {
          const access = configOf(route).access;
          return Array.isArray(access) && hasAllPermissions(teacherGrantee, access as PermissionCode[]);
        },
      },
    ];
    let tried = 0;
    for (const attacker of attackers) {
      for (const route of adminRoutes()) {
        // A teacher legitimately holds some codes (user:read…): those routes are not a way in.
        if (attacker.holds(route) || configOf(route).access === 'back-office') continue;
        for (const url of spellings(route.path)) {
          const res = await attempt(route.method, url, attacker.headers);
          tried++;
          expect(
            res.reached,
            `${attacker.name} ${route.method} ${url} reached ${res.reached}`,
          ).toBeUndefined();
          expect(REFUSALS, `${attacker.name} ${route.method} ${url} → ${res.status} ${res.code}`).toContain(
            res.code,
          );
        }
      }
    }
    expect(tried).toBeGreaterThan(3000);
  }, 240_000);

  it('lets staff in, but only where their role has the permission', async () => {
    const users = await t.request({ method: 'GET', url: '/api/admin/users', headers: staff.headers });
    expect(users.statusCode).toBe(200);
    for (const [method, url] of [
      ['GET', '/api/admin/roles'],
      ['POST', '/api/admin/users'],
      ['DELETE', '/api/admin/users/1'],
      ['GET', '/api/admin/rules'],
      ['GET', '/api/admin/permissions'],
      ['GET', '/api/admin/extra-data?type=permissions'],
    ] as const) {
      const res = await t.request({ method, url, headers: staff.headers, payload: {} });
      expect([res.statusCode, res.json().code], `${method} ${url}`).toEqual([403, 'PERMISSION_NOT_ACCEPTED']);
    }
    expect(
      (await t.request({ method: 'GET', url: '/api/admin/extra-data?type=roles', headers: staff.headers }))
        .statusCode,
    ).toBe(200);
  });

  it('keeps the website areas to the roles holding their codes: staff keep them, a teacher has none', async () => {
    const areas = [
      ['GET', '/api/admin/news'],
      ['GET', '/api/admin/banners'],
      ['GET', '/api/admin/slideshows'],
      ['GET', '/api/admin/embed-lives'],
      ['GET', '/api/admin/categories'],
      ['GET', '/api/admin/folders'],
      ['GET', '/api/admin/images'],
      ['GET', '/api/admin/pages'],
      ['GET', '/api/admin/menus?type=BOOK'],
    ] as const;
    for (const [method, url] of areas) {
      const asStaff = await t.request({ method, url, headers: staff.headers });
      expect(asStaff.statusCode, `staff ${url}`).toBe(200);
      const asTeacher = await t.request({ method, url, headers: teacher.headers });
      expect([asTeacher.statusCode, asTeacher.json().code], `teacher ${url}`).toEqual([
        403,
        'PERMISSION_NOT_ACCEPTED',
      ]);
    }
    // Writes too: a teacher cannot publish news or change a page.
    const news = await t.request({
      method: 'POST',
      url: '/api/admin/news',
      headers: teacher.headers,
      payload: { title: 'Tin giả', content: '<p>x</p>', status: 'publish' },
    });
    expect(news.json().code).toBe('PERMISSION_NOT_ACCEPTED');
    const page = await t.request({
      method: 'PUT',
      url: '/api/admin/pages/1',
      headers: teacher.headers,
      payload: { title: 'Bị sửa' },
    });
    expect(page.json().code).toBe('PERMISSION_NOT_ACCEPTED');
    // Tags are read and made from any form, so any back-office user may list them.
    expect(
      (await t.request({ method: 'GET', url: '/api/admin/tags', headers: teacher.headers })).statusCode,
    ).toBe(200);
  });

  it('lets a role with roleAcp through everywhere', async () => {
    for (const url of [
      '/api/admin/users',
      '/api/admin/roles',
      '/api/admin/permissions',
      '/api/admin/rules',
      '/api/admin/news',
      '/api/admin/extra-data?type=roles,permissions',
    ]) {
      expect((await t.request({ method: 'GET', url, headers: admin.headers })).statusCode, url).toBe(200);
    }
  });

  it('answers unknown admin paths only to signed-in back-office users, however spelt', async () => {
    for (const url of ['/api/admin/khong-co', '/api/%61dmin/khong-co']) {
      expect((await t.request({ method: 'GET', url })).statusCode, url).toBe(401);
      expect((await t.request({ method: 'GET', url, headers: student.headers })).statusCode, url).toBe(403);
      const res = await t.request({ method: 'GET', url, headers: admin.headers });
      expect([res.statusCode, res.json().code], url).toEqual([404, 'NOT_FOUND']);
    }
  });
});

async function grantedCodes(who: SignedIn): Promise<string[]> {
  const me = await t.request({ method: 'GET', url: '/api/auth/me', headers: who.headers });
  const permissions = me.json().user.permissions as string[];
  expect(permissions.length).toBeGreaterThan(5);
  return permissions;
}
