import type { Language } from '@tutor/contract/i18n';
import type { Messages, TextNamespace } from './text-namespace';

/**
 * The error texts (`error.<CODE>`) come from the contract's catalogue, so the server and the web app
 * never disagree; they load beside the common texts rather than in the entry.
 */
async function withErrorTexts(language: Language, catalogue: Promise<{ default: Messages }>) {
  const [{ default: messages }, { errorMessages }] = await Promise.all([
    catalogue,
    import('@tutor/contract/errors'),
  ]);
  return { default: { ...messages, error: errorMessages(language) } };
}

/**
 * The shell's texts: layout, shared UI and catalogue pieces, page titles (breadcrumbs and menus name
 * every page), error texts.
 */
export const commonTexts: TextNamespace = {
  name: 'common',
  load: {
    vi: () => withErrorTexts('vi', import('./common/vi.json')),
    en: () => withErrorTexts('en', import('./common/en.json')),
  },
};

/** The back office's texts (`admin.*`, `adminPage.*`), loaded with the admin pages only. */
export const adminTexts: TextNamespace = {
  name: 'admin',
  load: { vi: () => import('./admin/vi.json'), en: () => import('./admin/en.json') },
};
