/** Languages of the product. Vietnamese is the default; the spec's legacy value `vn` is read as `vi`. */
export const LANGUAGES = ['vi', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'vi';
/** Cookie that keeps the interface language; the server reads it too, to answer errors in that language. */
export const LANGUAGE_COOKIE = 'lang';

export function parseLanguage(value: string | null | undefined): Language {
  const v = value?.trim().toLowerCase().slice(0, 2);
  if (v === 'en') return 'en';
  return DEFAULT_LANGUAGE;
}

/** Picks a language from a cookie value first, then an Accept-Language header, then the default. */
export function pickLanguage(
  cookieValue: string | null | undefined,
  acceptLanguage?: string | null,
): Language {
  if (cookieValue) return parseLanguage(cookieValue);
  const first = acceptLanguage?.split(',')[0];
  return parseLanguage(first);
}

export type Bilingual = Readonly<Record<Language, string>>;

/** Replaces `{{name}}` placeholders, the i18next syntax, so server and web format alike. */
export function interpolate(template: string, params?: Readonly<Record<string, unknown>>): string {
  if (!params) return template;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
