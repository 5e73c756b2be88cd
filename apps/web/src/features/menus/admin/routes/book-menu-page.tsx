import { MenuPage } from './menu-page';

/** /admin/menus/book */
export function Component() {
  return <MenuPage menuKey="book" />;
}
