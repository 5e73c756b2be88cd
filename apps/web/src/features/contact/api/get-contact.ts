import { useQuery } from '@tanstack/react-query';
import type { PublicPage } from '@tutor/contract/pages';
import type { SiteSettings } from '@tutor/contract/site-settings';
import { siteApi } from '@/api/http-client';

/** `GET /api/site-settings`: hotline, e-mail, address and the messenger link (spec §1). */
export function useSiteSettings() {
  return useQuery({
    queryKey: ['site-settings'],
    queryFn: ({ signal }) => siteApi.get<SiteSettings>('/site-settings', { signal, silent: true }),
  });
}

/** `GET /api/pages/contact`: the text staff keep for the contact page. */
export function useContactPage() {
  return useQuery({
    queryKey: ['pages', 'contact'],
    queryFn: ({ signal }) => siteApi.get<PublicPage>('/pages/contact', { signal, silent: true }),
  });
}
