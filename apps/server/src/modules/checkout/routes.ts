import { idParamsSchema } from '@tutor/contract/admin-common';
import { claimOrderBodySchema, orderClaimedSchema } from '@tutor/contract/checkout';
import {
  cartQuoteBodySchema,
  cartQuoteSchema,
  createComboOrderBodySchema,
  createCourseOrderBodySchema,
  createDocumentOrderBodySchema,
  createOrderBodySchema,
  myOrderListQuerySchema,
  myOrderListResponseSchema,
  newTransferCodeBodySchema,
  type OrderCreated,
  type OrderView,
  orderCreatedSchema,
  orderViewQuerySchema,
  orderViewSchema,
} from '@tutor/contract/orders';
import { createSimpleOrderBodySchema } from '@tutor/contract/simple-orders';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, notFound } from '../../lib/app-error';
import { type Checkout, orderAccessSigner } from '../orders/checkout';
import { paymentFor } from '../payments/instructions';
import { actorOf } from '../shared/admin-crud';
import { checkout, claimGuestOrder, listMyOrders, quoteCart, renewTransferCode, viewOrder } from './service';

const TAG = 'site: orders';

/**
 * THE one place an order view gets its payment instructions (bank, amount due, transfer code, VietQR):
 * null when no bank is configured or nothing is due. A guest's QR address carries their page key.
 */
export async function withPayment(
  app: FastifyInstance,
  view: OrderView,
  accessKey?: string | null,
): Promise<OrderView> {
  return { ...view, payment: paymentFor(app.config, view, accessKey) };
}

async function answerCreated(app: FastifyInstance, created: OrderCreated): Promise<OrderCreated> {
  return { ...created, order: await withPayment(app, created.order, created.accessKey) };
}

/**
 * Orders placed per hour (every way of ordering counts together). A guest is counted by address; a
 * signed-in buyer by account, so a class checking out behind one school address is not stopped, while
 * the address as a whole still has a ceiling a script would hit.
 */
export const ORDER_LIMITS = {
  guestPerIp: { max: 20, windowS: 3600 },
  perAccount: { max: 20, windowS: 3600 },
  perIp: { max: 600, windowS: 3600 },
} as const;

async function countOrderAttempt(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const userId = request.auth?.userId;
  const own =
    userId === undefined
      ? await app.rateLimiter.hit(
          `order-ip:${request.ip}`,
          ORDER_LIMITS.guestPerIp.max,
          ORDER_LIMITS.guestPerIp.windowS,
        )
      : await app.rateLimiter.hit(
          `order-user:${userId}`,
          ORDER_LIMITS.perAccount.max,
          ORDER_LIMITS.perAccount.windowS,
        );
  const address = own.allowed
    ? await app.rateLimiter.hit(
        `order-ip-all:${request.ip}`,
        ORDER_LIMITS.perIp.max,
        ORDER_LIMITS.perIp.windowS,
      )
    : own;
  if (!address.allowed) throw new AppError('TOO_MANY_REQUESTS', { logMessage: 'rate limited: order' });
}

/** Fresh transfer codes asked per address and hour (each is a write; a buyer needs one or two). */
export const NEW_TRANSFER_CODES_PER_IP = { max: 30, windowS: 3600 } as const;

