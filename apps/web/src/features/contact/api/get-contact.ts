import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicPage } from '@tutor/contract/pages';
import type { SiteSettings } from '@tutor/contract/site-settings';
import { siteApi } from '@/api/http-client';

/** `GET /api/site-settings`: hotline, e-mail, address and the messenger link (spec §1). */
export const getSiteSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['site-settings'] as const,
    queryFn: ({ signal }) => siteApi.get<SiteSettings>('/site-settings', { signal, silent: true }),
  });

export function useSiteSettings() {
  return useQuery(getSiteSettingsQueryOptions());
}

/** `GET /api/pages/contact`: the text staff keep for the contact page. */
export const getContactPageQueryOptions = () =>
  queryOptions({
    queryKey: ['pages', 'contact'] as const,
    queryFn: ({ signal }) => siteApi.get<PublicPage>('/pages/contact', { signal, silent: true }),
  });

export function useContactPage() {
  return useQuery(getContactPageQueryOptions());
}
