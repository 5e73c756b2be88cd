import type { TextNamespace } from '@/shared/i18n/text-namespace';

/**
 * The course back office's texts (`courseAdmin.*`): loaded with the course admin pages only, so the
 * shared admin catalogue that every admin page loads stays small.
 */
export const coursesAdminTexts: TextNamespace = {
  name: 'coursesAdmin',
  load: { vi: () => import('./vi.json'), en: () => import('./en.json') },
};
