import { LANGUAGE_COOKIE, type Language, parseLanguage } from '@tutor/contract/i18n';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The raw value of the language cookie in a `document.cookie`-style string, or undefined without one. */
function rawLanguageCookie(cookieString: string): string | undefined {
  for (const part of cookieString.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() !== LANGUAGE_COOKIE) continue;
    return part.slice(separator + 1).trim();
  }
  return undefined;
}

/** Reads the interface language from a `document.cookie`-style string; anything unknown means Vietnamese. */
export function readLanguageCookie(cookieString: string): Language {
  const raw = rawLanguageCookie(cookieString);
  if (raw === undefined) return parseLanguage(undefined);
  try {
    return parseLanguage(decodeURIComponent(raw));
  } catch {
    // A malformed escape in a hand-edited cookie must not break the whole app.
    return parseLanguage(raw);
  }
}

/**
 * The language the site shows, written back to the cookie when the cookie does not already say it
 * exactly (missing, empty, legacy `vn`, unknown). Without this a visitor who never used the switcher
 * sees Vietnamese while the server, finding no cookie, answers in the browser's Accept-Language: a
 * password reset mail in English from a Vietnamese page.
 */
export function keepLanguageCookie(doc: { cookie: string }): Language {
  const language = readLanguageCookie(doc.cookie);
  if (rawLanguageCookie(doc.cookie) !== language) doc.cookie = languageCookieString(language);
  return language;
}

/** The `Set-Cookie`-style string that keeps the language for a year; the server reads the same cookie. */
export function languageCookieString(language: Language): string {
  return `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

/** Spec §1: changing the language reloads the page, so every cached text and server answer follows it. */
export function switchLanguage(language: Language): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and Firefox.
  document.cookie = languageCookieString(language);
  window.location.reload();
}
