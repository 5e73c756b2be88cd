import { canEnterAdmin, holdsAllCodes, type PermissionCode } from '@tutor/contract/permissions';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import type { AccessTokens } from '../modules/auth/access-token';
import { loadAuthContext } from '../modules/auth/repository';
import type { AccessRule, AccessRuleCache } from '../modules/rules/access-rules';
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

/**
 * Who may call a route. Every route declares one (deny by default: a route without it stops the
 * server from starting), and the matched route decides, never a test on the URL as the client spelt it.
 * - `anonymous`: anyone; the token is not even read (sign-in, refresh, cacheable public reads).
 * - `public`: anyone; a sent token identifies the caller (entitlements), a bad one is refused so the
 *   client refreshes it.
 * - `signed-in`: any signed-in user.
 * - `back-office`: a user who may enter the back office (roleAcp or `admin:access`).
 * - a list of codes: the back office, plus every code (spec §6; `resource:*` covers the actions).
 */
export type RouteAccess = 'anonymous' | 'public' | 'signed-in' | 'back-office' | readonly PermissionCode[];

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
    /**
     * The access its route declares (null for an unmatched path, judged as `public`), set before
     * anything else runs: later hooks read it here rather than through `request.routeOptions`, which
     * Fastify builds afresh on every read.
     */
    routeAccess: RouteAccess | null;
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** Set by the /api/admin scope on its routes: they may only declare back-office access. */
    isBackOffice?: boolean;
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

const isCodeList = (access: RouteAccess): access is readonly PermissionCode[] => Array.isArray(access);

function requireBackOffice(auth: AuthContext | null): asserts auth is AuthContext {
  if (!auth) throw new AppError('UNAUTHENTICATED');
  if (!canEnterAdmin(auth)) throw new AppError('ACCESS_DENIED');
}

/** Why a route's declaration cannot ship, or undefined when it is sound. */
export function accessProblem(route: Pick<RouteOptions, 'method' | 'url' | 'config'>): string | undefined {
  const config = (route.config ?? {}) as { access?: RouteAccess; isBackOffice?: boolean };
  const name = `${[route.method].flat().join(',')} ${route.url}`;
  if (config.access === undefined) return `${name} declares no access (config.access)`;
  const access = config.access;
  const valid =
    isCodeList(access) || ['anonymous', 'public', 'signed-in', 'back-office'].includes(access as string);
  if (!valid) return `${name} declares an unknown access ${JSON.stringify(access)}`;
  if (config.isBackOffice && !isCodeList(access) && access !== 'back-office')
    return `${name} is in the back office but declares '${access}'`;
  return undefined;
}

/**
 * Adds `access` to the routes a third-party plugin registers in this scope (static files, API docs),
 * which cannot declare it themselves. Call it in a scope of its own, before registering the plugin.
 */
export function declareAccessOfScope(scope: FastifyInstance, access: RouteAccess): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, access: route.config?.access ?? access };
  });
}

/**
 * Marks a scope as the back office: its routes (and its not-found answers) need a user who may enter
 * it, whatever spelling of the URL reached them, and may only declare back-office access.
 */
export function makeBackOfficeScope(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, isBackOffice: true };
  });
  // The root hook has already identified the caller; this one holds even for a route that slipped a
  // wrong declaration past the start-up check.
  scope.addHook('onRequest', async (request) => requireBackOffice(request.auth));
}

/**
 * The server decides every permission (the menu only mirrors it). Each request is identified as its
 * matched route asks, then must satisfy the route's declared access and the access rules stored in the
 * database, matched against the route pattern (so `/api/%61dmin/news` is `/api/admin/news`).
 */
export const authPlugin = fp<AuthPluginOptions>(
  async (app, { accessTokens, accessRules }) => {
    app.decorateRequest('auth', null);
    app.decorateRequest('routeAccess', null);

    const routes: RouteOptions[] = [];
    app.addHook('onRoute', (route) => void routes.push(route));
    app.addHook('onReady', async () => {
      const problems = routes.map(accessProblem).filter((p) => p !== undefined);
      if (problems.length > 0)
        throw new Error(`Routes without a sound access declaration:\n${problems.join('\n')}`);
    });

    /** The route's own access, and what the stored rules add to it; throws when the caller falls short. */
    async function check(request: FastifyRequest, access: RouteAccess, ruleCodes: string[]) {
      // An access rule may guard even a route that never reads tokens; then the caller must be known.
      if (access === 'anonymous' && ruleCodes.length === 0) return;
      request.auth = await authenticate(app, request, accessTokens);
      if (access === 'signed-in' && !request.auth) throw new AppError('UNAUTHENTICATED');
      const codes: string[] = [...ruleCodes];
      if (access === 'back-office' || isCodeList(access)) {
        requireBackOffice(request.auth);
        if (isCodeList(access)) codes.push(...access);
      }
      if (codes.length === 0) return;
      if (!request.auth) throw new AppError('UNAUTHENTICATED');
      if (!holdsAllCodes(request.auth, codes)) throw new AppError('PERMISSION_NOT_ACCEPTED');
    }

    const codesFor = (request: FastifyRequest, pattern: string | undefined, rules: readonly AccessRule[]) =>
      pattern?.startsWith('/api/') ? matchingPermissions(rules, request.method, pattern, request.params) : [];

    // Callback-style with a path that never waits: an anonymous route, or a public one called without
    // a token, that no stored rule guards (the storefront's reads) passes with neither a promise nor a
    // database call while the cached rules are fresh.
    app.addHook('onRequest', (request, _reply, done) => {
      // Unmatched paths (404) carry no declaration: they are public, and a back-office scope's own
      // not-found handler adds its check.
      const route = request.routeOptions;
      request.routeAccess = route.config.access ?? null;
      const access: RouteAccess = route.config.access ?? (request.is404 ? 'public' : 'back-office');
      const rules = accessRules.current();
      if (!rules) {
        accessRules
          .get()
          .then((loaded) => check(request, access, codesFor(request, route.url, loaded)))
          .then(() => done(), done);
        return;
      }
      let ruleCodes: string[];
      try {
        ruleCodes = codesFor(request, route.url, rules);
      } catch (error) {
        return done(error as Error);
      }
      if (ruleCodes.length === 0) {
        if (access === 'anonymous') return done();
        if (access === 'public' && !request.headers.authorization) return done();
      }
      check(request, access, ruleCodes).then(() => done(), done);
    });
  },
  { name: 'auth', dependencies: ['errors'] },
);
