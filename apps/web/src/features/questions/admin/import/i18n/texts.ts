import type { TextNamespace } from '@/shared/i18n/text-namespace';

/** The PDF import's texts (`questionImport.*`), loaded with its page only. */
export const questionImportTexts: TextNamespace = {
  name: 'questionImport',
  load: { vi: () => import('./vi.json'), en: () => import('./en.json') },
};
