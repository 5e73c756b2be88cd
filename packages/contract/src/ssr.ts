import type { Readable } from 'node:stream';
import type { Language } from './i18n';

/*
 * Server rendering: what the server (apps/server, plugins/server-render.ts) hands the web build's
 * entry (apps/web/src/entry-server.tsx, `renderPage`) for each page load, and what it gets back. The
 * server never imports the web app's code, only the built entry; both sides type it from here.
 */

export type RenderInput = {
  /** Path and query string, as requested. */
  url: string;
  /** The site's origin, for the router's Request (never fetched). */
  origin: string;
  /** The request's Cookie header: the visitor's language. */
  cookie: string | undefined;
  /** The API, in-process; answers like `fetch`. */
  fetch: (url: string, init: RequestInit) => Promise<Response>;
};

/** The built files a page needs, entry's first. */
export type PageAssets = { styles: string[]; scripts: string[] };

export type RenderedPage = {
  kind: 'page';
  status: number;
  language: Language;
  /** The route's `<title>`, for pages the server has no head of its own for (listings). */
  title: string;
  assets: PageAssets;
  /** The app's HTML, streamed, for inside `#root`. */
  body: Readable;
  /** The `<script type="application/json">` element the browser hydrates from. */
  dataScript: string;
};

/** `shell`: not a server-rendered page (the app renders it in the browser, as before). */
export type RenderResult =
  | { kind: 'shell' }
  | { kind: 'redirect'; status: number; location: string }
  | RenderedPage;

/** The entry's `renderPage`. */
export type RenderPage = (input: RenderInput) => Promise<RenderResult>;
