import {
  adminUserDetailSchema,
  adminUserSchema,
  createUserBodySchema,
  updateUserBodySchema,
  userListQuerySchema,
} from '@tutor/contract/users';
import type { FastifyPluginAsync } from 'fastify';
import { registerCrud } from '../shared/admin-crud';
import { createUsersService } from './service';

export const adminUsersRoutes: FastifyPluginAsync = async (app) => {
  registerCrud(
    app,
    {
      path: '/users',
      resource: 'user',
      tag: 'admin: users',
      schemas: {
        item: adminUserSchema,
        detail: adminUserDetailSchema,
        listQuery: userListQuerySchema,
        create: createUserBodySchema,
        update: updateUserBodySchema,
      },
    },
    createUsersService(app.db, app.passwords),
  );
};
