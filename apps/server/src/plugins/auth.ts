import { canEnterAdmin, hasAllPermissions } from '@tutor/contract/permissions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import type { AccessTokens } from '../modules/auth/access-token';
import { loadAuthContext } from '../modules/auth/repository';
import type { AccessRuleCache } from '../modules/rules/access-rules';
import { matchingPermissions } from '../modules/rules/access-rules';

/** Who is calling: set on every request that carried a valid access token. */
export type AuthContext = {
  userId: number;
  sessionId: string;
  username: string;
  roleId: number | null;
  roleAcp: boolean;
  permissions: string[];
};

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /** none: the token is ignored (login, refresh); optional (default): read if sent; required: 401 without. */
    auth?: 'none' | 'optional' | 'required';
    /** Every code is needed (spec §6). Routes under /api/admin also need the back-office entry. */
    permissions?: string[];
  }
}

export type AuthPluginOptions = { accessTokens: AccessTokens; accessRules: AccessRuleCache };

/** Reads the bearer token; a present but bad token is an error even on public routes, so clients refresh. */
async function authenticate(app: FastifyInstance, request: FastifyRequest, tokens: AccessTokens) {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw new AppError('ACCESS_TOKEN_INVALID');
  const claims = await tokens.verify(match[1]);
  const row = await loadAuthContext(app.db, claims.sessionId);
  if (!row || row.user_id !== claims.userId) throw new AppError('ACCESS_TOKEN_INVALID');
  if (row.is_revoked)
    throw new AppError(row.revoked_reason === 'replaced' ? 'LOGGED_IN_ELSEWHERE' : 'ACCESS_TOKEN_INVALID');
  if (row.is_expired) throw new AppError('ACCESS_TOKEN_INVALID');
  if (row.user_status !== 'ACTIVE') throw new AppError('ACCOUNT_DISABLED');
  const roleActive = row.role_id !== null && row.role_status === 'ACTIVE';
  return {
    userId: row.user_id,
    sessionId: row.session_id,
    username: row.username,
    roleId: row.role_id,
    roleAcp: roleActive && !!row.role_acp,
    permissions: roleActive ? row.permissions : [],
  } satisfies AuthContext;
}

const ADMIN_PREFIX = '/api/admin/';

/**
 * The server decides every permission (the menu only mirrors it): each request is identified, then
 * admin calls must be able to enter the back office, then hold the route's permissions and those
 * added by access rules stored in the database.
 */
export const authPlugin = fp<AuthPluginOptions>(
  async (app, { accessTokens, accessRules }) => {
    app.decorateRequest('auth', null);
    app.addHook('onRequest', async (request) => {
      const config = request.routeOptions.config;
      const mode = config.auth ?? 'optional';
      if (mode === 'none') return;
      request.auth = await authenticate(app, request, accessTokens);
      const path = (request.url.split('?')[0] ?? '/').replace(/\/+$/, '') || '/';
      const isAdmin = `${path}/`.startsWith(ADMIN_PREFIX);
      if ((mode === 'required' || isAdmin) && !request.auth) throw new AppError('UNAUTHENTICATED');
      if (isAdmin && !canEnterAdmin(request.auth)) throw new AppError('ACCESS_DENIED');
      const required = [...(config.permissions ?? [])];
      if (path.startsWith('/api/'))
        required.push(...matchingPermissions(await accessRules.get(), request.method, path));
      if (required.length === 0) return;
      if (!request.auth) throw new AppError('UNAUTHENTICATED');
      if (!hasAllPermissions(request.auth, required)) throw new AppError('PERMISSION_NOT_ACCEPTED');
    });
  },
  { name: 'auth', dependencies: ['errors'] },
);
