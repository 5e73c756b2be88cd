import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { LANGUAGE_COOKIE } from '@tutor/contract/i18n';
import { isAdminPath } from '@tutor/contract/site-documents';
import type { RenderedPage, RenderResult } from '@tutor/contract/ssr';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { deferAppModules } from '../lib/app-loader';
import type { PageCache } from '../lib/page-cache';
import { publicOrigin } from '../lib/public-origin';
import { declareAccessOfScope } from './auth';
import { requestCookie } from './cookies';
import { sendError } from './errors';
import { loadServerRenderer } from './server-render';

/** Paths that never fall back to the web app: an unknown one there is a real 404. */
const NON_APP_PREFIXES = ['/api', '/uploads', '/tracking'];
const HASHED_ASSET = /^\/assets\//;
/** The web build's list of page patterns (see apps/web/vite.config.ts). */
const ROUTE_PATTERNS = 'route-patterns.json';

/** What a page resolver decides for one path: its own head tags, a permanent redirect, or "no such item". */
export type PageHead = { head: string } | { redirect: string } | { notFound: true };

export type WebAppOptions = {
  distDir: string;
  /** The back office's build (apps/web/dist-admin): its document and, under /admin/assets/, its files. */
  adminDistDir?: string;
  /** Settles when the back office's build is in place (`npm start` builds it after the server answers). */
  adminReady?: Promise<unknown>;
  /** Per-page `<head>` (SEO and sharing of detail pages); `undefined` keeps the default head. */
  pageHead?: (request: FastifyRequest) => Promise<PageHead | undefined>;
  /** Where a path that no page serves is sent by a redirect rule (spec §2, rule 1), if anywhere. */
  redirectTarget?: (pathname: string) => Promise<string | undefined>;
  /** To make the server-rendered pages' addresses (the router's request). */
  origin: Pick<Config, 'publicUrl' | 'publicUrlConfigured' | 'allowedHosts'>;
  /** Rendered pages kept a few seconds (lib/page-cache.ts); without it every visit renders. */
  pageCache?: PageCache<PageAnswer>;
};

const NOINDEX = '<meta name="robots" content="noindex" />';
/** The back office's document in its build (it says `noindex` itself). */
const ADMIN_HTML = 'index.html';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const gzip = promisify(zlib.gzip);

/**
 * index.html, read once, cut around its `<title>` (the marker the per-page head replaces) so a page's
 * HTML is two string concatenations. Without a `<title>` the head goes before `</head>`.
 */
function appShell(html: string) {
  const title = /<title>[\s\S]*?<\/title>/.exec(html);
  const at = title ? title.index : html.indexOf('</head>');
  if (at < 0) return { html, withHead: () => html, notFound: html, around: undefined };
  const before = html.slice(0, at);
  const after = html.slice(title ? at + title[0].length : at);
  const defaultTitle = title ? title[0] : '';
  // `#root` and what it holds until the app renders (the boot spinner): server-rendered pages fill it.
  const root = /<div id="root">(?:[\s\S]*?<\/div>)?<\/div>/.exec(after);
  return {
    html,
    withHead: (head: string) => `${before}${head}${after}`,
    // Unknown items: the web app shows its 404 page; search engines must not index it.
    notFound: `${before}${defaultTitle}${defaultTitle ? '\n    ' : ''}${NOINDEX}${after}`,
    /** The shell around a rendered page: up to the head's place, then up to `#root`'s content, then the rest. */
    around: root
      ? {
          beforeHead: before,
          beforeRoot: `${after.slice(0, root.index)}<div id="root">`,
          afterRoot: after.slice(root.index + root[0].length),
        }
      : undefined,
  };
}

/**
 * HTML gzipped when the browser takes it. By hand: the compression plugin hooks the routes it sees
 * declared, and this fallback is the not-found handler, which it never sees (pages used to travel raw).
 */
