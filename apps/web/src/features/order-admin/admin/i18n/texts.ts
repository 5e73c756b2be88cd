import type { TextNamespace } from '@/shared/i18n/text-namespace';

/** The order screens' texts (`orderAdmin.*`), loaded with those pages only. */
export const orderAdminTexts: TextNamespace = {
  name: 'orderAdmin',
  load: { vi: () => import('./vi.json'), en: () => import('./en.json') },
};
