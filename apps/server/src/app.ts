import fs from 'node:fs';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Config, Secrets } from './config';
import type { Database, Db } from './db/client';
import {
  type ChangeFeed,
  createLocalChangeFeed,
  createPostgresChangeFeed,
  createRedisChangeFeed,
} from './lib/change-feed';
import { lazyRequestLogger, loggerOptions, OneLinePerRequest, requestId } from './lib/logger';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './lib/mailer';
import { createPageCache } from './lib/page-cache';
import { createPasswordHasher, type PasswordHasher } from './lib/password';
import { createPublicCache, type PublicCache } from './lib/public-cache';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './lib/rate-limiter';
import { createRedis } from './lib/redis';

import { createStorage, type Storage } from './lib/storage';
import { createUrlSigner, type UrlSigner } from './lib/url-signer';
import { appModules } from './modules/app-modules';
import { type AccessTokens, createAccessTokens } from './modules/auth/access-token';
import { type AccessRuleCache, createAccessRuleCache } from './modules/rules/access-rules';
import type { AppModule } from './modules/shared/app-module';
import { resanitizeRichTextOnPolicyChange } from './modules/shared/rich-text-upkeep';
import { apiDocsPlugin } from './plugins/api-docs';
import { authPlugin, makeBackOfficeScope } from './plugins/auth';
import { registerCookies } from './plugins/cookies';
import { errorsPlugin, sendError } from './plugins/errors';
import { httpCachePlugin } from './plugins/http-cache';
import { createResponseSerializerCompiler } from './plugins/response-serializer';
import { createSecurityHeaders } from './plugins/security-headers';
import { uploadsPlugin } from './plugins/uploads';
import { useNulSafeJsonParser, zodValidatorCompiler } from './plugins/validation';
import { keptPageSize, type PageAnswer, webAppPlugin } from './plugins/web-app';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    /** Files under STORAGE_DIR: `public` served at /uploads, `private` only through checking endpoints. */
    storage: Storage;
    /** Every domain's manifest (modules/app-modules.ts): extra-data, SEO and the sitemap read it. */
    modules: readonly AppModule[];
    mailer: Mailer;
    passwords: PasswordHasher;
    accessTokens: AccessTokens;
    accessRules: AccessRuleCache;
    /** Signs addresses handed out for later use without a session (video streams). */
    urlSigner: UrlSigner;
    /** In memory, or in Redis when REDIS_URL is set, so limits hold across processes. */
    rateLimiter: RateLimiter;
    /** Public answers the same for everyone (home), dropped on writes of the domains that feed them. */
    publicCache: PublicCache;
  }
}

export type AppDeps = {
  database: Database;
  secrets: Secrets;
  /** Outbound mail; by default SMTP_URL, else an outbox folder in DATA_DIR. Tests pass a recorder. */
  mailer?: Mailer;
  /** Where log lines go (stdout by default); tests read them. */
  logStream?: { write(line: string): void };
  /** Runs after the cross-cutting plugins and before the domain routes (tests observe routes with it). */
  beforeRoutes?: (app: FastifyInstance) => void;
  /** The domains to serve; every one by default (tests of a single module may pass fewer). */
  modules?: readonly AppModule[];
  /**
   * Settles when the web app's files are in place (`npm start` builds them meanwhile): everything else
   * is assembled first, and only the web app's plugin, which reads the build, waits for it.
   */
  webAppReady?: Promise<unknown>;
  /** Settles when the back office's files are in place; only an /admin page load waits for it. */
  adminAppReady?: Promise<unknown>;
};

