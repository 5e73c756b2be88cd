import { seedCatalogue } from '../../db/seed/catalogue/seed';
import type { AppModule } from '../shared/app-module';
import { adminBooksRoutes, publicBooksRoutes } from './routes';
import { bookDetailPage, bookSitemap } from './seo';

export const booksModule: AppModule = {
  name: 'books',
  routes: publicBooksRoutes,
  adminRoutes: adminBooksRoutes,
  detailPages: [bookDetailPage],
  sitemap: { sources: [bookSitemap] },
  // The catalogue's demo data (categories, pictures, books, combos, documents, news, site content) is
  // one seeder because its rows reference each other; it is listed with books, the first of them.
  seed: seedCatalogue,
};
