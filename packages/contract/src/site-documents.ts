/*
 * The site is two documents, two builds (README "Architecture"): the back office answers /admin and every
 * path under it, the storefront every other path. The server (which document a page load gets) and the
 * browser's guards (when to leave for the other document) decide with this one rule, so a path is never
 * sent back and forth between them. Zod-free: the storefront's entry carries it.
 */

export const ADMIN_HOME_PATH = '/admin';

/** A path the back office's document answers, as `location.pathname` gives it (not decoded). */
export const isAdminPath = (pathname: string): boolean =>
  pathname === ADMIN_HOME_PATH || pathname.startsWith(`${ADMIN_HOME_PATH}/`);
