import type { TextNamespace } from '@/shared/i18n/text-namespace';

/** The exam back office's texts (`examAdmin.*`), loaded with the exam admin pages only. */
export const examsAdminTexts: TextNamespace = {
  name: 'examsAdmin',
  load: { vi: () => import('./vi.json'), en: () => import('./en.json') },
};