export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const signer = orderAccessSigner(app);
  const place = async (request: FastifyRequest, input: Omit<Checkout, 'userId'>) => {
    await countOrderAttempt(app, request);
    return answerCreated(
      app,
      await checkout(app.db, signer, { ...input, userId: request.auth?.userId ?? null }),
    );
  };

  app.post(
    '/cart/quote',
    {
      config: { access: 'public' },
      schema: {
        tags: [TAG],
        summary: "The cart's lines at today's prices, with what stops a line from being bought",
        body: cartQuoteBodySchema,
        response: { 200: cartQuoteSchema },
      },
    },
    (request) => quoteCart(app.db, request.body.items, request.auth?.userId ?? null),
  );

  app.post(
    '/orders',
    {
      config: { access: 'public' },
      schema: {
        tags: [TAG],
        summary: 'Check out the cart: one general order at the server’s prices',
        body: createOrderBodySchema,
        response: { 200: orderCreatedSchema },
      },
    },
    (request) => {
      const { items, idempotencyKey, ...buyer } = request.body;
      return place(request, {
        kind: 'GENERAL',
        buyer,
        lines: items.map((item, i) => ({ ...item, path: `items.${i}` })),
        idempotencyKey,
      });
    },
  );

  app.post(
    '/course-orders',
    {
      config: { access: 'public' },
      schema: {
        tags: [TAG],
        summary: 'Order one course from its page',
        body: createCourseOrderBodySchema,
        response: { 200: orderCreatedSchema },
      },
    },
    (request) => {
      const { courseId, salePrice, idempotencyKey, ...buyer } = request.body;
      return place(request, {
        kind: 'COURSE',
        buyer,
        lines: [{ type: 'COURSE', id: courseId, quantity: 1, salePrice, path: 'courseId' }],
        idempotencyKey,
      });
    },
  );

  app.post(
    '/combo-orders',
    {
      config: { access: 'public' },
      schema: {
        tags: [TAG],
        summary: 'Order one combo from its page',
        body: createComboOrderBodySchema,
        response: { 200: orderCreatedSchema },
      },
    },
    (request) => {
      const { comboId, salePrice, idempotencyKey, ...buyer } = request.body;
      return place(request, {
        kind: 'COMBO',
        buyer,
        lines: [{ type: 'COMBO', id: comboId, quantity: 1, salePrice, path: 'comboId' }],
        idempotencyKey,
      });
    },
  );

  app.post(
    '/document-orders',
    {
      config: { access: 'public' },
      schema: {
        tags: [TAG],
        summary: 'Buy a paid document: a general order of one document line (DONE gives the download)',
        body: createDocumentOrderBodySchema,
        response: { 200: orderCreatedSchema },
      },
    },
    (request) => {
      const { documentId, salePrice, idempotencyKey, ...buyer } = request.body;
      return place(request, {
        kind: 'GENERAL',
        buyer,
        lines: [{ type: 'DOCUMENT', id: documentId, quantity: 1, salePrice, path: 'documentId' }],
        idempotencyKey,
      });
    },
  );

  app.post(
    '/simple-orders',
    {
      config: { access: 'public' },
      schema: {
        tags: [TAG],
        summary: 'Order a book with the order form of its page',
        body: createSimpleOrderBodySchema,
        response: { 200: orderCreatedSchema },
      },
    },
    (request) => {
      const { bookId, qty, idempotencyKey, ...buyer } = request.body;
      return place(request, {
        kind: 'SIMPLE',
        buyer,
        lines: [{ type: 'BOOK', id: bookId, quantity: qty, path: 'bookId' }],
        idempotencyKey,
        // The order form's answers since the catalogue issue: an unknown book, or one not on sale.
        refuse: (item) => (item.isKnown ? new AppError('BOOK_NOT_AVAILABLE') : notFound()),
      });
    },
  );

  app.get(
    '/orders/:id/view',
    {
      config: { access: 'public' },
      schema: {
        tags: [TAG],
        summary: "The buyer's order page: for its signed-in owner, or with the key of a guest's link",
        params: idParamsSchema,
        querystring: orderViewQuerySchema,
        response: { 200: orderViewSchema },
      },
    },
    async (request) =>
      withPayment(
        app,
        await viewOrder(app.db, request.params.id as number, request.auth?.userId ?? null, request.query.key),
        request.query.key,
      ),
  );

  app.get(
    '/my-orders',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: [TAG],
        summary: "The signed-in student's orders, newest first",
        querystring: myOrderListQuerySchema,
        response: { 200: myOrderListResponseSchema },
      },
    },
    async (request) => {
      const query = request.query;
      const { data, total } = await listMyOrders(app.db, actorOf(request).userId, query);
      return {
        data: await Promise.all(data.map((view) => withPayment(app, view))),
        pagination: { total, offset: query.offset, limit: query.limit },
      };
    },
  );

  app.post(
    '/orders/random',
    {
      config: { access: 'public' },
      schema: {
        tags: [TAG],
        summary: 'A fresh transfer code for a PENDING order of the caller (the old code stops matching)',
        body: newTransferCodeBodySchema,
        response: { 200: orderViewSchema },
      },
    },
    async (request) => {
      const limit = await app.rateLimiter.hit(
        `order-code-ip:${request.ip}`,
        NEW_TRANSFER_CODES_PER_IP.max,
        NEW_TRANSFER_CODES_PER_IP.windowS,
      );
      if (!limit.allowed)
        throw new AppError('TOO_MANY_REQUESTS', { logMessage: 'rate limited: new transfer code' });
      const { orderId, key } = request.body;
      return withPayment(
        app,
        await renewTransferCode(app.db, orderId as number, request.auth?.userId ?? null, key),
        key,
      );
    },
  );

  app.post(
    '/orders/claim',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: [TAG],
        summary:
          'Take over an order placed as a guest (its page key proves it); a DONE one opens its courses now',
        body: claimOrderBodySchema,
        response: { 200: orderClaimedSchema },
      },
    },
    async (request) => {
      const { orderId, key } = request.body;
      const claimed = await claimGuestOrder(app.db, orderId as number, actorOf(request).userId, key);
      return { ...claimed, order: await withPayment(app, claimed.order) };
    },
  );
};
