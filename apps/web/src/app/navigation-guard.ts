import type { UserInfo } from '@tutor/contract/auth';
import { isSafeLink } from '@tutor/contract/links';
import { canEnterAdmin, hasAllPermissions } from '@tutor/contract/permissions';
import { ADMIN_HOME_PATH, isAdminPath } from '@tutor/contract/site-documents';
import { type LoaderFunction, matchRoutes, redirect } from 'react-router';
import { safeRedirectPath, withRedirect } from '@/shared/session/redirect-param';
import { userGrantee } from '@/shared/session/user-display';
import type { AppRoute, RouteHandle } from './route-handle';

/*
 * The navigation guard of spec §2, run by the root route's loader, so it decides before any page
 * renders (no flash of a page the user may not see). `decideNavigation` holds the rules and is pure;
 * `createNavigationGuard` gathers its input: the matched route, the user, the redirect rule.
 */

// The rule the server and both documents share (which paths are the back office's).
export { ADMIN_HOME_PATH, isAdminPath };

export const HOME_PATH = '/';
export const SITE_LOGIN_PATH = '/dang-nhap';
export const SITE_REGISTER_PATH = '/dang-ky';
export const ADMIN_LOGIN_PATH = '/admin/login';
export const ADMIN_FORBIDDEN_PATH = '/admin/403';
export const NOT_FOUND_PATH = '/404';

/** Same shape as the contract's REDIRECT_SLUG, which lives beside zod schemas (rules.ts). */
const REDIRECT_SLUG = /^[A-Za-z0-9-]{3,100}$/;

export type GuardUser = Pick<UserInfo, 'role' | 'permissions'>;

export type NavigationInput = {
  pathname: string;
  search: string;
  /** The page load itself, not a navigation inside the app. */
  isFirstNavigation: boolean;
  /** Only the site's catch-all route matched: no page of ours lives here. */
  isUnknownPath: boolean;
  /** The matched route's handle (permissions, requiresLogin). */
  handle?: Pick<RouteHandle, 'permissions' | 'requiresLogin'>;
  user: GuardUser | null;
  /** What the redirect-rule lookup answered for `redirectRuleSlug(input)`: a URL, or null for none. */
  redirectRuleTarget?: string | null;
};

/** `reload`: leave the app with a full page load (a rule may point anywhere, even another site). */
export type NavigationDecision = { redirect: string; reload?: boolean } | null;

function normalisePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * Rule 1 asks the server only on the page load, and only for a path that no page of ours serves:
 * `/khuyen-mai` (a campaign link) is looked up, `/tin-tuc` (a real page) never is. So a rule cannot
 * shadow a page, and ordinary visits cost no extra request. The slug is the first path segment.
 */
export function redirectRuleSlug(
  input: Pick<NavigationInput, 'pathname' | 'isFirstNavigation' | 'isUnknownPath'>,
): string | null {
  if (!input.isFirstNavigation || !input.isUnknownPath) return null;
  const segment = input.pathname.split('/')[1] ?? '';
  return REDIRECT_SLUG.test(segment) ? segment : null;
}

function redirectParam(search: string): string | null {
  return new URLSearchParams(search).get('redirect');
}

