import type { ErrorCode, FieldError } from '@tutor/contract/errors';
import { type EventBus, type SessionEnd, sessionEvents } from '@/shared/session/session-events';
import { browserTokenStore, type SessionTokens, type TokenStore } from '@/shared/session/token-store';
import { openServerDownModal } from '@/shared/ui/server-down-store';
import { showToast, type ToastInput } from '@/shared/ui/toast-store';
import { buildQueryString } from './query-string';

/*
 * The HTTP clients of spec §7 and their error handling of spec §8:
 * - every call carries the access token as a bearer token;
 * - 401 ACCESS_TOKEN_EXPIRED: one refresh (calls failing together share it), the new access token is
 *   stored and the call is sent once more; a refused refresh ends the session. The refresh token is an
 *   HttpOnly cookie the browser sends by itself: this code never holds it;
 * - 401 ACCESS_TOKEN_INVALID or LOGGED_IN_ELSEWHERE: the code's message, local logout, home;
 * - a 5xx answer or none at all: the 'Server is down' modal, closed by a successful ping;
 * - anything else: a toast of `error.<code>` unless `silent`, then the promise rejects with ApiError.
 * This module stays free of zod and React: it is part of every page's first load.
 */

export class ApiError extends Error {
  /** HTTP status; 0 when no answer came (network down, server unreachable). */
  readonly status: number;
  /** A code of the contract's catalogue, or whatever an unexpected answer carried. */
  readonly code: string;
  /** Per-field messages of a VALIDATION_ERROR, already in the request's language. */
  readonly details: FieldError[];

  constructor(status: number, code: string, message: string, details: FieldError[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export type RequestOptions = {
  /** Serialised per spec §7: arrays as comma lists, dates as YYYY-MM-DD, empty values left out. */
  query?: Readonly<Record<string, unknown>>;
  /** No toast for an ordinary error (the caller shows it). The server-down modal and the forced logout
   * notice still appear: they are about the whole app, not this call. */
  silent?: boolean;
  signal?: AbortSignal;
  /**
   * Sends this call instead of the client's fetch (an upload that reports its progress goes through
   * XMLHttpRequest, see `xhr-transport.ts`); refresh and error handling stay the client's.
   */
  transport?: HttpDeps['fetch'];
};

export type ApiClient = {
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  /** multipart/form-data; the browser writes the boundary. */
  upload<T>(path: string, formData: FormData, options?: RequestOptions): Promise<T>;
  /** A file answer. A failed download's code is read from the JSON text of its body. */
  download(path: string, options?: RequestOptions): Promise<Blob>;
};

/** What the client needs from the outside world; tests hand in fakes. */
export type HttpDeps = {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  tokens: TokenStore;
  sessionEvents: EventBus<SessionEnd>;
  toast: (input: ToastInput) => void;
  serverDown: () => void;
  /** `POST` here (no body; the browser sends the HttpOnly refresh cookie) answers a new access token. */
  refreshUrl: string;
};

/** Codes after which the token is worthless and the user must sign in again (spec §8). */
const SESSION_ENDING_CODES: ReadonlySet<string> = new Set<ErrorCode>([
  'ACCESS_TOKEN_INVALID',
  'LOGGED_IN_ELSEWHERE',
]);

/**
 * 5xx answers that name a specific failure (mail not sent, sign-in provider not configured) come from a
 * server that is up: they are toasted like any error. Only a generic or missing code means "down".
 */
const GENERIC_SERVER_CODES: ReadonlySet<string> = new Set<ErrorCode>(['UNKNOWN_ERROR', 'SERVER_DOWN']);

/** The code an answer without a readable body stands for. */
function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'ACCESS_DENIED';
    case 404:
      return 'NOT_FOUND';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 429:
      return 'TOO_MANY_REQUESTS';
    default:
      return status >= 500 ? 'SERVER_DOWN' : 'UNKNOWN_ERROR';
  }
}

/** The `{ code, message, details }` of a failed answer; JSON text for downloads too. */
async function readError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'string') {
    const { code, message, details } = body as { code: string; message?: unknown; details?: unknown };
    return new ApiError(
      response.status,
      code,
      typeof message === 'string' ? message : code,
      Array.isArray(details) ? (details as FieldError[]) : [],
    );
  }
  const code = codeForStatus(response.status);
  return new ApiError(response.status, code, code);
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return Boolean(signal?.aborted) || (error instanceof Error && error.name === 'AbortError');
}

const noAnswer = () => new ApiError(0, 'SERVER_DOWN', 'No answer from the server');

/**
 * The catalogue's text for the code, from the `error` texts that load with the common namespace (the
 * catalogue itself stays out of the entry). A code the catalogue does not know has no text there: the
 * toaster then shows the server's own (already localised) message, or the unknown-error text.
 */
function errorToast(error: ApiError): ToastInput {
  const hasOwnMessage = Boolean(error.message) && error.message !== error.code;
  return {
    tone: 'error',
    messageKey: `error.${error.code}`,
    ...(hasOwnMessage ? { message: error.message } : {}),
  };
}

type RefreshOutcome = { renewed: true } | { renewed: false; error: ApiError };

/** One refresh in flight per token store: every call that meets an expired token waits for it. */
const refreshesInFlight = new WeakMap<TokenStore, Promise<RefreshOutcome>>();

