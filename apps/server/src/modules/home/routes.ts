import { homeResponseSchema } from '@tutor/contract/home';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadHome } from './service';

export const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/home',
    {
      // The same answer for everyone: no session lookup, and shared caches may keep it briefly.
      config: { access: 'anonymous' },
      schema: {
        tags: ['site'],
        summary: 'Every section of the home page in one answer',
        response: { 200: homeResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=30');
      return loadHome(app.db);
    },
  );
};
