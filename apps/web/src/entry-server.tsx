// The server-rendering entry (`vite build --ssr src/entry-server.tsx`), loaded by apps/server.
// First, as in the browser: zod must be configured before any schema is built.
import './shared/zod-config';

export { renderPage } from './app/ssr/render-page';
