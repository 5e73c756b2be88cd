import type { TextNamespace } from '@/shared/i18n/text-namespace';

export const combosTexts: TextNamespace = {
  name: 'combos',
  load: { vi: () => import('./vi.json'), en: () => import('./en.json') },
};
