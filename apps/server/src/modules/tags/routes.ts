import {
  createTagBodySchema,
  tagListQuerySchema,
  tagSchema,
  updateTagBodySchema,
} from '@tutor/contract/categories';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerCrud } from '../shared/admin-crud';
import { createTagsService } from './service';

/**
 * `/api/admin/tags`: the book, document and course forms read and create tags inline, so any
 * back-office user may; renaming and deleting is managing the taxonomy, with the category codes.
 */
export const adminTagsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCrud(
    app,
    {
      path: '/tags',
      resource: 'category',
      access: { read: 'back-office', create: 'back-office' },
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
