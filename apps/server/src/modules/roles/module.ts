import { roleSchema } from '@tutor/contract/roles';
import type { AppModule } from '../shared/app-module';
import { adminRolesRoutes } from './routes';
import { listAllRoles } from './service';

export const rolesModule: AppModule = {
  name: 'roles',
  adminRoutes: adminRolesRoutes,
  // The user form picks a role, so whoever reads users may read the roles' names.
  extraData: { roles: { access: ['user:read'], item: roleSchema, load: listAllRoles } },
};
