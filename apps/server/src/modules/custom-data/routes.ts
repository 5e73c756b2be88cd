import { customDataQuerySchema, customDataResponseSchema } from '@tutor/contract/custom-data';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadBanners, loadPublicMenus, loadSlideshows } from './service';

/** `GET /api/custom-data?code=menu|slideshow|banner` (spec §7): site-wide storefront content. */
export const customDataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/custom-data',
    {
      config: { access: 'anonymous' },
      schema: {
        tags: ['site'],
        summary: 'The five menus as trees, the active slideshow or the active banners',
        querystring: customDataQuerySchema,
        response: { 200: customDataResponseSchema },
      },
    },
    async (request, reply) => {
      // Every page's header reads the menus: a minute of staleness spares the database.
      reply.header('cache-control', 'public, max-age=60');
      switch (request.query.code) {
        case 'menu':
          return { menu: await loadPublicMenus(app.db) };
        case 'slideshow':
          return { slideshows: await loadSlideshows(app.db) };
        case 'banner':
          return { banners: await loadBanners(app.db) };
      }
    },
  );
};
