import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const srcDir = dirname(fileURLToPath(import.meta.url));
const webDir = dirname(srcDir);
const serverDir = resolve(webDir, '../server');

type Import = { specifier: string; isDynamic: boolean; isTypeOnly: boolean };

/** Import statements, re-exports and dynamic imports of a TypeScript source, comments removed first. */
function parseImports(source: string): Import[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const found: Import[] = [];
  const staticPattern =
    /(?:^|[;\s])(?:import|export)\s+(type\s+)?(?:[\w$*{}\s,]+?\s+from\s+)?['"]([^'"\n]+)['"]/g;
  for (const match of code.matchAll(staticPattern)) {
    found.push({ specifier: match[2] ?? '', isDynamic: false, isTypeOnly: Boolean(match[1]) });
  }
  for (const match of code.matchAll(/\bimport\(\s*['"]([^'"\n]+)['"]\s*\)/g)) {
    found.push({ specifier: match[1] ?? '', isDynamic: true, isTypeOnly: false });
  }
  return found;
}

/** Path relative to src with forward slashes, or null when the target lies outside src. */
function srcPath(absolute: string): string | null {
  const rel = relative(srcDir, absolute);
  if (rel.startsWith('..')) return null;
  return rel.split(sep).join(posix.sep);
}

/**
 * The back office's own modules, where Ant Design may be imported: its document's entry, the admin shell,
 * the shared admin pieces (table, forms) and the admin pages of each feature. They are built apart from
 * the storefront (`vite build --mode admin`), so nothing outside them imports them, not even by import().
 */
function isAdminArea(pathInSrc: string): boolean {
  return (
    pathInSrc === 'admin-main.tsx' ||
    /^app\/admin\//.test(pathInSrc) ||
    /^shared\/admin\//.test(pathInSrc) ||
    /^features\/[^/]+\/admin\//.test(pathInSrc)
  );
}

const isAntd = (specifier: string) => /^(antd|@ant-design\/[^/]+)(\/|$)/.test(specifier);
const featureOf = (pathInSrc: string) => /^features\/([^/]+)\//.exec(pathInSrc)?.[1];

/** The only app modules a feature may import: the route types and builders its manifests use. */
const ROUTE_MODULES = new Set(['app/route-handle', 'app/route-builders', 'app/route-menu']);
const withoutExtension = (pathInSrc: string) => pathInSrc.replace(/\.(ts|tsx)$/, '');
const isRouteModule = (pathInSrc: string) => ROUTE_MODULES.has(withoutExtension(pathInSrc));

/**
 * A feature's route manifest ships in the storefront's entry with the route tables, its admin manifest
 * with the admin table (imported on the first admin navigation), and its menu entries with the admin
 * shell: all stay plain data that names pages only through `import()`.
 */
const isManifest = (pathInSrc: string) =>
  /^features\/[^/]+\/(manifest|admin-manifest|admin\/admin-menu)\.ts$/.test(pathInSrc);

/**
 * The admin route table and the features' admin manifests, which belong to the back office's document:
 * only the table, the admin area and tests import them.
 */
const isAdminTable = (pathInSrc: string) =>
  /^(app\/admin-routes|features\/[^/]+\/admin-manifest)$/.test(withoutExtension(pathInSrc));
const mayImportAdminTable = (fileInSrc: string) =>
  isAdminTable(fileInSrc) || isAdminArea(fileInSrc) || /\.test\.tsx?$/.test(fileInSrc);

/**
 * Who may import the admin area: itself, the admin table, tests, and the route builders, whose admin
 * half (`adminPage`) only the admin manifests call (the storefront's build drops it, and
 * bundle-budget.test.ts checks that build holds nothing of the back office).
 */
const mayImportAdminArea = (fileInSrc: string) =>
  mayImportAdminTable(fileInSrc) || withoutExtension(fileInSrc) === 'app/route-builders';

