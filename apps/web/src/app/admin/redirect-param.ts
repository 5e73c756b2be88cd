import { safeRedirectPath } from '@/shared/session/redirect-param';

/*
 * The admin login page returns to `?redirect=` after signing in. The value comes from the address bar,
 * so anyone can craft a link with it: only a path of this site (the session's own check) that stays
 * inside the admin area once normalised is followed; anything else goes to /admin.
 */

export const ADMIN_HOME = '/admin';

export function safeAdminRedirect(raw: string | null | undefined): string {
  const value = safeRedirectPath(raw?.trim(), ADMIN_HOME);
  // Browsers read '\' as '/', so a backslash anywhere may still turn into '//host'.
  if (value.includes('\\')) return ADMIN_HOME;
  let url: URL;
  try {
    url = new URL(value, 'https://same.origin');
  } catch {
    return ADMIN_HOME;
  }
  if (url.origin !== 'https://same.origin') return ADMIN_HOME;
  // The normalised path decides: '/admin/../gio-hang' is '/gio-hang'.
  if (url.pathname !== ADMIN_HOME && !url.pathname.startsWith(`${ADMIN_HOME}/`)) return ADMIN_HOME;
  // Going back to the login page would only show the form again.
  if (url.pathname.replace(/\/+$/, '') === `${ADMIN_HOME}/login`) return ADMIN_HOME;
  return `${url.pathname}${url.search}${url.hash}`;
}
