import type { TextNamespace } from '@/shared/i18n/text-namespace';

export const coursesTexts: TextNamespace = {
  name: 'courses',
  load: { vi: () => import('./vi.json'), en: () => import('./en.json') },
};
