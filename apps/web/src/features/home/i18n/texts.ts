import type { TextNamespace } from '@/shared/i18n/text-namespace';

export const homeTexts: TextNamespace = {
  name: 'home',
  load: { vi: () => import('./vi.json'), en: () => import('./en.json') },
};
