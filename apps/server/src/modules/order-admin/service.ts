import {
  ALL_ROWS_CAP,
  type OrderKind,
  type OrderLineType,
  type OrderStatus,
} from '@tutor/contract/constants';
import type { CourseOrderStatistics, CourseOrderStatisticsQuery } from '@tutor/contract/order-admin';
import {
  type AdminOrderDetail,
  type AdminOrderListQuery,
  type AdminOrderRow,
  itemPath,
  type OrderChangeSource,
} from '@tutor/contract/orders';
import { and, count, eq, exists, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client';
import { queryRows } from '../../db/client';
import {
  bankTransfers,
  books,
  combos,
  courses,
  documents,
  orderLines,
  orderStatusHistory,
  orders,
  users,
} from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { isoDate, likePattern, orderByOf, pageOf } from '../../lib/list';
import { vietnamDateEnd, vietnamDateStart } from '../../lib/vietnam-time';
import { changeOrderStatus } from '../orders/status';

/*
 * The back office's view of orders (issue 12 "Orders and approval"). The four lists of spec §2 are one
 * query over `orders` with the list's kind fixed (`/admin/orders` takes `kind` as a filter), so the
 * filters, the indexes and the quick actions are the same for all. A list page is one statement (the
 * lines' summary is a correlated `string_agg` over `order_lines_order_idx`, bounded by the page size) plus
 * one count. Status changes go through `changeOrderStatus` (row lock, grants, stock, history, notice).
 */

/** The kind a list shows; null: every kind (`/admin/orders`, with `kind` as a filter). */
export type ListKind = OrderKind | null;

/** Which line column an item id names, by line type. */
const ITEM_COLUMN = {
  BOOK: orderLines.bookId,
  COURSE: orderLines.courseId,
  COMBO: orderLines.comboId,
  DOCUMENT: orderLines.documentId,
} as const;

/** The item a one-kind list is about: `itemId` on course-orders is a course. */
const ITEM_OF_KIND: Partial<Record<OrderKind, OrderLineType>> = {
  SIMPLE: 'BOOK',
  COURSE: 'COURSE',
  COMBO: 'COMBO',
};

/** created_at within [from 00:00, to 24:00) in Vietnam; either end may be open. */
function periodCondition(column: typeof orders.createdAt, from?: string, to?: string): SQL[] {
  const conditions: SQL[] = [];
  if (from) conditions.push(gte(column, vietnamDateStart(from)));
  if (to) conditions.push(lt(column, vietnamDateEnd(to)));
  return conditions;
}

type ListFilters = Omit<AdminOrderListQuery, 'offset' | 'limit' | 'sort' | 'order'> & {
  /** Set by `resolveSearch` when `q` is an order's transfer code: that order alone, by its unique index. */
  transferCode?: string;
};

/** What a transfer code looks like (TH + 8), in any case; a name can look like it too, hence the lookup. */
const CODE_SHAPE = /^TH[0-9A-Z]{8}$/i;

/**
 * Staff paste a transfer code from a bank statement far more often than they search a name: when `q`
 * is an existing order's code, the list filters by it through the unique index instead of scanning
 * names, phones and emails with ILIKE (which no b-tree serves).
 */
export async function resolveSearch<Q extends ListFilters>(db: DbOrTx, query: Q): Promise<Q> {
  if (!query.q || !CODE_SHAPE.test(query.q)) return query;
  const code = query.q.toUpperCase();
  const [hit] = await db.select({ id: orders.id }).from(orders).where(eq(orders.transferCode, code)).limit(1);
  return hit ? { ...query, q: undefined, transferCode: code } : query;
}

export function listCondition(listKind: ListKind, query: ListFilters): SQL | undefined {
  const conditions: SQL[] = [];
  const kind = listKind ?? query.kind;
  if (kind) conditions.push(eq(orders.kind, kind));
  if (query.status) conditions.push(eq(orders.status, query.status));
  conditions.push(...periodCondition(orders.createdAt, query.from, query.to));
  if (query.transferCode) conditions.push(eq(orders.transferCode, query.transferCode));
  if (query.q) {
    const pattern = likePattern(query.q);
    const buyer = or(ilike(orders.name, pattern), ilike(orders.phone, pattern), ilike(orders.email, pattern));
    if (buyer) conditions.push(buyer);
  }
  if (query.itemId !== undefined) {
    const type = query.itemType ?? (kind ? ITEM_OF_KIND[kind] : undefined);
    const item = type
      ? eq(ITEM_COLUMN[type], query.itemId)
      : or(...Object.values(ITEM_COLUMN).map((column) => eq(column, query.itemId as number)));
    conditions.push(
      exists(sql`(select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id} and ${item})`),
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}

const SORT_COLUMNS = {
  createdAt: orders.createdAt,
  total: orders.total,
  statusChangedAt: orders.statusChangedAt,
} as const;

/** "Sách A ×2, Khoá B": the order's lines in the order they were placed. */
const summary = sql<string>`coalesce((
  select string_agg(${orderLines.name} || case when ${orderLines.quantity} > 1
      then ' ×' || ${orderLines.quantity} else '' end, ', ' order by ${orderLines.id})
  from ${orderLines} where ${orderLines.orderId} = ${orders.id}), '')`;

const rowColumns = {
  id: orders.id,
  kind: orders.kind,
  status: orders.status,
  name: orders.name,
  phone: orders.phone,
  email: orders.email,
  userId: orders.userId,
  username: users.username,
  summary,
  qty: orders.qty,
  total: orders.total,
  paidAmount: orders.paidAmount,
  transferCode: orders.transferCode,
  seatId: orders.seatId,
  createdAt: orders.createdAt,
  statusChangedAt: orders.statusChangedAt,
};

type RowRecord = {
  id: number;
  kind: string;
  status: string;
  name: string;
  phone: string;
  email: string;
  userId: number | null;
  username: string | null;
  summary: string;
  qty: number;
  total: number;
  paidAmount: number;
  transferCode: string;
  seatId: string;
  createdAt: Date;
  statusChangedAt: Date;
};

function toRow(record: RowRecord): AdminOrderRow {
  return {
    ...record,
    kind: record.kind as OrderKind,
    status: record.status as OrderStatus,
    summary: record.summary ?? '',
    createdAt: isoDate(record.createdAt),
    statusChangedAt: isoDate(record.statusChangedAt),
  };
}

/** The page query alone (the EXPLAIN test reads its plan). */
export function orderListPage(db: DbOrTx, listKind: ListKind, query: AdminOrderListQuery & ListFilters) {
  const { limit, offset } = pageOf(query);
  return db
    .select(rowColumns)
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(listCondition(listKind, query))
    .orderBy(...orderByOf(query, SORT_COLUMNS, orders.id))
    .limit(limit)
    .offset(offset);
}

export async function listOrders(
  db: Db,
  listKind: ListKind,
  asked: AdminOrderListQuery,
): Promise<{ data: AdminOrderRow[]; total: number }> {
  const query = await resolveSearch(db, asked);
  const [rows, [counted]] = await Promise.all([
    orderListPage(db, listKind, query),
    db.select({ n: count() }).from(orders).where(listCondition(listKind, query)),
  ]);
  return { data: rows.map(toRow), total: counted?.n ?? 0 };
}

/** Every row of the filtered list (capped like "all"), for the xlsx export. */
export async function exportOrders(db: Db, listKind: ListKind, asked: AdminOrderListQuery) {
  const query = await resolveSearch(db, asked);
  const rows = await orderListPage(db, listKind, { ...query, offset: 0, limit: ALL_ROWS_CAP });
  return rows.map(toRow);
}

/** The order if it is one the list shows; another kind's order is NOT_FOUND there. */
async function orderOfList(db: DbOrTx, listKind: ListKind, id: number) {
  const [order] = await db
    .select({ id: orders.id, kind: orders.kind, status: orders.status, paidAmount: orders.paidAmount })
    .from(orders)
    .where(listKind ? and(eq(orders.id, id), eq(orders.kind, listKind)) : eq(orders.id, id));
  if (!order) throw notFound();
  return order;
}

const changedBy = alias(users, 'changed_by_user');

export async function getOrder(db: Db, listKind: ListKind, id: number): Promise<AdminOrderDetail> {
  const [record] = await db
    .select({ ...rowColumns, comment: orders.comment, socialUrl: orders.socialUrl })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(listKind ? and(eq(orders.id, id), eq(orders.kind, listKind)) : eq(orders.id, id));
  if (!record) throw notFound();

  const [lines, transfers, history] = await Promise.all([
    db
      .select({
        type: orderLines.itemType,
        bookId: orderLines.bookId,
        courseId: orderLines.courseId,
        comboId: orderLines.comboId,
        documentId: orderLines.documentId,
        bookSlug: books.slug,
        courseSlug: courses.slug,
        comboSlug: combos.slug,
        documentSlug: documents.slug,
        name: orderLines.name,
        unitPrice: orderLines.unitPrice,
        quantity: orderLines.quantity,
      })
      .from(orderLines)
      .leftJoin(books, eq(books.id, orderLines.bookId))
      .leftJoin(courses, eq(courses.id, orderLines.courseId))
      .leftJoin(combos, eq(combos.id, orderLines.comboId))
      .leftJoin(documents, eq(documents.id, orderLines.documentId))
      .where(eq(orderLines.orderId, id))
      .orderBy(orderLines.id),
    db
      .select({ transfer: bankTransfers, assignedBy: users.username })
      .from(bankTransfers)
      .leftJoin(users, eq(users.id, bankTransfers.assignedBy))
      .where(eq(bankTransfers.orderId, id))
      .orderBy(bankTransfers.occurredAt, bankTransfers.id),
    db
      .select({
        fromStatus: orderStatusHistory.fromStatus,
        toStatus: orderStatusHistory.toStatus,
        source: orderStatusHistory.source,
        changedBy: changedBy.username,
        note: orderStatusHistory.note,
        createdAt: orderStatusHistory.createdAt,
      })
      .from(orderStatusHistory)
      .leftJoin(changedBy, eq(changedBy.id, orderStatusHistory.changedBy))
      .where(eq(orderStatusHistory.orderId, id))
      .orderBy(orderStatusHistory.createdAt, orderStatusHistory.id),
  ]);

  const { comment, socialUrl, ...row } = record;
  return {
    ...toRow(row),
    comment,
    socialUrl,
    lines: lines.map((line) => {
      const type = line.type as OrderLineType;
      const item: Record<OrderLineType, { itemId: number | null; slug: string | null }> = {
        BOOK: { itemId: line.bookId, slug: line.bookSlug },
        COURSE: { itemId: line.courseId, slug: line.courseSlug },
        COMBO: { itemId: line.comboId, slug: line.comboSlug },
        DOCUMENT: { itemId: line.documentId, slug: line.documentSlug },
      };
      const { itemId, slug } = item[type];
      return {
        type,
        itemId,
        name: line.name,
        path: itemPath(type, itemId, slug),
        unitPrice: line.unitPrice,
        quantity: line.quantity,
        lineTotal: line.unitPrice * line.quantity,
      };
    }),
    transfers: transfers.map(({ transfer, assignedBy }) => ({
      id: transfer.id,
      provider: transfer.provider,
      reference: transfer.reference,
      amount: transfer.amount,
      content: transfer.content,
      accountNumber: transfer.accountNumber,
      bank: transfer.bank,
      occurredAt: isoDate(transfer.occurredAt),
      orderId: transfer.orderId,
      matchedBy: transfer.matchedBy === 'AUTO' || transfer.matchedBy === 'STAFF' ? transfer.matchedBy : null,
      assignedBy,
      createdAt: isoDate(transfer.createdAt),
    })),
    history: history.map((entry) => ({
      fromStatus: entry.fromStatus as OrderStatus | null,
      toStatus: entry.toStatus as OrderStatus,
      source: entry.source as OrderChangeSource,
      changedBy: entry.changedBy,
      note: entry.note,
      createdAt: isoDate(entry.createdAt),
    })),
  };
}

/** A quick action or the detail's status form: the staff member is the actor, the note is kept. */
export async function setOrderStatus(
  db: Db,
  listKind: ListKind,
  id: number,
  body: { status: OrderStatus; note: string },
  actorId: number,
): Promise<AdminOrderDetail> {
  await orderOfList(db, listKind, id);
  await changeOrderStatus(db, id, body.status, { source: 'STAFF', actorId, note: body.note });
  return getOrder(db, listKind, id);
}

/**
 * What may be deleted: an order that is CANCELLED, or PENDING, with no money against it (no matched
 * bank transfer, nothing paid). An order that was paid, is being paid or granted something is history
 * staff and the buyer need (and deleting it would hide a transfer): cancel it instead. One statement
 * decides under the row's lock, so a status change or a transfer landing at the same moment (both lock
 * or update the row) is seen; the lines and history go with the order (ON DELETE CASCADE).
 */
export async function deleteOrder(db: Db, listKind: ListKind, id: number): Promise<void> {
  const deleted = await db
    .delete(orders)
    .where(
      and(
        eq(orders.id, id),
        listKind ? eq(orders.kind, listKind) : undefined,
        inArray(orders.status, ['PENDING', 'CANCELLED']),
        eq(orders.paidAmount, 0),
        sql`not exists (select 1 from ${bankTransfers} where ${bankTransfers.orderId} = ${orders.id})`,
      ),
    )
    .returning({ id: orders.id });
  if (deleted.length > 0) return;
  await orderOfList(db, listKind, id);
  throw new AppError('ORDER_NOT_DELETABLE');
}

/** `PUT /course-orders/{id}/seat-id`: the seat label in an offline class, on a course order only. */
export async function setSeatId(db: Db, id: number, seatId: string): Promise<AdminOrderDetail> {
  const updated = await db
    .update(orders)
    .set({ seatId, updatedAt: sql`now()` })
    .where(and(eq(orders.id, id), eq(orders.kind, 'COURSE')))
    .returning({ id: orders.id });
  if (updated.length === 0) throw notFound();
  return getOrder(db, 'COURSE', id);
}

/**
 * Students per course over the orders placed in the period: course lines and the courses of combo
 * lines, of every kind; cancelled orders left out. A buyer is an account, or a guest order on its own;
 * one with any DONE order of the course is paid, else pending (never both). Two statements' worth of
 * work in one: the lines are expanded, folded per (course, buyer), then per course.
 */
export async function courseOrderStatistics(
  db: Db,
  query: CourseOrderStatisticsQuery,
): Promise<CourseOrderStatistics> {
  const period = and(
    sql`o.status <> 'CANCELLED'`,
    query.from ? sql`o.created_at >= ${vietnamDateStart(query.from).toISOString()}::timestamptz` : undefined,
    query.to ? sql`o.created_at < ${vietnamDateEnd(query.to).toISOString()}::timestamptz` : undefined,
  );
  const course = query.courseId === undefined ? sql`true` : sql`b.course_id = ${query.courseId}::bigint`;
  const rows = await queryRows<{
    course_id: string | number;
    course_name: string;
    paid_students: string | number;
    pending_students: string | number;
    paid_orders: string | number;
    pending_orders: string | number;
  }>(
    db,
    sql`
    with bought as (
      select o.id as order_id, o.user_id, o.status, l.course_id
        from orders o join order_lines l on l.order_id = o.id
       where l.course_id is not null and ${period}
      union
      select o.id, o.user_id, o.status, cc.course_id
        from orders o join order_lines l on l.order_id = o.id
        join combo_courses cc on cc.combo_id = l.combo_id
       where l.combo_id is not null and ${period}
    ),
    buyers as (
      select b.course_id,
             coalesce('u' || b.user_id::text, 'o' || b.order_id::text) as buyer,
             bool_or(b.status = 'DONE') as paid,
             count(*) filter (where b.status = 'DONE') as paid_orders,
             count(*) filter (where b.status <> 'DONE') as pending_orders
        from bought b
       where ${course}
       group by b.course_id, 2
    )
    select c.id as course_id, c.name as course_name,
           count(*) filter (where paid) as paid_students,
           count(*) filter (where not paid) as pending_students,
           sum(paid_orders) as paid_orders,
           sum(pending_orders) as pending_orders
      from buyers join courses c on c.id = buyers.course_id
     group by c.id, c.name
     order by 3 desc, 4 desc, c.name, c.id`,
  );
  const data = rows.map((row) => ({
    courseId: Number(row.course_id),
    courseName: row.course_name,
    paidStudents: Number(row.paid_students),
    pendingStudents: Number(row.pending_students),
    paidOrders: Number(row.paid_orders),
    pendingOrders: Number(row.pending_orders),
  }));
  return {
    data,
    totals: {
      paidStudents: data.reduce((sum, row) => sum + row.paidStudents, 0),
      pendingStudents: data.reduce((sum, row) => sum + row.pendingStudents, 0),
    },
  };
}
