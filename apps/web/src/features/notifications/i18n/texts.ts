import type { TextNamespace } from '@/shared/i18n/text-namespace';

/** The notification texts (`notification.*`): the bell's chunk and the `/thong-bao` page load them. */
export const notificationsTexts: TextNamespace = {
  name: 'notifications',
  load: { vi: () => import('./vi.json'), en: () => import('./en.json') },
};
