import { adminOrderListQuerySchema } from '@tutor/contract/orders';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { queryRows } from '../../db/client';
import { insertCourse } from '../courses/courses.fixtures';
import { type ListKind, orderListPage, resolveSearch } from './service';

/*
 * Issue 12 "Performance": the admin order lists read their page from an index whatever the filter, on
 * 100,000 orders. The orders are written with generate_series (kinds and statuses spread, a year of
 * dates, a line each), statistics gathered, then EXPLAIN of exactly the page query the list runs.
 */

let t: TestApp;
let courseId: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  courseId = (await insertCourse(t)).id;
  // A realistic spread: half cart orders, a third course orders, few book and combo orders; nine in ten
  // DONE, few waiting or cancelled. Kind (n % 20) and status (n / 20) vary independently.
  await db.execute(sql`
    insert into orders (kind, name, phone, qty, total, status, transfer_code, access_key_hash, created_at,
                        status_changed_at)
    select case when n % 20 = 0 then 'SIMPLE' when n % 20 < 3 then 'COMBO' when n % 20 < 10 then 'COURSE'
                else 'GENERAL' end,
           'Người mua ' || n, '09' || lpad(n::text, 8, '0'), 1, 100000 + n % 50 * 1000,
           case when (n / 20) % 50 = 0 then 'PROCESS' when (n / 20) % 50 = 1 then 'CANCELLED'
                when (n / 20) % 50 < 5 then 'PENDING' else 'DONE' end,
           'TH' || lpad(n::text, 8, '0'), md5(n::text), timestamptz '2025-01-01' + n * interval '5 minutes',
           timestamptz '2025-01-01' + n * interval '5 minutes'
      from generate_series(1, 100000) as n`);
  // A course bought on one order in a thousand: the item filter's rows are few.
  await db.execute(sql`
    insert into order_lines (order_id, item_type, course_id, name, unit_price, quantity)
    select id, 'COURSE', case when id % 1000 = 0 then ${courseId}::bigint else null end, 'Khoá ' || id, 100000, 1
      from orders where transfer_code like 'TH0%'`);
  await db.execute(sql`analyze orders`);
  await db.execute(sql`analyze order_lines`);
}, 300_000);
afterAll(() => t?.close());

async function plan(kind: ListKind, parsed: Parameters<typeof orderListPage>[2]) {
  const page = orderListPage(t.database.db, kind, parsed);
  const { sql: text, params } = (page as unknown as { toSQL(): { sql: string; params: unknown[] } }).toSQL();
  const parts = text.split(/\$(\d+)/);
  const filled = sql.join(
    parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${params[Number(part) - 1]}`)),
  );
  const rows = await queryRows<{ 'QUERY PLAN': string }>(t.database.db, sql`explain ${filled}`);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

describe('admin order lists on 100,000 orders', () => {
  // Common filters walk the newest-first index and stop after a page; rare ones read their own index.
  const cases: [string, ListKind, Record<string, string>, RegExp][] = [
    ['all orders, newest first', null, {}, /Index Scan Backward using orders_created_idx/],
    ['a common kind', 'GENERAL', {}, /Index Scan Backward using orders_(kind_)?created_idx/],
    [
      'a rare kind (one in twenty)',
      'SIMPLE',
      {},
      /Index Scan (Backward )?using orders_(kind_)?(status_)?created_idx/,
    ],
    ['a rare kind and status', 'SIMPLE', { status: 'PENDING' }, /orders_kind_status_created_idx/],
    ['all kinds, a rare status', null, { status: 'PROCESS' }, /orders_status_created_idx/],
    [
      'a kind over a date range',
      'COMBO',
      { from: '2025-03-01', to: '2025-03-31' },
      /orders_(kind_)?created_idx/,
    ],
    [
      'a kind filter on /orders',
      null,
      { kind: 'SIMPLE', status: 'CANCELLED' },
      /orders_kind_status_created_idx/,
    ],
    ['one course’s orders', 'COURSE', { itemId: 'ITEM' }, /order_lines_course_idx/],
    ['a transfer code', null, { q: 'th00042424' }, /orders_transfer_code_key/],
  ];

  for (const [name, kind, query, index] of cases) {
    it(`${name}: no sequential scan of orders`, async () => {
      const filled = Object.fromEntries(
        Object.entries(query).map(([key, value]) => [key, value === 'ITEM' ? String(courseId) : value]),
      );
      const parsed = await resolveSearch(t.database.db, adminOrderListQuerySchema.parse(filled));
      const text = await plan(kind, parsed);
      expect(text, text).not.toMatch(/Seq Scan on orders/);
      expect(text, text).toMatch(index);
    });
  }

  it('answers the right first page and total through the route', async () => {
    const admin = await signedInAs(t, 'admin');
    const res = await t.request({
      method: 'GET',
      url: '/api/admin/course-orders?status=DONE&limit=25',
      headers: admin.headers,
    });
    const body = res.json();
    // COURSE is n % 20 in 3…9 (7 in 20), DONE is (n / 20) % 50 ≥ 5 (45 in 50): 100,000 × 7/20 × 45/50.
    expect(body.pagination.total).toBe(31_500);
    expect(body.data).toHaveLength(25);
    expect(body.data[0]).toMatchObject({ kind: 'COURSE', status: 'DONE', transferCode: 'TH00099989' });
  });
});
