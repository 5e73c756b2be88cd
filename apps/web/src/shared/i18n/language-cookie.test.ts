import { describe, expect, it } from 'vitest';
import { keepLanguageCookie, languageCookieString, readLanguageCookie } from './language-cookie';

describe('readLanguageCookie', () => {
  it('defaults to Vietnamese without a cookie', () => {
    expect(readLanguageCookie('')).toBe('vi');
    expect(readLanguageCookie('theme=dark; session=abc')).toBe('vi');
  });

  it('reads English among other cookies', () => {
    expect(readLanguageCookie('lang=en')).toBe('en');
    expect(readLanguageCookie('a=1; lang=en; b=2')).toBe('en');
    expect(readLanguageCookie('a=1;lang= EN ')).toBe('en');
  });

  it('reads the legacy value vn and unknown values as Vietnamese', () => {
    expect(readLanguageCookie('lang=vn')).toBe('vi');
    expect(readLanguageCookie('lang=vi')).toBe('vi');
    expect(readLanguageCookie('lang=fr')).toBe('vi');
    expect(readLanguageCookie('lang=')).toBe('vi');
  });

  it('does not confuse a cookie whose name merely ends in lang', () => {
    expect(readLanguageCookie('xlang=en')).toBe('vi');
    expect(readLanguageCookie('xlang=en; lang=vi')).toBe('vi');
  });

  it('survives a malformed escape', () => {
    expect(readLanguageCookie('lang=en%')).toBe('en');
    expect(readLanguageCookie('lang=%E0%A4%A')).toBe('vi');
  });
});

describe('languageCookieString', () => {
  it('keeps the language for a year on every path, SameSite=Lax', () => {
    expect(languageCookieString('en')).toBe('lang=en; path=/; max-age=31536000; SameSite=Lax');
  });
});

describe('keepLanguageCookie', () => {
  /** A `document` whose cookie setter records what the page wrote, as a browser would keep it. */
  function fakeDocument(initial: string) {
    const written: string[] = [];
    return {
      written,
      get cookie() {
        return initial;
      },
      set cookie(value: string) {
        written.push(value);
      },
    };
  }

  it('writes Vietnamese on a first visit, so the server (reset mail, messages) speaks what the page shows', () => {
    const doc = fakeDocument('theme=dark');
    expect(keepLanguageCookie(doc)).toBe('vi');
    expect(doc.written).toEqual(['lang=vi; path=/; max-age=31536000; SameSite=Lax']);
  });

  it('rewrites a cookie the server would read otherwise than the page (empty, legacy, unknown)', () => {
    for (const [cookie, language] of [
      ['lang=', 'vi'],
      ['lang=vn', 'vi'],
      ['lang=fr', 'vi'],
      ['lang=EN', 'en'],
    ] as const) {
      const doc = fakeDocument(cookie);
      expect(keepLanguageCookie(doc), cookie).toBe(language);
      expect(doc.written, cookie).toEqual([languageCookieString(language)]);
    }
  });

  it('leaves a cookie that already names the language alone', () => {
    for (const cookie of ['lang=en', 'a=1; lang=vi']) {
      const doc = fakeDocument(cookie);
      keepLanguageCookie(doc);
      expect(doc.written, cookie).toEqual([]);
    }
  });
});
