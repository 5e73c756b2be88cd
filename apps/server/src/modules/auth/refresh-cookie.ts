import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestCookie } from '../../plugins/cookies';

/**
 * The refresh token lives only in this cookie: HttpOnly (no script can read it, so an injected script
 * cannot carry a 30-day session away), SameSite=Strict (no other site's page sends it), and scoped to
 * /api/auth (sent to refresh and logout, not with every page or API call).
 */
export const REFRESH_COOKIE = 'refresh_token';
export const REFRESH_COOKIE_PATH = '/api/auth';

/** Secure when the request came over https (through the proxy with TRUST_PROXY) or the site is https. */
export function isSecureRequest(request: FastifyRequest): boolean {
  return request.protocol === 'https' || request.server.config.publicUrl.startsWith('https:');
}

function attributes(request: FastifyRequest) {
  return {
    httpOnly: true,
    sameSite: 'strict',
    path: REFRESH_COOKIE_PATH,
    secure: isSecureRequest(request),
  } as const;
}

export function setRefreshCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  maxAgeS: number,
) {
  reply.setCookie(REFRESH_COOKIE, token, {
    ...attributes(request),
    maxAge: Math.max(0, Math.floor(maxAgeS)),
  });
}

export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(REFRESH_COOKIE, attributes(request));
}

export function readRefreshCookie(request: FastifyRequest): string | undefined {
  const value = requestCookie(request, REFRESH_COOKIE);
  return value ? value : undefined;
}
