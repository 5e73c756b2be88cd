import type { OrderStatus } from '@tutor/contract/constants';
import type { createSimpleOrderBodySchema, SimpleOrderCreated } from '@tutor/contract/simple-orders';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { books, type orders } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { isoDate } from '../../lib/list';
import { orderByIdempotencyKey, placeOrder } from '../orders/place';

type CreateInput = z.output<typeof createSimpleOrderBodySchema>;

function toCreated(order: typeof orders.$inferSelect, bookId: number): SimpleOrderCreated {
  return {
    id: order.id,
    bookId,
    qty: order.qty,
    unitPrice: Math.round(order.total / order.qty),
    total: order.total,
    status: order.status as OrderStatus,
    createdAt: isoDate(order.createdAt),
  };
}

/**
 * `POST /simple-orders`: a PENDING SIMPLE order (one BOOK line) for an ACTIVE book that is not out of
 * stock, at the book's current sale price. The same idempotency key answers the first order (a unique
 * index decides, so two retries racing cannot make two orders).
 */
export async function createSimpleOrder(
  db: Db,
  body: CreateInput,
  userId: number | null,
): Promise<SimpleOrderCreated> {
  if (body.idempotencyKey) {
    const first = await orderByIdempotencyKey(db, body.idempotencyKey);
    if (first) return toCreated(first, body.bookId);
  }
  const [book] = await db
    .select({
      id: books.id,
      name: books.name,
      status: books.status,
      saleStatus: books.saleStatus,
      salePrice: books.salePrice,
    })
    .from(books)
    .where(eq(books.id, body.bookId));
  if (!book) throw notFound();
  if (book.status !== 'ACTIVE' || book.saleStatus === 'OUTOFSTOCK') throw new AppError('BOOK_NOT_AVAILABLE');
  const placed = await db.transaction((tx) =>
    placeOrder(tx, {
      kind: 'SIMPLE',
      userId,
      buyer: { name: body.name, phone: body.phone, email: body.email, comment: body.comment },
      lines: [{ type: 'BOOK', id: book.id, name: book.name, unitPrice: book.salePrice, quantity: body.qty }],
      idempotencyKey: body.idempotencyKey,
    }),
  );
  return toCreated(placed.order, book.id);
}
