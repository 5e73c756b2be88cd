import type { OrderStatus } from '@tutor/contract/constants';
import { formatVnd } from '@tutor/contract/format';
import type { OrderChangeSource } from '@tutor/contract/orders';
import {
  type AdminTransferRow,
  type PaySummary,
  readOrderReference,
  type SepayWebhookBody,
} from '@tutor/contract/payments';
import { and, count, eq, gte, ilike, inArray, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { bankTransfers, orders, users } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { isoDate, likePattern, orderByOf, pageOf, pagination } from '../../lib/list';
import {
  DAY_MS,
  vietnamDateEnd,
  vietnamDateStart,
  vietnamDayStart,
  vietnamMonth,
} from '../../lib/vietnam-time';
import { changeOrderStatus } from '../orders/status';
import { findTransferCodes } from '../orders/transfer-code';

/*
 * Money received by bank transfer, matched to orders. Each incoming transfer the bank-account service
 * reports is stored once (unique provider + reference: a replayed or concurrent duplicate notification
 * finds the row and does nothing), then credited to the order whose transfer code its note carries, in
 * the same transaction. A transfer matching no order waits on /admin/pay for staff to assign it.
 */

export const SEPAY = 'sepay';

/** SePay's `2023-03-25 14:02:37` is Vietnam time; anything unreadable counts as now. */
export function sepayTime(text: string | null | undefined): Date {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})$/.exec(text?.trim() ?? '');
  const at = match ? new Date(`${match[1]}T${match[2]}+07:00`) : new Date(Number.NaN);
  return Number.isNaN(at.getTime()) ? new Date() : at;
}

export type CreditResult = { orderId: number; from: OrderStatus; to: OrderStatus; paidAmount: number };

/**
 * Adds a transfer's amount to an order and moves it on: PENDING → PROCESS while short, → DONE once paid
 * in full (through `changeOrderStatus`, which grants the courses). An order already DONE or CANCELLED
 * only records the money: staff decide about a refund. When DONE cannot happen (a book ran out), the
 * order waits in PROCESS for staff with the money recorded, rather than the payment being refused.
 */
async function creditOrder(
  tx: Tx,
  orderId: number,
  amount: number,
  change: { source: OrderChangeSource; actorId: number | null; note: string },
): Promise<CreditResult> {
  const [order] = await tx
    .update(orders)
    .set({ paidAmount: sql`${orders.paidAmount} + ${amount}`, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId))
    .returning({ status: orders.status, total: orders.total, paidAmount: orders.paidAmount });
  if (!order) throw notFound();
  const from = order.status as OrderStatus;
  if (from !== 'PENDING' && from !== 'PROCESS')
    return { orderId, from, to: from, paidAmount: order.paidAmount };

  let to: OrderStatus = order.paidAmount >= order.total ? 'DONE' : 'PROCESS';
  if (to === 'DONE') {
    try {
      await changeOrderStatus(tx, orderId, 'DONE', change);
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'BOOK_OUT_OF_STOCK')) throw error;
      to = 'PROCESS';
    }
  }
  if (to === 'PROCESS' && from === 'PENDING') await changeOrderStatus(tx, orderId, 'PROCESS', change);
  return { orderId, from, to, paidAmount: order.paidAmount };
}

export type WebhookOutcome =
  | { kind: 'ignored' }
  | { kind: 'replay'; transferId: number }
  | { kind: 'stored'; transferId: number; credit: CreditResult | null };

