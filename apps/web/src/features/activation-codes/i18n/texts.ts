import type { TextNamespace } from '@/shared/i18n/text-namespace';

/** The activation page's texts (`activation.*`), loaded with the page only. */
export const activationTexts: TextNamespace = {
  name: 'activation',
  load: { vi: () => import('./vi.json'), en: () => import('./en.json') },
};
