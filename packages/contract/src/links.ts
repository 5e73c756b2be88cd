/*
 * The rule for click targets staff give, zod-free and alone in its module: the storefront's header,
 * banners and navigation guard check stored links with it, and the first load should carry nothing
 * else of the contract's checks. validators.ts builds `linkSchema` on it.
 */

// Browsers drop tabs and newlines from a URL and read a backslash as a slash, so `/<tab>/evil.example`
// and `/\evil.example` both lead off the site; format characters (bidi overrides) disguise where a link goes.
const UNSAFE_LINK_CHARACTER = /[\s\p{Cc}\p{Cf}\\]/u;
const SITE = 'http://site.invalid';

/**
 * A click target staff may give (menus, banners, slides, redirect rules): an absolute http(s) address,
 * or a path of this site starting with a single `/`. Refused: `//host` and anything that resolves to
 * it (`/.//host`), backslashes, whitespace and control characters, credentials (`https://site@evil`),
 * and every other scheme (`javascript:`, `data:`). Not empty: optional fields allow '' themselves.
 */
export function isSafeLink(value: string): boolean {
  if (value === '' || UNSAFE_LINK_CHARACTER.test(value)) return false;
  if (value.startsWith('/')) {
    if (value.startsWith('//')) return false;
    try {
      const url = new URL(value, SITE);
      return url.origin === SITE && !url.pathname.startsWith('//');
    } catch {
      return false;
    }
  }
  if (!/^https?:\/\/[^/]/i.test(value)) return false;
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.hostname !== '' &&
      url.username === '' &&
      url.password === ''
    );
  } catch {
    return false;
  }
}
