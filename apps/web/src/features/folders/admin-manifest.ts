import { crud } from '@/app/route-builders';
import type { FeatureRoutes } from '@/app/route-handle';

// Spec §6's menu gates folders by `folder:*`; the server requires the same codes.
export const foldersAdminRoutes: FeatureRoutes = {
  admin: crud('folders', 'folders', 'folder', {
    list: () => import('./admin/routes/folders-list-page'),
    create: () => import('./admin/routes/folder-create-page'),
    edit: () => import('./admin/routes/folder-edit-page'),
  }),
};