function sendHtml(reply: FastifyReply, html: string | Readable) {
  const accepts = /\bgzip\b/.test(String(reply.request.headers['accept-encoding'] ?? ''));
  reply.header('vary', 'accept-encoding');
  if (!accepts) return reply.send(html);
  const gzip = zlib.createGzip({ flush: zlib.constants.Z_SYNC_FLUSH });
  (typeof html === 'string' ? Readable.from([html]) : html).pipe(gzip);
  return reply.header('content-encoding', 'gzip').send(gzip);
}

type ShellParts = NonNullable<ReturnType<typeof appShell>['around']>;

/** Inlined per page at most: past it, the rest stay links (a page with KaTeX's fonts, say). */
const INLINE_CSS_MAX_BYTES = 64 * 1024;
/** A built stylesheet's link as Vite writes it in index.html and as `sendRenderedPage` writes it. */
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)"\s*\/?>/g;

/**
 * A server-rendered page's stylesheets written into the page: its first paint waits for no request
 * but the HTML (Lighthouse named the 7–10 small render-blocking stylesheets of a page; each costs a
 * round trip on a phone). The CSP allows inline styles (`style-src 'unsafe-inline'`, for Ant Design
 * and KaTeX). Each `<style>` is followed by a *disabled* link to the same file: a disabled stylesheet
 * is never fetched nor applied, but when the app later loads a route that imports this CSS, Vite's
 * preloader finds the link (`link[href="…"][rel="stylesheet"]`) and does not load it a second time.
 * The built CSS refers to its fonts and pictures by absolute `/assets/` paths, so moving it into the
 * page changes no address. Read once per file (a deploy restarts the server); a file missing, too
 * large, or holding `</style` stays a link.
 */
export function stylesheetInliner(distDir: string) {
  const cache = new Map<string, string | null>();
  const read = (href: string): string | null => {
    let css = cache.get(href);
    if (css !== undefined) return css;
    try {
      css = fs.readFileSync(path.join(distDir, href), 'utf8');
      if (/<\/style/i.test(css)) css = null;
    } catch {
      css = null;
    }
    cache.set(href, css);
    return css;
  };
  /** `html` with its stylesheet links inlined, in order, while the budget lasts; `budget` is what is left. */
  return (html: string, budget = { left: INLINE_CSS_MAX_BYTES }): string =>
    html.replace(STYLESHEET_LINK, (link, href: string) => {
      const css = read(href);
      if (css === null || css.length > budget.left) return link;
      budget.left -= css.length;
      return `<style>${css}</style><link rel="stylesheet" crossorigin href="${escapeAttribute(href)}" disabled />`;
    });
}

