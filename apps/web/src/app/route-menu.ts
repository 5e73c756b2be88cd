import type { PermissionCode } from '@tutor/contract/permissions';

/** Names of the icons the side menu draws; the component maps them, so menu data stays plain. */
export type AdminMenuIcon =
  | 'dashboard'
  | 'welcome'
  | 'offline'
  | 'pay'
  | 'approvals'
  | 'categories'
  | 'books'
  | 'combos'
  | 'folders'
  | 'courses'
  | 'exams'
  | 'documents'
  | 'news'
  | 'orders'
  | 'notifications'
  | 'images'
  | 'website'
  | 'users'
  | 'access';

/**
 * An entry of the admin side menu. Features export theirs from `features/<domain>/admin/admin-menu.ts`;
 * `app/admin/admin-menu.ts` places them, in spec §2's order and groups.
 *
 * Spec §6 writes some menu permissions as `book:*`. Roles here hold the individual actions (the seed
 * expands `book:*` into read/create/update/delete), and `hasAllPermissions(user, ['book:*'])` is only
 * true for a literal `book:*` grant, so an entry gated that way would hide Books from staff who hold
 * every book action. Each entry therefore asks for `<resource>:read`: what its list page needs, and
 * at least what the route guard asks (a test holds the menu to the route table), so a visible entry
 * never leads to the 403 page.
 */
export type AdminMenuEntry = {
  /** Unique in the whole menu, once its group has prefixed it; also the antd Menu item key. */
  key: string;
  /** i18n key of the label. */
  label: string;
  /** A leaf's page; groups have none. */
  to?: string;
  /** Drawn for top-level entries; an entry placed in a group shows the group's icon instead. */
  icon?: AdminMenuIcon;
  /** Every one must be held (spec §6); absent or empty: shown to every admin user. */
  permissions?: readonly PermissionCode[];
  children?: readonly AdminMenuEntry[];
};