/** Where an admin who is already signed in goes from the admin login page: ?redirect= when it is theirs. */
function adminLanding(search: string): string {
  const target = safeRedirectPath(redirectParam(search), ADMIN_HOME_PATH);
  const path = normalisePath(target.split(/[?#]/)[0] ?? '');
  return isAdminPath(path) && path !== ADMIN_LOGIN_PATH ? target : ADMIN_HOME_PATH;
}

/** The six rules of spec §2 in their order, then the site's login-only pages. */
export function decideNavigation(input: NavigationInput): NavigationDecision {
  const path = normalisePath(input.pathname);
  const here = `${input.pathname}${input.search}`;
  const { user } = input;
  const grantee = userGrantee(user);

  // 1. A redirect rule for the first segment of an unknown path, on the page load only.
  // A rule stored before targets were checked may still say `//evil.example`: never follow that.
  const target = input.redirectRuleTarget;
  if (redirectRuleSlug(input) && target && isSafeLink(target) && target !== here && target !== path) {
    return { redirect: target, reload: true };
  }

  // 2. Signed-in users have nothing to do on the login and register pages.
  if (user && (path === SITE_LOGIN_PATH || path === SITE_REGISTER_PATH)) {
    return { redirect: safeRedirectPath(redirectParam(input.search), HOME_PATH) };
  }

  // 3. Nor users whose role opens the back office, on the admin login page.
  if (path === ADMIN_LOGIN_PATH) {
    return user?.role && canEnterAdmin(grantee) ? { redirect: adminLanding(input.search) } : null;
  }

  if (isAdminPath(path)) {
    if (user) {
      // 4. No role at all: the admin area does not exist for them.
      if (!user.role) return { redirect: NOT_FOUND_PATH };
      // 5. The route's permissions, all of them. Someone who cannot enter the back office at all (a
      // student) learns nothing about it (404); a staff member missing one permission sees 403.
      if (!canEnterAdmin(grantee)) return { redirect: NOT_FOUND_PATH };
      if (!hasAllPermissions(grantee, input.handle?.permissions ?? []))
        return { redirect: ADMIN_FORBIDDEN_PATH };
      return null;
    }
    // 6. Visitors sign in first and come back.
    return { redirect: withRedirect(ADMIN_LOGIN_PATH, here) };
  }

  // Site pages for signed-in users only (profile…): the same round trip through the site's login.
  if (input.handle?.requiresLogin && !user) return { redirect: withRedirect(SITE_LOGIN_PATH, here) };

  return null;
}

type MatchedPage = { path: string; handle: RouteHandle };

/** The page route a path lands on, as the router would pick it (most specific first). */
type PageMatcher = (pathname: string) => MatchedPage | undefined;

export function createPageMatcher(routes: readonly AppRoute[]): PageMatcher {
  const objects = routes.map((route) => ({ path: route.path, handle: route.handle }));
  return (pathname: string): MatchedPage | undefined => matchRoutes(objects, pathname)?.at(-1)?.route;
}

export type GuardDeps = {
  /** The pages of this document: the storefront's, or the back office's. */
  routes: readonly AppRoute[];
  /**
   * The paths this document serves. The storefront and the back office are two documents (two builds,
   * README "Measured", eighteenth session): a link or a redirect to a path of the other one leaves with
   * a full page load, which the server answers with that document.
   */
  isOwnPath: (pathname: string) => boolean;
  /** The signed-in user, or null; cached, so a navigation does not wait for the network. */
  getUser: () => Promise<GuardUser | null>;
  /** GET /api/rules/{slug}: the target URL, or null when there is no rule (or the lookup failed). */
  lookupRedirectRule: (slug: string) => Promise<string | null>;
  /** window.location.assign in the browser. */
  assignLocation: (url: string) => void;
  /** The page came rendered from the server, which decided its load: the guard starts with navigations. */
  isPageLoaded?: boolean;
};

/** A promise that never settles: the browser is leaving, so the page on screen stays until it has left. */
const leaving = () => new Promise<never>(() => {});

/** The root route's loader. */
export function createNavigationGuard(deps: GuardDeps): LoaderFunction {
  const matchPage = createPageMatcher(deps.routes);
  let isFirstNavigation = !deps.isPageLoaded;

  return async ({ request }) => {
    const url = new URL(request.url);
    const isPageLoad = isFirstNavigation;
    isFirstNavigation = false;
    // The other document's page: the server answers its address with that document, whose own guard
    // then decides (the back office's permissions are checked there, from its own table).
    if (!deps.isOwnPath(url.pathname)) {
      deps.assignLocation(`${url.pathname}${url.search}${url.hash}`);
      return leaving();
    }
    const page = matchPage(url.pathname);
    const base = {
      pathname: url.pathname,
      search: url.search,
      isFirstNavigation: isPageLoad,
      isUnknownPath: page?.path === '*',
      handle: page?.handle,
    };

    const slug = redirectRuleSlug(base);
    const [user, redirectRuleTarget] = await Promise.all([
      deps.getUser(),
      slug ? deps.lookupRedirectRule(slug).catch(() => null) : null,
    ]);
    const decision = decideNavigation({ ...base, user, redirectRuleTarget });
    if (!decision) return null;
    if (decision.reload) {
      deps.assignLocation(decision.redirect);
      // The browser is leaving: keep the loading screen up rather than flash the 404 page meanwhile.
      return leaving();
    }
    return redirect(decision.redirect);
  };
}
