import type { TextNamespace } from '@/shared/i18n/text-namespace';

export const examsTexts: TextNamespace = {
  name: 'exams',
  load: { vi: () => import('./vi.json'), en: () => import('./en.json') },
};
