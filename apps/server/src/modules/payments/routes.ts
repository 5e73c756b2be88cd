import { createHash, timingSafeEqual } from 'node:crypto';
import { idParamsSchema } from '@tutor/contract/admin-common';
import { orderViewQuerySchema } from '@tutor/contract/orders';
import {
  adminTransferListQuerySchema,
  adminTransferListResponseSchema,
  adminTransferRowSchema,
  assignTransferBodySchema,
  paySummarySchema,
  sepayWebhookBodySchema,
  webhookAnswerSchema,
} from '@tutor/contract/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { orderForBuyer } from '../orders/buyer-access';
import { actorOf } from '../shared/admin-crud';
import { paymentFor } from './instructions';
import { qrSvg } from './qr-svg';
import { assignTransfer, listTransfers, paySummary, receiveSepay } from './service';

/** A SePay notification is a few hundred bytes; nothing larger is read. */
const WEBHOOK_BODY_LIMIT = 16 * 1024;

const digest = (text: string) => createHash('sha256').update(text).digest();

/** `Authorization: Apikey <secret>` against the configured secret, in time independent of both. */
export function isWebhookSecret(header: string | undefined, secret: string): boolean {
  const match = /^Apikey\s+(\S+)\s*$/i.exec(header ?? '');
  return timingSafeEqual(digest(match?.[1] ?? ''), digest(secret)) && match !== null;
}

export const publicPaymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/payments/sepay',
    {
      // No user token: the bank-account service proves itself with the shared secret, checked before
      // the body is even validated, so a stranger learns nothing about the expected shape.
      config: { access: 'anonymous' },
      bodyLimit: WEBHOOK_BODY_LIMIT,
      schema: {
        tags: ['payments'],
        summary: 'SePay webhook: an incoming bank transfer (Authorization: Apikey <BANK_WEBHOOK_SECRET>)',
        body: sepayWebhookBodySchema,
        response: { 200: webhookAnswerSchema },
      },
      preValidation: async (request) => {
        const secret = app.config.payments.webhookSecret;
        if (!secret) throw new AppError('PAYMENT_NOT_CONFIGURED');
        if (!isWebhookSecret(request.headers.authorization, secret))
          throw new AppError('WEBHOOK_SECRET_INVALID', { logMessage: 'webhook: wrong or missing secret' });
      },
    },
    async (request) => {
      const outcome = await receiveSepay(app.db, request.body);
      if (outcome.kind === 'stored')
        request.log.info(
          {
            transferId: outcome.transferId,
            orderId: outcome.credit?.orderId ?? null,
            to: outcome.credit?.to,
          },
          outcome.credit ? 'bank transfer matched' : 'bank transfer unmatched',
        );
      return { success: true as const };
    },
  );

  app.get(
    '/orders/:id/qr.svg',
    {
      config: { access: 'public' },
      schema: {
        tags: ['site: orders'],
        summary: "The order's VietQR code as SVG (its buyer, or whoever holds its key)",
        params: idParamsSchema,
        querystring: orderViewQuerySchema,
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      // Someone else's order, or none: the same 404 as the order page, so order numbers cannot be probed.
      const order = await orderForBuyer(
        app.db,
        request.params.id as number,
        request.auth?.userId ?? null,
        request.query.key,
      );
      if (!app.config.payments.bank) throw new AppError('PAYMENT_NOT_CONFIGURED');
      const payment = paymentFor(app.config, order);
      if (!payment) throw new AppError('ORDER_NOT_PENDING');
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(qrSvg(payment.qrPayload, `VietQR ${payment.transferCode}`));
    },
  );
};

export const adminPaymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin: pay'];
  app.get(
    '/pay/transfers',
    {
      config: { access: ['order:read'] },
      schema: {
        tags,
        summary: 'Received bank transfers: matched or not, by day, by text',
        querystring: adminTransferListQuerySchema,
        response: { 200: adminTransferListResponseSchema },
      },
    },
    (request) => listTransfers(app.db, request.query),
  );
  app.post(
    '/pay/transfers/:id/assign',
    {
      config: { access: ['order:read', 'order:update'] },
      schema: {
        tags,
        summary:
          'Assign an unmatched transfer to an order (its number or transfer code): credited as a match',
        params: idParamsSchema,
        body: assignTransferBodySchema,
        response: { 200: adminTransferRowSchema },
      },
    },
    (request) =>
      assignTransfer(app.db, request.params.id as number, request.body.order, actorOf(request).userId),
  );
  app.get(
    '/pay/summary',
    {
      config: { access: ['order:read'] },
      schema: {
        tags,
        summary: "Today's and this month's revenue, and what waits",
        response: { 200: paySummarySchema },
      },
    },
    () => paySummary(app.db),
  );
};
