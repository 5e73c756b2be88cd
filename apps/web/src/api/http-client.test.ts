import { errorMessage } from '@tutor/contract/errors';
import { describe, expect, it } from 'vitest';
import { createI18n, loadNamespaces } from '@/shared/i18n/i18n';
import { commonTexts } from '@/shared/i18n/texts';
import { createEventBus, type SessionEnd } from '@/shared/session/session-events';
import { createTokenStore, type TokenStore } from '@/shared/session/token-store';
import type { ToastInput } from '@/shared/ui/toast-store';
import { ApiError, createApiClient, type HttpDeps } from './http-client';

type Call = {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  credentials: RequestCredentials | undefined;
};
type Handler = (call: Call) => Response | Promise<Response>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const failure = (status: number, code: string, extra: object = {}) =>
  json(status, { code, message: `${code} message`, ...extra });

/**
 * A browser without a browser: a Map for localStorage. The refresh token is an HttpOnly cookie the
 * browser would send by itself, so there is nothing of it here to fake.
 */
function fakeTokens(initial: { access?: string } = {}): TokenStore {
  const storage = new Map<string, string>();
  const store = createTokenStore({
    storage: {
      getItem: (key) => storage.get(key) ?? null,
      setItem: (key, value) => void storage.set(key, value),
      removeItem: (key) => void storage.delete(key),
    },
  });
  if (initial.access) store.save({ accessToken: initial.access, refreshTokenExpiredTime: 3600 });
  return store;
}

function setup(handler: Handler, tokens = fakeTokens({ access: 'old-access' })) {
  const calls: Call[] = [];
  const toasts: ToastInput[] = [];
  const ended: SessionEnd[] = [];
  let serverDownCount = 0;
  const sessionEvents = createEventBus<SessionEnd>();
  sessionEvents.on((event) => ended.push(event));
  const deps: HttpDeps = {
    fetch: async (url, init) => {
      const call: Call = {
        url,
        method: init.method ?? 'GET',
        headers: { ...(init.headers as Record<string, string>) },
        body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
        credentials: init.credentials,
      };
      calls.push(call);
      return handler(call);
    },
    tokens,
    sessionEvents,
    toast: (input) => {
      toasts.push(input);
    },
    serverDown: () => {
      serverDownCount += 1;
    },
    refreshUrl: '/api/auth/refresh-token',
  };
  const api = createApiClient('/api', deps);
  return { api, calls, toasts, ended, tokens, serverDown: () => serverDownCount };
}

/** Resolves when the test says so: lets two calls be in flight at the same time. */
function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

