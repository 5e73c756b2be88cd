import {
  categoryListQuerySchema,
  categorySchema,
  createCategoryBodySchema,
  updateCategoryBodySchema,
} from '@tutor/contract/categories';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerCrud } from '../shared/admin-crud';
import { createCategoriesService } from './service';

/** `/api/admin/categories`: gated by `category:*` codes, as the admin menu gates the page (spec §6). */
export const adminCategoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCrud(
    app,
    {
      path: '/categories',
      resource: 'category',
      tag: 'admin: categories',
      schemas: {
        item: categorySchema,
        listQuery: categoryListQuerySchema,
        create: createCategoryBodySchema,
        update: updateCategoryBodySchema,
      },
    },
    createCategoriesService(app.db),
  );
};
