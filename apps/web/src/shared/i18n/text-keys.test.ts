import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { errorMessages } from '@tutor/contract/errors';
import { describe, expect, it } from 'vitest';
import { catalogueFolders } from './catalogue-files';
import type { Messages } from './text-namespace';

const srcDir = fileURLToPath(new URL('../..', import.meta.url));
const folders = catalogueFolders();
const COMMON = 'src/shared/i18n/common';
const ADMIN = 'src/shared/i18n/admin';

/**
 * Route modules that live in `app/` but show a feature's texts, as their route's handle declares
 * (`site-routes.tsx`: the home page loads the home namespace).
 */
const APP_PAGE_NAMESPACES: Record<string, string> = {
  'app/routes/home-page.tsx': 'src/features/home/i18n',
};

/**
 * The namespaces a running page holds when this file's code runs: the shell's everywhere, the back
 * office's in the admin area, a feature's own in that feature. A key found only elsewhere would show
 * raw on a page that did not load it.
 */
function visibleFolders(file: string): string[] {
  const visible = [COMMON];
  if (/^(app\/admin|shared\/admin|features\/[^/]+\/admin)\//.test(file)) visible.push(ADMIN);
  // Route tables name admin pages too, whose handles load the admin namespace.
  if (/^(app\/admin-routes\.tsx|features\/[^/]+\/admin-manifest\.ts)$/.test(file)) visible.push(ADMIN);
  const feature = /^features\/([^/]+)\//.exec(file)?.[1];
  // A feature's back-office texts (`features/<x>/admin/i18n`), loaded by its admin routes' handles.
  const ownAdmin = `src/features/${feature}/admin/i18n`;
  if (
    feature &&
    /^features\/[^/]+\/(admin\/|admin-manifest\.ts$)/.test(file) &&
    folders.some((entry) => entry.folder === ownAdmin)
  ) {
    visible.push(ownAdmin);
  }
  const own = `src/features/${feature}/i18n`;
  if (
    feature &&
    !file.startsWith(`features/${feature}/admin/`) &&
    folders.some((entry) => entry.folder === own)
  ) {
    visible.push(own);
  }
  // A part of a feature's back office with texts of its own (`features/<x>/admin/<part>/i18n`, e.g. the
  // question bank's PDF import), loaded by that part's route handle.
  const part = /^(features\/[^/]+\/admin\/[^/]+)\//.exec(file)?.[1];
  if (part && folders.some((entry) => entry.folder === `src/${part}/i18n`)) visible.push(`src/${part}/i18n`);
  // A shared piece with texts of its own (`shared/checkout/i18n`: the buyer form of the cart and the
  // course, combo and document pages), loaded by the handles of the pages that show it, or on demand.
  const sharedPart = /^(shared\/[^/]+)\//.exec(file)?.[1];
  if (
    sharedPart &&
    sharedPart !== 'shared/i18n' &&
    folders.some((entry) => entry.folder === `src/${sharedPart}/i18n`)
  )
    visible.push(`src/${sharedPart}/i18n`);
  const appPage = APP_PAGE_NAMESPACES[file];
  if (appPage) visible.push(appPage);
  return visible;
}

/** Quoted strings shaped like text keys that are something else. */
const NOT_TEXT_KEYS = new Set([
  // app/admin/use-sidebar-collapsed.ts: a localStorage key.
  'admin.sidebarCollapsed',
]);

const has = (messages: Messages, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Messages | undefined)?.[part], messages) !==
  undefined;

const topLevelKeys = new Set(folders.flatMap((entry) => Object.keys(entry.vi)));
topLevelKeys.add('error');

/**
 * Literal keys in a source: arguments of `t(…)`, and quoted strings shaped like a key whose first part
 * a catalogue owns (titles and labels handed around as data, e.g. route handles and menus).
 */
function literalKeys(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const keys = new Set<string>();
  for (const match of code.matchAll(/['"]([a-zA-Z]+(?:\.[a-zA-Z0-9_]+)+)['"]/g)) {
    const key = match[1] ?? '';
    if (topLevelKeys.has(key.split('.')[0] ?? '') && !NOT_TEXT_KEYS.has(key)) keys.add(key);
  }
  for (const match of code.matchAll(/\bt\(\s*`([a-zA-Z]+(?:\.[a-zA-Z0-9_]+)+)`/g)) keys.add(match[1] ?? '');
  return [...keys];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('texts used in code', () => {
  const files = sourceFiles(srcDir).map((file) => relative(srcDir, file).split(sep).join('/'));

  it.each(['vi', 'en'] as const)('exist in the namespaces loaded where the code runs (%s)', (language) => {
    const missing: string[] = [];
    let checked = 0;
    for (const file of files) {
      const visible = visibleFolders(file).map((path) => {
        const found = folders.find((entry) => entry.folder === path);
        if (!found) throw new Error(`${file}: no catalogue in ${path}`);
        return found[language];
      });
      visible.push({ error: errorMessages(language) });
      for (const key of literalKeys(readFileSync(join(srcDir, file), 'utf8'))) {
        checked += 1;
        if (!visible.some((messages) => has(messages, key))) missing.push(`${file}: ${key}`);
      }
    }
    expect(checked).toBeGreaterThan(500);
    expect(missing).toEqual([]);
  });

  it('are found by the scanner, which would otherwise pass vacuously', () => {
    const source = `t('book.author'); const title = "page.book.title"; t(\`catalogue.sort.\${x}\`); 'a.b';`;
    expect(literalKeys(source).sort()).toEqual(['book.author', 'page.book.title']);
    expect(visibleFolders('features/books/admin/routes/x.tsx')).toEqual([COMMON, ADMIN]);
    expect(visibleFolders('features/books/routes/x.tsx')).toEqual([COMMON, 'src/features/books/i18n']);
  });
});
