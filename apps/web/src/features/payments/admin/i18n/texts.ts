import type { TextNamespace } from '@/shared/i18n/text-namespace';

/** The /admin/pay screen's texts (`payments.*`), loaded with that page only. */
export const paymentsAdminTexts: TextNamespace = {
  name: 'paymentsAdmin',
  load: { vi: () => import('./vi.json'), en: () => import('./en.json') },
};
