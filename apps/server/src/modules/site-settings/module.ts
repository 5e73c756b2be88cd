import type { AppModule } from '../shared/app-module';
import { createHomePageHead } from './home-page';
import { readSiteSettings } from './repository';
import { siteSettingsRoutes } from './routes';
import { seedSiteSettings } from './seed';

export const siteSettingsModule: AppModule = {
  name: 'site-settings',
  routes: siteSettingsRoutes,
  seed: seedSiteSettings,
  /** The home page's title, description (the settings') and canonical link. */
  pageHeads: (app) => createHomePageHead(app.config, () => readSiteSettings(app.db)),
};
