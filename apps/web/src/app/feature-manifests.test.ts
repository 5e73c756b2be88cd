import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { adminRoutes } from './admin-routes';
import type { AppRoute, FeatureRoutes } from './route-handle';
import { siteRoutes } from './site-routes';

const featuresDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'features');

/** Feature folders holding route modules (storefront `routes/` or back-office `admin/routes/`). */
const featuresWithPages = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .filter((name) => ['routes', 'admin/routes'].some((folder) => existsSync(join(featuresDir, name, folder))));

const manifests = import.meta.glob<Record<string, FeatureRoutes>>('../features/*/manifest.ts', {
  eager: true,
});
const manifestOf = (feature: string) => manifests[`../features/${feature}/manifest.ts`];

// Loaded on demand: the admin ones bring Ant Design into Node, which takes a few seconds.
const routeModules = import.meta.glob<{ Component?: unknown }>([
  '../features/*/routes/*.tsx',
  '../features/*/admin/routes/*.tsx',
]);

describe('feature manifests', () => {
  it('exist for every feature folder that has pages', () => {
    // The catalogue, content, access and auth features so far: the folder scan does find them.
    expect(featuresWithPages).toEqual(expect.arrayContaining(['auth', 'books', 'menus', 'users']));
    expect(featuresWithPages.length).toBeGreaterThanOrEqual(18);
    for (const feature of featuresWithPages) {
      const manifest = manifestOf(feature);
      expect(manifest, `features/${feature}/manifest.ts`).toBeDefined();
      const routes = Object.values(manifest ?? {}).flatMap((entry) => [
        ...(entry.site ?? []),
        ...(entry.admin ?? []),
      ]);
      expect(routes.length, `routes of features/${feature}/manifest.ts`).toBeGreaterThan(0);
    }
  });

  it('are collected by the route tables, storefront pages by the site table and back-office pages by the admin one', () => {
    for (const [file, exports] of Object.entries(manifests)) {
      for (const [name, routes] of Object.entries(exports)) {
        for (const route of routes.site ?? []) {
          expect(siteRoutes, `${file} ${name}.site ${route.path}`).toContain(route);
        }
        for (const route of routes.admin ?? []) {
          expect(adminRoutes, `${file} ${name}.admin ${route.path}`).toContain(route);
        }
      }
    }
  });

  it('serve every page module of every feature from a route of the tables', { timeout: 60_000 }, async () => {
    const served = new Set<unknown>();
    const load = async (route: AppRoute) => ((await route.lazy()) as { Component?: unknown }).Component;
    for (const route of [...siteRoutes, ...adminRoutes]) served.add(await load(route));

    const pages: string[] = [];
    for (const [file, loadModule] of Object.entries(routeModules)) {
      // Route modules export `Component`; their helpers (a shared editor page, say) do not.
      const { Component } = await loadModule();
      if (typeof Component !== 'function') continue;
      pages.push(file);
      expect(served.has(Component), `${file} is reachable from no route`).toBe(true);
    }
    expect(pages.length).toBeGreaterThan(60);
  });
});
