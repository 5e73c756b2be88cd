import { describe, expect, it } from 'vitest';
import { adminRoutes } from '@/app/admin-routes';
import { breadcrumbLinks } from '@/app/page-meta';
import { adminBreadcrumbs } from './admin-breadcrumbs';

const links = breadcrumbLinks(adminRoutes);
const handleOf = (path: string) => adminRoutes.find((route) => route.path === path)?.handle;

describe('adminBreadcrumbs', () => {
  it('is the dashboard alone on the dashboard', () => {
    expect(adminBreadcrumbs(handleOf('/admin'), '/admin', links)).toEqual([{ key: 'adminPage.dashboard' }]);
    expect(adminBreadcrumbs(handleOf('/admin'), '/admin/', links)).toEqual([{ key: 'adminPage.dashboard' }]);
  });

  it('starts at the dashboard and ends with the page, unlinked', () => {
    expect(adminBreadcrumbs(handleOf('/admin/users'), '/admin/users', links)).toEqual([
      { key: 'adminPage.dashboard', to: '/admin' },
      { key: 'adminPage.users.list' },
    ]);
  });

  it('links the list above an edit or detail page', () => {
    expect(adminBreadcrumbs(handleOf('/admin/users/:id/edit'), '/admin/users/7/edit', links)).toEqual([
      { key: 'adminPage.dashboard', to: '/admin' },
      { key: 'adminPage.users.list', to: '/admin/users' },
      { key: 'adminPage.users.edit' },
    ]);
    expect(adminBreadcrumbs(handleOf('/admin/roles/:id'), '/admin/roles/3', links)).toEqual([
      { key: 'adminPage.dashboard', to: '/admin' },
      { key: 'adminPage.roles.list', to: '/admin/roles' },
      { key: 'adminPage.roles.detail' },
    ]);
  });

  it('leaves a parameterised middle crumb as text', () => {
    const crumbs = adminBreadcrumbs(
      handleOf('/admin/courses/:courseId/thematics/:thematicId/lessons/:lessonId/lesson-histories/:id'),
      '/admin/courses/1/thematics/2/lessons/3/lesson-histories/4',
      links,
    );
    expect(crumbs.map((crumb) => crumb.to)).toEqual([
      '/admin',
      '/admin/courses',
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('is empty before a route matched', () => {
    expect(adminBreadcrumbs(undefined, '/admin/x', links)).toEqual([]);
  });
});
