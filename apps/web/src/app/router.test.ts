import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { adminRoutes } from './admin-routes';
import { buildRouteTree, patchAdminRoutes } from './router';
import { siteRoutes } from './site-routes';

const tree = buildRouteTree([...siteRoutes, ...adminRoutes]);

/** The page a URL lands on: its path pattern and the layout route above it. */
function land(url: string) {
  const matches = matchRoutes(tree, url) ?? [];
  const page = matches.at(-1)?.route;
  const layout = matches.find((match) => match.route.id?.endsWith('-layout'))?.route.id;
  return { path: page?.path, layout };
}

describe('route tree', () => {
  it('renders each page inside the layout its handle names', () => {
    expect(land('/')).toEqual({ path: '/', layout: 'site-layout' });
    expect(land('/admin/login')).toEqual({ path: '/admin/login', layout: 'bare-layout' });
    expect(land('/admin')).toEqual({ path: '/admin', layout: 'admin-layout' });
    expect(land('/admin/users/7/edit')).toEqual({ path: '/admin/users/:id/edit', layout: 'admin-layout' });
  });

  it('sends unknown paths to the 404 page of their area', () => {
    expect(land('/khong-co')).toEqual({ path: '*', layout: 'site-layout' });
    expect(land('/a/b/c/d/e/f')).toEqual({ path: '*', layout: 'site-layout' });
    expect(land('/admin/khong-co')).toEqual({ path: '/admin/*', layout: 'admin-layout' });
  });

  it('prefers static segments over the video routes that share their depth', () => {
    expect(land('/admin/courses/groups/3/edit').path).toBe('/admin/courses/groups/:id/edit');
    expect(land('/admin/courses/5/sessions/9/attendances').path).toBe(
      '/admin/courses/:id/sessions/:sessionId/attendances',
    );
    expect(land('/admin/courses/5/thematics/2/lessons').path).toBe(
      '/admin/courses/:courseId/thematics/:thematicId/lessons',
    );
    expect(land('/admin/courses/5/2/8').path).toBe('/admin/courses/:courseId/:thematicId/:lessonId');
    expect(land('/admin/courses/5/2/8/report').path).toBe(
      '/admin/courses/:courseId/:thematicId/:lessonId/report',
    );
    expect(land('/admin/courses/5/2/8/44').path).toBe(
      '/admin/courses/:courseId/:thematicId/:lessonId/:videoId',
    );
    expect(land('/admin/roles/create').path).toBe('/admin/roles/create');
    expect(land('/admin/roles/3').path).toBe('/admin/roles/:id');
  });

  it('keeps every admin page behind the lazily loaded admin layout', () => {
    const adminLayout = tree[0]?.children?.find((route) => route.id === 'admin-layout');
    expect(adminLayout?.lazy).toBeTypeOf('function');
    expect(adminLayout?.Component).toBeUndefined();
  });
});

describe("the app's route tree, admin pages patched in on demand", () => {
  /** What the router does with `patchRoutesOnNavigation`: children added under a route, found by id. */
  async function navigate(routes: RouteObject[], path: string) {
    const patchRoutes = patchAdminRoutes();
    const patched: string[] = [];
    await patchRoutes({
      path,
      matches: [],
      signal: new AbortController().signal,
      fetcherKey: undefined,
      patch: (routeId, children) => {
        const parent = findRoute(routes, routeId ?? '');
        if (!parent) throw new Error(`no route ${routeId} to patch`);
        parent.children = [...(parent.children ?? []), ...children];
        patched.push(routeId ?? '');
      },
    });
    return patched;
  }
  const findRoute = (routes: RouteObject[], id: string): RouteObject | undefined =>
    routes
      .flatMap((route) => (route.id === id ? [route] : [findRoute(route.children ?? [], id)]))
      .find(Boolean);

  it('holds only the storefront until an admin path is visited', async () => {
    const siteOnly = buildRouteTree(siteRoutes);
    expect(matchRoutes(siteOnly, '/admin/users')?.at(-1)?.route.path).toBe('*');
    expect(await navigate(siteOnly, '/sach/1/toan-9')).toEqual([]);
    expect(matchRoutes(siteOnly, '/admin/users')?.at(-1)?.route.path).toBe('*');
  });

  it('adds every admin page under its layout on the first admin path', async () => {
    const routes = buildRouteTree(siteRoutes);
    expect(await navigate(routes, '/admin/users/7/edit')).toEqual([
      'bare-layout-pages',
      'admin-layout-pages',
    ]);
    const land = (url: string) => {
      const matches = matchRoutes(routes, url) ?? [];
      const layout = matches.find((match) => match.route.id?.endsWith('-layout'))?.route.id;
      return { path: matches.at(-1)?.route.path, layout };
    };
    expect(land('/admin/users/7/edit')).toEqual({ path: '/admin/users/:id/edit', layout: 'admin-layout' });
    expect(land('/admin/login')).toEqual({ path: '/admin/login', layout: 'bare-layout' });
    expect(land('/admin/khong-co')).toEqual({ path: '/admin/*', layout: 'admin-layout' });
    expect(land('/sach/1/toan-9')).toEqual({ path: '/sach/:id/:slug', layout: 'site-layout' });
  });
});
