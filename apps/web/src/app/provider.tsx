import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { isApiError, siteApi } from '@/api/http-client';
import { ServerDownModal } from '@/shared/ui/server-down-modal';
import { Toaster } from '@/shared/ui/toaster';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Catalogue data changes rarely; a minute avoids refetching on every page switch.
        staleTime: 60_000,
        // The HTTP client already renewed tokens and reported the failure (toast or server-down modal):
        // asking again at once would only repeat it. Other failures (a bug in a query function) get one retry.
        retry: (failureCount, error) => !isApiError(error) && failureCount < 1,
        // A failed query shows its failure (a 404 item its not-found state) as it was rendered, on the
        // server and then in the browser that hydrates it; asking again is the page's retry button, or
        // the route's prefetch on the next visit.
        retryOnMount: false,
        refetchOnWindowFocus: false,
      },
    },
  });
}

/** GET /api/ping (spec §7): the server-down modal's "Try again". */
const pingServer = () => siteApi.get('/ping', { silent: true });

type AppProviderProps = { i18n: I18n; queryClient: QueryClient; children: ReactNode };

export function AppProvider({ i18n, queryClient, children }: AppProviderProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {children}
        {/* Outside the router: the HTTP client raises them from any page, site or admin. */}
        <Toaster />
        <ServerDownModal onRetry={pingServer} />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
