import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoginResponse, UserInfo } from '@tutor/contract/auth';
import { useCallback, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { authApi } from '@/api/http-client';
import { sessionEvents } from './session-events';
import {
  ACCESS_TOKEN_KEY,
  browserTokenStore,
  removeLegacyRefreshCookie,
  type TokenStore,
} from './token-store';

/*
 * The signed-in user, for the storefront and the back office alike.
 *
 *   useCurrentUser()          → { user: UserInfo | null, isLoading }  (GET /auth/me only when a token exists)
 *   currentUserQueryOptions() → for route loaders: `queryClient.ensureQueryData(currentUserQueryOptions())`
 *   useLogin()                → in use-login.ts, apart so the entry does not carry mutations for the
 *                               two login pages
 *   login(response)           → stores the access token and the user of a login/register/firebase answer
 *                               (the server has set the HttpOnly refresh cookie itself)
 *   useLogout()               → `(to = '/') => Promise<void>`: logs out, then navigates
 *   logout()                  → POST /auth/logout (best effort), forgets tokens, user and cached data
 *   setCurrentUser(user)      → after PUT /auth/me or an avatar upload
 *   getAccessToken()          → the bearer token or null (re-exported from token-store)
 *   connectSession(options)   → called once at start-up (main.tsx) with the query client and navigate
 *
 * The access token lives in token-store.ts, the refresh token in an HttpOnly cookie only the server
 * reads and writes; the user lives in the TanStack Query cache under `currentUserQueryKey`.
 */

export { getAccessToken } from './token-store';

export const currentUserQueryKey = ['session', 'current-user'] as const;

const USER_STALE_MS = 5 * 60_000;

type SessionContext = { queryClient: QueryClient | null; tokens: TokenStore };
const context: SessionContext = { queryClient: null, tokens: browserTokenStore };

export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: async ({ signal }): Promise<UserInfo | null> => {
      // Spec §4: with no access token there is no user, and nothing to ask the server.
      if (!context.tokens.getAccessToken()) return null;
      try {
        const { user } = await authApi.get<{ user: UserInfo }>('/me', { silent: true, signal });
        return user;
      } catch (error) {
        if (signal.aborted) throw error;
        // Spec §4: a failed user-info fetch leaves the visitor logged out (an empty menu).
        return null;
      }
    },
    staleTime: USER_STALE_MS,
    // Coming back to the tab is when "logged in on another browser" is worth finding out.
    refetchOnWindowFocus: true,
    retry: false,
  });
}

export type CurrentUser = { user: UserInfo | null; isLoading: boolean };

const noSubscription = () => () => {};

/**
 * True while React renders on the server or hydrates its HTML, false afterwards. The server renders for
 * a visitor (it cannot read the browser's token), so hydration must too, then the user shows.
 */
function useIsServerRender(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

export function useCurrentUser(): CurrentUser {
  const isServerRender = useIsServerRender();
  const query = useQuery({
    ...currentUserQueryOptions(),
    // Without a token the answer is known: no loading state, no flash of a signed-out header.
    initialData: () => (context.tokens.getAccessToken() ? undefined : null),
  });
  if (isServerRender) return { user: null, isLoading: false };
  return { user: query.data ?? null, isLoading: query.isPending };
}

/** Everything cached except the session's own entries: another user's (or no user's) data. */
function isUserData(query: { queryKey: readonly unknown[] }) {
  return query.queryKey[0] !== currentUserQueryKey[0];
}

/** Forgets the user and every cached answer; tokens are the caller's business. */
function forgetUser(queryClient: QueryClient | null) {
  if (!queryClient) return;
  void queryClient.cancelQueries({ queryKey: currentUserQueryKey });
  queryClient.removeQueries({ predicate: isUserData });
  queryClient.setQueryData(currentUserQueryKey, null);
}

export function setCurrentUser(user: UserInfo, queryClient = context.queryClient): void {
  queryClient?.setQueryData(currentUserQueryKey, user);
}

/** Signs in with the answer of POST /auth/login, /auth/register or /auth/firebase. */
export function login(response: LoginResponse, queryClient = context.queryClient): void {
  context.tokens.save(response);
  if (!queryClient) return;
  setCurrentUser(response.user, queryClient);
  // Answers cached for the visitor (prices, "already bought" flags…) may differ for this user.
  void queryClient.invalidateQueries({ predicate: isUserData });
}

/**
 * Ends the session here at once and tells the server in the background, which ends it there and clears
 * the HttpOnly refresh cookie (only the server can): a dead network must not keep someone signed in on a
 * shared computer. A plain fetch, so a server that is down opens no modal.
 */
export async function logout(queryClient = context.queryClient): Promise<void> {
  const accessToken = context.tokens.getAccessToken();
  context.tokens.clear();
  forgetUser(queryClient);
  sessionEvents.emit({ reason: 'logout' });
  // Always asked, even without an access token: only the server knows whether a refresh cookie is set.
  const headers: Record<string, string> = {};
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
  await globalThis
    .fetch('/api/auth/logout', {
      method: 'POST',
      headers,
      credentials: 'same-origin',
      // Survives the navigation that usually follows a logout.
      keepalive: true,
    })
    .catch(() => undefined);
}

export function useLogout(): (to?: string) => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (to = '/') => {
      const done = logout(queryClient);
      await navigate(to, { replace: true });
      await done;
    },
    [queryClient, navigate],
  );
}

export type ConnectSessionOptions = {
  queryClient: QueryClient;
  /** The router's navigate: a session the server ended sends the user home (spec §8). */
  navigate: (to: string) => unknown;
  /** For tests; the browser's by default. */
  tokens?: TokenStore;
  /** For tests: where to listen for another tab signing in or out. */
  eventTarget?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
};

/** Wires the session to the app once; returns the function that undoes it. */
export function connectSession(options: ConnectSessionOptions): () => void {
  context.queryClient = options.queryClient;
  if (options.tokens) context.tokens = options.tokens;
  removeLegacyRefreshCookie();

  const offSessionEnd = sessionEvents.on((event) => {
    if (event.reason === 'logout') return;
    forgetUser(options.queryClient);
    if (event.reason === 'forced') options.navigate('/');
  });

  // Tabs share the tokens: when another tab signs in or out, this one follows.
  const target = options.eventTarget ?? (typeof window === 'undefined' ? undefined : window);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== ACCESS_TOKEN_KEY && event.key !== null) return;
    if (event.newValue) void options.queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    else forgetUser(options.queryClient);
  };
  target?.addEventListener('storage', onStorage as EventListener);

  return () => {
    offSessionEnd();
    target?.removeEventListener('storage', onStorage as EventListener);
    context.queryClient = null;
    context.tokens = browserTokenStore;
  };
}
