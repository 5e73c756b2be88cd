import { z } from 'zod';
import { ADMIN_MAX_PAGE_SIZE } from './constants';
import { listQuerySchema, paginationSchema } from './list-query';
import { idSchema, linkSchema, required } from './validators';

/*
 * Notifications (issue 12, spec §7 `GET/POST /notifications`, `GET /notifications/readed/{id}`).
 * System notices (an order's status, an activation, an enrollment) are stored as a kind and the data the
 * reader's language needs, never as text: the web writes them in Vietnamese or English. A staff message
 * (MESSAGE) is shown as written.
 */

export const NOTIFICATION_KINDS = ['ORDER_STATUS', 'ACTIVATION', 'ENROLLMENT', 'MESSAGE'] as const;
export type NotificationKindName = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_TITLE_MAX = 200;
export const NOTIFICATION_BODY_MAX = 2000;

export const notificationSchema = z.object({
  id: z.number(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** MESSAGE only; '' for system kinds. */
  title: z.string(),
  body: z.string(),
  /** Where a click leads (a storefront path), or ''. */
  link: z.string(),
  /** System kinds: `{ orderId, status }`, `{ courseId, courseName }`, `{ courseName | comboName }`. */
  data: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** `GET /notifications`: mine, newest first. */
export const notificationListQuerySchema = listQuerySchema(
  { sortFields: ['createdAt'] as const, defaultLimit: 20, maxLimit: 50 },
  {
    /** `true`: only the unread ones. */
    unread: z
      .preprocess((value) => (value === 'true' ? true : value === 'false' ? false : value), z.boolean())
      .optional(),
  },
);
export type NotificationListQuery = z.input<typeof notificationListQuerySchema>;

export const notificationListResponseSchema = z.object({
  data: z.array(notificationSchema),
  pagination: paginationSchema,
  /** How many of mine are unread (the bell's number), whatever page was asked. */
  extra: z.object({ unread: z.number() }),
});
export type NotificationListResponse = z.infer<typeof notificationListResponseSchema>;

/** `GET /notifications/readed/{id}` and `POST /notifications/read-all`: what is left unread. */
export const notificationReadSchema = z.object({
  /** How many were marked now (0 when already read: the call is idempotent). */
  marked: z.number(),
  unread: z.number(),
});
export type NotificationRead = z.infer<typeof notificationReadSchema>;

// ---------------------------------------------------------------------------------------------------------
// Staff messages

export const NOTIFICATION_TARGETS = ['USER', 'COURSE', 'ALL'] as const;
export type NotificationTarget = (typeof NOTIFICATION_TARGETS)[number];

const messageShape = {
  title: required(z.string().max(NOTIFICATION_TITLE_MAX, { error: 'tooLong' })),
  body: required(z.string().max(NOTIFICATION_BODY_MAX, { error: 'tooLong' })),
  /** Where the message leads: a storefront path or an https address; '' for none. */
  link: linkSchema.default(''),
};

/**
 * `POST /notifications` (staff, `notification:create`): one message to a user, to a course's current
 * students, or to every active account. Nobody to receive it answers NOTIFICATION_NO_RECIPIENT.
 */
export const sendNotificationBodySchema = z.discriminatedUnion(
  'target',
  [
    z.strictObject({ target: z.literal('USER'), userId: idSchema, ...messageShape }),
    z.strictObject({ target: z.literal('COURSE'), courseId: idSchema, ...messageShape }),
    z.strictObject({ target: z.literal('ALL'), ...messageShape }),
  ],
  { error: 'invalidValue' },
);
export type SendNotificationBody = z.input<typeof sendNotificationBodySchema>;

export const notificationSentSchema = z.object({ id: z.number(), recipients: z.number() });
export type NotificationSent = z.infer<typeof notificationSentSchema>;

/** `GET /admin/notifications`: what staff sent, newest first. */
export const adminNotificationListQuerySchema = listQuerySchema(
  {
    sortFields: ['createdAt', 'recipients'] as const,
    defaultLimit: 25,
    maxLimit: ADMIN_MAX_PAGE_SIZE,
    allowAll: true,
  },
  {
    target: z.enum(NOTIFICATION_TARGETS, { error: 'invalidValue' }).optional(),
    /** The title or the body. */
    q: z.string().trim().max(100).optional(),
  },
);

export const adminNotificationRowSchema = z.object({
  id: z.number(),
  target: z.enum(NOTIFICATION_TARGETS),
  /** USER: who; COURSE: which course (null when since deleted). */
  userId: z.number().nullable(),
  userName: z.string().nullable(),
  courseId: z.number().nullable(),
  courseName: z.string().nullable(),
  title: z.string(),
  body: z.string(),
  link: z.string(),
  recipients: z.number(),
  sentBy: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminNotificationRow = z.infer<typeof adminNotificationRowSchema>;

export const adminNotificationListResponseSchema = z.object({
  data: z.array(adminNotificationRowSchema),
  pagination: paginationSchema,
});
export type AdminNotificationListResponse = z.infer<typeof adminNotificationListResponseSchema>;

/** `GET /admin/notifications/recipients?q=`: active accounts to pick as the one recipient. */
export const recipientSearchQuerySchema = z.strictObject({
  q: z.string().trim().max(100).default(''),
});
export const recipientSchema = z.object({
  id: z.number(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
});
export type Recipient = z.infer<typeof recipientSchema>;
export const recipientListSchema = z.object({ data: z.array(recipientSchema) });