/**
 * Builds the whole server without listening: main.ts listens, tests inject. The load order is the
 * architecture: outside plugins, then our cross-cutting plugins, then the domain routes, then the web
 * app's static files and fallback.
 */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  // A stream given by a test always gets JSON; stdout gets the configured format.
  const prettyLogs = config.logFormat === 'pretty' && !deps.logStream;
  const app = Fastify({
    logger: loggerOptions(config.logLevel, deps.logStream, config.logFormat),
    ...(prettyLogs ? { logController: new OneLinePerRequest() } : {}),
    genReqId: requestId,
    childLoggerFactory: lazyRequestLogger,
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimitBytes,
    requestTimeout: config.requestTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
  }).withTypeProvider<ZodTypeProvider>();

  const modules = deps.modules ?? appModules;
  app.decorate('config', config);
  app.decorate('db', deps.database.db);
  app.setValidatorCompiler(zodValidatorCompiler);
  useNulSafeJsonParser(app);
  // Answers written from their JSON schema; tests also prove each one against the zod contract.
  app.setSerializerCompiler(createResponseSerializerCompiler({ checkAnswers: config.env === 'test' }));
  // Fastify closes only the connections idle when close() starts; a browser's keep-alive connection
  // that finishes a request afterwards would hold the process up to the keep-alive timeout. While
  // stopping, answers ask the client to close, and idle connections are swept until the server is down.
  let isClosing = false;
  app.addHook('preClose', async () => {
    isClosing = true;
    const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
    app.server.once('close', () => clearInterval(sweep));
  });
  // What every answer carries, set in one hook when it leaves (its type is known by then): the request
  // id, the security headers for that type, and `connection: close` while stopping. One callback-style
  // hook instead of three, with no promise or extra tick: every hook is a step of Fastify's hook runner
  // on every answer (0.4-1 µs each in the profiles of the hottest reads, bench/README.md twelfth session).
  const securityHeaders = await createSecurityHeaders();
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    reply.headers(securityHeaders(reply));
    if (isClosing) reply.header('connection', 'close');
    done(null, payload);
  });

  // Outside plugins.
  await registerCookies(app, deps.secrets.cookieSecret);
  await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(fastifyRateLimit, { global: false });
  await app.register(apiDocsPlugin, { mode: config.apiDocs });

  // Shared services: the outside systems first (Redis, mail, disk), then what the domains share.
  const redis: Redis | undefined = config.redisUrl ? await createRedis(config.redisUrl) : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  const mailer =
    deps.mailer ??
    (config.mail.smtpUrl
      ? createSmtpMailer(config.mail.smtpUrl, config.mail.from)
      : createOutboxMailer(path.join(config.dataDir, 'outbox'), config.mail.from));
  const storage = createStorage(config.storageDir);
  fs.mkdirSync(storage.publicDir, { recursive: true });
  fs.mkdirSync(storage.privateDir, { recursive: true });
  app.decorate('storage', storage);
  const accessTokens = createAccessTokens(deps.secrets.jwtSecret, config.auth.accessTokenTtlS);
  const accessRules = createAccessRuleCache(deps.database.db);
  app.decorate('mailer', mailer);
  app.decorate('accessTokens', accessTokens);
  app.decorate('accessRules', accessRules);
  app.decorate('urlSigner', createUrlSigner(deps.secrets.jwtSecret));
  app.decorate(
    'rateLimiter',
    redis ? createRedisRateLimiter(redis, `${config.redisKeyPrefix}rl:`) : createMemoryRateLimiter(),
  );
  app.decorate('passwords', createPasswordHasher(config.auth.hashConcurrency));
  app.decorate('modules', modules);
  for (const module of modules) await module.ensure?.(deps.database.db);
  // Public-content changes reach every process: Redis when there is one, else the PostgreSQL server
  // itself; the embedded database serves one process, which needs no telling.
  const { pool } = deps.database;
  const changeFeed: ChangeFeed = redis
    ? createRedisChangeFeed(redis, `${config.redisKeyPrefix}public-content`, app.log)
    : pool
      ? createPostgresChangeFeed(pool, 'public_content_changed', app.log)
      : createLocalChangeFeed();
  app.addHook('onClose', () => changeFeed.close());
  const publicCache = createPublicCache(changeFeed);
  app.decorate('publicCache', publicCache);
  if (await resanitizeRichTextOnPolicyChange(deps.database.db, modules)) publicCache.invalidate();

  // Our cross-cutting plugins.
  await app.register(errorsPlugin);
  await app.register(authPlugin, { accessTokens, accessRules });
  await app.register(httpCachePlugin);
  await app.register(uploadsPlugin, { storage, maxFileBytes: config.uploads.maxFileBytes });

  // Domains.
  deps.beforeRoutes?.(app);
  await app.register(
    async (api) => {
      for (const module of modules) if (module.routes) await api.register(module.routes);
      // The back office: every route here, and its not-found answer, needs a user who may enter it
      // (plugins/auth.ts), however the URL was spelt.
      await api.register(
        async (admin) => {
          makeBackOfficeScope(admin);
          admin.setNotFoundHandler(
            // Probing for admin paths is rate limited like any other API probing (plugins/web-app.ts).
            { preHandler: admin.rateLimit({ max: 120, timeWindow: '1 minute' }) },
            async (request, reply) => sendError(request, reply, 'NOT_FOUND'),
          );
          for (const module of modules) {
            if (!module.adminRoutes) continue;
            if (!module.feedsPublicPages) {
              await admin.register(module.adminRoutes);
              continue;
            }
            const routes = module.adminRoutes;
            await admin.register(async (scope) => {
              // Before the answer leaves: the admin's next read, on any connection, is fresh.
              scope.addHook('onSend', async (request, reply) => {
                if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400)
                  publicCache.invalidate();
              });
              await scope.register(routes);
            });
          }
        },
        { prefix: '/admin' },
      );
    },
    { prefix: '/api' },
  );
  for (const module of modules) if (module.siteRoutes) await app.register(module.siteRoutes);

  // Last: static files and the fallback for every other path, with the heads and redirects the
  // domains declare (home and detail pages get their own head; redirect rules catch unknown paths).
  const pageHeads = modules.flatMap((module) => (module.pageHeads ? [module.pageHeads(app)] : []));
  const redirects = modules.flatMap((module) =>
    module.unknownPathRedirect ? [module.unknownPathRedirect(app)] : [],
  );
  await deps.webAppReady;
  await app.register(webAppPlugin, {
    distDir: config.webDistDir,
    adminDistDir: config.webAdminDistDir,
    adminReady: deps.adminAppReady,
    pageHead: (request) => firstAnswer(pageHeads, (heads) => heads(request)),
    redirectTarget: (pathname) => firstAnswer(redirects, (redirect) => redirect(pathname)),
    origin: config,
    pageCache:
      config.pageCacheMs > 0
        ? createPageCache<PageAnswer>(changeFeed, {
            ttlMs: config.pageCacheMs,
            maxBytes: PAGE_CACHE_MAX_BYTES,
            sizeOf: keptPageSize,
          })
        : undefined,
  });
  return app;
}

/** About 140 rendered pages (a page is about 180 KB of HTML and 40 KB gzipped). */
const PAGE_CACHE_MAX_BYTES = 32 * 1024 * 1024;

/** The first defined answer of `sources`, asked one after the other. */
async function firstAnswer<S, T>(sources: readonly S[], ask: (source: S) => Promise<T | undefined>) {
  for (const source of sources) {
    const answer = await ask(source);
    if (answer !== undefined) return answer;
  }
  return undefined;
}
