import type { AppModule } from '../shared/app-module';
import { seoRoutes } from './routes';

/** sitemap.xml and robots.txt from every module's sitemap entries; detail heads are in app.ts's web app. */
export const seoModule: AppModule = {
  name: 'seo',
  siteRoutes: seoRoutes,
};
