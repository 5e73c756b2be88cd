import { ERROR_CODES } from '@tutor/contract/errors';
import type { Language } from '@tutor/contract/i18n';
import { describe, expect, it } from 'vitest';
import { catalogueFolders } from './catalogue-files';
import { addNamespaces, createI18n, loadNamespaces, VIETNAMESE_HOME_TITLE } from './i18n';
import type { Messages, TextNamespace } from './text-namespace';
import { commonTexts } from './texts';

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

const folders = catalogueFolders();
const folder = (path: string) => {
  const found = folders.find((entry) => entry.folder === path);
  if (!found) throw new Error(`no catalogue in ${path}`);
  return found;
};
const common = folder('src/shared/i18n/common');
const admin = folder('src/shared/i18n/admin');

/** Each namespace module, as features and the shell declare them. */
const namespaceModules = import.meta.glob<Record<string, TextNamespace>>('/src/**/i18n/texts.ts', {
  eager: true,
});

describe.each(folders.map((entry) => [entry.folder, entry] as const))('catalogue %s', (_, { vi, en }) => {
  const viKeys = flatten(vi);
  const enKeys = flatten(en);

  it('has the same keys in Vietnamese and English', () => {
    expect(viKeys.size).toBeGreaterThan(0);
    expect([...enKeys.keys()].sort()).toEqual([...viKeys.keys()].sort());
  });

  it('holds only non-empty strings', () => {
    for (const [key, value] of [...viKeys, ...enKeys]) {
      expect(typeof value, key).toBe('string');
      expect((value as string).trim(), key).not.toBe('');
    }
  });

  it('uses the same interpolation placeholders in both languages', () => {
    for (const [key, value] of viKeys) {
      expect(placeholders(String(enKeys.get(key))), key).toEqual(placeholders(String(value)));
    }
  });
});

describe('text namespaces', () => {
  it('own distinct top-level keys, since a page merges its namespaces into one', () => {
    const owners = new Map<string, string>();
    for (const { folder: path, vi } of folders) {
      for (const key of Object.keys(vi)) {
        expect(owners.get(key), `${key} is in ${path} and ${owners.get(key)}`).toBeUndefined();
        owners.set(key, path);
      }
    }
  });

  it('each load their own folder, one file per language', async () => {
    const declared = Object.entries(namespaceModules).flatMap(([path, exports]) =>
      Object.values(exports).map((namespace) => ({ path, namespace })),
    );
    expect(declared.map(({ namespace }) => namespace.name).sort()).toEqual(
      [...new Set(declared.map(({ namespace }) => namespace.name))].sort(),
    );
    // Every catalogue folder is reachable through exactly one namespace.
    const loaded: string[] = [];
    for (const { namespace } of declared) {
      for (const language of ['vi', 'en'] as const) {
        const { error: _errors, ...messages } = (await namespace.load[language]()).default;
        const owner = folders.find((entry) => JSON.stringify(entry[language]) === JSON.stringify(messages));
        expect(owner, `${namespace.name} (${language}) loads a file catalogueFolders knows`).toBeDefined();
        if (language === 'vi') loaded.push(owner?.folder ?? '');
        else expect(owner?.folder).toBe(loaded.at(-1));
      }
    }
    expect(loaded.sort()).toEqual(folders.map((entry) => entry.folder).sort());
  });

  it('keep the back office texts in the admin namespace only', () => {
    expect(Object.keys(admin.vi).sort()).toEqual(['admin', 'adminPage']);
  });

  it('leave the error texts to the contract, loaded with the common texts', async () => {
    for (const { folder: path, vi } of folders) expect(vi, path).not.toHaveProperty('error');
    const withCommon = async (language: Language) =>
      createI18n(language, await loadNamespaces(language, [commonTexts]));
    for (const language of ['vi', 'en'] as const) {
      const { t } = await withCommon(language);
      for (const code of ERROR_CODES) expect(t(`error.${code}`), code).not.toBe(`error.${code}`);
    }
    expect((await withCommon('vi')).t('error.LOGIN_INFO_INVALID')).toBe('Thông tin đăng nhập không đúng');
    expect((await withCommon('en')).t('error.LOGIN_INFO_INVALID')).toBe('Login information invalid');
  });

  it('name the site and the home crumb as the spec does', () => {
    const vi = common.vi as { app: Messages; breadcrumb: Messages };
    const en = common.en as { app: Messages; breadcrumb: Messages };
    expect(vi.app.siteName).toBe('ToánHay');
    expect(en.app.siteName).toBe('ToánHay');
    expect(vi.breadcrumb.home).toBe('Trang chủ');
    expect(en.breadcrumb.home).toBe('Home');
  });
});

/** A namespace whose loads are counted, and whose other language must never be fetched. */
function fakeNamespace(name: string, texts: Partial<Record<Language, Messages>>) {
  const calls: Language[] = [];
  const loader = (language: Language) => async () => {
    calls.push(language);
    const messages = texts[language];
    if (!messages) throw new Error(`${name}: ${language} must not be fetched`);
    return { default: messages };
  };
  const namespace: TextNamespace = { name, load: { vi: loader('vi'), en: loader('en') } };
  return { namespace, calls };
}

describe('loading texts', () => {
  it('fetches the visitor language only and merges the namespaces', async () => {
    const a = fakeNamespace('a', { en: { shop: { title: 'Shop' } } });
    const b = fakeNamespace('b', { en: { cart: { empty: 'Empty' } } });
    const resources = await loadNamespaces('en', [a.namespace, b.namespace, a.namespace]);
    expect(resources).toEqual({
      namespaces: ['a', 'b'],
      messages: { shop: { title: 'Shop' }, cart: { empty: 'Empty' } },
    });
    expect([...a.calls, ...b.calls]).toEqual(['en', 'en']);
  });

  it('gives each instance its own texts, as concurrent server renders need', async () => {
    const shop = fakeNamespace('shop', {
      vi: { shop: { title: 'Cửa hàng' } },
      en: { shop: { title: 'Shop' } },
    });
    const vi = createI18n('vi', await loadNamespaces('vi', [shop.namespace]));
    const en = createI18n('en', await loadNamespaces('en', [shop.namespace]));
    expect(vi.t('shop.title')).toBe('Cửa hàng');
    expect(en.t('shop.title')).toBe('Shop');
    expect(createI18n('vi').t('shop.title')).toBe('shop.title');
  });

  it('adds what an instance lacks once, and skips what it was created with', async () => {
    const inlined = fakeNamespace('inlined', { en: { a: { b: 'inlined' } } });
    const page = fakeNamespace('page', { en: { page: { x: 'Page' } } });
    const i18n = createI18n('en', await loadNamespaces('en', [inlined.namespace]));
    await addNamespaces(i18n, [inlined.namespace, page.namespace]);
    await addNamespaces(i18n, [page.namespace]);
    expect(i18n.t('page.x')).toBe('Page');
    expect(i18n.t('a.b')).toBe('inlined');
    expect(inlined.calls).toEqual(['en']);
    expect(page.calls).toEqual(['en']);
  });

  it('keeps the Vietnamese home title in every language (spec §2: the home document title)', () => {
    expect((common.vi as { page: { home: { title: string } } }).page.home.title).toBe(VIETNAMESE_HOME_TITLE);
    expect(createI18n('en').getFixedT('vi')('page.home.title')).toBe(VIETNAMESE_HOME_TITLE);
  });
});
