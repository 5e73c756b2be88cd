import type { TextNamespace } from '@/shared/i18n/text-namespace';

export const documentsTexts: TextNamespace = {
  name: 'documents',
  load: { vi: () => import('./vi.json'), en: () => import('./en.json') },
};
