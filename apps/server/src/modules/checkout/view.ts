import type { OrderKind, OrderLineType, OrderStatus } from '@tutor/contract/constants';
import { itemPath, type OrderLine, type OrderView } from '@tutor/contract/orders';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import { books, combos, courses, documents, orderLines } from '../../db/schema';
import { isoDate } from '../../lib/list';
import type { OrderRow } from '../orders/buyer-access';

/*
 * The buyer's view of orders (their order page, "my orders", what a checkout answers): the lines with
 * the items' storefront paths, and the courses each order opens. Two statements for any number of
 * orders. `payment` is left null here; the routes fill it (see `withPayment` in routes.ts).
 */

type CourseLink = OrderView['courses'][number];

async function linesOf(db: DbOrTx, orderIds: number[]) {
  return db
    .select({
      orderId: orderLines.orderId,
      type: orderLines.itemType,
      itemId: sql<number | null>`coalesce(${orderLines.bookId}, ${orderLines.courseId}, ${orderLines.comboId},
        ${orderLines.documentId})`,
      slug: sql<string | null>`coalesce(${books.slug}, ${courses.slug}, ${combos.slug}, ${documents.slug})`,
      name: orderLines.name,
      unitPrice: orderLines.unitPrice,
      quantity: orderLines.quantity,
    })
    .from(orderLines)
    .leftJoin(books, eq(books.id, orderLines.bookId))
    .leftJoin(courses, eq(courses.id, orderLines.courseId))
    .leftJoin(combos, eq(combos.id, orderLines.comboId))
    .leftJoin(documents, eq(documents.id, orderLines.documentId))
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.orderId), asc(orderLines.id));
}

/** The courses each order opens: its course lines, then each combo's courses in the combo's order. */
async function coursesOf(db: DbOrTx, orderIds: number[]) {
  const ids = sql.join(
    orderIds.map((id) => sql`${id}::bigint`),
    sql`, `,
  );
  return queryRows<{ order_id: unknown; id: unknown; name: string; slug: string }>(
    db,
    sql`select x.order_id, c.id, c.name, c.slug
      from (
        select ol.order_id, ol.id as line_id, 0 as position, ol.course_id
          from order_lines ol where ol.order_id in (${ids}) and ol.course_id is not null
        union all
        select ol.order_id, ol.id, cc.position, cc.course_id
          from order_lines ol join combo_courses cc on cc.combo_id = ol.combo_id
          where ol.order_id in (${ids})
      ) x
      join courses c on c.id = x.course_id
      order by x.order_id, x.line_id, x.position, c.id`,
  );
}

/** The views of `rows`, in the same order, with `payment: null`. */
export async function orderViews(db: DbOrTx, rows: readonly OrderRow[]): Promise<OrderView[]> {
  if (rows.length === 0) return [];
  const orderIds = rows.map((row) => row.id);
  const [lines, opened] = [await linesOf(db, orderIds), await coursesOf(db, orderIds)];

  const linesByOrder = new Map<number, OrderLine[]>();
  for (const line of lines) {
    const type = line.type as OrderLineType;
    const itemId = line.itemId === null ? null : Number(line.itemId);
    const list = linesByOrder.get(line.orderId) ?? [];
    list.push({
      type,
      itemId,
      name: line.name,
      path: itemPath(type, itemId, line.slug),
      unitPrice: line.unitPrice,
      quantity: line.quantity,
      lineTotal: line.unitPrice * line.quantity,
    });
    linesByOrder.set(line.orderId, list);
  }
  const coursesByOrder = new Map<number, CourseLink[]>();
  for (const course of opened) {
    const orderId = Number(course.order_id);
    const id = Number(course.id);
    const list = coursesByOrder.get(orderId) ?? [];
    // A course bought alone and again inside a combo is opened once.
    if (!list.some((known) => known.id === id))
      list.push({ id, name: course.name, path: itemPath('COURSE', id, course.slug) });
    coursesByOrder.set(orderId, list);
  }

  return rows.map((row) => ({
    id: row.id,
    kind: row.kind as OrderKind,
    status: row.status as OrderStatus,
    lines: linesByOrder.get(row.id) ?? [],
    qty: row.qty,
    total: row.total,
    paidAmount: row.paidAmount,
    transferCode: row.transferCode,
    createdAt: isoDate(row.createdAt),
    statusChangedAt: isoDate(row.statusChangedAt),
    courses: coursesByOrder.get(row.id) ?? [],
    payment: null,
  }));
}

export async function orderView(db: DbOrTx, row: OrderRow): Promise<OrderView> {
  const [view] = await orderViews(db, [row]);
  if (!view) throw new Error('order view missing');
  return view;
}
