import { comboOptionSchema } from '@tutor/contract/combos';
import { combos } from '../../db/schema';
import type { AppModule } from '../shared/app-module';
import { adminCombosRoutes, publicCombosRoutes } from './routes';
import { comboPages } from './seo';
import { listComboOptions } from './service';

export const combosModule: AppModule = {
  name: 'combos',
  routes: publicCombosRoutes,
  adminRoutes: adminCombosRoutes,
  feedsPublicPages: true,
  richText: [{ table: combos, id: combos.id, column: combos.content }],
  extraData: { combos: { access: [], item: comboOptionSchema, load: listComboOptions } },
  detailPages: [comboPages.detailPage],
  sitemap: { sources: [comboPages.sitemap] },
};
