import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Catalogue data changes rarely; a minute avoids refetching on every page switch.
        staleTime: 60_000,
        retry: 1,
        refetchOnWindowFocus: false,
      },
    },
  });
}

type AppProviderProps = { i18n: I18n; queryClient: QueryClient; children: ReactNode };

export function AppProvider({ i18n, queryClient, children }: AppProviderProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </I18nextProvider>
  );
}
