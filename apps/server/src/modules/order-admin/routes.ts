import { deleteManyBodySchema, deleteManyResponseSchema, idParamsSchema } from '@tutor/contract/admin-common';
import { okResponseSchema } from '@tutor/contract/auth';
import type { OrderKind } from '@tutor/contract/constants';
import { courseOrderStatisticsQuerySchema, courseOrderStatisticsSchema } from '@tutor/contract/order-admin';
import {
  adminCreateOrderBodySchema,
  adminOrderDetailSchema,
  adminOrderListQuerySchema,
  adminOrderListResponseSchema,
  adminUpdateOrderBodySchema,
  orderableItemsQuerySchema,
  orderableItemsResponseSchema,
  orderStatusBodySchema,
  seatIdBodySchema,
} from '@tutor/contract/orders';
import { type PermissionResource, permissionsOf } from '@tutor/contract/permissions';
import { writeXlsx, XLSX_MIME_TYPE } from '@tutor/contract/xlsx-writer';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pagination } from '../../lib/list';
import { requestLanguage } from '../../plugins/request-language';
import { orderAccessSigner } from '../orders/checkout';
import { actorOf, deleteEach } from '../shared/admin-crud';
import { createDeskOrder, orderableItems, updateDeskOrder } from './desk-orders';
import { orderSheet } from './export';
import {
  courseOrderStatistics,
  deleteOrder,
  exportOrders,
  getOrder,
  listOrders,
  setOrderStatus,
  setSeatId,
} from './service';

/**
 * The four order lists of spec §2/§7, each gated by its own resource (spec §6 names `simple-order`,
 * `course-order`, `combo-order`, `order`): read to list, open and export; create to record an order
 * (and search what it may hold); read + update for a status change, a seat or the buyer's details;
 * delete to delete. A list only reaches orders of its kind (another kind's id is
 * NOT_FOUND there), so a staff member holding `course-order:*` cannot touch a book order through it.
 */
const LISTS: readonly { path: string; resource: PermissionResource; kind: OrderKind | null; file: string }[] =
  [
    { path: '/orders', resource: 'order', kind: null, file: 'don-hang' },
    { path: '/simple-orders', resource: 'simple-order', kind: 'SIMPLE', file: 'don-sach' },
    { path: '/course-orders', resource: 'course-order', kind: 'COURSE', file: 'don-khoa-hoc' },
    { path: '/combo-orders', resource: 'combo-order', kind: 'COMBO', file: 'don-combo' },
  ];

