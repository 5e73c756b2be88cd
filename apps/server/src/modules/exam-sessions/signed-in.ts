import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../plugins/auth';

/** The caller of a `signed-in` route (the auth plugin has already refused anyone else). */
export function signedIn(request: Pick<FastifyRequest, 'auth'>): AuthContext {
  if (!request.auth) throw new AppError('UNAUTHENTICATED');
  return request.auth;
}
