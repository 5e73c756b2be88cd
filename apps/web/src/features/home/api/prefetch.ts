import type { PagePrefetch } from '@/app/route-handle';
import { getHomeQueryOptions } from './get-home';

/** Home `/`: every section comes from the one `GET /api/home` the page's `useHome` reads. */
export const prefetchHomePage: PagePrefetch = ({ queryClient }) =>
  queryClient.ensureQueryData(getHomeQueryOptions());
