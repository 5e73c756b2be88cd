import type { Language } from '@tutor/contract/i18n';

/** A catalogue's texts: nested objects whose leaves are strings (i18next's JSON v4 format). */
export type Messages = { [key: string]: string | Messages };

/**
 * The texts of one feature (or of the shell), one JSON file per language beside the code that shows
 * them. Each language is its own `import()`, so a visitor downloads only the language they read.
 * A namespace owns its top-level keys (`books` owns `book.*`): the namespaces of a page are merged into
 * i18next's single `translation` namespace, so components keep writing `t('book.author')`.
 */
export type TextNamespace = {
  /** Unique across the app; what server rendering inlines and the client then skips reloading. */
  name: string;
  load: Readonly<Record<Language, () => Promise<{ default: Messages }>>>;
};
