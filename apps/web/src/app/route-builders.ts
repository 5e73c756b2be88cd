import { type PermissionCode, type PermissionResource, permissionsOf } from '@tutor/contract/permissions';
import { adminTexts } from '@/shared/i18n/texts';
import type { AppRoute, PagePrefetch, RouteHandle, TextNamespace } from './route-handle';

/*
 * The builders that the app's route tables and the features' manifests share. The site manifests are
 * bundled into the storefront's entry with the site table, the admin ones into the back office's entry,
 * so every page, admin or not, is named here only through a `() => import(...)`: it stays its own chunk,
 * and Ant Design stays out of the tables.
 */

export type PageModule = () => Promise<Record<string, unknown>>;

// Pages not built yet share one module, hence one small chunk, until their feature replaces them.
export const placeholderPage = () => import('./routes/placeholder-page');

/** A public page with its own lazily loaded module; the breadcrumb defaults to the page's title. */
export function sitePage(
  path: string,
  title: string,
  lazy: AppRoute['lazy'],
  extra: Partial<RouteHandle> = {},
): AppRoute {
  return { path, handle: { title, breadcrumb: [title], ...extra }, lazy };
}

/** A category listing and its per-category page (spec §2: `danh-muc/<kind>` and `/{id}/{slug}`). */
export function categoryPages(
  path: string,
  title: string,
  lazy: AppRoute['lazy'],
  extra: Partial<RouteHandle> = {},
  prefetch?: PagePrefetch,
): AppRoute[] {
  return [
    sitePage(path, title, lazy, extra),
    sitePage(`${path}/:id/:slug`, 'page.category.title', lazy, {
      breadcrumb: [title, 'page.category.title'],
      ...extra,
    }),
  ].map((route) => (prefetch ? { ...route, prefetch } : route));
}

/**
 * Every admin page gets the admin error boundary (antd, inside the admin layout), loaded with the page:
 * a broken page then keeps the menu around it, in the back office's own look.
 */
export function adminPage(load: PageModule): AppRoute['lazy'] {
  return async () => {
    const [page, boundary] = await Promise.all([load(), import('./admin/admin-error-boundary')]);
    return { ErrorBoundary: boundary.ErrorBoundary, ...page };
  };
}

export type AdminRouteOptions = {
  permissions?: readonly PermissionCode[];
  breadcrumb?: string[];
  layout?: RouteHandle['layout'];
  /** Absent: the placeholder, for spec §2 routes whose feature has not landed. */
  page?: PageModule;
  /** The feature's own back-office texts, loaded with the page beside the shared admin ones. */
  texts?: readonly TextNamespace[];
};

/** An admin page at `/admin<path>`; without permissions any back-office user may open it. */
export function admin(path: string, title: string, options: AdminRouteOptions = {}): AppRoute {
  const handle: RouteHandle = {
    title,
    layout: options.layout ?? 'admin',
    texts: [adminTexts, ...(options.texts ?? [])],
  };
  if (options.breadcrumb) handle.breadcrumb = options.breadcrumb;
  if (options.permissions) handle.permissions = options.permissions;
  return { path: `/admin${path}`, handle, lazy: adminPage(options.page ?? placeholderPage) };
}

/** Spec §6: edit pages need both read and update; a list needs read, a create page create. */
export const read = (resource: PermissionResource) => permissionsOf(resource, 'read');
export const create = (resource: PermissionResource) => permissionsOf(resource, 'create');
export const edit = (resource: PermissionResource) => permissionsOf(resource, 'read', 'update');

export type CrudPages = { list: PageModule; create: PageModule; edit: PageModule };

/**
 * list, create and {id}/edit of one resource, gated by its codes as the server gates its calls.
 * `resource` is absent only for course groups, which spec §6 opens to any back-office user.
 */
export function crud(
  segment: string,
  key: string,
  resource?: PermissionResource,
  crudPages?: CrudPages,
): AppRoute[] {
  const list = `adminPage.${key}.list`;
  const gate = (codesOf: (resource: PermissionResource) => PermissionCode[]) =>
    resource ? { permissions: codesOf(resource) } : {};
  const page = (which: keyof CrudPages) => (crudPages ? { page: crudPages[which] } : {});
  return [
    admin(`/${segment}`, list, { ...gate(read), ...page('list') }),
    admin(`/${segment}/create`, `adminPage.${key}.create`, {
      breadcrumb: [list, `adminPage.${key}.create`],
      ...gate(create),
      ...page('create'),
    }),
    admin(`/${segment}/:id/edit`, `adminPage.${key}.edit`, {
      breadcrumb: [list, `adminPage.${key}.edit`],
      ...gate(edit),
      ...page('edit'),
    }),
  ];
}
