import { MenuPage } from './menu-page';

/** /admin/menus/exam */
export function Component() {
  return <MenuPage menuKey="exam" />;
}
