import type { AdminMenuEntry } from '@/app/route-menu';

/**
 * Spec §2: courses (list, tree, groups, create). The app puts them in its courses group, whose own
 * permission covers them all (spec: "the courses group has no per-child permission").
 */
export const coursesAdminMenu: readonly AdminMenuEntry[] = [
  { key: 'list', label: 'admin.menu.courseList', to: '/admin/courses' },
  { key: 'tree', label: 'adminPage.courses.tree', to: '/admin/courses/tree' },
  { key: 'groups', label: 'adminPage.courseGroups.list', to: '/admin/courses/groups' },
  { key: 'create', label: 'adminPage.courses.create', to: '/admin/courses/create' },
];
