import { pingResponseSchema } from '@tutor/contract/system';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Liveness and readiness in one: the web app's "Try again" calls it after a server-down modal. */
export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ping',
    {
      config: { access: 'anonymous' },
      schema: {
        tags: ['system'],
        summary: 'Checks that the server and its database answer',
        response: { 200: pingResponseSchema },
      },
    },
    async () => {
      await app.db.execute(sql`select 1`);
      return { ok: true as const, time: new Date().toISOString() };
    },
  );
};
