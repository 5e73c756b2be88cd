import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { declareAccessOfScope } from './auth';
import { sendError } from './errors';

/** Paths that never fall back to the web app: an unknown one there is a real 404. */
const NON_APP_PREFIXES = ['/api', '/uploads', '/tracking'];
const HASHED_ASSET = /^\/assets\//;
/** The web build's list of page patterns (see apps/web/vite.config.ts). */
const ROUTE_PATTERNS = 'route-patterns.json';

/** What a page resolver decides for one path: its own head tags, a permanent redirect, or "no such item". */
export type PageHead = { head: string } | { redirect: string } | { notFound: true };

export type WebAppOptions = {
  distDir: string;
  /** Per-page `<head>` (SEO and sharing of detail pages); `undefined` keeps the default head. */
  pageHead?: (request: FastifyRequest) => Promise<PageHead | undefined>;
};

const NOINDEX = '<meta name="robots" content="noindex" />';

/**
 * index.html, read once, cut around its `<title>` (the marker the per-page head replaces) so a page's
 * HTML is two string concatenations. Without a `<title>` the head goes before `</head>`.
 */
function appShell(html: string) {
  const title = /<title>[\s\S]*?<\/title>/.exec(html);
  const at = title ? title.index : html.indexOf('</head>');
  if (at < 0) return { html, withHead: () => html, notFound: html };
  const before = html.slice(0, at);
  const after = html.slice(title ? at + title[0].length : at);
  const defaultTitle = title ? title[0] : '';
  return {
    html,
    withHead: (head: string) => `${before}${head}${after}`,
    // Unknown items: the web app shows its 404 page; search engines must not index it.
    notFound: `${before}${defaultTitle}${defaultTitle ? '\n    ' : ''}${NOINDEX}${after}`,
  };
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
 * Serves the built web app. Hashed assets are cached for a year; index.html is revalidated on every
 * visit so a deploy reaches users at once; every other GET that is not under /api, /uploads or
 * /tracking answers index.html (the SPA's router decides, including its own 404 page); a path that no
 * page of the web's route tables matches answers it with status 404 and `noindex`, so crawlers and link
 * checkers see it is missing.
 */
export const webAppPlugin = fp<WebAppOptions>(
  async (app: FastifyInstance, { distDir, pageHead }) => {
    const indexFile = path.join(distDir, 'index.html');
    const hasBuild = fs.existsSync(indexFile);
    // A deploy replaces the build and restarts the server, so the shell is read once.
    const shell = hasBuild ? appShell(fs.readFileSync(indexFile, 'utf8')) : undefined;
    const isPage = pageMatcher(hasBuild ? readPatterns(path.join(distDir, ROUTE_PATTERNS)) : undefined);
    if (hasBuild) {
      await app.register(async (files) => {
        declareAccessOfScope(files, 'anonymous');
        await files.register(fastifyStatic, {
          root: distDir,
          wildcard: false,
          index: false,
          cacheControl: false,
          // The app shell must not be served as a static file: it goes through the fallback below.
          allowedPath: (pathName) => pathName !== '/index.html' && pathName !== `/${ROUTE_PATTERNS}`,
          setHeaders(res, filePath) {
            const rel = `/${path.relative(distDir, filePath).split(path.sep).join('/')}`;
            res.setHeader(
              'cache-control',
              HASHED_ASSET.test(rel) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
            );
          },
        });
      });
    }

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
        let page: PageHead | undefined;
        try {
          page = await pageHead?.(request);
        } catch (error) {
          // The page still works without its own head (the app loads its data itself); log, do not fail.
          request.log.error({ err: error }, 'page head failed');
        }
        if (page && 'redirect' in page) return reply.redirect(page.redirect, 301);
        reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
        // A detail page's resolver goes first (`/sach/5` without its slug is a 301, not a 404); any other
        // path that no page of the app matches still gets the shell (it renders the app's 404 page), but
        // with a 404 status so crawlers and link checkers see it is missing.
        if (!page) return isPage(url) ? reply.send(shell.html) : reply.code(404).send(shell.notFound);
        if ('notFound' in page) return reply.code(404).send(shell.notFound);
        return reply.send(shell.withHead(page.head));
      },
    );
  },
  { name: 'web-app', dependencies: ['@fastify/rate-limit'] },
);
