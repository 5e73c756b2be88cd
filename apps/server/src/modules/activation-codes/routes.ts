import {
  activateCodeBodySchema,
  activationBatchListSchema,
  activationCodesCreatedSchema,
  activationCodesExportQuerySchema,
  activationResultSchema,
  adminActivationCodeListQuerySchema,
  adminActivationCodeSchema,
  createActivationCodeBodySchema,
  createActivationCodesBodySchema,
  updateActivationCodeBodySchema,
} from '@tutor/contract/activation-codes';
import { XLSX_MIME_TYPE } from '@tutor/contract/xlsx-writer';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError, notFound } from '../../lib/app-error';
import { actorOf, registerCrud } from '../shared/admin-crud';
import { activateCode } from './activate';
import { createActivationCodesService } from './service';

const ADMIN_TAG = 'admin: activation codes';

/**
 * Attempts against guessing, counted before the code is looked at (a burst counts in full). A student
 * redeems one or two codes; a class behind one school address redeems a few dozen in an hour. With
 * 2^60 codes, even the address ceiling leaves a guesser no chance.
 */
export const ACTIVATIONS_PER_STUDENT = { max: 10, windowS: 3600 } as const;
export const ACTIVATIONS_PER_IP = { max: 100, windowS: 3600 } as const;

export const adminActivationCodesRoutes: FastifyPluginAsync = async (scope) => {
  const service = createActivationCodesService(scope.db);
  registerCrud(
    scope,
    {
      path: '/activation-codes',
      resource: 'activation-code',
      tag: ADMIN_TAG,
      schemas: {
        item: adminActivationCodeSchema,
        listQuery: adminActivationCodeListQuerySchema,
        create: createActivationCodeBodySchema,
        update: updateActivationCodeBodySchema,
      },
    },
    {
      list: (query: z.output<typeof adminActivationCodeListQuerySchema>) => service.list(query),
      get: (id) => service.get(id),
      create: (body: z.output<typeof createActivationCodeBodySchema>, actor) =>
        service.createOne(body, actor.userId),
      update: (id, body: z.output<typeof updateActivationCodeBodySchema>) => service.update(id, body),
      remove: (id) => service.remove(id),
    },
  );

  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/activation-codes/multiple',
    {
      config: { access: ['activation-code:create'] },
      schema: {
        tags: [ADMIN_TAG],
        summary: 'Create a batch of codes for a course or a combo, in one transaction',
        body: createActivationCodesBodySchema,
        response: { 200: activationCodesCreatedSchema },
      },
    },
    (request) => service.createMany(request.body, actorOf(request).userId),
  );
  app.get(
    '/activation-codes/batches',
    {
      config: { access: ['activation-code:read'] },
      schema: {
        tags: [ADMIN_TAG],
        summary: 'The batch names with their code and use counts, newest first',
        response: { 200: activationBatchListSchema },
      },
    },
    async () => ({ data: await service.batches() }),
  );
  app.get(
    '/activation-codes/export.xlsx',
    {
      config: { access: ['activation-code:read'] },
      schema: {
        tags: [ADMIN_TAG],
        summary: "One batch's codes as an xlsx file (one sheet named data)",
        querystring: activationCodesExportQuerySchema,
      },
    },
    async (request, reply) => {
      const bytes = await service.exportBatch(request.query.batch);
      if (!bytes) throw notFound();
      return reply
        .header('content-type', XLSX_MIME_TYPE)
        .header('content-disposition', `attachment; filename="ma-kich-hoat.xlsx"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(bytes));
    },
  );
};

export const publicActivationCodesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/activation-codes/activate',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['site: activation codes'],
        summary: 'Redeem a code: opens its course or each course of its combo for the caller, once',
        body: activateCodeBodySchema,
        response: { 200: activationResultSchema },
      },
    },
    async (request) => {
      const { userId } = actorOf(request);
      for (const [key, rule] of [
        [`activation-ip:${request.ip}`, ACTIVATIONS_PER_IP],
        [`activation-user:${userId}`, ACTIVATIONS_PER_STUDENT],
      ] as const) {
        const limit = await app.rateLimiter.hit(key, rule.max, rule.windowS);
        if (!limit.allowed)
          throw new AppError('TOO_MANY_REQUESTS', { logMessage: 'rate limited: activation' });
      }
      return activateCode(app.db, userId, request.body.code);
    },
  );
};
