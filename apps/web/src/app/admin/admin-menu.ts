import { type Grantee, hasAllPermissions } from '@tutor/contract/permissions';
import { read } from '@/app/route-builders';
import type { AdminMenuEntry } from '@/app/route-menu';
import { activationCodesAdminMenu } from '@/features/activation-codes/admin/admin-menu';
import { bannersAdminMenu } from '@/features/banners/admin/admin-menu';
import { booksAdminMenu } from '@/features/books/admin/admin-menu';
import { categoriesAdminMenu } from '@/features/categories/admin/admin-menu';
import { combosAdminMenu } from '@/features/combos/admin/admin-menu';
import { coursesAdminMenu } from '@/features/courses/admin/admin-menu';
import { documentsAdminMenu } from '@/features/documents/admin/admin-menu';
import { embedLivesAdminMenu } from '@/features/embed-lives/admin/admin-menu';
import { examsAdminMenu } from '@/features/exams/admin/admin-menu';
import { foldersAdminMenu } from '@/features/folders/admin/admin-menu';
import { imagesAdminMenu } from '@/features/images/admin/admin-menu';
import { menusAdminMenu } from '@/features/menus/admin/admin-menu';
import { newsAdminMenu } from '@/features/news/admin/admin-menu';
import { notificationsAdminMenu } from '@/features/notifications/admin/admin-menu';
import { orderAdminMenu } from '@/features/order-admin/admin/admin-menu';
import { pagesAdminMenu } from '@/features/pages/admin/admin-menu';
import { paymentsAdminMenu } from '@/features/payments/admin/admin-menu';
import { permissionsAdminMenu } from '@/features/permissions/admin/admin-menu';
import { questionsAdminMenu } from '@/features/questions/admin/admin-menu';
import { rolesAdminMenu } from '@/features/roles/admin/admin-menu';
import { rulesAdminMenu } from '@/features/rules/admin/admin-menu';
import { slideshowsAdminMenu } from '@/features/slideshows/admin/admin-menu';
import { usersAdminMenu } from '@/features/users/admin/admin-menu';

/**
 * A group of the menu. It prefixes its children's keys with its own and draws their icons as its own,
 * so a feature names its entries without knowing which group the app puts them in.
 */
function group(entry: Omit<AdminMenuEntry, 'to' | 'children'>, children: readonly AdminMenuEntry[]) {
  return {
    ...entry,
    children: children.map(({ icon: _icon, ...child }) => ({ ...child, key: `${entry.key}.${child.key}` })),
  } satisfies AdminMenuEntry;
}

/**
 * Spec §2 "Admin side menu entries", in order. The app owns the order and the groups; each feature's
 * entries come from its `admin/admin-menu.ts`, one line here. The entries written out are the shell's
 * and those of the features that have not landed yet (their routes are placeholders).
 */
export const adminMenu: readonly AdminMenuEntry[] = [
  { key: 'dashboard', label: 'adminPage.dashboard', to: '/admin', icon: 'dashboard' },
  { key: 'welcome', label: 'adminPage.welcome', to: '/admin/welcome', icon: 'welcome' },
  { key: 'offline', label: 'adminPage.offline', to: '/admin/offline', icon: 'offline' },
  ...paymentsAdminMenu,
  {
    key: 'approvals',
    label: 'adminPage.approvals',
    to: '/admin/approvals',
    icon: 'approvals',
    permissions: read('approval'),
  },
  ...categoriesAdminMenu,
  ...booksAdminMenu,
  ...combosAdminMenu,
  ...foldersAdminMenu,
  // Spec §2: the courses group has no per-child permission; the group's own gate covers them all.
  group(
    { key: 'courses', label: 'admin.menu.courses', icon: 'courses', permissions: read('course') },
    coursesAdminMenu,
  ),
  group({ key: 'onlineExams', label: 'admin.menu.onlineExams', icon: 'exams' }, [
    ...questionsAdminMenu,
    ...examsAdminMenu,
  ]),
  ...documentsAdminMenu,
  ...newsAdminMenu,
  group({ key: 'orders', label: 'admin.menu.orders', icon: 'orders' }, [
    ...activationCodesAdminMenu,
    ...orderAdminMenu,
  ]),
  ...notificationsAdminMenu,
  ...imagesAdminMenu,
  group({ key: 'website', label: 'admin.menu.website', icon: 'website' }, [
    ...menusAdminMenu,
    ...slideshowsAdminMenu,
    ...bannersAdminMenu,
    ...embedLivesAdminMenu,
    ...pagesAdminMenu,
  ]),
  group({ key: 'users', label: 'admin.menu.users', icon: 'users', permissions: read('user') }, [
    ...usersAdminMenu,
    { key: 'teachers', label: 'adminPage.teachers.list', to: '/admin/teachers', permissions: read('user') },
  ]),
  group({ key: 'access', label: 'admin.menu.access', icon: 'access' }, [
    ...rulesAdminMenu,
    ...rolesAdminMenu,
    ...permissionsAdminMenu,
  ]),
];

function isAllowed(entry: AdminMenuEntry, user: Grantee | null): boolean {
  const required = entry.permissions ?? [];
  return required.length === 0 || hasAllPermissions(user, required);
}

/**
 * Spec §6: roleAcp sees everything; others see the entries whose permissions they all hold, a group
 * needing its own list and each child being filtered the same way; an entry without a list is always
 * shown; a group left without any child disappears. Without a user only the ungated entries remain
 * (spec §4: "the menu is built without permissions").
 */
export function filterMenu(entries: readonly AdminMenuEntry[], user: Grantee | null): AdminMenuEntry[] {
  return entries.flatMap((entry): AdminMenuEntry[] => {
    if (!isAllowed(entry, user)) return [];
    if (!entry.children) return [entry];
    const children = filterMenu(entry.children, user);
    return children.length > 0 ? [{ ...entry, children }] : [];
  });
}

/** Whether a leaf's page is `pathname` or a page below it (`/admin/users` owns `/admin/users/7/edit`). */
function owns(to: string, pathname: string): boolean {
  if (pathname === to) return true;
  // The dashboard sits at the root of the area: it must not claim every admin page.
  return to !== '/admin' && pathname.startsWith(`${to}/`);
}

export type ActiveMenu = {
  /** The leaf to highlight, if one owns the page. */
  selectedKey: string | undefined;
  /** The groups above it, outermost first: they open so the highlighted entry is visible. */
  openKeys: string[];
};

/**
 * The entry that owns a path: the leaf with the longest matching `to`, so `/admin/courses/groups/3/edit`
 * lights "course groups" rather than "courses", and its parent groups, which the menu expands.
 */
export function activeMenu(entries: readonly AdminMenuEntry[], pathname: string): ActiveMenu {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  let best: { key: string; length: number; parents: string[] } | undefined;
  const visit = (list: readonly AdminMenuEntry[], parents: string[]) => {
    for (const entry of list) {
      if (entry.children) visit(entry.children, [...parents, entry.key]);
      if (entry.to && owns(entry.to, path) && entry.to.length > (best?.length ?? -1)) {
        best = { key: entry.key, length: entry.to.length, parents };
      }
    }
  };
  visit(entries, []);
  return { selectedKey: best?.key, openKeys: best?.parents ?? [] };
}

/** Every leaf, in menu order: the dashboard's quick links and the tests read them. */
export function menuLeaves(entries: readonly AdminMenuEntry[]): AdminMenuEntry[] {
  return entries.flatMap((entry) => (entry.children ? menuLeaves(entry.children) : [entry]));
}
