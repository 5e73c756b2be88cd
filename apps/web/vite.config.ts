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

/** Paths the back office's document answers (`isAdminPath` in packages/contract/src/site-documents.ts; a
 * request URL here, with its query). */
const ADMIN_PATH = /^\/admin(?:[/?#]|$)/;

/**
 * The back office's document is index.html with its own entry, and never indexed: so in its build
 * (`--mode admin`), and in development (`vite`) for an /admin page load, as the server answers it in
 * production (apps/server/src/plugins/web-app.ts). One HTML file, so the two documents' heads never drift.
 */
function adminDocument(isAdminBuild: boolean): Plugin {
  const storefrontEntry = '<script type="module" src="/src/main.tsx"></script>';
  return {
    name: 'admin-document',
    transformIndexHtml: {
      order: 'pre',
      handler(html, context) {
        if (!isAdminBuild && !(context.server && ADMIN_PATH.test(context.originalUrl ?? ''))) return html;
        if (!html.includes(storefrontEntry) || !html.includes('</title>'))
          throw new Error(`index.html: the back office's document needs ${storefrontEntry} and a <title>`);
        return html
          .replace(storefrontEntry, '<script type="module" src="/src/admin-main.tsx"></script>')
          .replace('</title>', '</title>\n    <meta name="robots" content="noindex" />');
      },
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

/** Where each build writes, and what else differs between them. */
function outputOf({ isAdminBuild, isSsrBuild }: { isAdminBuild: boolean; isSsrBuild: boolean }) {
  // The back office is a build of its own (`vite build --mode admin`, `adminDocument` above), its files under /admin/assets/:
  // the storefront's build no longer holds its ~320 files, so a fresh clone's first start builds the
  // storefront, answers, and then builds the back office (scripts/start.mjs; README "Measured",
  // eighteenth session). The two documents share source code, not chunks.
  if (isAdminBuild) return { outDir: 'dist-admin', emptyOutDir: true, copyPublicDir: false };
  // The server-rendering build goes beside the app's files, in a folder the server never serves.
  if (isSsrBuild) return { outDir: 'dist/ssr', emptyOutDir: true, copyPublicDir: false };
  // scripts/build.mjs empties dist/ itself and runs this build beside the server-rendering one, which
  // writes into dist/ssr meanwhile: emptying here would race it.
  return { outDir: 'dist', emptyOutDir: process.env.WEB_BUILD_SIDE_BY_SIDE !== '1' };
}

export default defineConfig(({ isSsrBuild = false, command, mode }) => {
  const isAdminBuild = mode === 'admin';
  const output = outputOf({ isAdminBuild, isSsrBuild });
  return {
    plugins: [
      react(),
      ...(isAdminBuild ? [] : [routePatterns(), pageModuleIds()]),
      adminDocument(isAdminBuild),
    ],
    base: isAdminBuild ? '/admin/' : '/',
    resolve: {
      alias: [
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
        ...(command === 'build' && !isSsrBuild ? reactRouterProduction : []),
      ],
    },
    server: { port: 5173, proxy },
    preview: { port: 4173, proxy },
    build: {
      ...output,
      // The server reads the manifest to preload the entry, and the bundle-budget test measures from it.
      manifest: !isSsrBuild,
      sourcemap: false,
      rolldownOptions: {
        // `import { XOutlined } from '@ant-design/icons'` made the bundler read every icon the package has
        // (1,711 of the build's 4,200 modules) to keep the few dozen the site uses. Lazy barrels read only
        // the re-exports that are imported: 2,361 modules, the same chunks (README "Measured": a fresh
        // clone's first start builds this while the server opens its database).
        experimental: { lazyBarrel: true },
      },
      // Every browser the site supports preloads modules itself: the polyfill only weighed on the entry.
      modulePreload: { polyfill: false },
    },
    // The contract is TypeScript source: bundled into the server-rendering build, like any app module.
    ssr: { noExternal: ['@tutor/contract'] },
    // Lightning CSS (native) bundles the stylesheets and scopes the CSS modules instead of PostCSS (the
    // build already minified with it): both builds took 2.8 s instead of 3.5-4.1 s side by side, 1.5-2 s
    // less CPU that a fresh clone's first start shares with the server (README "Measured"). Class names
    // are hashes of the file's path, so the server's render and the browser's stylesheets agree.
    css: { transformer: 'lightningcss' as const },
  };
});
