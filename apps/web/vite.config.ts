import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// The API process listens here in development; `npm run dev` starts both.
const apiTarget = 'http://127.0.0.1:3000';

// Same paths the server keeps for itself in production (everything else is the SPA fallback).
const proxy = {
  '/api': { target: apiTarget, changeOrigin: true },
  '/uploads': { target: apiTarget, changeOrigin: true },
  '/tracking': { target: apiTarget, ws: true, changeOrigin: true },
};

/**
 * Copies the page patterns of the route tables (kept equal to them by `src/app/route-patterns.test.ts`)
 * into the build: the server answers 404 for a path none of them matches.
 */
function routePatterns(): Plugin {
  const source = new URL('./src/app/route-patterns.json', import.meta.url);
  return {
    name: 'route-patterns',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'route-patterns.json',
        source: fs.readFileSync(source, 'utf8'),
      });
    },
  };
}

/** Admin pages' modules: `features/<x>/admin/routes/…`, `app/admin/routes/…`. */
const ADMIN_PAGE_SOURCE = /\/src\/(app|features\/[^/]+)\/admin\/routes\//;
/** File names of the chunks of admin pages, noted while the bundle is written, before preloads resolve. */
const adminPageChunks = new Set<string>();

function adminPageChunkNames(): Plugin {
  return {
    name: 'admin-page-chunk-names',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (
            chunk.type === 'chunk' &&
            chunk.facadeModuleId &&
            ADMIN_PAGE_SOURCE.test(chunk.facadeModuleId)
          ) {
            adminPageChunks.add(chunk.fileName);
          }
        }
      },
    },
  };
}

/** Page modules: the targets of the route tables' `lazy` imports. */
const PAGE_MODULE = /\/src\/(app|features\/[^/]+)\/routes\/[^/]+\.tsx$/;

/**
 * In the server-rendering build only: each page module exports its own path (`ssrModuleId`), the key of
 * its chunk in the client build's manifest, so the server links the stylesheets and scripts of the page
 * it rendered (src/app/ssr/page-assets.ts).
 */
function pageModuleIds(): Plugin {
  let root = '';
  return {
    name: 'page-module-ids',
    configResolved(config) {
      root = config.root;
    },
    // The filter is matched by the bundler itself: the hook runs for page modules only, not for each of
    // the ~2,300 modules of a build (README "Measured", sixteenth session).
    transform: {
      filter: { id: PAGE_MODULE },
      handler(code, id, options) {
        if (!options?.ssr) return undefined;
        const moduleId = path.relative(root, id).split(path.sep).join('/');
        return { code: `${code}\nexport const ssrModuleId = ${JSON.stringify(moduleId)};\n`, map: null };
      },
    },
  };
}

/**
 * The storefront's entry names every admin page through `import()`, and Vite lists with each one the
 * chunks to preload beside it: some 70 lists of Ant Design chunk names, 4 KB gzipped that every visitor
 * downloaded for nothing. An admin page now preloads only its styles; its scripts follow its own imports,
 * and the admin layout (loaded first, with its full preload list) has already brought the common ones.
 */
function withoutAdminPagePreloads(filename: string, deps: string[]): string[] {
  return adminPageChunks.has(filename) ? deps.filter((dep) => dep.endsWith('.css')) : deps;
}

/** The back office's two doors (router.tsx imports both lazily): everything admin lies behind them. */
const ADMIN_DOORS = /\/src\/app\/(admin-routes|admin\/admin-layout)\.tsx$/;

/**
 * In the server-rendering build only: the back office is never rendered on the server (an /admin path
 * gets the bare shell), yet the build followed its two lazy imports: 219 of its 362 files, a third of
 * its time. Each door becomes a module that fails if it is ever loaded there.
 */
function adminOutOfServerBuild(): Plugin {
  return {
    name: 'admin-out-of-server-build',
    apply: (_config, env) => env.isSsrBuild === true,
    load: {
      filter: { id: ADMIN_DOORS },
      handler: (id) =>
        `throw new Error(${JSON.stringify(`${path.basename(id)}: the back office is not rendered on the server`)});`,
    },
  };
}

/**
 * React Router 7 resolves to its development build under every export condition (remix-run/react-router
 * #12532, #14102): the same code with `ENABLE_DEV_WARNINGS = true`, so production pages kept its
 * development warnings and their code. The browser's build takes its production build (shipped beside
 * it, the one flag false): about 0.65 KB gzip less on every first load. The server-rendering build keeps
 * the package external, as Node resolves it; `vite` (development) keeps the warnings.
 */
const reactRouterDir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const reactRouterProduction = [
  { find: /^react-router$/, replacement: path.join(reactRouterDir, 'dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDir, 'dist/production/dom-export.mjs') },
];

export default defineConfig(({ isSsrBuild, command }) => ({
  plugins: [react(), routePatterns(), adminPageChunkNames(), pageModuleIds(), adminOutOfServerBuild()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' && !isSsrBuild ? reactRouterProduction : []),
    ],
  },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    // scripts/build.mjs empties dist/ itself and runs this build beside the server-rendering one, which
    // writes into dist/ssr meanwhile: emptying here would race it.
    emptyOutDir: process.env.WEB_BUILD_SIDE_BY_SIDE !== '1',
    // The server reads the manifest to preload the entry, and the bundle-budget test measures from it.
    manifest: !isSsrBuild,
    sourcemap: false,
    // `import { XOutlined } from '@ant-design/icons'` made the bundler read every icon the package has
    // (1,711 of the build's 4,200 modules) to keep the few dozen the site uses. Lazy barrels read only
    // the re-exports that are imported: 2,361 modules, the same chunks (README "Measured": a fresh
    // clone's first start builds this while the server opens its database).
    rolldownOptions: { experimental: { lazyBarrel: true } },
    // Every browser the site supports preloads modules itself: the polyfill only weighed on the entry.
    modulePreload: { polyfill: false, resolveDependencies: withoutAdminPagePreloads },
    // The server-rendering build goes beside the app's files, in a folder the server never serves.
    ...(isSsrBuild ? { outDir: 'dist/ssr', emptyOutDir: true, copyPublicDir: false } : {}),
  },
  // The contract is TypeScript source: bundled into the server-rendering build, like any app module.
  ssr: { noExternal: ['@tutor/contract'] },
  // Lightning CSS (native) bundles the stylesheets and scopes the CSS modules instead of PostCSS (the
  // build already minified with it): both builds took 2.8 s instead of 3.5-4.1 s side by side, 1.5-2 s
  // less CPU that a fresh clone's first start shares with the server (README "Measured"). Class names
  // are hashes of the file's path, so the server's render and the browser's stylesheets agree.
  css: { transformer: 'lightningcss' },
}));
