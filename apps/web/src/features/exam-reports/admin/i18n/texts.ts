import type { TextNamespace } from '@/shared/i18n/text-namespace';

/** The exam sessions and report screens' texts (`examReports.*`), loaded with those pages only. */
export const examReportsAdminTexts: TextNamespace = {
  name: 'examReportsAdmin',
  load: { vi: () => import('./vi.json'), en: () => import('./en.json') },
};
