import type { PagePrefetch } from '@/app/route-handle';
import { getFreeVideosQueryOptions } from './get-free-videos';
import { getHomeQueryOptions } from './get-home';

/**
 * Home `/`: every section comes from the one `GET /api/home` the page's `useHome` reads, the free videos
 * from `GET /api/videos/free` (a section that fails to load is left out, never the page).
 */
export const prefetchHomePage: PagePrefetch = ({ queryClient }) =>
  Promise.all([
    queryClient.ensureQueryData(getHomeQueryOptions()),
    queryClient.ensureQueryData(getFreeVideosQueryOptions()).catch(() => undefined),
  ]);
