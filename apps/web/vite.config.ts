import fs from 'node:fs';
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

export default defineConfig({
  plugins: [react(), routePatterns()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The server reads the manifest to preload the entry, and the bundle-budget test measures from it.
    manifest: true,
    sourcemap: false,
  },
});
