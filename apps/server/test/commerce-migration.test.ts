import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { queryRows } from '../src/db/client';
import { migrationsFolder } from '../src/db/migrate';
import { openEmptyDatabase } from './helpers/test-database';

/*
 * Migration 0010 moves the book orders of before issue 12 into the one orders table and turns every
 * enrollment into its own grant. Run on a database that holds such rows: apply the migrations up to
 * 0008 by hand, write the old rows, then 0009 and 0010.
 */

let database: Database;

async function apply(tag: string) {
  const text = fs.readFileSync(path.join(migrationsFolder, `${tag}.sql`), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    if (statement.trim() !== '') await database.db.execute(sql.raw(statement));
  }
}

beforeAll(async () => {
  database = await openEmptyDatabase();
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'));
  for (const entry of journal.entries as Array<{ tag: string }>) {
    if (entry.tag.startsWith('0009')) break;
    await apply(entry.tag);
  }
}, 90_000);
afterAll(() => database?.close());

describe('migration 0010 (simple orders into orders)', () => {
  it('keeps every book order with its id, buyer, price and status, as a SIMPLE order with one BOOK line', async () => {
    for (const statement of [
      sql`insert into users (username, email) values ('lan', 'lan@example.vn')`,
      sql`insert into books (name, slug, sale_price) values ('Sách Hình học', 'sach-hinh-hoc', 125000)`,
      sql`insert into courses (name, slug) values ('Toán 12', 'toan-12')`,
      sql`insert into simple_orders (id, book_id, user_id, name, phone, email, comment, qty, unit_price, status, idempotency_key)
        overriding system value values
        (7, 1, 1, 'Trần Thị Lan', '0912345678', 'lan@example.vn', 'Giao sáng', 3, 125000, 'DONE', 'key-seven'),
        (9, 1, null, 'Khách', '0987654321', '', '', 1, 120000, 'PENDING', null)`,
      sql`insert into enrollments (user_id, course_id, source, source_ref) values (1, 1, 'ADMIN', null)`,
    ])
      await database.db.execute(statement);
    await apply('0009_commerce');
    await apply('0010_drop_simple_orders');

    const orders = await queryRows<Record<string, unknown>>(
      database.db,
      sql`select id::int, kind, user_id::int, name, phone, comment, qty, total::int, status, transfer_code,
            idempotency_key from orders order by id`,
    );
    expect(orders).toMatchObject([
      {
        id: 7,
        kind: 'SIMPLE',
        user_id: 1,
        name: 'Trần Thị Lan',
        comment: 'Giao sáng',
        qty: 3,
        total: 375000,
      },
      { id: 9, kind: 'SIMPLE', user_id: null, qty: 1, total: 120000, status: 'PENDING' },
    ]);
    expect(orders[0]).toMatchObject({ status: 'DONE', idempotency_key: 'key-seven' });
    // Codes of the transfer-code alphabet, distinct, so the bank webhook can match them.
    for (const order of orders) expect(String(order.transfer_code)).toMatch(/^TH[2-9A-Z]{8}$/);
    expect(new Set(orders.map((order) => order.transfer_code)).size).toBe(2);

    const lines = await queryRows(
      database.db,
      sql`select order_id::int, item_type, book_id::int, name, unit_price, quantity
          from order_lines order by order_id`,
    );
    expect(lines).toMatchObject([
      { order_id: 7, item_type: 'BOOK', book_id: 1, name: 'Sách Hình học', unit_price: 125000, quantity: 3 },
      { order_id: 9, item_type: 'BOOK', book_id: 1, unit_price: 120000, quantity: 1 },
    ]);
    const history = await queryRows(
      database.db,
      sql`select order_id, to_status from order_status_history order by order_id`,
    );
    expect(history).toHaveLength(2);

    // The next order gets a fresh id past the moved ones.
    const [next] = await queryRows<{ id: number }>(
      database.db,
      sql`insert into orders (kind, name, qty, total, transfer_code, access_key_hash)
          values ('GENERAL', 'Mới', 1, 1, 'TH22222222', 'x') returning id::int`,
    );
    expect(next?.id).toBe(10);

    const grants = await queryRows(
      database.db,
      sql`select user_id::int, course_id::int, source, source_ref from enrollment_grants`,
    );
    expect(grants).toMatchObject([{ user_id: 1, course_id: 1, source: 'ADMIN', source_ref: '' }]);
    const gone = await queryRows(database.db, sql`select to_regclass('simple_orders') as t`);
    expect(gone).toEqual([{ t: null }]);
  });
});
