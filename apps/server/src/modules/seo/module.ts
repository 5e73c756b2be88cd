import type { AppModule } from '../shared/app-module';
import { createDetailPageHeads } from './detail-pages';
import { seoRoutes } from './routes';

/** sitemap.xml and robots.txt from every module's sitemap entries, and the heads of their detail pages. */
export const seoModule: AppModule = {
  name: 'seo',
  siteRoutes: seoRoutes,
  pageHeads: (app) =>
    createDetailPageHeads(
      app.db,
      app.config,
      app.modules.flatMap((module) => module.detailPages ?? []),
    ),
};
