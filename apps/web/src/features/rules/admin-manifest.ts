import { crud } from '@/app/route-builders';
import type { FeatureRoutes } from '@/app/route-handle';

export const rulesAdminRoutes: FeatureRoutes = {
  admin: crud('rules', 'rules', 'rule', {
    list: () => import('./admin/routes/rules-list-page'),
    create: () => import('./admin/routes/rule-create-page'),
    edit: () => import('./admin/routes/rule-edit-page'),
  }),
};
