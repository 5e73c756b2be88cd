/*
 * Where the browser keeps the session (spec §4): the access token in local storage, the refresh token in
 * a cookie that lives as long as the server says the refresh token does. No zod, no React: the HTTP
 * client reads these on every call and both belong to the first-load chunk.
 */

export const ACCESS_TOKEN_KEY = 'accessToken';
export const REFRESH_TOKEN_COOKIE = 'refreshToken';

const SECONDS_PER_DAY = 24 * 60 * 60;
const MS_PER_DAY = SECONDS_PER_DAY * 1000;

/** What login, registration and a refresh answer. */
export type SessionTokens = {
  accessToken: string;
  refreshToken: string;
  /** Lifetime of the refresh token, in seconds. */
  refreshTokenExpiredTime: number;
};

export type TokenStore = {
  getAccessToken(): string | null;
  getRefreshToken(): string | null;
  save(tokens: SessionTokens): void;
  clear(): void;
};

/** The bits of the browser the store touches, so tests can hand in fakes. */
export type TokenStoreEnv = {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** Reads `document.cookie`. */
  readCookies(): string;
  /** Assigns one `Set-Cookie`-style string to `document.cookie`. */
  writeCookie(cookie: string): void;
  isSecure(): boolean;
  now(): number;
};

/**
 * Spec §4: "the refresh-token lifetime (seconds) converted to days". Fractions are kept, so a
 * 12-hour token gives half a day rather than rounding to zero (a cookie that dies at once) or one.
 * Null for a lifetime that is not a positive number: the cookie then lasts for the browser session.
 */
export function refreshTokenExpiryDays(lifetimeSeconds: number): number | null {
  if (!Number.isFinite(lifetimeSeconds) || lifetimeSeconds <= 0) return null;
  return lifetimeSeconds / SECONDS_PER_DAY;
}

export type RefreshCookieOptions = { lifetimeSeconds: number; now: number; isSecure: boolean };

/** The cookie string that stores `token`; an empty token with lifetime 0 deletes it. */
export function refreshTokenCookie(token: string, { lifetimeSeconds, now, isSecure }: RefreshCookieOptions) {
  const parts = [`${REFRESH_TOKEN_COOKIE}=${encodeURIComponent(token)}`, 'path=/', 'SameSite=Lax'];
  const days = refreshTokenExpiryDays(lifetimeSeconds);
  if (days !== null) parts.push(`expires=${new Date(now + days * MS_PER_DAY).toUTCString()}`);
  if (isSecure) parts.push('Secure');
  return parts.join('; ');
}

/** Deleting is writing the same name and path with a date in the past. */
export function expiredRefreshTokenCookie(isSecure: boolean): string {
  const parts = [
    `${REFRESH_TOKEN_COOKIE}=`,
    'path=/',
    'SameSite=Lax',
    `expires=${new Date(0).toUTCString()}`,
  ];
  if (isSecure) parts.push('Secure');
  return parts.join('; ');
}

export function readCookie(cookieString: string, name: string): string | null {
  for (const part of cookieString.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    if (raw === '') return null;
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

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
    getRefreshToken() {
      return readCookie(env.readCookies(), REFRESH_TOKEN_COOKIE);
    },
    save(tokens) {
      try {
        env.storage.setItem(ACCESS_TOKEN_KEY, tokens.accessToken);
      } catch {
        // As above; the refresh cookie still lets the next call recover a token.
      }
      env.writeCookie(
        refreshTokenCookie(tokens.refreshToken, {
          lifetimeSeconds: tokens.refreshTokenExpiredTime,
          now: env.now(),
          isSecure: env.isSecure(),
        }),
      );
    },
    clear() {
      try {
        env.storage.removeItem(ACCESS_TOKEN_KEY);
      } catch {
        // Nothing was stored then.
      }
      env.writeCookie(expiredRefreshTokenCookie(env.isSecure()));
    },
  };
}

/** The real browser's store. Every access is deferred, so importing this in Node (tests) is harmless. */
export const browserTokenStore: TokenStore = createTokenStore({
  storage: {
    getItem: (key) => window.localStorage.getItem(key),
    setItem: (key, value) => window.localStorage.setItem(key, value),
    removeItem: (key) => window.localStorage.removeItem(key),
  },
  readCookies: () => document.cookie,
  writeCookie: (cookie) => {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and Firefox.
    document.cookie = cookie;
  },
  isSecure: () => window.location.protocol === 'https:',
  now: () => Date.now(),
});

/** The bearer token of the signed-in user, or null. */
export function getAccessToken(): string | null {
  return browserTokenStore.getAccessToken();
}
