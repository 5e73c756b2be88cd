import {
  createFolderBodySchema,
  folderListQuerySchema,
  folderSchema,
  updateFolderBodySchema,
} from '@tutor/contract/folders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerCrud } from '../shared/admin-crud';
import { createFoldersService } from './service';

/** `/api/admin/folders`: gated by `folder:*` codes, as the admin menu gates the folders page. */
export const adminFoldersRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCrud(
    app,
    {
      path: '/folders',
      resource: 'folder',
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
