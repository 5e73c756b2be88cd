import { describe, expect, it, vi } from 'vitest';
import { adminRoutes } from './admin-routes';
import {
  createNavigationGuard,
  createPageMatcher,
  decideNavigation,
  type GuardUser,
  isAdminPath,
  type NavigationInput,
  redirectRuleSlug,
} from './navigation-guard';
import { siteRoutes } from './site-routes';

const admin: GuardUser = { role: { id: 1, name: 'Quản trị viên', roleAcp: true }, permissions: [] };
const teacher: GuardUser = {
  role: { id: 2, name: 'Giáo viên', roleAcp: false },
  permissions: ['admin:access', 'course:*', 'lesson-history:read'],
};
const student: GuardUser = { role: { id: 3, name: 'Học sinh', roleAcp: false }, permissions: [] };
const staffWithoutUsers: GuardUser = {
  role: { id: 4, name: 'Nhân viên', roleAcp: false },
  permissions: ['admin:access', 'book:read'],
};
const noRole: GuardUser = { role: null, permissions: ['admin:access', 'user:read'] };

const appRoutes = [...siteRoutes, ...adminRoutes];
const matchPage = createPageMatcher(appRoutes);

/** The input the loader would build for `url`, on a later navigation unless told otherwise. */
function at(url: string, user: GuardUser | null, extra: Partial<NavigationInput> = {}): NavigationInput {
  const { pathname, search } = new URL(url, 'http://site.test');
  const page = matchPage(pathname);
  return {
    pathname,
    search,
    isFirstNavigation: false,
    isUnknownPath: page?.path === '*',
    handle: page?.handle,
    user,
    ...extra,
  };
}

const decide = (url: string, user: GuardUser | null, extra: Partial<NavigationInput> = {}) =>
  decideNavigation(at(url, user, extra));

