import type { TextNamespace } from '@/shared/i18n/text-namespace';

export const contactTexts: TextNamespace = {
  name: 'contact',
  load: { vi: () => import('./vi.json'), en: () => import('./en.json') },
};
