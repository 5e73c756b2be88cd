/*
 * The `?redirect=` of the login pages: where to go after signing in. Only paths of this site are
 * followed, so a crafted link cannot send a user who just typed their password to another origin.
 */

export const REDIRECT_PARAM = 'redirect';

/** `value` when it is a path on this site ('/…', not '//…' or '/\…'), else `fallback`. */
export function safeRedirectPath(value: string | null | undefined, fallback = '/'): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // Control characters have no business in a path and some browsers drop them, turning '/\t/x' into '//x'.
  if (Array.from(value).some((char) => (char.codePointAt(0) ?? 0) < 0x20 || char === '\u007f'))
    return fallback;
  return value;
}

/** `/dang-nhap?redirect=/thong-tin-ca-nhan`: slashes stay readable, '?', '&' and the like are encoded. */
export function withRedirect(loginPath: string, target: string): string {
  const encoded = encodeURIComponent(target).replace(/%2F/gi, '/');
  return `${loginPath}?${REDIRECT_PARAM}=${encoded}`;
}
