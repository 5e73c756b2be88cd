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
 * Serves the built web app. Hashed assets are cached for a year; index.html is revalidated on every
 * visit so a deploy reaches users at once; every other GET that is not under /api, /uploads or
 * /tracking answers index.html (the SPA's router decides, including its own 404 page).
 */
export const webAppPlugin = fp<WebAppOptions>(
  async (app: FastifyInstance, { distDir, pageHead }) => {
    const indexFile = path.join(distDir, 'index.html');
    const hasBuild = fs.existsSync(indexFile);
    // A deploy replaces the build and restarts the server, so the shell is read once.
    const shell = hasBuild ? appShell(fs.readFileSync(indexFile, 'utf8')) : undefined;
    if (hasBuild) {
      await app.register(async (files) => {
        declareAccessOfScope(files, 'anonymous');
        await files.register(fastifyStatic, {
          root: distDir,
          wildcard: false,
          index: false,
          cacheControl: false,
          // The app shell must not be served as a static file: it goes through the fallback below.
          allowedPath: (pathName) => pathName !== '/index.html',
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
        if (!page) return reply.send(shell.html);
        if ('notFound' in page) return reply.code(404).send(shell.notFound);
        return reply.send(shell.withHead(page.head));
      },
    );
  },
  { name: 'web-app', dependencies: ['@fastify/rate-limit'] },
);