/** A feature's text namespace: like a manifest, it names its catalogues only through `import()`. */
const isOwnTexts = (fileInSrc: string, targetInSrc: string | null) =>
  targetInSrc !== null &&
  ((/^features\/[^/]+\/i18n\/texts(\.ts)?$/.test(targetInSrc) &&
    featureOf(targetInSrc) === featureOf(fileInSrc)) ||
    // The texts of a shared piece its pages show (`shared/checkout`: the buyer form), nothing but import().
    /^shared\/[^/]+\/i18n\/texts(\.ts)?$/.test(targetInSrc));

/**
 * A feature's back-office texts (`admin/i18n/texts.ts`, or `admin/<part>/i18n/texts.ts` for a part with
 * its own namespace such as the question bank's PDF import: nothing but import() of the catalogues), which
 * its admin manifest hands to the admin pages' handles. The admin manifest itself is reached only from
 * the admin route table, so this never reaches a storefront chunk.
 */
const isOwnAdminTexts = (fileInSrc: string, targetInSrc: string | null) =>
  targetInSrc !== null &&
  /^features\/[^/]+\/admin-manifest\.ts$/.test(fileInSrc) &&
  /^features\/[^/]+\/admin\/([^/]+\/)?i18n\/texts(\.ts)?$/.test(targetInSrc) &&
  featureOf(targetInSrc) === featureOf(fileInSrc);

