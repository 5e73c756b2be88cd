import type { OrderKind, OrderLineType, OrderStatus } from '@tutor/contract/constants';
import type { TestApp } from '../../../test/helpers/test-app';
import { orderLines, orderStatusHistory, orders } from '../../db/schema';
import { sha256 } from '../../lib/tokens';
import { newTransferCode } from './transfer-code';

/* Orders written straight to the database, for tests of what happens to them later. Not imported by the app. */

export type FixtureLine = {
  type: OrderLineType;
  id: number;
  quantity?: number;
  unitPrice?: number;
  name?: string;
};

const COLUMN = { BOOK: 'bookId', COURSE: 'courseId', COMBO: 'comboId', DOCUMENT: 'documentId' } as const;

export async function insertOrder(
  t: TestApp,
  options: {
    lines: FixtureLine[];
    userId?: number | null;
    kind?: OrderKind;
    status?: OrderStatus;
    name?: string;
    accessKey?: string;
    createdAt?: Date;
  },
) {
  const lines = options.lines.map((line) => ({
    itemType: line.type,
    [COLUMN[line.type]]: line.id,
    name: line.name ?? `${line.type} ${line.id}`,
    unitPrice: line.unitPrice ?? 100_000,
    quantity: line.quantity ?? 1,
  }));
  const [order] = await t.database.db
    .insert(orders)
    .values({
      kind: options.kind ?? 'GENERAL',
      userId: options.userId ?? null,
      name: options.name ?? 'Nguyễn Văn An',
      phone: '0987654321',
      qty: lines.reduce((sum, line) => sum + line.quantity, 0),
      total: lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0),
      status: options.status ?? 'PENDING',
      transferCode: newTransferCode(),
      accessKeyHash: sha256(options.accessKey ?? `key-${Math.random()}`),
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    })
    .returning();
  if (!order) throw new Error('order insert failed');
  await t.database.db.insert(orderLines).values(lines.map((line) => ({ ...line, orderId: order.id })));
  await t.database.db
    .insert(orderStatusHistory)
    .values({ orderId: order.id, fromStatus: null, toStatus: order.status, source: 'BUYER' });
  return order;
}
