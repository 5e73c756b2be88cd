import {
  createFolderBodySchema,
  folderListQuerySchema,
  folderSchema,
  updateFolderBodySchema,
} from '@tutor/contract/folders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerCrud } from '../admin-crud';
import { createFoldersService } from './service';

/** `/api/admin/folders`: open to every back-office user (spec §6, no resource). */
export const adminFoldersRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCrud(
    app,
    {
      path: '/folders',
      tag: 'admin: folders',
      schemas: {
        item: folderSchema,
        listQuery: folderListQuerySchema,
        create: createFolderBodySchema,
        update: updateFolderBodySchema,
      },
    },
    createFoldersService(app.db),
  );
};
