import fs from 'node:fs';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Config, Secrets } from './config';
import type { Database, Db } from './db/client';
import { loggerOptions, requestId } from './lib/logger';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './lib/mailer';
import { createPasswordHasher } from './lib/password';
import { createMemoryRateLimiter, createRedisRateLimiter } from './lib/rate-limiter';
import { createRedis } from './lib/redis';
import { createStorage, type Storage } from './lib/storage';
import { createAccessTokens } from './modules/auth/access-token';
import { createAvatarService } from './modules/auth/avatar';
import { createFirebaseSignIn } from './modules/auth/firebase';
import { authRoutes } from './modules/auth/routes';
import { createAuthService } from './modules/auth/service';
import { adminBannersRoutes } from './modules/banners/routes';
import { adminBooksRoutes, publicBooksRoutes } from './modules/books/routes';
import { adminCategoriesRoutes } from './modules/categories/routes';
import { adminCombosRoutes, publicCombosRoutes } from './modules/combos/routes';
import { customDataRoutes } from './modules/custom-data/routes';
import { adminDocumentsRoutes, publicDocumentsRoutes } from './modules/documents/routes';
import { adminEmbedLivesRoutes, publicEmbedLivesRoutes } from './modules/embed-lives/routes';
import { adminExtraDataRoutes } from './modules/extra-data/routes';
import { adminFoldersRoutes } from './modules/folders/routes';
import { homeRoutes } from './modules/home/routes';
import { adminImagesRoutes, publicImagesRoutes } from './modules/images/routes';
import { adminMenusRoutes } from './modules/menus/routes';
import { adminNewsRoutes, publicNewsRoutes } from './modules/news/routes';
import { adminPagesRoutes, publicPagesRoutes } from './modules/pages/routes';
import { adminPermissionsRoutes } from './modules/permissions/routes';
import { adminRolesRoutes } from './modules/roles/routes';
import { createAccessRuleCache } from './modules/rules/access-rules';
import { adminRulesRoutes, publicRulesRoutes } from './modules/rules/routes';
import { createDetailPageHeads } from './modules/seo/detail-pages';
import { seoRoutes } from './modules/seo/routes';
import { publicSimpleOrdersRoutes } from './modules/simple-orders/routes';
import { siteSettingsRoutes } from './modules/site-settings/routes';
import { adminSlideshowsRoutes } from './modules/slideshows/routes';
import { systemRoutes } from './modules/system/routes';
import { adminTagsRoutes } from './modules/tags/routes';
import { adminUsersRoutes } from './modules/users/routes';
import { authPlugin } from './plugins/auth';
import { errorsPlugin } from './plugins/errors';
import { uploadsPlugin } from './plugins/uploads';
import { useNulSafeJsonParser, zodValidatorCompiler } from './plugins/validation';
import { webAppPlugin } from './plugins/web-app';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    /** Files under STORAGE_DIR: `public` served at /uploads, `private` only through checking endpoints. */
    storage: Storage;
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
};

/**
 * Builds the whole server without listening: main.ts listens, tests inject. The load order is the
 * architecture: outside plugins, then our cross-cutting plugins, then the domain routes, then the web
 * app's static files and fallback.
 */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, deps.logStream),
    genReqId: requestId,
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimitBytes,
    requestTimeout: config.requestTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate('config', config);
  app.decorate('db', deps.database.db);
  app.setValidatorCompiler(zodValidatorCompiler);
  useNulSafeJsonParser(app);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Fastify closes only the connections idle when close() starts; a browser's keep-alive connection
  // that finishes a request afterwards would hold the process up to the keep-alive timeout. While
  // stopping, answers ask the client to close, and idle connections are swept until the server is down.
  let isClosing = false;
  app.addHook('preClose', async () => {
    isClosing = true;
    const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
    app.server.once('close', () => clearInterval(sweep));
  });
  app.addHook('onSend', async (_request, reply) => {
    if (isClosing) reply.header('connection', 'close');
  });

  // Outside plugins.
  await app.register(fastifyCookie, { secret: deps.secrets.cookieSecret });
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Ant Design and KaTeX set inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        mediaSrc: ["'self'", 'blob:'],
        // Live lessons and trailers are embedded players from video platforms.
        frameSrc: ["'self'", 'https:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        // Plain-HTTP installs (a LAN address) would break if sub-resources were forced to https.
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(fastifyRateLimit, { global: false });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'ToánHay API',
        description: 'Storefront (/api), accounts (/api/auth) and back office (/api/admin).',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    transformStaticCSP: (header) => header,
  });

  // Shared services: the outside systems first (Redis, mail, disk), then what the domains share.
  const redis: Redis | undefined = config.redisUrl ? createRedis(config.redisUrl) : undefined;
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
  const rateLimiter = redis
    ? createRedisRateLimiter(redis, `${config.redisKeyPrefix}rl:`)
    : createMemoryRateLimiter();
  const passwords = createPasswordHasher(config.auth.hashConcurrency);
  const auth = createAuthService({
    db: deps.database.db,
    config,
    passwords,
    accessTokens,
    rateLimiter,
    mailer,
    log: app.log,
  });

  // Our cross-cutting plugins.
  await app.register(errorsPlugin);
  await app.register(uploadsPlugin, { storage, maxFileBytes: config.uploads.maxFileBytes });
  await app.register(authPlugin, { accessTokens, accessRules });

  // Domains.
  deps.beforeRoutes?.(app);
  await app.register(
    async (api) => {
      await api.register(systemRoutes);
      await api.register(siteSettingsRoutes);
      await api.register(authRoutes, {
        prefix: '/auth',
        auth,
        avatars: createAvatarService(deps.database.db, storage),
        firebase: createFirebaseSignIn(config, deps.database.db, auth),
      });
      await api.register(publicRulesRoutes);
      await api.register(publicImagesRoutes);
      await api.register(publicBooksRoutes);
      await api.register(publicCombosRoutes);
      await api.register(publicDocumentsRoutes);
      await api.register(publicSimpleOrdersRoutes, { rateLimiter });
      await api.register(publicEmbedLivesRoutes);
      await api.register(publicNewsRoutes);
      await api.register(publicPagesRoutes);
      await api.register(homeRoutes);
      await api.register(customDataRoutes);
      // The back office: every route here needs a user who may enter it (plugins/auth.ts).
      await api.register(
        async (admin) => {
          await admin.register(adminUsersRoutes, { passwords });
          await admin.register(adminRolesRoutes);
          await admin.register(adminPermissionsRoutes);
          await admin.register(adminRulesRoutes, { accessRules });
          await admin.register(adminExtraDataRoutes);
          await admin.register(adminCategoriesRoutes);
          await admin.register(adminTagsRoutes);
          await admin.register(adminFoldersRoutes);
          await admin.register(adminImagesRoutes);
          await admin.register(adminBooksRoutes);
          await admin.register(adminCombosRoutes);
          await admin.register(adminDocumentsRoutes);
          await admin.register(adminMenusRoutes);
          await admin.register(adminSlideshowsRoutes);
          await admin.register(adminBannersRoutes);
          await admin.register(adminEmbedLivesRoutes);
          await admin.register(adminNewsRoutes);
          await admin.register(adminPagesRoutes);
        },
        { prefix: '/admin' },
      );
    },
    { prefix: '/api' },
  );

  await app.register(seoRoutes);
  // Last: static files and the fallback for every other path (detail pages get their own head).
  await app.register(webAppPlugin, {
    distDir: config.webDistDir,
    pageHead: createDetailPageHeads(deps.database.db, config),
  });
  return app;
}
