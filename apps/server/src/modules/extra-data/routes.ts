import { type ExtraDataType, extraDataQuerySchema } from '@tutor/contract/admin-common';
import { hasAllPermissions } from '@tutor/contract/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { actorOf } from '../shared/admin-crud';
import type { ExtraDataProvider } from '../shared/app-module';

/**
 * `GET /admin/extra-data?type=…`: reference lists for admin forms in one call, each provided by its
 * domain's manifest. Any back-office user may ask (a book form needs categories and tags whoever
 * fills it); lists that reveal the access model need the codes their provider names.
 */
export const adminExtraDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const providers = new Map<ExtraDataType, ExtraDataProvider>();
  for (const module of app.modules) {
    for (const [type, provider] of Object.entries(module.extraData ?? {}) as [
      ExtraDataType,
      ExtraDataProvider,
    ][]) {
      if (providers.has(type)) throw new Error(`extra-data type ${type} is provided twice (${module.name})`);
      providers.set(type, provider);
    }
  }
  const response = z.object(
    Object.fromEntries([...providers].map(([type, provider]) => [type, z.array(provider.item).optional()])),
  );
  app.get(
    '/extra-data',
    {
      config: { access: 'back-office' },
      schema: { tags: ['admin'], querystring: extraDataQuerySchema, response: { 200: response } },
    },
    async (request) => {
      const types = [...new Set(request.query.type)];
      const actor = actorOf(request);
      const wanted = types.map((type) => {
        const provider = providers.get(type);
        // The contract lists a type whose domain has not landed: ask again when it has.
        if (!provider) throw new AppError('NOT_FOUND');
        if (!hasAllPermissions(actor, provider.access)) throw new AppError('PERMISSION_NOT_ACCEPTED');
        return [type, provider] as const;
      });
      const entries = await Promise.all(
        wanted.map(async ([type, provider]) => [type, await provider.load(app.db)]),
      );
      return Object.fromEntries(entries);
    },
  );
};
