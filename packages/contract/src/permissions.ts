import type { PERMISSION_RESOURCES } from './permission-labels';

/**
 * Permission codes are `resource:action` (spec §6). `resource:*` held by a role covers every action of
 * that resource. A role with roleAcp passes every check without holding codes.
 *
 * Entering the back office at all needs roleAcp or `admin:access`: the spec gives some admin pages
 * (categories, menus, news…) no permission of their own, and a student must still be kept out of them.
 */
export const ADMIN_ACCESS = 'admin:access';

export const PERMISSION_ACTIONS = ['read', 'create', 'update', 'delete'] as const;
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];

/**
 * The resources the back office guards are the keys of `PERMISSION_RESOURCES` (their labels, in
 * `permission-labels.ts`): only the role screens and the server's catalogue need the labels, and this
 * module is in every storefront page's first load.
 */
export type PermissionResource = keyof typeof PERMISSION_RESOURCES;

/**
 * A permission code the product knows, as a type: a typo in a route's access, the navigation guard or
 * the menu is a compile error, not a page nobody can open.
 */
export type PermissionCode = `${PermissionResource}:${PermissionAction | '*'}` | typeof ADMIN_ACCESS;

/** `read` → `['book:read']`: the codes of some actions of one resource. */
export function permissionsOf(
  resource: PermissionResource,
  ...actions: PermissionAction[]
): PermissionCode[] {
  return actions.map((action) => `${resource}:${action}` as const);
}

export const PERMISSION_CODE = /^[a-z][a-z-]*:([a-z][a-z-]*|\*)$/;

/** Whether `held` grants `required`: the same code, or `resource:*`. */
export function grants(held: ReadonlySet<string> | readonly string[], required: string): boolean {
  const set = held instanceof Set ? held : new Set(held);
  if (set.has(required)) return true;
  const resource = required.slice(0, required.indexOf(':'));
  return set.has(`${resource}:*`);
}

export type Grantee = { roleAcp: boolean; permissions: readonly string[] };

/** The one permission rule, shared by the server's guard, the web guard and the menu. */
export function hasAllPermissions(
  user: Grantee | null | undefined,
  required: readonly PermissionCode[] = [],
): boolean {
  return holdsAllCodes(user, required);
}

/**
 * The same rule for codes read from the database (access rules may name a permission an administrator
 * created, such as `report:read`, which the type of known codes cannot list).
 */
export function holdsAllCodes(user: Grantee | null | undefined, required: readonly string[]): boolean {
  if (!user) return false;
  if (user.roleAcp) return true;
  const held = new Set(user.permissions);
  return required.every((code) => grants(held, code));
}

/** May this user enter the back office at all? */
export function canEnterAdmin(user: Grantee | null | undefined): boolean {
  return hasAllPermissions(user, [ADMIN_ACCESS]);
}
