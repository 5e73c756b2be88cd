import { comboOptionSchema } from '@tutor/contract/combos';
import type { AppModule } from '../shared/app-module';
import { adminCombosRoutes, publicCombosRoutes } from './routes';
import { comboPages } from './seo';
import { listComboOptions } from './service';

export const combosModule: AppModule = {
  name: 'combos',
  routes: publicCombosRoutes,
  adminRoutes: adminCombosRoutes,
  extraData: { combos: { access: [], item: comboOptionSchema, load: listComboOptions } },
  detailPages: [comboPages.detailPage],
  sitemap: { sources: [comboPages.sitemap] },
};
