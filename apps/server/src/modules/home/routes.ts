import { homeResponseSchema } from '@tutor/contract/home';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCachedAnswer } from '../../plugins/http-cache';
import { loadHome } from './service';

export const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/home',
    {
      // The same answer for everyone: no session lookup. It is kept by the public cache until an admin
      // write to a domain that feeds it (`feedsPublicPages` in its manifest), here or in another process.
      // Compressed once per fill by the cache, never per answer.
      config: { access: 'anonymous', compress: false, decompress: false },
      schema: {
        tags: ['site'],
        summary: 'Every section of the home page in one answer',
        response: { 200: homeResponseSchema },
      },
    },
    async (request, reply) => {
      // Checked against the contract once per fill rather than once per answer.
      const answer = await app.publicCache.answer('home', async () =>
        homeResponseSchema.parse(await loadHome(app.db)),
      );
      return sendCachedAnswer(request, reply, answer);
    },
  );
};
