import type { TextNamespace } from './text-namespace';

/** The shell's texts: layout, shared UI and catalogue pieces, page titles (breadcrumbs and menus name every page). */
export const commonTexts: TextNamespace = {
  name: 'common',
  load: { vi: () => import('./common/vi.json'), en: () => import('./common/en.json') },
};

/** The back office's texts (`admin.*`, `adminPage.*`), loaded with the admin pages only. */
export const adminTexts: TextNamespace = {
  name: 'admin',
  load: { vi: () => import('./admin/vi.json'), en: () => import('./admin/en.json') },
};
