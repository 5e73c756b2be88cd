import {
  categoryListQuerySchema,
  categorySchema,
  createCategoryBodySchema,
  updateCategoryBodySchema,
} from '@tutor/contract/categories';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerCrud } from '../admin-crud';
import { createCategoriesService } from './service';

/** `/api/admin/categories`: open to every back-office user (spec §6, no resource). */
export const adminCategoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCrud(
    app,
    {
      path: '/categories',
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