export const adminOrderRoutes: FastifyPluginAsync = async (scope) => {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const db = app.db;
  const signer = orderAccessSigner(app);

  for (const { path, resource, kind, file } of LISTS) {
    const tags = [`admin: ${path.slice(1)}`];
    const read = { access: permissionsOf(resource, 'read') };

    app.get(
      path,
      {
        config: read,
        schema: {
          tags,
          summary: kind ? `${kind} orders, newest first, with filters` : 'Orders of every kind, with filters',
          querystring: adminOrderListQuerySchema,
          response: { 200: adminOrderListResponseSchema },
        },
      },
      async (request) => {
        const { data, total } = await listOrders(db, kind, request.query);
        return { data, pagination: pagination(request.query, total) };
      },
    );

    app.post(
      path,
      {
        config: { access: permissionsOf(resource, 'create') },
        schema: {
          tags,
          summary:
            'Record an order taken by phone or at the desk: PENDING, at today’s prices (no price is sent)',
          body: adminCreateOrderBodySchema,
          response: { 200: adminOrderDetailSchema },
        },
      },
      (request) => createDeskOrder(db, signer, kind, request.body, actorOf(request).userId),
    );

    app.get(
      `${path}/items`,
      {
        config: { access: permissionsOf(resource, 'create') },
        schema: {
          tags,
          summary: 'Items on sale the create form may order, found by name, at today’s price',
          querystring: orderableItemsQuerySchema,
          response: { 200: orderableItemsResponseSchema },
        },
      },
      async (request) => ({ data: await orderableItems(db, kind, request.query) }),
    );

    app.put(
      `${path}/:id`,
      {
        config: { access: permissionsOf(resource, 'read', 'update') },
        schema: {
          tags,
          summary: 'Correct the buyer’s name, phone, e-mail, comment and profile link',
          params: idParamsSchema,
          body: adminUpdateOrderBodySchema,
          response: { 200: adminOrderDetailSchema },
        },
      },
      (request) => updateDeskOrder(db, kind, request.params.id as number, request.body),
    );

    app.get(
      `${path}/export`,
      {
        config: read,
        schema: {
          tags,
          summary: 'The filtered list (every page, capped) as an xlsx file with one sheet named data',
          querystring: adminOrderListQuerySchema,
        },
      },
      async (request, reply) => {
        const rows = await exportOrders(db, kind, request.query);
        const bytes = await writeXlsx(orderSheet(rows, requestLanguage(request)), 'data');
        return reply
          .header('content-type', XLSX_MIME_TYPE)
          .header('content-disposition', `attachment; filename="${file}.xlsx"`)
          .header('cache-control', 'private, no-store')
          .send(Buffer.from(bytes));
      },
    );

    if (kind === 'COURSE') {
      // Registered before `/:id` reads it: a static segment wins in the router anyway, this is for readers.
      app.get(
        `${path}/statistics`,
        {
          config: read,
          schema: {
            tags,
            summary: 'Students per course, paid (DONE) and pending, over the orders placed in a period',
            querystring: courseOrderStatisticsQuerySchema,
            response: { 200: courseOrderStatisticsSchema },
          },
        },
        (request) => courseOrderStatistics(db, request.query),
      );
      app.put(
        `${path}/:id/seat-id`,
        {
          config: { access: permissionsOf(resource, 'read', 'update') },
          schema: {
            tags,
            summary: 'The seat of a course order in an offline class ("" clears it)',
            params: idParamsSchema,
            body: seatIdBodySchema,
            response: { 200: adminOrderDetailSchema },
          },
        },
        (request) => setSeatId(db, request.params.id as number, request.body.seatId),
      );
    }

    app.get(
      `${path}/:id`,
      {
        config: read,
        schema: {
          tags,
          summary: 'One order: buyer, lines, bank transfers and status history (who, when)',
          params: idParamsSchema,
          response: { 200: adminOrderDetailSchema },
        },
      },
      (request) => getOrder(db, kind, request.params.id as number),
    );

    app.patch(
      `${path}/:id/status`,
      {
        config: { access: permissionsOf(resource, 'read', 'update') },
        schema: {
          tags,
          summary:
            'Move the order to a status (DONE grants, leaving DONE revokes); the note goes in the history',
          params: idParamsSchema,
          body: orderStatusBodySchema,
          response: { 200: adminOrderDetailSchema },
        },
      },
      (request) =>
        setOrderStatus(db, kind, request.params.id as number, request.body, actorOf(request).userId),
    );

    app.delete(
      `${path}/:id`,
      {
        config: { access: permissionsOf(resource, 'delete') },
        schema: {
          tags,
          summary: 'Delete a CANCELLED order, or a PENDING one with no payment (else ORDER_NOT_DELETABLE)',
          params: idParamsSchema,
          response: { 200: okResponseSchema },
        },
      },
      async (request) => {
        await deleteOrder(db, kind, request.params.id as number);
        return { ok: true as const };
      },
    );

    app.delete(
      path,
      {
        config: { access: permissionsOf(resource, 'delete') },
        schema: {
          tags,
          summary: 'Delete many (ids in the body); the answer says per id what went and why the rest did not',
          body: deleteManyBodySchema,
          response: { 200: deleteManyResponseSchema },
        },
      },
      (request) => deleteEach(request, request.body.ids as number[], (id) => deleteOrder(db, kind, id)),
    );
  }
};