const escapeAttribute = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The image preloads React writes first in a page's HTML (for the `fetchpriority="high"` picture: a
 * hero, a cover, the first row of a listing). Inside `#root` the browser meets them after every script
 * and stylesheet of the head; moved into the head, before those, the largest picture is requested
 * first instead of queueing behind a dozen module preloads (Lighthouse's LCP "load delay").
 */
const LEADING_IMAGE_PRELOADS = /^(?:<link rel="preload" as="image"[^<>]*\/>)+/;

/** A rendered page's HTML, whole: React has finished it (`onAllReady`) when the renderer answers. */
async function readBody(body: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A server-rendered page: the shell's head with the page's tags, its image preloads and stylesheets
 * (inlined, so it is styled before any script runs and before any other request), the app's HTML
 * inside `#root`, then its data for hydration.
 */
function renderedPageHtml(
  shell: ShellParts,
  page: RenderedPage,
  bodyHtml: string,
  {
    head,
    isIndexed,
    inlineStyles,
  }: {
    head: string | undefined;
    isIndexed: boolean;
    inlineStyles: ReturnType<typeof stylesheetInliner>;
  },
) {
  const links = [
    ...page.assets.styles.map(
      (href) => `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}" />`,
    ),
    ...page.assets.scripts.map(
      (href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}" />`,
    ),
  ];
  const preloads = LEADING_IMAGE_PRELOADS.exec(bodyHtml)?.[0] ?? '';
  const tags = [
    head ?? `<title>${escapeAttribute(page.title)}</title>`,
    ...(isIndexed ? [] : [NOINDEX]),
    ...(preloads ? [preloads] : []),
  ];
  // The page's stylesheets go last in the head, after the entry's, as the app itself would add them:
  // a page's rule must win over a shared one of the same weight (a button's layout in a card).
  const headEnd = shell.beforeRoot.indexOf('</head>');
  // The app's modules leave the head: the page starts the app once it is painted (lib/app-loader.ts).
  const { head: middle, loader } = deferAppModules(
    inlineStyles(
      headEnd < 0
        ? shell.beforeRoot
        : `${shell.beforeRoot.slice(0, headEnd)}  ${links.join('\n    ')}\n  ${shell.beforeRoot.slice(headEnd)}`,
    ),
  );
  return (
    shell.beforeHead.replace(/<html lang="[^"]*"/, `<html lang="${escapeAttribute(page.language)}"`) +
    tags.join('\n    ') +
    middle +
    bodyHtml.slice(preloads.length) +
    `</div>\n    ${page.dataScript}${loader}${shell.afterRoot}`
  );
}

/**
 * What a page address answers, the same for every visitor: a redirect, or HTML with its status (a
 * server-rendered page comes gzipped too). The page cache keeps rendered pages of status 200.
 */
export type PageAnswer =
  | { kind: 'redirect'; location: string; status: number }
  | { kind: 'html'; status: number; html: string; gzip?: Buffer; rendered: boolean };

/** The bytes a kept answer holds, or undefined: only a rendered 200 page is worth keeping. */
export function keptPageSize(answer: PageAnswer): number | undefined {
  if (answer.kind !== 'html' || !answer.rendered || answer.status !== 200 || !answer.gzip) return undefined;
  return Buffer.byteLength(answer.html) + answer.gzip.length;
}

function sendPage(reply: FastifyReply, answer: PageAnswer) {
  if (answer.kind === 'redirect') return reply.redirect(answer.location, answer.status);
  // Revalidated on every visit: a deploy, or an edit, reaches visitors at once.
  reply.code(answer.status).header('cache-control', 'no-cache').type('text/html; charset=utf-8');
  if (answer.gzip && /\bgzip\b/.test(String(reply.request.headers['accept-encoding'] ?? ''))) {
    return reply.header('vary', 'accept-encoding').header('content-encoding', 'gzip').send(answer.gzip);
  }
  return sendHtml(reply, answer.html);
}

/**
 * The web's page patterns (`route-patterns.json`, emitted by its build from the route tables) as a
 * test of one path: segments match literally or as `:param` (any one non-empty segment), ignoring
 * case and one trailing slash, like React Router. Without the file every path is a page (the SPA's own
 * 404 page still shows), so an older build keeps working.
 */
export function pageMatcher(patterns: readonly string[] | undefined): (pathname: string) => boolean {
  if (!patterns) return () => true;
  const compiled = patterns
    .filter((p) => !p.endsWith('*'))
    .map((p) => p.toLowerCase().replace(/\/$/, '').split('/').slice(1));
  return (pathname) => {
    let segments: string[];
    try {
      segments = pathname
        .replace(/\/$/, '')
        .split('/')
        .slice(1)
        .map((s) => decodeURIComponent(s).toLowerCase());
    } catch {
      return false;
    }
    return compiled.some(
      (pattern) =>
        pattern.length === segments.length &&
        pattern.every((p, i) => (p.startsWith(':') ? segments[i] !== '' : p === segments[i])),
    );
  };
}

function readPatterns(file: string): string[] | undefined {
  if (!fs.existsSync(file)) return undefined;
  const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  const patterns = (parsed as { patterns?: unknown }).patterns;
  if (!Array.isArray(patterns) || !patterns.every((p) => typeof p === 'string'))
    throw new Error(`${file}: expected { "patterns": string[] }`);
  return patterns;
}

/**
 * The back office's files under /admin/assets/ and its document, read once its build is in place. A
 * route with a wildcard, not a file list made at start: `npm start` builds the back office after the
 * server answers, so its files appear later. Returns the document's reader (undefined: no build).
 */
async function serveAdminFiles(
  app: FastifyInstance,
  adminDistDir: string,
  adminReady: Promise<unknown> = Promise.resolve(),
): Promise<() => Promise<string | undefined>> {
  const assets = path.join(adminDistDir, 'assets');
  await app.register(async (files) => {
    declareAccessOfScope(files, 'anonymous');
    // `serve: false`: only `reply.sendFile`, given the folder with each file (whose root must exist now).
    await files.register(fastifyStatic, {
      root: path.dirname(adminDistDir),
      serve: false,
      cacheControl: false,
    });
    files.get('/admin/assets/*', (request, reply) => {
      const file = (request.params as { '*': string })['*'];
      reply.header('cache-control', IMMUTABLE);
      return reply.sendFile(file, assets);
    });
  });
  let html: Promise<string | undefined> | undefined;
  return () => {
    html ??= adminReady
      .then(() => fs.promises.readFile(path.join(adminDistDir, ADMIN_HTML), 'utf8'))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'the back office has no build: /admin answers 503');
        return undefined;
      });
    return html;
  };
}

