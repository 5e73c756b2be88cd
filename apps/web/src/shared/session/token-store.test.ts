import { describe, expect, it } from 'vitest';
import { createTokenStore, legacyRefreshCookieDeletion } from './token-store';

describe('token store', () => {
  function browser(options: { storageThrows?: boolean } = {}) {
    const storage = new Map<string, string>();
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
    });
    return { store, storage };
  }

  it('keeps only the access token, in local storage; the refresh token is never in reach of scripts', () => {
    const { store, storage } = browser();
    store.save({ accessToken: 'A', refreshTokenExpiredTime: 7 * 86_400 });
    expect([...storage.entries()]).toEqual([['accessToken', 'A']]);
    expect(store.getAccessToken()).toBe('A');
    expect(store).not.toHaveProperty('getRefreshToken');

    store.clear();
    expect(storage.has('accessToken')).toBe(false);
    expect(store.getAccessToken()).toBeNull();
  });

  it('treats storage that refuses access as logged out instead of crashing', () => {
    const { store } = browser({ storageThrows: true });
    expect(() => store.save({ accessToken: 'A', refreshTokenExpiredTime: 60 })).not.toThrow();
    expect(store.getAccessToken()).toBeNull();
    expect(() => store.clear()).not.toThrow();
  });
});

describe('legacy refresh cookie', () => {
  it('is deleted where an older version left it readable by scripts, and left alone otherwise', () => {
    expect(legacyRefreshCookieDeletion('lang=en; refreshToken=abc')).toBe(
      'refreshToken=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT',
    );
    expect(legacyRefreshCookieDeletion('lang=en')).toBeNull();
    expect(legacyRefreshCookieDeletion('')).toBeNull();
  });
});
