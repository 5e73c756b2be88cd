import type { TextNamespace } from '@/shared/i18n/text-namespace';

export const booksTexts: TextNamespace = {
  name: 'books',
  load: { vi: () => import('./vi.json'), en: () => import('./en.json') },
};