describe('http client', () => {
  it('sends the bearer token and the spec §7 query, and answers the JSON body', async () => {
    const { api, calls } = setup(() => json(200, { data: [1] }));
    const result = await api.get<{ data: number[] }>('/books', {
      query: { sort: ['name', 'createdAt'], order: ['asc', 'desc'], from: new Date('2025-03-04T20:00:00Z') },
    });
    expect(result).toEqual({ data: [1] });
    expect(calls[0]?.url).toBe('/api/books?sort=name,createdAt&order=asc,desc&from=2025-03-05');
    expect(calls[0]?.headers.Authorization).toBe('Bearer old-access');
  });

  it('sends no Authorization header without a token, and JSON bodies with their content type', async () => {
    const { api, calls } = setup(() => json(200, { ok: true }), fakeTokens());
    await api.post('/auth/forgot', { email: 'a@b.vn' });
    expect(calls[0]?.headers.Authorization).toBeUndefined();
    expect(calls[0]?.headers['Content-Type']).toBe('application/json');
    expect(calls[0]?.body).toEqual({ email: 'a@b.vn' });
  });

  it('uploads FormData as is, leaving the multipart content type to the browser', async () => {
    const { api, calls } = setup(() => json(200, { user: {} }));
    const form = new FormData();
    form.append('file', new Blob(['x'], { type: 'image/png' }), 'a.png');
    await api.upload('/auth/me/avatar', form);
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.body).toBe(form);
    expect(calls[0]?.headers['Content-Type']).toBeUndefined();
  });

  it('refreshes once for two calls that meet an expired token together, then retries both', async () => {
    const refreshGate = gate();
    const { api, calls, tokens, toasts } = setup(async (call) => {
      if (call.url === '/api/auth/refresh-token') {
        await refreshGate.opened;
        return json(200, { accessToken: 'new-access', refreshTokenExpiredTime: 60 });
      }
      return call.headers.Authorization === 'Bearer new-access'
        ? json(200, { path: call.url })
        : failure(401, 'ACCESS_TOKEN_EXPIRED');
    });

    const first = api.get('/a');
    const second = api.get('/b');
    // Let both 401s arrive before the refresh answers.
    await new Promise((resolve) => setTimeout(resolve, 10));
    refreshGate.open();

    expect(await Promise.all([first, second])).toEqual([{ path: '/api/a' }, { path: '/api/b' }]);
    const refreshes = calls.filter((call) => call.url === '/api/auth/refresh-token');
    expect(refreshes).toHaveLength(1);
    // No token in the body: the browser sends the HttpOnly refresh cookie with same-origin credentials.
    expect(refreshes[0]).toMatchObject({ method: 'POST', body: undefined, credentials: 'same-origin' });
    expect(refreshes[0]?.headers['Content-Type']).toBeUndefined();
    expect(calls.filter((call) => call.url === '/api/a')).toHaveLength(2);
    expect(calls.filter((call) => call.url === '/api/b')).toHaveLength(2);
    expect(tokens.getAccessToken()).toBe('new-access');
    expect(toasts).toEqual([]);
  });

  it('retries with a token renewed meanwhile instead of refreshing again', async () => {
    const tokens = fakeTokens({ access: 'old-access' });
    const { api, calls } = setup((call) => {
      if (call.headers.Authorization === 'Bearer old-access') {
        // Another call renewed the tokens while this one travelled.
        tokens.save({ accessToken: 'fresh', refreshTokenExpiredTime: 60 });
        return failure(401, 'ACCESS_TOKEN_EXPIRED');
      }
      return json(200, { ok: true });
    }, tokens);
    await api.get('/x');
    expect(calls.map((call) => call.url)).toEqual(['/api/x', '/api/x']);
  });

  it('refreshes at most once per call: a second expiry is an ordinary error', async () => {
    const { api, calls, toasts } = setup((call) =>
      call.url === '/api/auth/refresh-token'
        ? json(200, { accessToken: 'new-access', refreshTokenExpiredTime: 60 })
        : failure(401, 'ACCESS_TOKEN_EXPIRED'),
    );
    await expect(api.get('/x')).rejects.toMatchObject({ code: 'ACCESS_TOKEN_EXPIRED' });
    expect(calls.map((call) => call.url)).toEqual(['/api/x', '/api/auth/refresh-token', '/api/x']);
    expect(toasts).toHaveLength(1);
  });

  it('clears the session and rejects when the refresh is refused', async () => {
    const { api, tokens, ended, toasts, calls } = setup((call) =>
      call.url === '/api/auth/refresh-token'
        ? failure(401, 'REFRESH_TOKEN_INVALID')
        : failure(401, 'ACCESS_TOKEN_EXPIRED'),
    );
    const error = await api.get('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'REFRESH_TOKEN_INVALID' });
    expect(tokens.getAccessToken()).toBeNull();
    expect(ended).toEqual([{ reason: 'expired', code: 'REFRESH_TOKEN_INVALID' }]);
    expect(toasts).toEqual([
      { tone: 'error', messageKey: 'error.REFRESH_TOKEN_INVALID', message: 'REFRESH_TOKEN_INVALID message' },
    ]);
    expect(calls.map((call) => call.url)).toEqual(['/api/x', '/api/auth/refresh-token']);
  });

  it('asks the server even though it cannot see a refresh cookie, and ends the session when none was sent', async () => {
    const { api, tokens, ended, calls } = setup((call) =>
      call.url === '/api/auth/refresh-token'
        ? failure(401, 'REFRESH_TOKEN_INVALID')
        : failure(401, 'ACCESS_TOKEN_EXPIRED'),
    );
    await expect(api.get('/x', { silent: true })).rejects.toMatchObject({ code: 'REFRESH_TOKEN_INVALID' });
    expect(calls.map((call) => call.url)).toEqual(['/api/x', '/api/auth/refresh-token']);
    expect(tokens.getAccessToken()).toBeNull();
    expect(ended[0]?.reason).toBe('expired');
  });

  it('never refreshes a call that carried no access token', async () => {
    const { api, calls } = setup(() => failure(401, 'ACCESS_TOKEN_EXPIRED'), fakeTokens());
    await expect(api.get('/x', { silent: true })).rejects.toMatchObject({ code: 'ACCESS_TOKEN_EXPIRED' });
    expect(calls.map((call) => call.url)).toEqual(['/api/x']);
  });

  it('keeps the session when the refresh gets no answer: the server is down, not the session', async () => {
    const { api, tokens, serverDown, ended } = setup((call) => {
      if (call.url === '/api/auth/refresh-token') throw new TypeError('Failed to fetch');
      return failure(401, 'ACCESS_TOKEN_EXPIRED');
    });
    await expect(api.get('/x')).rejects.toMatchObject({ status: 0, code: 'SERVER_DOWN' });
    expect(serverDown()).toBe(1);
    expect(tokens.getAccessToken()).toBe('old-access');
    expect(ended).toEqual([]);
  });

  it.each(['LOGGED_IN_ELSEWHERE', 'ACCESS_TOKEN_INVALID'])(
    'on %s shows the message even when silent, logs out and sends the user home',
    async (code) => {
      const { api, tokens, ended, toasts } = setup(() => failure(401, code));
      await expect(api.get('/auth/me', { silent: true })).rejects.toMatchObject({ status: 401, code });
      expect(tokens.getAccessToken()).toBeNull();
      expect(ended).toEqual([{ reason: 'forced', code }]);
      expect(toasts).toEqual([{ tone: 'error', messageKey: `error.${code}`, message: `${code} message` }]);
    },
  );

  it('ends a refused session once, however many calls hear about it', async () => {
    const { api, ended, toasts } = setup(() => failure(401, 'LOGGED_IN_ELSEWHERE'));
    await Promise.allSettled([api.get('/a'), api.get('/b'), api.get('/c')]);
    expect(ended).toHaveLength(1);
    expect(toasts).toHaveLength(1);
  });

  it.each([500, 502, 503])(
    'opens the server-down modal on %i and rejects without a toast',
    async (status) => {
      const { api, serverDown, toasts } = setup(() => new Response('<html>Bad gateway</html>', { status }));
      await expect(api.get('/x')).rejects.toMatchObject({ status, code: 'SERVER_DOWN' });
      expect(serverDown()).toBe(1);
      expect(toasts).toEqual([]);
    },
  );

  it('opens the server-down modal for a 500 UNKNOWN_ERROR too', async () => {
    const { api, serverDown } = setup(() => failure(500, 'UNKNOWN_ERROR'));
    await expect(api.get('/x', { silent: true })).rejects.toMatchObject({ code: 'UNKNOWN_ERROR' });
    expect(serverDown()).toBe(1);
  });

  it('toasts a 5xx that names a specific failure: the server is up and said what went wrong', async () => {
    const { api, serverDown, toasts } = setup(() => failure(501, 'IDENTITY_PROVIDER_NOT_CONFIGURED'));
    await expect(api.post('/auth/firebase', { idToken: 'x' })).rejects.toMatchObject({ status: 501 });
    expect(serverDown()).toBe(0);
    expect(toasts[0]?.messageKey).toBe('error.IDENTITY_PROVIDER_NOT_CONFIGURED');
  });

  it('opens the server-down modal when no answer comes at all', async () => {
    const { api, serverDown } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = await api.get('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'SERVER_DOWN' });
    expect(serverDown()).toBe(1);
  });

  it('passes an abort through untouched: the caller cancelled, nothing is down', async () => {
    const controller = new AbortController();
    const { api, serverDown, toasts } = setup(() => {
      controller.abort();
      throw new DOMException('The operation was aborted.', 'AbortError');
    });
    await expect(api.get('/x', { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(serverDown()).toBe(0);
    expect(toasts).toEqual([]);
  });

  it('toasts other errors with error.<code> unless silent, and rejects with code and details', async () => {
    const details = [{ path: 'email', key: 'email', message: 'Not a valid email!' }];
    const { api, toasts } = setup(() => failure(400, 'VALIDATION_ERROR', { details }));
    await expect(api.post('/auth/register', {})).rejects.toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      details,
    });
    expect(toasts).toEqual([
      { tone: 'error', messageKey: 'error.VALIDATION_ERROR', message: 'VALIDATION_ERROR message' },
    ]);
    await expect(api.post('/auth/register', {}, { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(toasts).toHaveLength(1);
  });

  it('shows the server text for a code the catalogue does not know', async () => {
    const { api, toasts } = setup(() => json(409, { code: 'SOMETHING_NEW', message: 'Điều gì đó mới' }));
    await expect(api.get('/x')).rejects.toMatchObject({ code: 'SOMETHING_NEW' });
    expect(toasts).toEqual([{ tone: 'error', messageKey: 'error.SOMETHING_NEW', message: 'Điều gì đó mới' }]);
    // The error texts hold no such key, so the toaster shows the server's text.
    const { t } = createI18n('vi', await loadNamespaces('vi', [commonTexts]));
    expect(t('error.SOMETHING_NEW', { defaultValue: 'Điều gì đó mới' })).toBe('Điều gì đó mới');
    expect(t('error.REFRESH_TOKEN_INVALID')).toBe(errorMessage('REFRESH_TOKEN_INVALID', 'vi'));
  });

  it('names the failure by its status when the body is not an error answer', async () => {
    const { api } = setup(() => new Response('Too many', { status: 429 }));
    await expect(api.get('/x', { silent: true })).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  });

  it('downloads a Blob, and reads a failed download’s code from the JSON text of its body', async () => {
    const { api, toasts } = setup((call) =>
      call.url === '/api/ok'
        ? new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), { status: 200 })
        : new Response(
            new Blob([JSON.stringify({ code: 'DOCUMENT_NOT_ATTACHED', message: 'No document' })]),
            {
              status: 404,
              headers: { 'content-type': 'application/octet-stream' },
            },
          ),
    );
    const blob = await api.download('/ok');
    expect(await blob.text()).toBe('%PDF-1.7');
    await expect(api.download('/missing')).rejects.toMatchObject({ code: 'DOCUMENT_NOT_ATTACHED' });
    expect(toasts[0]?.messageKey).toBe('error.DOCUMENT_NOT_ATTACHED');
  });

  it('answers undefined for an empty 204 and keeps DELETE bodies', async () => {
    const { api, calls } = setup(() => new Response(null, { status: 204 }));
    expect(await api.delete('/users', { ids: [1, 2] })).toBeUndefined();
    expect(calls[0]).toMatchObject({ method: 'DELETE', body: { ids: [1, 2] } });
  });

  it('sends an upload through its own transport (for its progress), refreshing and retrying it like any call', async () => {
    const { api, calls } = setup((call) =>
      call.url === '/api/auth/refresh-token'
        ? json(200, { accessToken: 'new-access', refreshTokenExpiredTime: 60 })
        : json(500, { code: 'UNKNOWN_ERROR' }),
    );
    const sent: { url: string; authorization: string; body: unknown }[] = [];
    const form = new FormData();
    form.append('file', new Blob(['mp4']), 'clip.mp4');
    const result = await api.upload<{ ok: boolean }>('/videos/3/upload', form, {
      query: { field: 'video' },
      transport: async (url, init) => {
        const authorization = (init.headers as Record<string, string>).Authorization ?? '';
        sent.push({ url, authorization, body: init.body });
        return authorization === 'Bearer new-access'
          ? json(200, { ok: true })
          : failure(401, 'ACCESS_TOKEN_EXPIRED');
      },
    });
    expect(result).toEqual({ ok: true });
    expect(sent.map((call) => call.authorization)).toEqual(['Bearer old-access', 'Bearer new-access']);
    expect(sent.every((call) => call.url === '/api/videos/3/upload?field=video' && call.body === form)).toBe(
      true,
    );
    // Only the refresh went through the client's own fetch.
    expect(calls.map((call) => call.url)).toEqual(['/api/auth/refresh-token']);
  });
});
