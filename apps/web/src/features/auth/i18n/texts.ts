import type { TextNamespace } from '@/shared/i18n/text-namespace';

export const authTexts: TextNamespace = {
  name: 'auth',
  load: { vi: () => import('./vi.json'), en: () => import('./en.json') },
};
