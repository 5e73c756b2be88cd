import type { PagePrefetch } from '@/app/route-handle';
import { getComboQueryOptions } from '@/features/combos/api/get-combo';
import { routeId } from '@/shared/catalogue/route-id';

/** `combo/{id}/{slug}`: the combo, with the options of the page's `useCombo`. */
export const prefetchComboPage: PagePrefetch = async ({ params, queryClient }) => {
  const id = routeId(params.id);
  if (id !== null) await queryClient.ensureQueryData(getComboQueryOptions(id));
};
