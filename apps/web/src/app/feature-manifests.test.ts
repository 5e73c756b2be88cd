import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { adminRoutes } from './admin-routes';
import type { AppRoute, FeatureRoutes } from './route-handle';
import { siteRoutes } from './site-routes';

const featuresDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'features');

const featureFolders = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** Feature folders holding storefront route modules (`routes/`) or back-office ones (`admin/routes/`). */
const featuresWith = (folder: string) =>
  featureFolders.filter((name) => existsSync(join(featuresDir, name, folder)));

/**
 * `manifest.ts` holds a feature's storefront pages and ships in the entry; `admin-manifest.ts` its
 * back-office pages, reached only through the admin table that the router imports on demand.
 */
const manifests = import.meta.glob<Record<string, FeatureRoutes>>(
  ['../features/*/manifest.ts', '../features/*/admin-manifest.ts'],
  { eager: true },
);
const routesOf = (feature: string, file: string, side: keyof FeatureRoutes) =>
  Object.values(manifests[`../features/${feature}/${file}`] ?? {}).flatMap((entry) => entry[side] ?? []);

// Loaded on demand: the admin ones bring Ant Design into Node, which takes a few seconds.
const routeModules = import.meta.glob<{ Component?: unknown }>([
  '../features/*/routes/*.tsx',
  '../features/*/admin/routes/*.tsx',
]);

describe('feature manifests', () => {
  it('exist for every feature folder that has pages, storefront and back office apart', () => {
    // The catalogue, content, access and auth features so far: the folder scans do find them.
    expect(featuresWith('routes')).toEqual(expect.arrayContaining(['auth', 'books']));
    expect(featuresWith('admin/routes')).toEqual(expect.arrayContaining(['books', 'menus', 'users']));
    expect(new Set([...featuresWith('routes'), ...featuresWith('admin/routes')]).size).toBeGreaterThanOrEqual(
      18,
    );
    for (const feature of featuresWith('routes')) {
      expect(
        routesOf(feature, 'manifest.ts', 'site').length,
        `features/${feature}/manifest.ts`,
      ).toBeGreaterThan(0);
    }
    for (const feature of featuresWith('admin/routes')) {
      expect(
        routesOf(feature, 'admin-manifest.ts', 'admin').length,
        `features/${feature}/admin-manifest.ts`,
      ).toBeGreaterThan(0);
    }
    for (const feature of featureFolders) {
      expect(
        routesOf(feature, 'manifest.ts', 'admin'),
        `features/${feature}/manifest.ts ships in the entry`,
      ).toEqual([]);
      expect(routesOf(feature, 'admin-manifest.ts', 'site'), `features/${feature}/admin-manifest.ts`).toEqual(
        [],
      );
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
