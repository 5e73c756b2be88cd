import { type HomeResponse, homeResponseSchema } from '@tutor/contract/home';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadHome } from './service';

export const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/home',
    {
      // The same answer for everyone: no session lookup. It is kept by the public cache until an admin
      // write to a domain that feeds it (`feedsPublicPages` in its manifest), here or in another process.
      config: { access: 'anonymous' },
      schema: {
        tags: ['site'],
        summary: 'Every section of the home page in one answer',
        response: { 200: homeResponseSchema },
      },
    },
    async (_request, reply) => {
      // Checked against the contract once per fill rather than once per answer.
      const answer = await app.publicCache.answer('home', async () =>
        homeResponseSchema.parse(await loadHome(app.db)),
      );
      // Fastify sends a JSON string as is, unserialised (the type provider only knows objects);
      // revalidated each time, answered 304 when unchanged.
      return reply
        .header('etag', answer.etag)
        .header('cache-control', 'public, no-cache')
        .type('application/json; charset=utf-8')
        .send(answer.body as unknown as HomeResponse);
    },
  );
};
