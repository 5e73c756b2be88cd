import { ERROR_CODES } from '@tutor/contract/errors';
import { describe, expect, it } from 'vitest';
import enAdmin from './admin/en.json';
import viAdmin from './admin/vi.json';
import en from './en.json';
import { buildResources } from './init-i18n';
import vi from './vi.json';

function flatten(node: unknown, prefix = ''): Map<string, unknown> {
  const entries = new Map<string, unknown>();
  if (typeof node !== 'object' || node === null) {
    entries.set(prefix, node);
    return entries;
  }
  for (const [key, value] of Object.entries(node)) {
    for (const [path, leaf] of flatten(value, prefix ? `${prefix}.${key}` : key)) entries.set(path, leaf);
  }
  return entries;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('translation catalogues', () => {
  // The storefront's and the back office's catalogues, as a running admin page holds them.
  const viKeys = flatten({ ...vi, ...viAdmin });
  const enKeys = flatten({ ...en, ...enAdmin });

  it('have the same keys in Vietnamese and English', () => {
    expect([...enKeys.keys()].sort()).toEqual([...viKeys.keys()].sort());
  });

  it('hold only non-empty strings', () => {
    for (const [key, value] of [...viKeys, ...enKeys]) {
      expect(typeof value, key).toBe('string');
      expect((value as string).trim(), key).not.toBe('');
    }
  });

  it('use the same interpolation placeholders in both languages', () => {
    for (const [key, value] of viKeys) {
      expect(placeholders(String(enKeys.get(key))), key).toEqual(placeholders(String(value)));
    }
  });

  it('keep the back office texts out of the storefront catalogue', () => {
    for (const catalogue of [vi, en]) {
      expect(catalogue).not.toHaveProperty('admin');
      expect(catalogue).not.toHaveProperty('adminPage');
    }
    expect(Object.keys(viAdmin).sort()).toEqual(['admin', 'adminPage']);
  });

  it('leave the error namespace to the contract', () => {
    expect(vi).not.toHaveProperty('error');
    expect(en).not.toHaveProperty('error');
    const resources = buildResources();
    for (const code of ERROR_CODES) {
      expect(resources.vi.translation.error[code], code).toBeTruthy();
      expect(resources.en.translation.error[code], code).toBeTruthy();
    }
    expect(resources.vi.translation.error.LOGIN_INFO_INVALID).toBe('Thông tin đăng nhập không đúng');
    expect(resources.en.translation.error.LOGIN_INFO_INVALID).toBe('Login information invalid');
  });

  it('name the site and the home crumb as the spec does', () => {
    expect(vi.app.siteName).toBe('ToánHay');
    expect(en.app.siteName).toBe('ToánHay');
    expect(vi.breadcrumb.home).toBe('Trang chủ');
    expect(en.breadcrumb.home).toBe('Home');
  });
});
