import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { books, combos, documents } from './catalogue';
import { createdAt, id, money, ref, updatedAt } from './columns';
import { courses } from './courses';
import { notificationSends } from './notification-sends';

/*
 * Commerce (issue 12). One `orders` table for the four kinds the spec names (simple = one book from its
 * page, course, combo, general = the cart), so a status change, a bank transfer and the admin lists work
 * the same way for all of them; the admin's `simple-orders`, `course-orders`, `combo-orders` and
 * `orders` are views of it filtered by `kind`. Every price is the server's, copied onto the line when
 * the order is placed. Orders are never deleted by a status change; their history is kept.
 */

/**
 * kind: SIMPLE | COURSE | COMBO | GENERAL. status: PENDING → PROCESS → DONE, or CANCELLED.
 * `transfer_code` is what the buyer writes in the bank transfer's note; the bank webhook finds the order
 * by it. `access_key_hash`: sha256 of the key a guest gets to reopen their order page (never stored raw).
 */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    kind: text('kind').notNull(),
    /** The signed-in buyer, or null for a guest. */
    userId: ref('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    comment: text('comment').notNull().default(''),
    /** A link to the buyer's social profile (Facebook, Zalo), validated http(s) or ''. */
    socialUrl: text('social_url').notNull().default(''),
    /** Sum of the lines' quantities. */
    qty: integer('qty').notNull(),
    /** Sum of unit price × quantity over the lines, in VND, decided by the server. */
    total: bigint('total', { mode: 'number' }).notNull(),
    /** Sum of the bank transfers matched to this order. */
    paidAmount: bigint('paid_amount', { mode: 'number' }).notNull().default(0),
    status: text('status').notNull().default('PENDING'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    statusChangedBy: ref('status_changed_by').references(() => users.id, { onDelete: 'set null' }),
    transferCode: text('transfer_code').notNull(),
    accessKeyHash: text('access_key_hash').notNull(),
    /** A seat in an offline class (course orders), set by staff. */
    seatId: text('seat_id').notNull().default(''),
    /** A retried submit with the same key returns the first order instead of a second one. */
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_transfer_code_key').on(t.transferCode),
    uniqueIndex('orders_idempotency_key').on(t.idempotencyKey),
    // The admin lists: newest first, within a kind, optionally one status (filters of §7).
    index('orders_kind_created_idx').on(t.kind, t.createdAt, t.id),
    index('orders_kind_status_created_idx').on(t.kind, t.status, t.createdAt, t.id),
    index('orders_status_created_idx').on(t.status, t.createdAt, t.id),
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_user_created_idx').on(t.userId, t.createdAt, t.id),
    check('orders_kind_known', sql`${t.kind} in ('SIMPLE', 'COURSE', 'COMBO', 'GENERAL')`),
    check('orders_status_known', sql`${t.status} in ('PENDING', 'PROCESS', 'DONE', 'CANCELLED')`),
    check('orders_amounts', sql`${t.qty} >= 1 and ${t.total} >= 0 and ${t.paidAmount} >= 0`),
  ],
);

/**
 * One thing bought: exactly one of the item columns names it (while it exists; a deleted course, combo
 * or document leaves the line with its name). A book with orders cannot be deleted (BOOK_HAS_ORDERS).
 * item_type: BOOK | COURSE | COMBO | DOCUMENT.
 */
export const orderLines = pgTable(
  'order_lines',
  {
    id: id(),
    orderId: ref('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    itemType: text('item_type').notNull(),
    bookId: ref('book_id').references(() => books.id, { onDelete: 'restrict' }),
    courseId: ref('course_id').references(() => courses.id, { onDelete: 'set null' }),
    comboId: ref('combo_id').references(() => combos.id, { onDelete: 'set null' }),
    documentId: ref('document_id').references(() => documents.id, { onDelete: 'set null' }),
    /** The item's name when ordered. */
    name: text('name').notNull(),
    unitPrice: money('unit_price'),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    index('order_lines_book_idx').on(t.bookId),
    index('order_lines_course_idx').on(t.courseId),
    index('order_lines_combo_idx').on(t.comboId),
    index('order_lines_document_idx').on(t.documentId),
    check('order_lines_type_known', sql`${t.itemType} in ('BOOK', 'COURSE', 'COMBO', 'DOCUMENT')`),
    check(
      'order_lines_one_item',
      sql`num_nonnulls(${t.bookId}, ${t.courseId}, ${t.comboId}, ${t.documentId}) <= 1`,
    ),
    check('order_lines_quantity_range', sql`${t.quantity} between 1 and 100 and ${t.unitPrice} >= 0`),
  ],
);

/** Every status an order went through: who moved it (a staff member, the bank, the buyer) and when. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: id(),
    orderId: ref('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Null for the first row (the order was placed). */
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    /** STAFF | BANK | BUYER | SYSTEM */
    source: text('source').notNull(),
    changedBy: ref('changed_by').references(() => users.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.createdAt, t.id)],
);

