import {
  createEmbedLiveBodySchema,
  embedLiveListQuerySchema,
  embedLiveSchema,
  publicEmbedLiveListQuerySchema,
  publicEmbedLiveListResponseSchema,
  updateEmbedLiveBodySchema,
} from '@tutor/contract/embed-lives';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerCrud } from '../shared/admin-crud';
import { createEmbedLivesService, listPublicEmbedLives } from './service';

/** Spec §6: embed lives need a back-office login only. */
export const adminEmbedLivesRoutes: FastifyPluginAsync = async (app) => {
  registerCrud(
    app,
    {
      path: '/embed-lives',
      resource: 'embed-live',
      tag: 'admin: embed lives',
      schemas: {
        item: embedLiveSchema,
        listQuery: embedLiveListQuerySchema,
        create: createEmbedLiveBodySchema,
        update: updateEmbedLiveBodySchema,
      },
    },
    createEmbedLivesService(app.db),
  );
};

export const publicEmbedLivesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/embed-lives',
    {
      config: { access: 'public' },
      schema: {
        tags: ['site: content'],
        summary: 'ACTIVE live embeds, newest first (the home page asks for 2)',
        querystring: publicEmbedLiveListQuerySchema,
        response: { 200: publicEmbedLiveListResponseSchema },
      },
    },
    async (request) => {
      const { data, total } = await listPublicEmbedLives(app.db, request.query);
      return { data, pagination: { total, offset: request.query.offset, limit: request.query.limit } };
    },
  );
};
