import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const srcDir = resolve(dirname(fileURLToPath(import.meta.url)), '../src');

/**
 * Modules several domains share without belonging to any of them. Everything else a domain uses from
 * outside its folder comes from lib/, db/, plugins/, config or the contract.
 */
const NAMED_SHARED = [
  /^modules\/shared\//,
  // The accounts store: user rows and sessions, read by the auth plugin and the users back office.
  /^modules\/auth\/repository\.ts$/,
  // The permission catalogue and reference roles every database gets at start.
  /^modules\/roles\/reference-data\.ts$/,
  // "May study this course": the one entitlement check every learning domain asks (courses, videos, lessons).
  /^modules\/enrollments\/entitlement\.ts$/,
  // "May open this lesson" (visible, released, free or enrolled): lesson pages and lesson exams ask it.
  /^modules\/learning\/lesson-access\.ts$/,
  // The one way an order's status changes (staff lists, the bank webhook, staff assigning a transfer),
  // and the transfer codes the bank's notes are matched by.
  /^modules\/orders\/status\.ts$/,
  // Writing a new order (every way of placing one, and the demo data), at today's prices (the storefront's
  // checkout and staff recording an order), and who may see one from the storefront (page, QR image).
  /^modules\/orders\/place\.ts$/,
  /^modules\/orders\/checkout\.ts$/,
  /^modules\/orders\/pricing\.ts$/,
  /^modules\/orders\/buyer-access\.ts$/,
  /^modules\/orders\/transfer-code\.ts$/,
  // How to pay an order by bank transfer (VietQR): the order view, checkout and "my orders" show it.
  /^modules\/payments\/instructions\.ts$/,
  // Writing a notification, in the caller's transaction (orders, activation codes, staff messages).
  /^modules\/notifications\/notify\.ts$/,
];
/** The one list of every domain's manifest, which may name them all. */
const MODULE_LIST = 'modules/app-modules.ts';

type Import = { target: string; isTypeOnly: boolean };

function parseImports(file: string, source: string): Import[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const found: Import[] = [];
  const pattern = /(?:^|[;\s])(?:import|export)\s+(type\s+)?(?:[\w$*{}\s,]+?\s+from\s+)?['"]([^'"\n]+)['"]/g;
  for (const match of code.matchAll(pattern)) {
    const specifier = match[2] ?? '';
    if (!specifier.startsWith('.')) continue;
    const absolute = resolve(dirname(join(srcDir, file)), specifier);
    const target = relative(srcDir, absolute).split(sep).join(posix.sep);
    found.push({
      target: /\.(ts|tsx)$/.test(target) ? target : `${target}.ts`,
      isTypeOnly: Boolean(match[1]),
    });
  }
  return found;
}

function sourceFiles(dir = srcDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(entry.name) ? [relative(srcDir, path).split(sep).join(posix.sep)] : [];
  });
}

const isTest = (file: string) => /\.(test|fixtures)\.ts$/.test(file);
const domainOf = (file: string) => /^modules\/([^/]+)\//.exec(file)?.[1];
const isNamedShared = (file: string) => NAMED_SHARED.some((pattern) => pattern.test(file));

/** Why `from` may not import `to`, or undefined when it may. */
export function importProblem(from: string, to: string): string | undefined {
  const fromDomain = domainOf(from);
  if (to.startsWith('modules/') && /\/routes\.ts$/.test(to) && domainOf(to) !== fromDomain)
    return "imports another module's routes";
  if ((from.startsWith('lib/') || from.startsWith('db/client')) && /^(modules|plugins)\//.test(to))
    return 'lib/ and the database client sit below the domains and plugins';
  if (!fromDomain || fromDomain === 'shared' || from === MODULE_LIST) {
    if (fromDomain === 'shared' && to.startsWith('modules/') && !isNamedShared(to))
      return 'a shared module imports a domain';
    return undefined;
  }
  if (!to.startsWith('modules/')) return undefined;
  if (domainOf(to) === fromDomain || isNamedShared(to)) return undefined;
  return `imports the ${domainOf(to)} domain (use lib/, db/, plugins/, the contract or modules/shared/)`;
}

const files = sourceFiles().filter((file) => !isTest(file));
const graph = new Map(
  files.map((file) => [file, parseImports(file, readFileSync(join(srcDir, file), 'utf8'))]),
);

describe('the server import graph', () => {
  it('has the rule right', () => {
    expect(importProblem('modules/documents/routes.ts', 'modules/books/routes.ts')).toMatch(/routes/);
    expect(importProblem('modules/combos/service.ts', 'modules/books/service.ts')).toMatch(/books domain/);
    expect(importProblem('modules/combos/service.ts', 'modules/shared/catalogue-links.ts')).toBeUndefined();
    expect(importProblem('modules/books/service.ts', 'modules/books/storefront.ts')).toBeUndefined();
    expect(importProblem('modules/books/service.ts', 'lib/storage.ts')).toBeUndefined();
    expect(importProblem('modules/shared/admin-crud.ts', 'modules/books/service.ts')).toMatch(/shared/);
    expect(importProblem('lib/storage.ts', 'modules/books/service.ts')).toMatch(/lib/);
    expect(importProblem('lib/secrets.ts', 'db/client.ts')).toBeUndefined();
    expect(importProblem(MODULE_LIST, 'modules/books/module.ts')).toBeUndefined();
  });

  it('keeps every domain to its folder, the shared modules and the layers below', () => {
    expect(files.length).toBeGreaterThan(100);
    const problems = [...graph].flatMap(([from, imports]) =>
      imports.flatMap(({ target }) => {
        const problem = importProblem(from, target);
        return problem ? [`${from} → ${target}: ${problem}`] : [];
      }),
    );
    expect(problems).toEqual([]);
  });

  it('has no cycles among value imports', () => {
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const stack: string[] = [];
    const visit = (file: string) => {
      state.set(file, 'open');
      stack.push(file);
      for (const { target, isTypeOnly } of graph.get(file) ?? []) {
        if (isTypeOnly || !graph.has(target)) continue;
        if (state.get(target) === 'open')
          cycles.push([...stack.slice(stack.indexOf(target)), target].join(' → '));
        else if (!state.has(target)) visit(target);
      }
      stack.pop();
      state.set(file, 'done');
    };
    for (const file of graph.keys()) if (!state.has(file)) visit(file);
    expect(cycles).toEqual([]);
  });
});
