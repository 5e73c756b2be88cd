import { admin, create, read } from '@/app/route-builders';
import type { FeatureRoutes } from '@/app/route-handle';
import { activationCodesAdminTexts } from './admin/i18n/texts';

const texts = [activationCodesAdminTexts];

/** Spec §2 `activation-codes`: the list, and creating a batch (spec §7 "create many"). */
export const activationCodesAdminRoutes: FeatureRoutes = {
  admin: [
    admin('/activation-codes', 'adminPage.activationCodes', {
      permissions: read('activation-code'),
      page: () => import('./admin/routes/activation-codes-list-page'),
      texts,
    }),
    admin('/activation-codes/create', 'adminPage.activationCodeBatch', {
      permissions: create('activation-code'),
      breadcrumb: ['adminPage.activationCodes', 'adminPage.activationCodeBatch'],
      page: () => import('./admin/routes/activation-codes-create-page'),
      texts,
    }),
  ],
};
