import type { TextNamespace } from '@/shared/i18n/text-namespace';

export const cartTexts: TextNamespace = {
  name: 'cart',
  load: { vi: () => import('./vi.json'), en: () => import('./en.json') },
};
