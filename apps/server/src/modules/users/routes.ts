import {
  adminUserDetailSchema,
  adminUserSchema,
  createUserBodySchema,
  updateUserBodySchema,
  userListQuerySchema,
} from '@tutor/contract/users';
import type { FastifyPluginAsync } from 'fastify';
import type { PasswordHasher } from '../../lib/password';
import { registerCrud } from '../admin-crud';
import { createUsersService } from './service';

export const adminUsersRoutes: FastifyPluginAsync<{ passwords: PasswordHasher }> = async (
  app,
  { passwords },
) => {
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
    createUsersService(app.db, passwords),
  );
};
