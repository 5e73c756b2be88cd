import type { TextNamespace } from '@/shared/i18n/text-namespace';

/** The buyer form and buy buttons shared by the cart and the course, combo and document pages. */
export const checkoutTexts: TextNamespace = {
  name: 'checkout',
  load: { vi: () => import('./vi.json'), en: () => import('./en.json') },
};
