import { QueryClient } from '@tanstack/react-query';
import type { LoginResponse, UserInfo } from '@tutor/contract/auth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectSession, currentUserQueryKey, currentUserQueryOptions, login, logout } from './session';
import { sessionEvents } from './session-events';
import { createTokenStore, type TokenStore } from './token-store';

const user: UserInfo = {
  id: 7,
  userName: 'hocsinh01',
  email: 'hs01@example.vn',
  firstName: 'An',
  lastName: 'Nguyễn',
  phone: '',
  socialUrl: '',
  avatar: null,
  role: { id: 3, name: 'Học sinh', roleAcp: false },
  permissions: [],
};

function memoryTokens(): TokenStore {
  const storage = new Map<string, string>();
  return createTokenStore({
    storage: {
      getItem: (key) => storage.get(key) ?? null,
      setItem: (key, value) => void storage.set(key, value),
      removeItem: (key) => void storage.delete(key),
    },
  });
}

class FakeWindow extends EventTarget {}

function setup() {
  const queryClient = new QueryClient();
  const tokens = memoryTokens();
  const navigate = vi.fn();
  const eventTarget = new FakeWindow();
  const disconnect = connectSession({ queryClient, navigate, tokens, eventTarget });
  return { queryClient, tokens, navigate, disconnect, eventTarget };
}

const response: LoginResponse = { accessToken: 'A', refreshTokenExpiredTime: 3600, user };

let disconnect: (() => void) | undefined;
afterEach(() => {
  disconnect?.();
  vi.unstubAllGlobals();
});

describe('session', () => {
  it('has no user and asks nothing without an access token', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const s = setup();
    disconnect = s.disconnect;
    expect(await s.queryClient.fetchQuery(currentUserQueryOptions())).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('stores the access token and the user of a login answer', () => {
    const s = setup();
    disconnect = s.disconnect;
    login(response);
    expect(s.tokens.getAccessToken()).toBe('A');
    expect(s.queryClient.getQueryData(currentUserQueryKey)).toEqual(user);
  });

  it('logs out: tells the server (which clears the refresh cookie), forgets the token, the user and every cached answer', async () => {
    const fetch = vi.fn(async () => new Response('{"ok":true}'));
    vi.stubGlobal('fetch', fetch);
    const s = setup();
    disconnect = s.disconnect;
    login(response);
    s.queryClient.setQueryData(['courses', 'mine'], [1, 2]);

    await logout();

    expect(s.tokens.getAccessToken()).toBeNull();
    expect(s.queryClient.getQueryData(currentUserQueryKey)).toBeNull();
    expect(s.queryClient.getQueryData(['courses', 'mine'])).toBeUndefined();
    expect(fetch).toHaveBeenCalledWith(
      '/api/auth/logout',
      expect.objectContaining({
        method: 'POST',
        credentials: 'same-origin',
        headers: { Authorization: 'Bearer A' },
      }),
    );
    expect((fetch.mock.calls[0] as unknown[])[1]).not.toHaveProperty('body');
  });

  it('asks the server to log out even without an access token: only it can clear the refresh cookie', async () => {
    const fetch = vi.fn(async () => new Response('{"ok":true}'));
    vi.stubGlobal('fetch', fetch);
    const s = setup();
    disconnect = s.disconnect;
    await logout();
    expect(fetch).toHaveBeenCalledWith(
      '/api/auth/logout',
      expect.objectContaining({ method: 'POST', credentials: 'same-origin', headers: {} }),
    );
  });

  it('logs out locally even when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const s = setup();
    disconnect = s.disconnect;
    login(response);
    await expect(logout()).resolves.toBeUndefined();
    expect(s.tokens.getAccessToken()).toBeNull();
  });

  it('goes home without the user when the server ended the session (LOGGED_IN_ELSEWHERE)', () => {
    const s = setup();
    disconnect = s.disconnect;
    login(response);
    s.queryClient.setQueryData(['orders'], ['x']);
    sessionEvents.emit({ reason: 'forced', code: 'LOGGED_IN_ELSEWHERE' });
    expect(s.navigate).toHaveBeenCalledWith('/');
    expect(s.queryClient.getQueryData(currentUserQueryKey)).toBeNull();
    expect(s.queryClient.getQueryData(['orders'])).toBeUndefined();
  });

  it('forgets the user but stays on the page when the session merely expired', () => {
    const s = setup();
    disconnect = s.disconnect;
    login(response);
    sessionEvents.emit({ reason: 'expired', code: 'REFRESH_TOKEN_INVALID' });
    expect(s.navigate).not.toHaveBeenCalled();
    expect(s.queryClient.getQueryData(currentUserQueryKey)).toBeNull();
  });

  it('follows another tab that signs out', () => {
    const s = setup();
    disconnect = s.disconnect;
    login(response);
    const event = Object.assign(new Event('storage'), { key: 'accessToken', newValue: null });
    s.eventTarget.dispatchEvent(event);
    expect(s.queryClient.getQueryData(currentUserQueryKey)).toBeNull();
  });
});
