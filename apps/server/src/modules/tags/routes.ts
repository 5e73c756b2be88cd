import {
  createTagBodySchema,
  tagListQuerySchema,
  tagSchema,
  updateTagBodySchema,
} from '@tutor/contract/categories';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerCrud } from '../admin-crud';
import { createTagsService } from './service';

/** `/api/admin/tags`: open to every back-office user; the book and document forms create tags inline. */
export const adminTagsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCrud(
    app,
    {
      path: '/tags',
      tag: 'admin: tags',
      schemas: {
        item: tagSchema,
        listQuery: tagListQuerySchema,
        create: createTagBodySchema,
        update: updateTagBodySchema,
      },
    },
    createTagsService(app.db),
  );
};
