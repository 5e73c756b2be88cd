import { crud } from '@/app/route-builders';
import type { FeatureRoutes } from '@/app/route-handle';

export const booksAdminRoutes: FeatureRoutes = {
  admin: crud('books', 'books', 'book', {
    list: () => import('./admin/routes/books-list-page'),
    create: () => import('./admin/routes/book-create-page'),
    edit: () => import('./admin/routes/book-edit-page'),
  }),
};