describe('navigation guard rules (spec §2), in order', () => {
  describe('1. redirect rule of the first segment, on the first navigation only', () => {
    it('looks up unknown paths whose first segment is 3+ letters, digits or hyphens', () => {
      expect(redirectRuleSlug(at('/khuyen-mai', null, { isFirstNavigation: true }))).toBe('khuyen-mai');
      expect(redirectRuleSlug(at('/Tet-2026/chi-tiet', null, { isFirstNavigation: true }))).toBe('Tet-2026');
      expect(redirectRuleSlug(at('/ab', null, { isFirstNavigation: true }))).toBeNull();
      expect(redirectRuleSlug(at('/khuy%E1%BA%BFn', null, { isFirstNavigation: true }))).toBeNull();
      expect(redirectRuleSlug(at('/a_b_c', null, { isFirstNavigation: true }))).toBeNull();
    });

    it('never looks up a path that a page of ours serves, nor after the first navigation', () => {
      expect(redirectRuleSlug(at('/tin-tuc', null, { isFirstNavigation: true }))).toBeNull();
      expect(redirectRuleSlug(at('/dang-nhap', null, { isFirstNavigation: true }))).toBeNull();
      expect(redirectRuleSlug(at('/admin/khong-co', null, { isFirstNavigation: true }))).toBeNull();
      expect(redirectRuleSlug(at('/khuyen-mai', null))).toBeNull();
    });

    it('leaves the app for the rule’s target with a full page load', () => {
      expect(
        decide('/khuyen-mai', null, {
          isFirstNavigation: true,
          redirectRuleTarget: 'https://shop.example/sale',
        }),
      ).toEqual({ redirect: 'https://shop.example/sale', reload: true });
      expect(decide('/khuyen-mai', null, { isFirstNavigation: true, redirectRuleTarget: null })).toBeNull();
    });

    it('ignores a rule that points back at the same path (it would reload forever)', () => {
      expect(
        decide('/khuyen-mai', null, { isFirstNavigation: true, redirectRuleTarget: '/khuyen-mai' }),
      ).toBeNull();
    });

    it('comes before every other rule', () => {
      expect(
        decide('/khuyen-mai', student, {
          isFirstNavigation: true,
          redirectRuleTarget: '/khoa-hoc/1/toan-10',
        }),
      ).toEqual({ redirect: '/khoa-hoc/1/toan-10', reload: true });
    });
  });

  describe('2. signed-in users on login or register go home', () => {
    it.each(['/dang-nhap', '/dang-ky', '/dang-ky/'])('%s', (path) => {
      expect(decide(path, student)).toEqual({ redirect: '/' });
      expect(decide(path, null)).toBeNull();
    });

    it('or to a ?redirect= of this site', () => {
      expect(decide('/dang-nhap?redirect=/thong-tin-ca-nhan', student)).toEqual({
        redirect: '/thong-tin-ca-nhan',
      });
      expect(decide('/dang-nhap?redirect=https://evil.example', student)).toEqual({ redirect: '/' });
    });
  });

  describe('3. users who can enter the back office skip the admin login', () => {
    it('go to /admin', () => {
      expect(decide('/admin/login', admin)).toEqual({ redirect: '/admin' });
      expect(decide('/admin/login', teacher)).toEqual({ redirect: '/admin' });
    });

    it('or to the admin page they were sent from', () => {
      expect(decide('/admin/login?redirect=/admin/users', admin)).toEqual({ redirect: '/admin/users' });
      expect(decide('/admin/login?redirect=/gio-hang', admin)).toEqual({ redirect: '/admin' });
      expect(decide('/admin/login?redirect=/admin/login', admin)).toEqual({ redirect: '/admin' });
    });

    it('while visitors, students and users without a role see the login form', () => {
      expect(decide('/admin/login', null)).toBeNull();
      expect(decide('/admin/login', student)).toBeNull();
      expect(decide('/admin/login', noRole)).toBeNull();
    });
  });

  describe('4. admin paths for a user with no role go to /404', () => {
    it('even when the user holds permissions directly', () => {
      expect(decide('/admin', noRole)).toEqual({ redirect: '/404' });
      expect(decide('/admin/users', noRole)).toEqual({ redirect: '/404' });
    });
  });

  describe('5. admin paths need every permission of their route', () => {
    it('lets roleAcp through everywhere', () => {
      expect(decide('/admin', admin)).toBeNull();
      expect(decide('/admin/users/3/edit', admin)).toBeNull();
      expect(decide('/admin/khong-co', admin)).toBeNull();
    });

    it('lets staff through where they hold all of them (resource:* covers actions)', () => {
      expect(decide('/admin', teacher)).toBeNull();
      expect(decide('/admin/courses/5/edit', teacher)).toBeNull();
      expect(decide('/admin/courses/5/thematics/2/lessons/9/lesson-histories', teacher)).toBeNull();
    });

    it('sends staff missing one of them to /admin/403', () => {
      expect(decide('/admin/users', teacher)).toEqual({ redirect: '/admin/403' });
      // Needs course:read and attendance:read; the teacher lacks the second.
      expect(decide('/admin/courses/5/attendances', teacher)).toEqual({ redirect: '/admin/403' });
      expect(decide('/admin/403', teacher)).toBeNull();
    });

    it('sends users who cannot enter the back office at all to /404', () => {
      expect(decide('/admin', student)).toEqual({ redirect: '/404' });
      expect(decide('/admin/users', student)).toEqual({ redirect: '/404' });
      expect(decide('/admin/categories', student)).toEqual({ redirect: '/404' });
    });
  });

  describe('6. visitors on admin paths sign in first', () => {
    it('go to /admin/login?redirect={path}', () => {
      expect(decide('/admin/users', null)).toEqual({ redirect: '/admin/login?redirect=/admin/users' });
      expect(decide('/admin', null)).toEqual({ redirect: '/admin/login?redirect=/admin' });
      expect(decide('/admin/users?limit=50&sort=name', null)).toEqual({
        redirect: '/admin/login?redirect=/admin/users%3Flimit%3D50%26sort%3Dname',
      });
    });
  });

  describe('site pages for signed-in users', () => {
    it('send visitors to the site login and back', () => {
      expect(decide('/thong-tin-ca-nhan', null)).toEqual({
        redirect: '/dang-nhap?redirect=/thong-tin-ca-nhan',
      });
      expect(decide('/thong-tin-ca-nhan', student)).toBeNull();
    });

    it('leave public pages alone', () => {
      for (const path of ['/', '/tin-tuc', '/khoa-hoc/1/abc', '/khong-co', '/404']) {
        expect(decide(path, null), path).toBeNull();
        expect(decide(path, student), path).toBeNull();
      }
    });
  });
});

