import { describe, expect, it } from 'vitest';
import {
  createTokenStore,
  expiredRefreshTokenCookie,
  readCookie,
  refreshTokenCookie,
  refreshTokenExpiryDays,
} from './token-store';

const NOW = Date.UTC(2025, 0, 1, 0, 0, 0);

describe('refresh token cookie', () => {
  it('converts the server’s lifetime in seconds to days (spec §4), fractions kept', () => {
    expect(refreshTokenExpiryDays(30 * 24 * 3600)).toBe(30);
    expect(refreshTokenExpiryDays(86_400)).toBe(1);
    expect(refreshTokenExpiryDays(12 * 3600)).toBe(0.5);
    expect(refreshTokenExpiryDays(0)).toBeNull();
    expect(refreshTokenExpiryDays(-5)).toBeNull();
    expect(refreshTokenExpiryDays(Number.NaN)).toBeNull();
  });

  it('expires the cookie that many days from now, for the whole site, SameSite=Lax', () => {
    expect(refreshTokenCookie('a b', { lifetimeSeconds: 30 * 86_400, now: NOW, isSecure: false })).toBe(
      'refreshToken=a%20b; path=/; SameSite=Lax; expires=Fri, 31 Jan 2025 00:00:00 GMT',
    );
    expect(refreshTokenCookie('t', { lifetimeSeconds: 43_200, now: NOW, isSecure: true })).toBe(
      'refreshToken=t; path=/; SameSite=Lax; expires=Wed, 01 Jan 2025 12:00:00 GMT; Secure',
    );
  });

  it('keeps a cookie without a usable lifetime for the browser session only', () => {
    expect(refreshTokenCookie('t', { lifetimeSeconds: 0, now: NOW, isSecure: false })).toBe(
      'refreshToken=t; path=/; SameSite=Lax',
    );
  });

  it('deletes with a date in the past on the same path', () => {
    expect(expiredRefreshTokenCookie(false)).toBe(
      'refreshToken=; path=/; SameSite=Lax; expires=Thu, 01 Jan 1970 00:00:00 GMT',
    );
  });

  it('reads one cookie among others', () => {
    expect(readCookie('lang=en; refreshToken=abc%3D; x=1', 'refreshToken')).toBe('abc=');
    expect(readCookie('lang=en', 'refreshToken')).toBeNull();
    expect(readCookie('refreshToken=', 'refreshToken')).toBeNull();
  });
});

describe('token store', () => {
  function browser(options: { storageThrows?: boolean } = {}) {
    const storage = new Map<string, string>();
    const written: string[] = [];
    const guard = () => {
      if (options.storageThrows) throw new Error('SecurityError');
    };
    const store = createTokenStore({
      storage: {
        getItem: (key) => {
          guard();
          return storage.get(key) ?? null;
        },
        setItem: (key, value) => {
          guard();
          storage.set(key, value);
        },
        removeItem: (key) => {
          guard();
          storage.delete(key);
        },
      },
      readCookies: () => written.at(-1)?.split(';')[0] ?? '',
      writeCookie: (cookie) => void written.push(cookie),
      isSecure: () => true,
      now: () => NOW,
    });
    return { store, storage, written };
  }

  it('keeps the access token in local storage and the refresh token in a cookie', () => {
    const { store, storage, written } = browser();
    store.save({ accessToken: 'A', refreshToken: 'R', refreshTokenExpiredTime: 7 * 86_400 });
    expect(storage.get('accessToken')).toBe('A');
    expect(written).toEqual([
      'refreshToken=R; path=/; SameSite=Lax; expires=Wed, 08 Jan 2025 00:00:00 GMT; Secure',
    ]);
    expect(store.getAccessToken()).toBe('A');
    expect(store.getRefreshToken()).toBe('R');

    store.clear();
    expect(storage.has('accessToken')).toBe(false);
    expect(written.at(-1)).toContain('expires=Thu, 01 Jan 1970');
    expect(store.getAccessToken()).toBeNull();
  });

  it('treats storage that refuses access as logged out instead of crashing', () => {
    const { store } = browser({ storageThrows: true });
    expect(() =>
      store.save({ accessToken: 'A', refreshToken: 'R', refreshTokenExpiredTime: 60 }),
    ).not.toThrow();
    expect(store.getAccessToken()).toBeNull();
    expect(() => store.clear()).not.toThrow();
  });
});
