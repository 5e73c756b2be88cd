import type { TextNamespace } from '@/shared/i18n/text-namespace';

export const learningTexts: TextNamespace = {
  name: 'learning',
  load: { vi: () => import('./vi.json'), en: () => import('./en.json') },
};
