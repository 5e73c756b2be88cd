import { idParamsSchema } from '@tutor/contract/admin-common';
import {
  adminComboListQuerySchema,
  adminComboSchema,
  comboDetailSchema,
  comboListQuerySchema,
  comboListResponseSchema,
  createComboBodySchema,
  updateComboBodySchema,
} from '@tutor/contract/combos';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerCrud } from '../shared/admin-crud';
import { createCombosService, getStorefrontCombo, listStorefrontCombos } from './service';

export const adminCombosRoutes: FastifyPluginAsync = async (app) => {
  registerCrud(
    app,
    {
      path: '/combos',
      resource: 'combo',
      tag: 'admin: combos',
      schemas: {
        item: adminComboSchema,
        listQuery: adminComboListQuerySchema,
        create: createComboBodySchema,
        update: updateComboBodySchema,
      },
    },
    createCombosService(app.db),
  );
};

export const publicCombosRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['site: combos'];
  app.get(
    '/combos',
    {
      config: { access: 'public' },
      schema: { tags, querystring: comboListQuerySchema, response: { 200: comboListResponseSchema } },
    },
    (request) => listStorefrontCombos(app.db, request.query),
  );
  app.get(
    '/combos/:id',
    {
      config: { access: 'public' },
      schema: { tags, params: idParamsSchema, response: { 200: comboDetailSchema } },
    },
    (request) => getStorefrontCombo(app.db, request.params.id as number),
  );
};
