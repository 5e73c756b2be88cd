import { siteSettingsSchema } from '@tutor/contract/site-settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readSiteSettings } from './repository';

export const siteSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/site-settings',
    {
      config: { access: 'anonymous' },
      schema: {
        tags: ['site'],
        summary: 'Site name, contact details and the messenger chat link',
        response: { 200: siteSettingsSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return readSiteSettings(app.db);
    },
  );
};
