import { MenuPage } from './menu-page';

/** /admin/menus/course-offline */
export function Component() {
  return <MenuPage menuKey="course-offline" />;
}
