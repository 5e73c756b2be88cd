import { LANGUAGES, type Language, parseLanguage } from '@tutor/contract/i18n';
import { createInstance, type i18n as I18n } from 'i18next';
import type { Messages, TextNamespace } from './text-namespace';

/**
 * The texts of one language for a set of namespaces, as plain JSON: what the server inlines into a page
 * it renders, so the client starts with the same texts and hydration matches.
 */
export type Resources = { namespaces: string[]; messages: Messages };

/**
 * Spec §2: the home page's document title is Vietnamese whatever the interface language, so an instance
 * in another language still knows this one Vietnamese text (kept equal to `common/vi.json` by a test).
 */
export const VIETNAMESE_HOME_TITLE = 'Học toán trực tuyến cùng thầy cô giỏi';

function isMessages(value: unknown): value is Messages {
  return typeof value === 'object' && value !== null;
}

function mergeInto(target: Messages, source: Messages): Messages {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    target[key] = isMessages(existing) && isMessages(value) ? mergeInto({ ...existing }, value) : value;
  }
  return target;
}

function unique(namespaces: readonly TextNamespace[]): TextNamespace[] {
  const byName = new Map<string, TextNamespace>();
  for (const namespace of namespaces) byName.set(namespace.name, namespace);
  return [...byName.values()];
}

/** Fetches the namespaces in one language only (one `import()` each, in parallel) and merges them. */
export async function loadNamespaces(
  language: Language,
  namespaces: readonly TextNamespace[],
): Promise<Resources> {
  const wanted = unique(namespaces);
  const files = await Promise.all(wanted.map((namespace) => namespace.load[language]()));
  const messages: Messages = {};
  for (const file of files) mergeInto(messages, file.default);
  return { namespaces: wanted.map((namespace) => namespace.name), messages };
}

/** Names of the namespaces each instance holds; per instance, so concurrent server renders never mix. */
const loadedNamespaces = new WeakMap<I18n, Set<string>>();

/**
 * A ready i18next instance for one language, from texts already loaded: initialised synchronously (the
 * first render is translated), touching neither `window` nor any module-level state, so the server can
 * make one per request. React components reach it through `I18nextProvider`.
 */
export function createI18n(
  language: Language,
  resources: Resources = { namespaces: [], messages: {} },
): I18n {
  const instance = createInstance();
  const translation = mergeInto({}, resources.messages);
  const store: Record<string, { translation: Messages }> = { [language]: { translation } };
  if (language !== 'vi') store.vi = { translation: { page: { home: { title: VIETNAMESE_HOME_TITLE } } } };
  void instance.init({
    lng: language,
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    resources: store,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
  loadedNamespaces.set(instance, new Set(resources.namespaces));
  return instance;
}

/**
 * Adds the namespaces an instance lacks, in its language: called by a route's lazy loader and the admin
 * layout's before they render, so a page never shows a raw key. Already held namespaces cost nothing.
 */
export async function addNamespaces(i18n: I18n, namespaces: readonly TextNamespace[]): Promise<void> {
  const loaded = loadedNamespaces.get(i18n) ?? new Set<string>();
  loadedNamespaces.set(i18n, loaded);
  const missing = namespaces.filter((namespace) => !loaded.has(namespace.name));
  if (missing.length === 0) return;
  const language = parseLanguage(i18n.language);
  const { messages, namespaces: names } = await loadNamespaces(language, missing);
  i18n.addResourceBundle(language, 'translation', messages, true, true);
  for (const name of names) loaded.add(name);
}
