import type { TextNamespace } from '@/shared/i18n/text-namespace';

/** The notification back office's texts (`notificationAdmin.*`), loaded with its page only. */
export const notificationsAdminTexts: TextNamespace = {
  name: 'notificationsAdmin',
  load: { vi: () => import('./vi.json'), en: () => import('./en.json') },
};
