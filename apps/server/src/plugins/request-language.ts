import { LANGUAGE_COOKIE, type Language, pickLanguage } from '@tutor/contract/i18n';
import type { FastifyRequest } from 'fastify';
import { requestCookie } from './cookies';

/** The caller's language: the interface-language cookie, then Accept-Language, then Vietnamese. */
export function requestLanguage(request: FastifyRequest): Language {
  return pickLanguage(requestCookie(request, LANGUAGE_COOKIE), request.headers['accept-language']);
}
