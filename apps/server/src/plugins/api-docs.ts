import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { declareAccessOfScope } from './auth';

export type ApiDocsOptions = { mode: 'open' | 'off' };

/**
 * The OpenAPI document built from the routes' zod schemas, and its UI at /api/docs. It names every
 * back-office route and field, so it is a map for anyone probing the site: API_DOCS=off (the
 * production default) leaves it out entirely, and /api/docs answers 404 like any unknown path.
 * A "staff only" mode would need a cookie session the UI could send; tokens live in the browser's
 * storage, so the choice is open or off.
 */
export const apiDocsPlugin = fp<ApiDocsOptions>(
  async (app, { mode }) => {
    if (mode === 'off') return;
    // Registered before the routes: the swagger plugin collects them as they are added.
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
    await app.register(async (docs) => {
      declareAccessOfScope(docs, 'anonymous');
      await docs.register(fastifySwaggerUi, {
        routePrefix: '/api/docs',
        staticCSP: true,
        transformStaticCSP: (header) => header,
      });
    });
  },
  { name: 'api-docs' },
);
