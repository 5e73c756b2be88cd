import { permissionSchema } from '@tutor/contract/roles';
import type { AppModule } from '../shared/app-module';
import { adminPermissionsRoutes } from './routes';
import { listAllPermissions } from './service';

export const permissionsModule: AppModule = {
  name: 'permissions',
  adminRoutes: adminPermissionsRoutes,
  // The role form assigns permissions: the catalogue is for those who read roles.
  extraData: { permissions: { access: ['role:read'], item: permissionSchema, load: listAllPermissions } },
};
