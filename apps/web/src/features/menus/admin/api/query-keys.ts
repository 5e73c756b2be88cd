import type { MenuKey } from '@tutor/contract/menus';

/** Every query key of the menu screens: mutations invalidate through these. */
export const adminMenuKeys = {
  all: ['admin', 'menus'] as const,
  menu: (key: MenuKey) => [...adminMenuKeys.all, key] as const,
};
