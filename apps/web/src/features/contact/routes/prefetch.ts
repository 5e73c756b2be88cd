import type { PagePrefetch } from '@/app/route-handle';
import { getContactPageQueryOptions, getSiteSettingsQueryOptions } from '@/features/contact/api/get-contact';

/** `lien-he`: the site's contact details and the text staff keep for the page. */
export const prefetchContactPage: PagePrefetch = ({ queryClient }) =>
  Promise.all([
    queryClient.ensureQueryData(getSiteSettingsQueryOptions()),
    queryClient.ensureQueryData(getContactPageQueryOptions()),
  ]);
