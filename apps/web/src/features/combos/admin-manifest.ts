import { crud } from '@/app/route-builders';
import type { FeatureRoutes } from '@/app/route-handle';

export const combosAdminRoutes: FeatureRoutes = {
  admin: crud('combos', 'combos', 'combo', {
    list: () => import('./admin/routes/combos-list-page'),
    create: () => import('./admin/routes/combo-create-page'),
    edit: () => import('./admin/routes/combo-edit-page'),
  }),
};
