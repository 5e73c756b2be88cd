/** The five public menu groups of spec §2; the header and the breadcrumb links both read this list. */
export type PublicMenuEntry = { key: string; to: string };

export const publicMenu: readonly PublicMenuEntry[] = [
  { key: 'nav.books', to: '/danh-muc/sach' },
  { key: 'nav.onlineCourses', to: '/danh-muc/khoa-hoc' },
  { key: 'nav.offlineCourses', to: '/danh-muc/khoa-hoc?type=offline' },
  { key: 'nav.documents', to: '/danh-muc/tai-lieu' },
  { key: 'nav.exams', to: '/danh-muc/de-thi' },
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
