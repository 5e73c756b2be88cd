import { read } from '@/app/route-builders';
import type { AdminMenuEntry } from '@/app/route-menu';

/** First entry of the "orders" group (spec §2 menu order). */
export const activationCodesAdminMenu: readonly AdminMenuEntry[] = [
  {
    key: 'activationCodes',
    label: 'adminPage.activationCodes',
    to: '/admin/activation-codes',
    permissions: read('activation-code'),
  },
];
