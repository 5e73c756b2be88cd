import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import { publicOrigin } from '../../lib/public-origin';
import { sitemapChunks } from './sitemap';

/** sitemap.xml and robots.txt, at the site's root (outside /api). */
export const seoRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/sitemap.xml',
    { config: { access: 'anonymous' }, schema: { hide: true } },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=3600').type('application/xml; charset=utf-8');
      return reply.send(Readable.from(sitemapChunks(app.db, publicOrigin(request, app.config), app.modules)));
    },
  );

  app.get(
    '/robots.txt',
    { config: { access: 'anonymous' }, schema: { hide: true } },
    async (request, reply) => {
      // Detail pages carry their own head tags from the server, so crawlers need not render API data.
      const body = [
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        'Disallow: /api',
        '',
        `Sitemap: ${publicOrigin(request, app.config)}/sitemap.xml`,
        '',
      ].join('\n');
      return reply
        .header('cache-control', 'public, max-age=3600')
        .type('text/plain; charset=utf-8')
        .send(body);
    },
  );
};
