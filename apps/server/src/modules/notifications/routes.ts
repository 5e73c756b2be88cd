import { idParamsSchema } from '@tutor/contract/admin-common';
import {
  adminNotificationListQuerySchema,
  adminNotificationListResponseSchema,
  notificationListQuerySchema,
  notificationListResponseSchema,
  notificationReadSchema,
  notificationSentSchema,
  recipientListSchema,
  recipientSearchQuerySchema,
  sendNotificationBodySchema,
} from '@tutor/contract/notifications';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../shared/admin-crud';
import { listMine, listSent, markAllRead, markRead, searchRecipients, sendMessage } from './service';

const SITE_TAG = 'site: notifications';
const ADMIN_TAG = 'admin: notifications';

export const publicNotificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notifications',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: [SITE_TAG],
        summary: 'My notifications, newest first, with how many are unread',
        querystring: notificationListQuerySchema,
        response: { 200: notificationListResponseSchema },
      },
    },
    (request) => listMine(app.db, actorOf(request).userId, request.query),
  );
  // Spec §7 names a GET for this write. It is safe from other sites: the API reads the bearer token from
  // the Authorization header, never a cookie, so a link elsewhere cannot mark anything read.
  app.get(
    '/notifications/readed/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: [SITE_TAG],
        summary: 'Marks one of my notifications read (idempotent; another user’s is NOT_FOUND)',
        params: idParamsSchema,
        response: { 200: notificationReadSchema },
      },
    },
    (request) => markRead(app.db, actorOf(request).userId, request.params.id as number),
  );
  app.post(
    '/notifications/read-all',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: [SITE_TAG],
        summary: 'Marks every one of my notifications read',
        response: { 200: notificationReadSchema },
      },
    },
    (request) => markAllRead(app.db, actorOf(request).userId),
  );
  app.post(
    '/notifications',
    {
      config: { access: ['notification:create'] },
      schema: {
        tags: [SITE_TAG],
        summary: 'Staff: send a message to a user, a course’s students or everyone',
        body: sendNotificationBodySchema,
        response: { 200: notificationSentSchema },
      },
    },
    (request) => sendMessage(app.db, actorOf(request).userId, request.body),
  );
};

export const adminNotificationsRoutes: FastifyPluginAsync = async (scope) => {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/notifications',
    {
      config: { access: ['notification:read'] },
      schema: {
        tags: [ADMIN_TAG],
        summary: 'Messages staff sent, one row per send',
        querystring: adminNotificationListQuerySchema,
        response: { 200: adminNotificationListResponseSchema },
      },
    },
    (request) => listSent(app.db, request.query),
  );
  app.get(
    '/notifications/recipients',
    {
      config: { access: ['notification:create'] },
      schema: {
        tags: [ADMIN_TAG],
        summary: 'Active accounts matching a search, to pick the one recipient of a message',
        querystring: recipientSearchQuerySchema,
        response: { 200: recipientListSchema },
      },
    },
    (request) => searchRecipients(app.db, request.query.q),
  );
};
