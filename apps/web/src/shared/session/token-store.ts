/*
 * Where the browser keeps the session (spec §4). The access token (15 minutes) is in local storage. The
 * refresh token is in a cookie too, but one the SERVER sets: HttpOnly (no script, ours or an injected
 * one, can read or write it), SameSite=Strict, sent only to /api/auth. This code never sees it: a
 * refresh is a POST with the browser's cookies, and logout asks the server to clear it.
 * No zod, no React: the HTTP client reads this on every call and both belong to the first-load chunk.
 */

export const ACCESS_TOKEN_KEY = 'accessToken';
/** The cookie this app once wrote from JavaScript, readable by any script: removed where it lingers. */
export const LEGACY_REFRESH_TOKEN_COOKIE = 'refreshToken';

/** What login, registration and a refresh answer (the refresh token itself travels in its cookie). */
export type SessionTokens = {
  accessToken: string;
  /** Lifetime of the refresh cookie, in seconds (the server sets the cookie's Max-Age to it). */
  refreshTokenExpiredTime?: number;
};

export type TokenStore = {
  getAccessToken(): string | null;
  save(tokens: SessionTokens): void;
  clear(): void;
};

/** The bits of the browser the store touches, so tests can hand in fakes. */
export type TokenStoreEnv = {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
};

export function createTokenStore(env: TokenStoreEnv): TokenStore {
  return {
    getAccessToken() {
      try {
        return env.storage.getItem(ACCESS_TOKEN_KEY) || null;
      } catch {
        // Storage can be disabled (privacy settings): the visitor is simply logged out.
        return null;
      }
    },
    save(tokens) {
      try {
        env.storage.setItem(ACCESS_TOKEN_KEY, tokens.accessToken);
      } catch {
        // As above; the refresh cookie still lets the next call recover a token.
      }
    },
    clear() {
      try {
        env.storage.removeItem(ACCESS_TOKEN_KEY);
      } catch {
        // Nothing was stored then.
      }
    },
  };
}

/** The `document.cookie` assignment that deletes the legacy script-readable refresh cookie, if present. */
export function legacyRefreshCookieDeletion(cookieString: string): string | null {
  const present = cookieString
    .split(';')
    .some((part) => part.trim().startsWith(`${LEGACY_REFRESH_TOKEN_COOKIE}=`));
  return present ? `${LEGACY_REFRESH_TOKEN_COOKIE}=; path=/; expires=${new Date(0).toUTCString()}` : null;
}

/** The real browser's store. Every access is deferred, so importing this in Node (tests) is harmless. */
export const browserTokenStore: TokenStore = createTokenStore({
  storage: {
    getItem: (key) => window.localStorage.getItem(key),
    setItem: (key, value) => window.localStorage.setItem(key, value),
    removeItem: (key) => window.localStorage.removeItem(key),
  },
});

/** Deletes the refresh cookie older versions wrote from JavaScript (run once at start-up). */
export function removeLegacyRefreshCookie(): void {
  if (typeof document === 'undefined') return;
  const deletion = legacyRefreshCookieDeletion(document.cookie);
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and Firefox.
  if (deletion) document.cookie = deletion;
}

/** The bearer token of the signed-in user, or null. */
export function getAccessToken(): string | null {
  return browserTokenStore.getAccessToken();
}
