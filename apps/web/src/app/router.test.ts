import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ADMIN_LAYOUTS } from './admin/admin-router';
import { adminRoutes } from './admin-routes';
import { buildRouteTree } from './route-tree';
import { storefrontRouteTree } from './router';
import { siteRoutes } from './site-routes';

const storefront = storefrontRouteTree();
const backOffice = buildRouteTree(adminRoutes, { layouts: ADMIN_LAYOUTS });

/** The page a URL lands on in a document's tree: its path pattern and the layout route above it. */
function land(tree: RouteObject[], url: string) {
  const matches = matchRoutes(tree, url) ?? [];
  const page = matches.at(-1)?.route;
  const layout = matches.find((match) => match.route.id?.endsWith('-layout'))?.route.id;
  return { path: page?.path, layout };
}

describe("the storefront's route tree", () => {
  it('renders each page inside the layout its handle names', () => {
    expect(land(storefront, '/')).toEqual({ path: '/', layout: 'site-layout' });
    expect(land(storefront, '/sach/1/toan-9')).toEqual({ path: '/sach/:id/:slug', layout: 'site-layout' });
    expect(land(storefront, '/dang-nhap').path).toBe('/dang-nhap');
  });

  it('sends unknown paths to its 404 page', () => {
    expect(land(storefront, '/khong-co')).toEqual({ path: '*', layout: 'site-layout' });
    expect(land(storefront, '/a/b/c/d/e/f')).toEqual({ path: '*', layout: 'site-layout' });
  });

  it('holds no page of the back office: its paths meet only the catch-all, whose guard leaves for them', () => {
    expect(land(storefront, '/admin/users/7/edit').path).toBe('*');
    expect(storefront[0]?.children?.map((route) => route.id)).toEqual(['site-layout', 'bare-layout']);
  });
});

describe("the back office's route tree", () => {
  it('renders each page inside the layout its handle names', () => {
    expect(land(backOffice, '/admin/login')).toEqual({ path: '/admin/login', layout: 'bare-layout' });
    expect(land(backOffice, '/admin')).toEqual({ path: '/admin', layout: 'admin-layout' });
    expect(land(backOffice, '/admin/users/7/edit')).toEqual({
      path: '/admin/users/:id/edit',
      layout: 'admin-layout',
    });
  });

  it('sends unknown admin paths to its own 404 page, and the storefront’s paths to a bare catch-all', () => {
    expect(land(backOffice, '/admin/khong-co')).toEqual({ path: '/admin/*', layout: 'admin-layout' });
    // Matched, so the root's guard runs for it and leaves with a full page load (navigation-guard.test.ts).
    expect(land(backOffice, '/sach/1/toan-9')).toEqual({ path: '*', layout: undefined });
    expect(land(backOffice, '/')).toEqual({ path: '*', layout: undefined });
  });

  it('prefers static segments over the video routes that share their depth', () => {
    const path = (url: string) => land(backOffice, url).path;
    expect(path('/admin/courses/groups/3/edit')).toBe('/admin/courses/groups/:id/edit');
    expect(path('/admin/courses/5/sessions/9/attendances')).toBe(
      '/admin/courses/:id/sessions/:sessionId/attendances',
    );
    expect(path('/admin/courses/5/thematics/2/lessons')).toBe(
      '/admin/courses/:courseId/thematics/:thematicId/lessons',
    );
    expect(path('/admin/courses/5/2/8')).toBe('/admin/courses/:courseId/:thematicId/:lessonId');
    expect(path('/admin/courses/5/2/8/report')).toBe('/admin/courses/:courseId/:thematicId/:lessonId/report');
    expect(path('/admin/courses/5/2/8/44')).toBe('/admin/courses/:courseId/:thematicId/:lessonId/:videoId');
    expect(path('/admin/roles/create')).toBe('/admin/roles/create');
    expect(path('/admin/roles/3')).toBe('/admin/roles/:id');
  });

  it('loads the admin layout (Ant Design) with its first page, not with the login page', () => {
    const adminLayout = backOffice[0]?.children?.find((route) => route.id === 'admin-layout');
    expect(adminLayout?.lazy).toBeTypeOf('function');
    expect(adminLayout?.Component).toBeUndefined();
  });
});

describe('a route tree', () => {
  it('refuses a page whose layout the document does not have', () => {
    expect(() => buildRouteTree([...siteRoutes, ...adminRoutes], { layouts: ADMIN_LAYOUTS })).toThrow(
      /no site layout in this tree/,
    );
  });
});
