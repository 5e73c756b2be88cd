import type { TextNamespace } from '@/shared/i18n/text-namespace';

export const ordersTexts: TextNamespace = {
  name: 'orders',
  load: { vi: () => import('./vi.json'), en: () => import('./en.json') },
};
