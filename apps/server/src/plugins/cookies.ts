import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Cookies: set with `reply.setCookie` as @fastify/cookie provides, but read only where a cookie matters
 * (the refresh token, the language), through `requestCookie`. The plugin's own hook would parse the
 * Cookie header into a new object on every request, storefront reads included, for the few routes that
 * look at a cookie.
 */
export function registerCookies(app: FastifyInstance, secret: string) {
  return app.register(fastifyCookie, { secret, hook: false });
}

/**
 * A cookie of the request, the header parsed on first use. `request.cookies` is null until then: read
 * cookies here, never from `request.cookies`.
 */
export function requestCookie(request: FastifyRequest, name: string): string | undefined {
  const cookies = (request.cookies as FastifyRequest['cookies'] | null) ?? parsedCookies(request);
  return cookies[name];
}

function parsedCookies(request: FastifyRequest) {
  const header = request.headers.cookie;
  request.cookies = header ? request.server.parseCookie(header) : {};
  return request.cookies;
}