/** One SePay notification (the caller checked the secret). */
export async function receiveSepay(db: Db, body: SepayWebhookBody): Promise<WebhookOutcome> {
  // Money leaving the account, or a zero line (fees, notices), is nothing to match.
  if (body.transferType !== 'in' || body.transferAmount <= 0) return { kind: 'ignored' };
  const reference = String(body.id).trim();
  const content = body.content ?? '';
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(bankTransfers)
      .values({
        provider: SEPAY,
        reference,
        amount: body.transferAmount,
        content,
        accountNumber: body.accountNumber ?? '',
        bank: body.gateway ?? '',
        occurredAt: sepayTime(body.transactionDate),
        raw: body,
      })
      .onConflictDoNothing({ target: [bankTransfers.provider, bankTransfers.reference] })
      .returning({ id: bankTransfers.id });
    if (!stored) {
      const [existing] = await tx
        .select({ id: bankTransfers.id })
        .from(bankTransfers)
        .where(and(eq(bankTransfers.provider, SEPAY), eq(bankTransfers.reference, reference)));
      return { kind: 'replay', transferId: existing?.id ?? 0 };
    }

    // The note first, then SePay's own reading of it; the first candidate naming an order wins.
    const candidates = findTransferCodes(`${content} ${body.code ?? ''}`);
    const found = candidates.length
      ? await tx
          .select({ id: orders.id, transferCode: orders.transferCode })
          .from(orders)
          .where(inArray(orders.transferCode, candidates))
      : [];
    const order = candidates.map((code) => found.find((row) => row.transferCode === code)).find(Boolean);
    if (!order) return { kind: 'stored', transferId: stored.id, credit: null };

    const credit = await creditOrder(tx, order.id, body.transferAmount, {
      source: 'BANK',
      actorId: null,
      note: `SePay ${reference}: ${formatVnd(body.transferAmount)}`,
    });
    await tx
      .update(bankTransfers)
      .set({ orderId: order.id, matchedBy: 'AUTO' })
      .where(eq(bankTransfers.id, stored.id));
    return { kind: 'stored', transferId: stored.id, credit };
  });
}

const assigner = alias(users, 'assigner');

function transferRows(db: DbOrTx) {
  return db
    .select({
      id: bankTransfers.id,
      provider: bankTransfers.provider,
      reference: bankTransfers.reference,
      amount: bankTransfers.amount,
      content: bankTransfers.content,
      accountNumber: bankTransfers.accountNumber,
      bank: bankTransfers.bank,
      occurredAt: bankTransfers.occurredAt,
      orderId: bankTransfers.orderId,
      matchedBy: bankTransfers.matchedBy,
      assignedBy: assigner.username,
      createdAt: bankTransfers.createdAt,
      orderTransferCode: orders.transferCode,
    })
    .from(bankTransfers)
    .leftJoin(orders, eq(orders.id, bankTransfers.orderId))
    .leftJoin(assigner, eq(assigner.id, bankTransfers.assignedBy));
}

type TransferRecord = Awaited<ReturnType<ReturnType<typeof transferRows>['execute']>>[number];

function toRow(row: TransferRecord): AdminTransferRow {
  return {
    ...row,
    matchedBy: row.matchedBy === 'AUTO' || row.matchedBy === 'STAFF' ? row.matchedBy : null,
    occurredAt: isoDate(row.occurredAt),
    createdAt: isoDate(row.createdAt),
  };
}

export type TransferListQuery = {
  offset: number;
  limit: number;
  sort: ('occurredAt' | 'amount')[];
  order: ('asc' | 'desc')[];
  match?: 'matched' | 'unmatched' | undefined;
  q?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

export async function listTransfers(db: Db, query: TransferListQuery) {
  const filters: (SQL | undefined)[] = [
    query.match === 'matched' ? isNotNull(bankTransfers.orderId) : undefined,
    query.match === 'unmatched' ? isNull(bankTransfers.orderId) : undefined,
    query.from ? gte(bankTransfers.occurredAt, vietnamDateStart(query.from)) : undefined,
    query.to ? lt(bankTransfers.occurredAt, vietnamDateEnd(query.to)) : undefined,
  ];
  if (query.q) {
    const pattern = likePattern(query.q);
    const code = query.q.toUpperCase().replace(/[\s\-_.]/g, '');
    filters.push(
      or(
        ilike(bankTransfers.content, pattern),
        ilike(bankTransfers.reference, pattern),
        ilike(bankTransfers.bank, pattern),
        code ? eq(orders.transferCode, code) : undefined,
      ),
    );
  }
  const where = and(...filters);
  const page = pageOf(query);
  const [rows, [total]] = await Promise.all([
    transferRows(db)
      .where(where)
      .orderBy(
        ...orderByOf(
          query,
          { occurredAt: bankTransfers.occurredAt, amount: bankTransfers.amount },
          bankTransfers.id,
        ),
      )
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: count() })
      .from(bankTransfers)
      .leftJoin(orders, eq(orders.id, bankTransfers.orderId))
      .where(where),
  ]);
  return { data: rows.map(toRow), pagination: pagination(query, total?.total ?? 0) };
}

