import type { AppModule } from '../shared/app-module';
import { createRedirectRuleLookup } from './redirect-page';
import { adminRulesRoutes, publicRulesRoutes } from './routes';

export const rulesModule: AppModule = {
  name: 'rules',
  routes: publicRulesRoutes,
  adminRoutes: adminRulesRoutes,
  unknownPathRedirect: (app) => createRedirectRuleLookup(app.db),
};
