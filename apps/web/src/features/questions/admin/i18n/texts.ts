import type { TextNamespace } from '@/shared/i18n/text-namespace';

/** The question bank's back-office texts (`questionAdmin.*`), loaded with its pages only. */
export const questionsAdminTexts: TextNamespace = {
  name: 'questionsAdmin',
  load: { vi: () => import('./vi.json'), en: () => import('./en.json') },
};
