import type { OrderStatus } from '@tutor/contract/constants';
import type { createSimpleOrderBodySchema, SimpleOrderCreated } from '@tutor/contract/simple-orders';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { books, simpleOrders } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { isoDate } from '../../lib/list';

type CreateInput = z.output<typeof createSimpleOrderBodySchema>;
type OrderRow = typeof simpleOrders.$inferSelect;

function toCreated(row: OrderRow): SimpleOrderCreated {
  return {
    id: row.id,
    bookId: row.bookId,
    qty: row.qty,
    unitPrice: row.unitPrice,
    total: row.unitPrice * row.qty,
    status: row.status as OrderStatus,
    createdAt: isoDate(row.createdAt),
  };
}

async function byKey(db: Db, key: string) {
  const [row] = await db.select().from(simpleOrders).where(eq(simpleOrders.idempotencyKey, key));
  return row;
}

/**
 * `POST /simple-orders`: a PENDING order for an ACTIVE book that is not out of stock, at the book's
 * current sale price. The same idempotency key answers the first order (a unique index decides, so
 * two retries racing cannot make two orders).
 */
export async function createSimpleOrder(
  db: Db,
  body: CreateInput,
  userId: number | null,
): Promise<SimpleOrderCreated> {
  if (body.idempotencyKey) {
    const first = await byKey(db, body.idempotencyKey);
    if (first) return toCreated(first);
  }
  const [book] = await db
    .select({ id: books.id, status: books.status, saleStatus: books.saleStatus, salePrice: books.salePrice })
    .from(books)
    .where(eq(books.id, body.bookId));
  if (!book) throw notFound();
  if (book.status !== 'ACTIVE' || book.saleStatus === 'OUTOFSTOCK') throw new AppError('BOOK_NOT_AVAILABLE');
  try {
    const [row] = await db
      .insert(simpleOrders)
      .values({
        bookId: book.id,
        userId,
        name: body.name,
        phone: body.phone,
        email: body.email,
        comment: body.comment,
        qty: body.qty,
        unitPrice: book.salePrice,
        status: 'PENDING',
        idempotencyKey: body.idempotencyKey ?? null,
      })
      .returning();
    return toCreated(row as OrderRow);
  } catch (error) {
    if (body.idempotencyKey && isUniqueViolation(error, 'simple_orders_idempotency_key')) {
      const first = await byKey(db, body.idempotencyKey);
      if (first) return toCreated(first);
    }
    throw error;
  }
}