/** The rules of ARCHITECTURE.md "quality" and of this app's bundle budget, for one file. */
function violations(fileInSrc: string, absoluteFile: string, imports: Import[]): string[] {
  const problems: string[] = [];
  for (const { specifier, isDynamic, isTypeOnly } of imports) {
    const where = `${fileInSrc} → ${specifier}`;
    const target = specifier.startsWith('@/')
      ? join(srcDir, specifier.slice(2))
      : specifier.startsWith('.')
        ? resolve(dirname(absoluteFile), specifier)
        : null;
    const targetInSrc = target ? srcPath(target) : null;

    if (specifier.startsWith('@tutor/server') || (target && !relative(serverDir, target).startsWith('..'))) {
      problems.push(`${where}: the web app never imports apps/server`);
    }
    if (isAntd(specifier) && !isAdminArea(fileInSrc)) {
      problems.push(`${where}: Ant Design only inside the admin area`);
    }
    if (
      isManifest(fileInSrc) &&
      !isDynamic &&
      !(targetInSrc && isRouteModule(targetInSrc)) &&
      !isOwnTexts(fileInSrc, targetInSrc) &&
      !isOwnAdminTexts(fileInSrc, targetInSrc)
    ) {
      problems.push(
        `${where}: a manifest imports the route modules and its own texts only, and its pages through import()`,
      );
    }
    if (targetInSrc === null) continue;
    if (specifier.startsWith('../')) {
      problems.push(`${where}: import from another folder of src through @/, not by climbing`);
    }
    const ownFeature = featureOf(fileInSrc);
    const targetFeature = featureOf(targetInSrc);
    if (ownFeature && targetFeature && ownFeature !== targetFeature && !isTypeOnly) {
      problems.push(`${where}: features never import other features`);
    }
    if (ownFeature && targetInSrc.startsWith('app/') && !isRouteModule(targetInSrc)) {
      problems.push(`${where}: features import from app only its route modules (${[...ROUTE_MODULES]})`);
    }
    if (isRouteModule(fileInSrc) && targetFeature) {
      problems.push(`${where}: the route modules that features import never import features`);
    }
    if (fileInSrc.startsWith('shared/') && /^(features|app)\//.test(targetInSrc)) {
      problems.push(`${where}: shared code never imports features or app`);
    }
    if (isAdminTable(targetInSrc) && !mayImportAdminTable(fileInSrc) && !isTypeOnly) {
      problems.push(`${where}: the admin route table belongs to the back office's document`);
    }
    if (
      isAdminArea(targetInSrc) &&
      !mayImportAdminArea(fileInSrc) &&
      !isTypeOnly &&
      !isOwnAdminTexts(fileInSrc, targetInSrc)
    ) {
      problems.push(`${where}: the admin area is reached only from the back office's document`);
    }
  }
  return problems;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

describe('import graph of src', () => {
  const files = sourceFiles(srcDir);

  it('finds the app sources', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it('follows the layering rules', () => {
    const problems = files.flatMap((file) => {
      const inSrc = srcPath(file) ?? file;
      return violations(inSrc, file, parseImports(readFileSync(file, 'utf8')));
    });
    expect(problems).toEqual([]);
  });

  it('has Ant Design imported somewhere in the admin area, so the antd rule is not vacuous', () => {
    const adminFiles = files.filter((file) => isAdminArea(srcPath(file) ?? ''));
    const antdImports = adminFiles.flatMap((file) =>
      parseImports(readFileSync(file, 'utf8')).filter((entry) => isAntd(entry.specifier)),
    );
    expect(antdImports.length).toBeGreaterThan(0);
  });
});

describe('import graph checker', () => {
  const check = (file: string, source: string) => violations(file, join(srcDir, file), parseImports(source));
  const q = (text: string) => `'${text}'`;

  it('reads multi-line, type-only, side-effect and dynamic imports', () => {
    const source = [
      `import {\n  a,\n  b,\n} from ${q('./x')};`,
      `import type { T } from ${q('./t')};`,
      `import ${q('./side.css')};`,
      `export { c } from ${q('./c')};`,
      `const lazy = () => import(${q('./lazy')});`,
      `// import nothing from ${q('./commented')};`,
    ].join('\n');
    expect(parseImports(source)).toEqual([
      { specifier: './x', isDynamic: false, isTypeOnly: false },
      { specifier: './t', isDynamic: false, isTypeOnly: true },
      { specifier: './side.css', isDynamic: false, isTypeOnly: false },
      { specifier: './c', isDynamic: false, isTypeOnly: false },
      { specifier: './lazy', isDynamic: true, isTypeOnly: false },
    ]);
  });

  it('rejects each forbidden edge', () => {
    expect(check('shared/ui/a.tsx', `import { x } from ${q('../i18n/b')};`)).toHaveLength(1);
    expect(check('shared/ui/a.tsx', `import { x } from ${q('@/shared/i18n/b')};`)).toEqual([]);
    expect(check('features/books/a.ts', `import { x } from ${q('@/features/courses/b')};`)).toHaveLength(1);
    expect(check('features/books/a.ts', `import { x } from ${q('./b')};`)).toEqual([]);
    expect(check('shared/ui/a.tsx', `import { x } from ${q('@/features/books/b')};`)).toHaveLength(1);
    expect(check('shared/ui/a.tsx', `import { x } from ${q('@/app/router')};`)).toHaveLength(1);
    expect(check('app/a.ts', `import { x } from ${q('../../../server/src/app')};`)).toHaveLength(1);
    expect(check('app/a.ts', `import { x } from ${q('@tutor/server/app')};`)).toHaveLength(1);
    expect(check('app/routes/a.tsx', `import { Button } from ${q('antd')};`)).toHaveLength(1);
    expect(check('features/books/a.tsx', `import x from ${q('antd/locale/vi_VN')};`)).toHaveLength(1);
    expect(check('features/books/admin/a.tsx', `import { Table } from ${q('antd')};`)).toEqual([]);
    expect(check('shared/admin/admin-table/a.tsx', `import { Table } from ${q('antd')};`)).toEqual([]);
    expect(check('shared/ui/a.tsx', `import { Table } from ${q('antd')};`)).toHaveLength(1);
    expect(check('features/books/admin/a.tsx', `import { T } from ${q('@/shared/admin/t')};`)).toEqual([]);
    expect(check('app/admin/a.tsx', `import { T } from ${q('@/shared/admin/t')};`)).toEqual([]);
    expect(check('features/books/a.tsx', `import { T } from ${q('@/shared/admin/t')};`)).toHaveLength(1);
    expect(check('shared/ui/a.tsx', `import { T } from ${q('@/shared/admin/t')};`)).toHaveLength(1);
    expect(check('shared/ui/a.tsx', `import type { T } from ${q('@/shared/admin/t')};`)).toEqual([]);
    expect(check('app/router.tsx', `import { C } from ${q('./admin/admin-layout')};`)).toHaveLength(1);
    // The storefront's build must not hold the back office at all, not even as chunks loaded on demand.
    expect(check('app/router.tsx', `const m = () => import(${q('./admin/admin-layout')});`)).toHaveLength(1);
    expect(check('app/router.tsx', `import { a } from ${q('./admin-routes')};`)).toHaveLength(1);
    expect(check('app/router.tsx', `const m = () => import(${q('./admin-routes')});`)).toHaveLength(1);
    expect(check('admin-main.tsx', `import { r } from ${q('./app/admin/admin-router')};`)).toEqual([]);
    expect(check('app/admin/admin-router.tsx', `import { a } from ${q('@/app/admin-routes')};`)).toEqual([]);
    expect(
      check('features/books/admin-manifest.ts', `const p = () => import(${q('./admin/routes/p')});`),
    ).toEqual([]);
    expect(
      check('app/site-routes.tsx', `import { a } from ${q('@/features/books/admin-manifest')};`),
    ).toHaveLength(1);
    expect(
      check('app/admin-routes.tsx', `import { a } from ${q('@/features/books/admin-manifest')};`),
    ).toEqual([]);
  });

  it('lets features reach into app only for the route modules, and manifests only lazily for pages', () => {
    const builders = q('@/app/route-builders');
    expect(check('features/books/manifest.ts', `import { crud } from ${builders};`)).toEqual([]);
    expect(check('features/books/manifest.ts', `import type { A } from ${q('@/app/route-handle')};`)).toEqual(
      [],
    );
    expect(check('features/books/a.tsx', `import { x } from ${q('@/app/router')};`)).toHaveLength(1);
    expect(check('features/books/a.tsx', `import type { X } from ${q('@/app/page-meta')};`)).toHaveLength(1);
    expect(
      check('features/books/admin/a.tsx', `import { E } from ${q('@/app/route-error-boundary')};`),
    ).toHaveLength(1);
    expect(
      check('features/books/admin/a.tsx', `import { M } from ${q('@/app/admin/admin-menu')};`),
    ).toHaveLength(1);
    expect(
      check('app/route-builders.ts', `import { x } from ${q('@/features/books/manifest')};`),
    ).toHaveLength(1);
    expect(
      check('app/route-builders.ts', `const p = () => import(${q('./routes/placeholder-page')});`),
    ).toEqual([]);

    const page = q('./routes/book-page');
    expect(check('features/books/manifest.ts', `const p = () => import(${page});`)).toEqual([]);
    expect(check('features/books/manifest.ts', `import { Component } from ${page};`)).toHaveLength(1);
    expect(
      check('features/books/manifest.ts', `import { useBook } from ${q('./api/get-book')};`),
    ).toHaveLength(1);
    expect(check('features/books/manifest.ts', `import { Table } from ${q('antd')};`)).toHaveLength(2);
    // Its own text namespace (nothing but import() of the catalogues), never another feature's.
    expect(check('features/books/manifest.ts', `import { t } from ${q('./i18n/texts')};`)).toEqual([]);
    expect(
      check('features/books/manifest.ts', `import { t } from ${q('@/features/news/i18n/texts')};`),
    ).toHaveLength(2);
    expect(check('features/books/manifest.ts', `import { v } from ${q('./i18n/vi.json')};`)).toHaveLength(1);
    // An admin manifest may name its own back-office texts; the storefront manifest may not.
    const adminTexts = q('./admin/i18n/texts');
    expect(check('features/courses/admin-manifest.ts', `import { t } from ${adminTexts};`)).toEqual([]);
    expect(check('features/courses/manifest.ts', `import { t } from ${adminTexts};`)).toHaveLength(2);
    expect(
      check(
        'features/books/admin-manifest.ts',
        `import { t } from ${q('@/features/courses/admin/i18n/texts')};`,
      ),
    ).not.toEqual([]);
    expect(
      check(
        'features/books/admin/admin-menu.ts',
        `import { Component } from ${q('./routes/books-list-page')};`,
      ),
    ).toHaveLength(1);
    expect(
      check('features/books/admin/admin-menu.ts', `import { read } from ${q('@/app/route-builders')};`),
    ).toEqual([]);
    expect(
      check(
        'features/books/manifest.ts',
        `const p = () => import(${q('@/features/news/routes/news-page')});`,
      ),
    ).toHaveLength(1);
  });
});
