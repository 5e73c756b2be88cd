import { LANGUAGE_COOKIE, type Language, parseLanguage } from '@tutor/contract/i18n';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Reads the interface language from a `document.cookie`-style string; anything unknown means Vietnamese. */
export function readLanguageCookie(cookieString: string): Language {
  for (const part of cookieString.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() !== LANGUAGE_COOKIE) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return parseLanguage(decodeURIComponent(raw));
    } catch {
      // A malformed escape in a hand-edited cookie must not break the whole app.
      return parseLanguage(raw);
    }
  }
  return parseLanguage(undefined);
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
