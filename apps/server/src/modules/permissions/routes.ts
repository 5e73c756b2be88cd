import {
  createPermissionBodySchema,
  permissionListQuerySchema,
  permissionSchema,
  updatePermissionBodySchema,
} from '@tutor/contract/roles';
import type { FastifyPluginAsync } from 'fastify';
import { registerCrud } from '../shared/admin-crud';
import { createPermissionsService } from './service';

export const adminPermissionsRoutes: FastifyPluginAsync = async (app) => {
  registerCrud(
    app,
    {
      path: '/permissions',
      resource: 'permission',
      tag: 'admin: permissions',
      schemas: {
        item: permissionSchema,
        listQuery: permissionListQuerySchema,
        create: createPermissionBodySchema,
        update: updatePermissionBodySchema,
      },
    },
    createPermissionsService(app.db),
  );
};
