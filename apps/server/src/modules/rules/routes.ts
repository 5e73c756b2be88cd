import {
  createRuleBodySchema,
  REDIRECT_SLUG,
  redirectRuleResponseSchema,
  ruleListQuerySchema,
  ruleSchema,
  updateRuleBodySchema,
} from '@tutor/contract/rules';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerCrud } from '../shared/admin-crud';
import { createRulesService, findRedirect } from './service';

export const adminRulesRoutes: FastifyPluginAsync = async (app) => {
  registerCrud(
    app,
    {
      path: '/rules',
      resource: 'rule',
      tag: 'admin: rules',
      schemas: {
        item: ruleSchema,
        listQuery: ruleListQuerySchema,
        create: createRuleBodySchema,
        update: updateRuleBodySchema,
      },
    },
    createRulesService(app.db, app.accessRules),
  );
};

export const publicRulesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/rules/:slug',
    {
      config: { access: 'anonymous' },
      schema: {
        tags: ['site'],
        summary: 'Where a first visit to /{slug} should go',
        params: z.strictObject({ slug: z.string().regex(REDIRECT_SLUG) }),
        response: { 200: redirectRuleResponseSchema },
      },
    },
    async (request, reply) => {
      // No rule is an ordinary answer, not an error: every first visit to a page like /tin-tuc asks,
      // and a 404 there would be logged as a failed request in every visitor's console.
      const targetUrl = (await findRedirect(app.db, request.params.slug)) ?? null;
      reply.header('cache-control', 'public, max-age=60');
      return { targetUrl };
    },
  );
};
