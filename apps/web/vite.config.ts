import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API process listens here in development; `npm run dev` starts both.
const apiTarget = 'http://127.0.0.1:3000';

// Same paths the server keeps for itself in production (everything else is the SPA fallback).
const proxy = {
  '/api': { target: apiTarget, changeOrigin: true },
  '/uploads': { target: apiTarget, changeOrigin: true },
  '/tracking': { target: apiTarget, ws: true, changeOrigin: true },
};

export default defineConfig({
  plugins: [react()],
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
