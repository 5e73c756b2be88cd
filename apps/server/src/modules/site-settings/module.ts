import type { AppModule } from '../shared/app-module';
import { siteSettingsRoutes } from './routes';
import { seedSiteSettings } from './seed';

export const siteSettingsModule: AppModule = {
  name: 'site-settings',
  routes: siteSettingsRoutes,
  seed: seedSiteSettings,
};
