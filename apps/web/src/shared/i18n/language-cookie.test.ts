import { describe, expect, it } from 'vitest';
import { languageCookieString, readLanguageCookie } from './language-cookie';

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
