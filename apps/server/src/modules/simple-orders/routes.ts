import { createSimpleOrderBodySchema, simpleOrderCreatedSchema } from '@tutor/contract/simple-orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { createSimpleOrder } from './service';

/** Orders per address and hour: a family or a school shares one address, a script does not need more. */
export const SIMPLE_ORDERS_PER_IP = { max: 20, windowS: 3600 } as const;

export const publicSimpleOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/simple-orders',
    {
      config: { access: 'public' },
      schema: {
        tags: ['site: orders'],
        summary: 'Order a book with the order form of its page',
        body: createSimpleOrderBodySchema,
        response: { 200: simpleOrderCreatedSchema },
      },
    },
    async (request) => {
      const limit = await app.rateLimiter.hit(
        `simple-order-ip:${request.ip}`,
        SIMPLE_ORDERS_PER_IP.max,
        SIMPLE_ORDERS_PER_IP.windowS,
      );
      if (!limit.allowed)
        throw new AppError('TOO_MANY_REQUESTS', { logMessage: 'rate limited: simple-order' });
      return createSimpleOrder(app.db, request.body, request.auth?.userId ?? null);
    },
  );
};
