import { comboOptionSchema } from '@tutor/contract/combos';
import type { AppModule } from '../shared/app-module';
import { adminCombosRoutes, publicCombosRoutes } from './routes';
import { comboDetailPage, comboSitemap } from './seo';
import { listComboOptions } from './service';

export const combosModule: AppModule = {
  name: 'combos',
  routes: publicCombosRoutes,
  adminRoutes: adminCombosRoutes,
  extraData: { combos: { access: [], item: comboOptionSchema, load: listComboOptions } },
  detailPages: [comboDetailPage],
  sitemap: { sources: [comboSitemap] },
};
