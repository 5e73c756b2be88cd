import { MenuPage } from './menu-page';

/** /admin/menus/course-online */
export function Component() {
  return <MenuPage menuKey="course-online" />;
}
