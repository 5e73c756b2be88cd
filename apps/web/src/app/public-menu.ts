import type { PublicMenuGroup } from '@tutor/contract/custom-data';

/**
 * The five public menu groups of spec §2; the header and the breadcrumb links both read this list.
 * `group` names the group's entries in `GET /custom-data?code=menu`, shown in the header's dropdown.
 */
export type PublicMenuEntry = { key: string; to: string; group: PublicMenuGroup };

export const publicMenu: readonly PublicMenuEntry[] = [
  { key: 'nav.books', to: '/danh-muc/sach', group: 'book' },
  { key: 'nav.onlineCourses', to: '/danh-muc/khoa-hoc', group: 'courseOnline' },
  { key: 'nav.offlineCourses', to: '/danh-muc/khoa-hoc?type=offline', group: 'courseOffline' },
  { key: 'nav.documents', to: '/danh-muc/tai-lieu', group: 'document' },
  { key: 'nav.exams', to: '/danh-muc/de-thi', group: 'exam' },
];

/**
 * Online and offline courses share `/danh-muc/khoa-hoc` and differ by `?type=offline`, so a plain
 * path match would light both up; the `type` parameter has to agree too.
 */
export function isMenuEntryActive(entry: PublicMenuEntry, pathname: string, search: string): boolean {
  const [path = '', query = ''] = entry.to.split('?');
  if (pathname !== path && !pathname.startsWith(`${path}/`)) return false;
  return new URLSearchParams(query).get('type') === new URLSearchParams(search).get('type');
}
