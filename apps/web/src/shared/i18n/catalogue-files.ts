import { errorMessages } from '@tutor/contract/errors';
import type { Language } from '@tutor/contract/i18n';
import type { Messages } from './text-namespace';

/**
 * For tests only (the app loads catalogues through each namespace's `import()`): every catalogue file of
 * the app, wherever its feature keeps it, keyed by folder then language.
 */
const files = import.meta.glob<Messages>(['/src/**/i18n/**/vi.json', '/src/**/i18n/**/en.json'], {
  eager: true,
  import: 'default',
});

export type CatalogueFolder = { folder: string; vi: Messages; en: Messages };

/** One entry per namespace folder (`src/features/books/i18n`, `src/shared/i18n/common`…). */
export function catalogueFolders(): CatalogueFolder[] {
  const folders = new Map<string, Partial<CatalogueFolder>>();
  for (const [path, messages] of Object.entries(files)) {
    const match = /^\/(src\/.+)\/(vi|en)\.json$/.exec(path);
    if (!match?.[1]) throw new Error(`unexpected catalogue path ${path}`);
    const folder = folders.get(match[1]) ?? { folder: match[1] };
    folder[match[2] as Language] = messages;
    folders.set(match[1], folder);
  }
  return [...folders.values()].map((folder) => ({
    folder: folder.folder ?? '',
    vi: folder.vi ?? {},
    en: folder.en ?? {},
  }));
}

/** Every text of one language, as if every namespace were loaded, plus the contract's error texts. */
export function allTexts(language: Language): Messages {
  const merged: Messages = {};
  for (const folder of catalogueFolders()) Object.assign(merged, folder[language]);
  merged.error = errorMessages(language);
  return merged;
}
