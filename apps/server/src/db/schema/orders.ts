import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { books } from './catalogue';
import { createdAt, id, money, ref, updatedAt } from './columns';

/** PENDING | PROCESS | DONE */
export const simpleOrders = pgTable(
  'simple_orders',
  {
    id: id(),
    bookId: ref('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'restrict' }),
    /** The signed-in buyer, or null for a guest. */
    userId: ref('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    comment: text('comment').notNull().default(''),
    qty: integer('qty').notNull(),
    /** The book's sale price when ordered, decided by the server. */
    unitPrice: money('unit_price'),
    status: text('status').notNull().default('PENDING'),
    /** A retried submit with the same key returns the first order instead of a second one. */
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('simple_orders_idempotency_key').on(t.idempotencyKey),
    index('simple_orders_status_created_idx').on(t.status, t.createdAt),
    index('simple_orders_book_idx').on(t.bookId),
    check('simple_orders_qty_range', sql`${t.qty} between 1 and 100`),
  ],
);
