import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config, Secrets } from './config';
import type { Database, Db } from './db/client';
import { loggerOptions, requestId } from './lib/logger';
import { siteSettingsRoutes } from './modules/site-settings/routes';
import { systemRoutes } from './modules/system/routes';
import { errorsPlugin } from './plugins/errors';
import { zodValidatorCompiler } from './plugins/validation';
import { webAppPlugin } from './plugins/web-app';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
  }
}

export type AppDeps = {
  database: Database;
  secrets: Secrets;
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
    logger: loggerOptions(config.logLevel),
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
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
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

  // Our cross-cutting plugins.
  await app.register(errorsPlugin);

  // Domains.
  deps.beforeRoutes?.(app);
  await app.register(
    async (api) => {
      await api.register(systemRoutes);
      await api.register(siteSettingsRoutes);
    },
    { prefix: '/api' },
  );

  // Last: static files and the fallback for every other path.
  await app.register(webAppPlugin, { distDir: config.webDistDir });
  return app;
}
