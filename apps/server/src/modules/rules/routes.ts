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
import { notFound } from '../../lib/app-error';
import { registerCrud } from '../admin-crud';
import type { AccessRuleCache } from './access-rules';
import { createRulesService, findRedirect } from './service';

export const adminRulesRoutes: FastifyPluginAsync<{ accessRules: AccessRuleCache }> = async (
  app,
  { accessRules },
) => {
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
    createRulesService(app.db, accessRules),
  );
};

export const publicRulesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/rules/:slug',
    {
      config: { auth: 'none' },
      schema: {
        tags: ['site'],
        summary: 'Where a first visit to /{slug} should go',
        params: z.strictObject({ slug: z.string().regex(REDIRECT_SLUG) }),
        response: { 200: redirectRuleResponseSchema },
      },
    },
    async (request, reply) => {
      const targetUrl = await findRedirect(app.db, request.params.slug);
      if (!targetUrl) throw notFound();
      reply.header('cache-control', 'public, max-age=60');
      return { targetUrl };
    },
  );
};
