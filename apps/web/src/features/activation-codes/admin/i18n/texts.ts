import type { TextNamespace } from '@/shared/i18n/text-namespace';

/** The activation code back office's texts (`activationAdmin.*`), loaded with its pages only. */
export const activationCodesAdminTexts: TextNamespace = {
  name: 'activationCodesAdmin',
  load: { vi: () => import('./vi.json'), en: () => import('./en.json') },
};
