import type { AppModule } from '../shared/app-module';
import { adminRulesRoutes, publicRulesRoutes } from './routes';

export const rulesModule: AppModule = {
  name: 'rules',
  routes: publicRulesRoutes,
  adminRoutes: adminRulesRoutes,
};
