import { categorySchema } from '@tutor/contract/categories';
import type { AppModule } from '../shared/app-module';
import { adminCategoriesRoutes } from './routes';
import { CATEGORY_ROOTS, categorySitemap } from './seo';
import { listAllCategories } from './service';

export const categoriesModule: AppModule = {
  name: 'categories',
  adminRoutes: adminCategoriesRoutes,
  feedsPublicPages: true,
  extraData: { categories: { access: [], item: categorySchema, load: listAllCategories } },
  sitemap: { paths: Object.values(CATEGORY_ROOTS), sources: [categorySitemap] },
};