/**
 * An incoming bank transfer as the bank-account service reported it (SePay-style webhook), kept whether
 * or not it matched an order. `(provider, reference)` is unique: the same notification twice is one row.
 * matched_by: AUTO (transfer code in the note) | STAFF (assigned on /admin/pay) | null (unmatched).
 */
export const bankTransfers = pgTable(
  'bank_transfers',
  {
    id: id(),
    provider: text('provider').notNull(),
    reference: text('reference').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    content: text('content').notNull().default(''),
    accountNumber: text('account_number').notNull().default(''),
    bank: text('bank').notNull().default(''),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    orderId: ref('order_id').references(() => orders.id, { onDelete: 'set null' }),
    matchedBy: text('matched_by'),
    assignedBy: ref('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    raw: jsonb('raw').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bank_transfers_provider_reference_key').on(t.provider, t.reference),
    index('bank_transfers_order_idx').on(t.orderId),
    index('bank_transfers_occurred_idx').on(t.occurredAt, t.id),
    index('bank_transfers_unmatched_idx').on(t.occurredAt, t.id).where(sql`${t.orderId} is null`),
    check('bank_transfers_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * A code that opens a course or each course of a combo for the student who redeems it, once. Codes are
 * created in batches (`batch` names the print run). status: ACTIVE | DISABLED; used = used_by set.
 */
export const activationCodes = pgTable(
  'activation_codes',
  {
    id: id(),
    code: text('code').notNull(),
    batch: text('batch').notNull(),
    courseId: ref('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    comboId: ref('combo_id').references(() => combos.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    status: text('status').notNull().default('ACTIVE'),
    usedBy: ref('used_by').references(() => users.id, { onDelete: 'set null' }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdBy: ref('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('activation_codes_code_key').on(t.code),
    index('activation_codes_batch_idx').on(t.batch, t.createdAt, t.id),
    index('activation_codes_created_idx').on(t.createdAt, t.id),
    index('activation_codes_course_idx').on(t.courseId),
    index('activation_codes_combo_idx').on(t.comboId),
    check('activation_codes_one_target', sql`num_nonnulls(${t.courseId}, ${t.comboId}) = 1`),
    check('activation_codes_status_known', sql`${t.status} in ('ACTIVE', 'DISABLED')`),
  ],
);

/**
 * What a user is told. kind: ORDER_STATUS | ACTIVATION | ENROLLMENT (written by the system, shown from
 * `data` in the reader's language) | MESSAGE (sent by staff: `title` and `body` as written).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull().default(''),
    body: text('body').notNull().default(''),
    /** A storefront path to open (the order, the course), or ''. */
    link: text('link').notNull().default(''),
    data: jsonb('data').$type<Record<string, string | number | null>>().notNull().default({}),
    sentBy: ref('sent_by').references(() => users.id, { onDelete: 'set null' }),
    /** The staff message this row delivers (MESSAGE), or null for system notices. */
    sendId: ref('send_id').references(() => notificationSends.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('notifications_user_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
    check(
      'notifications_kind_known',
      sql`${t.kind} in ('ORDER_STATUS', 'ACTIVATION', 'ENROLLMENT', 'MESSAGE')`,
    ),
  ],
);

/**
 * Each reason a user may study a course (an admin, an order, a combo order, an activation code), so
 * taking one back (an order moved out of DONE) leaves the others: `enrollments` holds one row per
 * (user, course) for the fast access check, recomputed from these when a grant is revoked.
 * source_ref: the order or code id ('' for an admin grant).
 */
export const enrollmentGrants = pgTable(
  'enrollment_grants',
  {
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: ref('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    sourceRef: text('source_ref').notNull().default(''),
    grantedBy: ref('granted_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.courseId, t.source, t.sourceRef] }),
    index('enrollment_grants_source_idx').on(t.source, t.sourceRef),
    index('enrollment_grants_course_idx').on(t.courseId),
  ],
);