/**
 * Staff say which order an unmatched transfer paid: the same credit as an automatic match, from STAFF.
 * The transfer's row lock makes two staff assigning it at once credit one order once.
 */
export async function assignTransfer(
  db: Db,
  transferId: number,
  reference: string,
  actorId: number,
): Promise<AdminTransferRow> {
  await db.transaction(async (tx) => {
    const [transfer] = await tx
      .select({ id: bankTransfers.id, orderId: bankTransfers.orderId, amount: bankTransfers.amount })
      .from(bankTransfers)
      .where(eq(bankTransfers.id, transferId))
      .for('update');
    if (!transfer) throw notFound();
    if (transfer.orderId !== null) throw new AppError('TRANSFER_ALREADY_ASSIGNED');
    const wanted = readOrderReference(reference);
    const [order] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(
        'orderId' in wanted ? eq(orders.id, wanted.orderId) : eq(orders.transferCode, wanted.transferCode),
      );
    if (!order)
      throw new AppError('NOT_FOUND', { details: [{ path: 'order', key: 'notFound', message: '' }] });
    await creditOrder(tx, order.id, transfer.amount, {
      source: 'STAFF',
      actorId,
      note: `#${transferId}: ${formatVnd(transfer.amount)}`,
    });
    await tx
      .update(bankTransfers)
      .set({ orderId: order.id, matchedBy: 'STAFF', assignedBy: actorId, assignedAt: sql`now()` })
      .where(eq(bankTransfers.id, transferId));
  });
  const [row] = await transferRows(db).where(eq(bankTransfers.id, transferId));
  if (!row) throw notFound();
  return toRow(row);
}

/** Revenue = transfers matched to an order, by the Vietnamese day they arrived; plus what waits. One statement. */
export async function paySummary(db: DbOrTx, now = new Date()): Promise<PaySummary> {
  const dayStart = vietnamDayStart(now);
  const dayEnd = new Date(dayStart.getTime() + DAY_MS);
  const month = vietnamMonth(now);
  const matched = isNotNull(bankTransfers.orderId);
  const inDay = and(matched, gte(bankTransfers.occurredAt, dayStart), lt(bankTransfers.occurredAt, dayEnd));
  const inMonth = and(
    matched,
    gte(bankTransfers.occurredAt, month.start),
    lt(bankTransfers.occurredAt, month.end),
  );
  const unmatched = isNull(bankTransfers.orderId);
  const sumWhere = (condition: SQL | undefined) =>
    sql`coalesce(sum(${bankTransfers.amount}) filter (where ${condition}), 0)::bigint`.mapWith(Number);
  const countWhere = (condition: SQL | undefined) =>
    sql`count(*) filter (where ${condition})::int`.mapWith(Number);
  const [row] = await db
    .select({
      todayAmount: sumWhere(inDay),
      todayCount: countWhere(inDay),
      monthAmount: sumWhere(inMonth),
      monthCount: countWhere(inMonth),
      unmatchedAmount: sumWhere(unmatched),
      unmatchedCount: countWhere(unmatched),
    })
    .from(bankTransfers)
    .where(or(unmatched, gte(bankTransfers.occurredAt, month.start)));
  return {
    today: { amount: row?.todayAmount ?? 0, count: row?.todayCount ?? 0 },
    month: { amount: row?.monthAmount ?? 0, count: row?.monthCount ?? 0 },
    unmatched: { amount: row?.unmatchedAmount ?? 0, count: row?.unmatchedCount ?? 0 },
  };
}
