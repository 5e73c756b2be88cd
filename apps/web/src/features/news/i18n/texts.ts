import type { TextNamespace } from '@/shared/i18n/text-namespace';

export const newsTexts: TextNamespace = {
  name: 'news',
  load: { vi: () => import('./vi.json'), en: () => import('./en.json') },
};