describe('navigation guard loader', () => {
  function guard(user: GuardUser | null, rules: Record<string, string> = {}) {
    const lookupRedirectRule = vi.fn(async (slug: string) => rules[slug] ?? null);
    const assignLocation = vi.fn();
    const loader = createNavigationGuard({
      routes: appRoutes,
      isOwnPath: () => true,
      getUser: async () => user,
      lookupRedirectRule,
      assignLocation,
    });
    const run = (path: string) =>
      loader({
        request: new Request(`http://site.test${path}`),
        params: {},
        context: {},
      } as never) as Promise<unknown>;
    return { run, lookupRedirectRule, assignLocation };
  }

  it('answers a redirect response for the router', async () => {
    const { run } = guard(null);
    const response = (await run('/admin/users')) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/admin/login?redirect=/admin/users');
    expect(await run('/')).toBeNull();
  });

  it('looks a redirect rule up on the first navigation only, and leaves with location.assign', async () => {
    const { run, lookupRedirectRule, assignLocation } = guard(null, {
      'khuyen-mai': 'https://shop.example/tet',
    });
    const pending = run('/khuyen-mai');
    let settled = false;
    void pending.then(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(lookupRedirectRule).toHaveBeenCalledWith('khuyen-mai');
    expect(assignLocation).toHaveBeenCalledWith('https://shop.example/tet');
    expect(settled).toBe(false);

    expect(await run('/khuyen-mai')).toBeNull();
    expect(lookupRedirectRule).toHaveBeenCalledTimes(1);
  });

  it('renders the 404 page instead of following a stored rule that leads off the site', async () => {
    for (const target of ['//evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      const { run, assignLocation } = guard(null, { 'khuyen-mai': target });
      expect(await run('/khuyen-mai'), target).toBeNull();
      expect(assignLocation).not.toHaveBeenCalled();
    }
  });

  it('renders the 404 page when the lookup finds nothing or fails', async () => {
    const missing = guard(null);
    expect(await missing.run('/khong-ton-tai')).toBeNull();
    expect(missing.lookupRedirectRule).toHaveBeenCalledWith('khong-ton-tai');

    const failing = createNavigationGuard({
      routes: appRoutes,
      isOwnPath: () => true,
      getUser: async () => null,
      lookupRedirectRule: () => Promise.reject(new Error('down')),
      assignLocation: vi.fn(),
    });
    expect(
      await failing({ request: new Request('http://site.test/abc'), params: {}, context: {} } as never),
    ).toBeNull();
  });

  it('does not look up a real page on the first navigation', async () => {
    const { run, lookupRedirectRule } = guard(null);
    await run('/tin-tuc');
    expect(lookupRedirectRule).not.toHaveBeenCalled();
  });
});

describe('the guards of the two documents, the storefront and the back office', () => {
  function guard(document: 'storefront' | 'back office', user: GuardUser | null) {
    const lookupRedirectRule = vi.fn(async () => null);
    const assignLocation = vi.fn();
    const getUser = vi.fn(async () => user);
    const loader = createNavigationGuard({
      ...(document === 'storefront'
        ? { routes: siteRoutes, isOwnPath: (path: string) => !isAdminPath(path) }
        : { routes: adminRoutes, isOwnPath: isAdminPath }),
      getUser,
      lookupRedirectRule,
      assignLocation,
    });
    /** Where the router is sent: a redirect's Location, null to render, 'leaves' for a full page load. */
    const run = async (path: string) => {
      const answer = loader({
        request: new Request(`http://site.test${path}`),
        params: {},
        context: {},
      } as never) as Promise<Response | null>;
      const settled = await Promise.race([
        answer,
        new Promise((resolve) => setTimeout(resolve, 5, 'leaves')),
      ]);
      return settled === 'leaves'
        ? 'leaves'
        : ((settled as Response | null)?.headers.get('Location') ?? null);
    };
    return { run, lookupRedirectRule, assignLocation, getUser };
  }

  it("leaves the storefront for the back office's paths with a full page load, deciding nothing", async () => {
    const { run, assignLocation, getUser, lookupRedirectRule } = guard('storefront', null);
    expect(await run('/admin/users?page=2#top')).toBe('leaves');
    expect(assignLocation).toHaveBeenCalledWith('/admin/users?page=2#top');
    expect(await run('/admin')).toBe('leaves');
    expect(getUser).not.toHaveBeenCalled();
    expect(lookupRedirectRule).not.toHaveBeenCalled();
    expect(await run('/sach/1/toan-9')).toBeNull();
  });

  it("applies an admin page's permissions in the back office before it renders", async () => {
    const staff = guard('back office', staffWithoutUsers);
    expect(await staff.run('/admin/users')).toBe('/admin/403');
    expect(await staff.run('/admin/books')).toBeNull();
    expect(staff.assignLocation).not.toHaveBeenCalled();
    expect(await guard('back office', null).run('/admin/books')).toBe('/admin/login?redirect=/admin/books');
  });

  it("sends a student to the storefront's 404 page: a redirect, then a full page load", async () => {
    const { run, assignLocation } = guard('back office', student);
    expect(await run('/admin/books')).toBe('/404');
    expect(await run('/404')).toBe('leaves');
    expect(assignLocation).toHaveBeenCalledWith('/404');
  });

  it('leaves the back office for a storefront page with a full page load', async () => {
    const { run, assignLocation } = guard('back office', admin);
    expect(await run('/sach/1/toan-9?tab=2')).toBe('leaves');
    expect(assignLocation).toHaveBeenCalledWith('/sach/1/toan-9?tab=2');
  });

  it('treats an unknown admin path as the back office 404, not as a redirect rule to look up', async () => {
    const { run, lookupRedirectRule } = guard('back office', admin);
    expect(await run('/admin/khong-co')).toBeNull();
    expect(lookupRedirectRule).not.toHaveBeenCalled();
  });
});

describe('the whole admin route table', () => {
  const adminPaths = appRoutes
    .filter((route) => route.path?.startsWith('/admin') && route.path !== '/admin/login')
    .map((route) => (route.path ?? '').replace(/:[A-Za-z]+/g, '7').replace(/\/\*$/, '/khong-co'));

  it('has every admin page to walk', () => {
    expect(adminPaths.length).toBeGreaterThan(90);
  });

  it('sends a student to /404 and a visitor to the admin login from every admin page', () => {
    for (const path of adminPaths) {
      expect(decide(path, student), path).toEqual({ redirect: '/404' });
      expect(decide(path, null), path).toEqual({ redirect: `/admin/login?redirect=${path}` });
    }
  });

  it('lets an administrator open every admin page', () => {
    for (const path of adminPaths) expect(decide(path, admin), path).toBeNull();
  });
});
