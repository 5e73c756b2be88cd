import type { TextNamespace } from '@/shared/i18n/text-namespace';

export const examTakingTexts: TextNamespace = {
  name: 'exam-taking',
  load: { vi: () => import('./vi.json'), en: () => import('./en.json') },
};
