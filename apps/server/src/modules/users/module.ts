import type { AppModule } from '../shared/app-module';
import { adminUsersRoutes } from './routes';
import { seedDemoUsers } from './seed';

export const usersModule: AppModule = {
  name: 'users',
  adminRoutes: adminUsersRoutes,
  seed: seedDemoUsers,
};