/**
 * Serves the built web app. Hashed assets are cached for a year; index.html is revalidated on every
 * visit so a deploy reaches users at once; every other GET that is not under /api, /uploads or
 * /tracking answers index.html (the SPA's router decides, including its own 404 page); a path that no
 * page of the web's route tables matches answers it with status 404 and `noindex`, so crawlers and link
 * checkers see it is missing.
 */
export const webAppPlugin = fp<WebAppOptions>(
  async (
    app: FastifyInstance,
    { distDir, adminDistDir, adminReady, pageHead, redirectTarget, origin, pageCache },
  ) => {
    const indexFile = path.join(distDir, 'index.html');
    const hasBuild = fs.existsSync(indexFile);
    // A deploy replaces the build and restarts the server, so the shell is read once.
    const shell = hasBuild ? appShell(fs.readFileSync(indexFile, 'utf8')) : undefined;
    const isPage = pageMatcher(hasBuild ? readPatterns(path.join(distDir, ROUTE_PATTERNS)) : undefined);
    const render = hasBuild ? await loadServerRenderer(app, distDir) : undefined;
    const inlineStyles = stylesheetInliner(distDir);
    if (hasBuild) {
      await app.register(async (files) => {
        declareAccessOfScope(files, 'anonymous');
        await files.register(fastifyStatic, {
          root: distDir,
          wildcard: false,
          index: false,
          cacheControl: false,
          // The app shell must not be served as a static file: it goes through the fallback below.
          allowedPath: (pathName) =>
            pathName !== '/index.html' && pathName !== `/${ROUTE_PATTERNS}` && !pathName.startsWith('/ssr/'),
          setHeaders(res, filePath) {
            const rel = `/${path.relative(distDir, filePath).split(path.sep).join('/')}`;
            res.setHeader('cache-control', HASHED_ASSET.test(rel) ? IMMUTABLE : 'public, max-age=3600');
          },
        });
      });
    }

    const adminDocument = adminDistDir ? await serveAdminFiles(app, adminDistDir, adminReady) : undefined;

    // Judged on the decoded, lower-cased path: `/API/ADMIN/x` or `/%61pi/x` is an API probe answered
    // as such (404 JSON, rate limited), not the app shell.
    const isAppPath = (rawUrl: string) => {
      let url = (rawUrl.split('?')[0] ?? '/').toLowerCase();
      try {
        url = decodeURIComponent(url);
      } catch {
        return false;
      }
      url = url.replace(/\/{2,}/g, '/');
      return !NON_APP_PREFIXES.some((p) => url === p || url.startsWith(`${p}/`));
    };

    /** What the page at `request.url` answers, whoever asks: kept by the page cache when rendered. */
    const answerPage = async (request: FastifyRequest): Promise<PageAnswer> => {
      if (!shell) throw new Error('answerPage without a build');
      const url = request.url.split('?')[0] ?? '/';
      let page: PageHead | undefined;
      try {
        page = await pageHead?.(request);
      } catch (error) {
        // The page still works without its own head (the app loads its data itself); log, do not fail.
        request.log.error({ err: error }, 'page head failed');
      }
      if (page && 'redirect' in page) return { kind: 'redirect', location: page.redirect, status: 301 };
      // A detail page's resolver goes first (`/sach/5` without its slug is a 301, not a 404); any other
      // path that no page of the app matches gets the app's 404 page, with a 404 status so crawlers and
      // link checkers see it is missing, unless a redirect rule sends it elsewhere. A 302: staff change
      // rules (a campaign ends), and a browser keeps a 301 for good.
      const isMissing = page ? 'notFound' in page : !isPage(url);
      if (!page && isMissing && redirectTarget) {
        const target = await redirectTarget(url).catch((error: unknown) => {
          request.log.error({ err: error }, 'redirect rule lookup failed');
          return undefined;
        });
        if (target) return { kind: 'redirect', location: target, status: 302 };
      }
      const head = page && 'head' in page ? page.head : undefined;

      // Public pages come rendered, with their data; the others (and any failure) get the app shell.
      let rendered: RenderResult = { kind: 'shell' };
      if (render && shell.around) {
        try {
          rendered = await render(request, publicOrigin(request, origin));
        } catch (error) {
          request.log.error({ err: error }, 'server rendering failed');
        }
      }
      if (rendered.kind === 'redirect') return rendered;
      let bodyHtml: string | undefined;
      if (rendered.kind === 'page') {
        try {
          bodyHtml = await readBody(rendered.body);
        } catch (error) {
          request.log.error({ err: error }, 'server rendering failed');
        }
      }
      if (rendered.kind === 'page' && shell.around && bodyHtml !== undefined) {
        const status = isMissing ? 404 : rendered.status;
        const html = renderedPageHtml(shell.around, rendered, bodyHtml, {
          head,
          isIndexed: !isMissing,
          inlineStyles,
        });
        // Gzipped once here, off the event loop, rather than once per visitor of a kept page.
        return { kind: 'html', status, html, gzip: await gzip(html), rendered: true };
      }
      if (isMissing) return { kind: 'html', status: 404, html: shell.notFound, rendered: false };
      return { kind: 'html', status: 200, html: head ? shell.withHead(head) : shell.html, rendered: false };
    };

    app.setNotFoundHandler(
      {
        // Probing for API paths is rate limited; page loads of the app are not (a whole school can
        // share one address).
        preHandler: app.rateLimit({
          max: 120,
          timeWindow: '1 minute',
          allowList: (request) => isAppPath(request.url),
        }),
      },
      async (request, reply) => {
        const url = request.url.split('?')[0] ?? '/';
        if (!isAppPath(url) || !shell || (request.method !== 'GET' && request.method !== 'HEAD')) {
          return sendError(request, reply, 'NOT_FOUND');
        }
        // A missing hashed asset is a 404, not the app shell: a stale tab must not parse HTML as JS.
        if (HASHED_ASSET.test(url) || /\.[a-z0-9]{2,5}$/i.test(url))
          return sendError(request, reply, 'NOT_FOUND');
        // The browser's guards judge `location.pathname` with the same rule: no path goes back and forth.
        if (isAdminPath(url)) {
          const html = await adminDocument?.();
          // No back-office build (it failed, or this server was given none): the storefront's shell
          // would send the browser straight back here, so say the service is down instead.
          if (html === undefined) return sendError(request, reply, 'SERVER_DOWN');
          reply
            .code(isPage(url) ? 200 : 404)
            .header('cache-control', 'no-cache')
            .type('text/html; charset=utf-8');
          return sendHtml(reply, html);
        }
        if (!pageCache) return sendPage(reply, await answerPage(request));
        // Keyed by what the rendered page depends on: the address, the origin its links use and the
        // visitor's language (the renderer sees nothing else of the request).
        const key = `${publicOrigin(request, origin)} ${requestCookie(request, LANGUAGE_COOKIE) ?? ''} ${request.url}`;
        return sendPage(reply, await pageCache.get(key, () => answerPage(request)));
      },
    );
  },
  { name: 'web-app', dependencies: ['@fastify/rate-limit'] },
);