function endSession(deps: HttpDeps, reason: SessionEnd['reason'], code: string) {
  deps.tokens.clear();
  deps.sessionEvents.emit({ reason, code });
}

async function runRefresh(deps: HttpDeps): Promise<RefreshOutcome> {
  let response: Response;
  try {
    response = await deps.fetch(deps.refreshUrl, {
      method: 'POST',
      headers: { Accept: 'application/json' },
      // Sends the refresh cookie (HttpOnly, SameSite=Strict, Path=/api/auth); the answer renews it.
      credentials: 'same-origin',
    });
  } catch {
    // The server may be down: the session itself may still be good, so it is kept.
    deps.serverDown();
    throw noAnswer();
  }
  if (response.ok) {
    deps.tokens.save((await response.json()) as SessionTokens);
    return { renewed: true };
  }
  const error = await readError(response);
  if (response.status >= 500 && GENERIC_SERVER_CODES.has(error.code)) {
    deps.serverDown();
    throw error;
  }
  endSession(deps, 'expired', error.code);
  return { renewed: false, error };
}

function refreshOnce(deps: HttpDeps): Promise<RefreshOutcome> {
  let pending = refreshesInFlight.get(deps.tokens);
  if (!pending) {
    pending = runRefresh(deps).finally(() => refreshesInFlight.delete(deps.tokens));
    refreshesInFlight.set(deps.tokens, pending);
  }
  return pending;
}

type Payload = { body?: unknown; accept: 'json' | 'blob' };

export function createApiClient(basePath: string, deps: HttpDeps = browserHttpDeps): ApiClient {
  async function request<T>(
    method: string,
    path: string,
    { body, accept }: Payload,
    options: RequestOptions = {},
  ): Promise<T> {
    const url = `${basePath}${path}${buildQueryString(options.query)}`;
    let hasRetried = false;

    for (;;) {
      const token = deps.tokens.getAccessToken();
      const headers: Record<string, string> = { Accept: accept === 'json' ? 'application/json' : '*/*' };
      if (token) headers.Authorization = `Bearer ${token}`;
      let payload: BodyInit | undefined;
      if (body instanceof FormData) payload = body;
      else if (body !== undefined) {
        headers['Content-Type'] = 'application/json';
        payload = JSON.stringify(body);
      }

      const init: RequestInit = {
        method,
        headers,
        body: payload,
        signal: options.signal,
        credentials: 'same-origin',
      };
      let response: Response;
      try {
        response = await (options.transport ?? deps.fetch)(url, init);
      } catch (error) {
        if (isAbort(error, options.signal)) throw error;
        deps.serverDown();
        throw noAnswer();
      }

      if (response.ok) return (accept === 'blob' ? await response.blob() : await readBody(response)) as T;
      const error = await readError(response);

      if (error.code === 'ACCESS_TOKEN_EXPIRED' && token && !hasRetried) {
        hasRetried = true;
        // Another call renewed the token while this one was on its way: just send it again.
        const current = deps.tokens.getAccessToken();
        if (current && current !== token) continue;
        const outcome = await refreshOnce(deps);
        if (outcome.renewed) continue;
        if (!options.silent) deps.toast(errorToast(outcome.error));
        throw outcome.error;
      }

      if (SESSION_ENDING_CODES.has(error.code)) {
        // Only the session that was refused ends: if the user signed in again meanwhile, it stays.
        if (token && deps.tokens.getAccessToken() === token) {
          deps.toast(errorToast(error));
          endSession(deps, 'forced', error.code);
        }
        throw error;
      }

      if (response.status >= 500 && GENERIC_SERVER_CODES.has(error.code)) {
        deps.serverDown();
        throw error;
      }

      if (!options.silent) deps.toast(errorToast(error));
      throw error;
    }
  }

  /** A body (JSON or FormData) whose answer is JSON. */
  const sending = (body?: unknown): Payload => ({ body, accept: 'json' });
  return {
    get: (path, options) => request('GET', path, sending(), options),
    post: (path, body, options) => request('POST', path, sending(body), options),
    put: (path, body, options) => request('PUT', path, sending(body), options),
    patch: (path, body, options) => request('PATCH', path, sending(body), options),
    delete: (path, body, options) => request('DELETE', path, sending(body), options),
    upload: (path, formData, options) => request('POST', path, sending(formData), options),
    download: (path, options) => request<Blob>('GET', path, { accept: 'blob' }, options),
  };
}

let apiFetch: HttpDeps['fetch'] = (url, init) => globalThis.fetch(url, init);

/** Server rendering (app/ssr) reaches the API in-process: the same clients, another transport. */
export function setApiFetch(fetch: HttpDeps['fetch']) {
  apiFetch = fetch;
}

/** The real browser's dependencies; `fetch` is looked up per call so tests and polyfills can swap it. */
export const browserHttpDeps: HttpDeps = {
  fetch: (url, init) => apiFetch(url, init),
  tokens: browserTokenStore,
  sessionEvents,
  toast: (input) => {
    showToast(input);
  },
  serverDown: openServerDownModal,
  refreshUrl: '/api/auth/refresh-token',
};

/** Storefront and logged-in site calls (`/api/*`). */
export const siteApi = createApiClient('/api');
/** The common/auth client (`/api/auth/*`). */
export const authApi = createApiClient('/api/auth');
/** The back office (`/api/admin/*`). */
export const adminApi = createApiClient('/api/admin');
