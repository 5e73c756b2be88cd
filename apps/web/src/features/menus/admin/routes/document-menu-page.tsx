import { MenuPage } from './menu-page';

/** /admin/menus/document */
export function Component() {
  return <MenuPage menuKey="document" />;
}
