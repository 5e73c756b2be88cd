import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './errors';

/** Paths that never fall back to the web app: an unknown one there is a real 404. */
const NON_APP_PREFIXES = ['/api', '/uploads', '/tracking'];
const HASHED_ASSET = /^\/assets\//;

export type WebAppOptions = { distDir: string };

/**
 * Serves the built web app. Hashed assets are cached for a year; index.html is revalidated on every
 * visit so a deploy reaches users at once; every other GET that is not under /api, /uploads or
 * /tracking answers index.html (the SPA's router decides, including its own 404 page).
 */
export const webAppPlugin = fp<WebAppOptions>(
  async (app: FastifyInstance, { distDir }) => {
    const indexFile = path.join(distDir, 'index.html');
    const hasBuild = fs.existsSync(indexFile);
    if (hasBuild) {
      await app.register(fastifyStatic, {
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
    }

    const isAppPath = (rawUrl: string) => {
      const url = rawUrl.split('?')[0] ?? '/';
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
        if (!isAppPath(url) || !hasBuild || (request.method !== 'GET' && request.method !== 'HEAD')) {
          return sendError(request, reply, 'NOT_FOUND');
        }
        // A missing hashed asset is a 404, not the app shell: a stale tab must not parse HTML as JS.
        if (HASHED_ASSET.test(url) || /\.[a-z0-9]{2,5}$/i.test(url))
          return sendError(request, reply, 'NOT_FOUND');
        return reply
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(fs.createReadStream(indexFile));
      },
    );
  },
  { name: 'web-app', dependencies: ['@fastify/rate-limit'] },
);
