import { books } from '../../db/schema';
import { seedCatalogue } from '../../db/seed/catalogue/seed';
import type { AppModule } from '../shared/app-module';
import { adminBooksRoutes, publicBooksRoutes } from './routes';
import { bookPages } from './seo';

export const booksModule: AppModule = {
  name: 'books',
  routes: publicBooksRoutes,
  adminRoutes: adminBooksRoutes,
  feedsPublicPages: true,
  richText: [{ table: books, id: books.id, column: books.content }],
  detailPages: [bookPages.detailPage],
  sitemap: { sources: [bookPages.sitemap] },
  // The catalogue's demo data (categories, pictures, books, combos, documents, news, site content) is
  // one seeder because its rows reference each other; it is listed with books, the first of them.
  seed: seedCatalogue,
};
