import { courseListQuerySchema } from '@tutor/contract/courses';
import { fillPlaceholders, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { queryRows } from '../../db/client';
import { storefrontCoursePage, storefrontCoursePageValues } from './storefront';

/*
 * Issue 10: the default course list reads its page from an index, not by scanning courses, on 10,000
 * courses with statistics gathered: EXPLAIN of exactly the page query `GET /api/courses` runs.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await db.execute(sql`
    insert into courses (name, slug, type, sale_price, root_price, status, created_at)
    select 'Khoá số ' || lpad(n::text, 5, '0'), 'khoa-so-' || n,
           case when n % 4 = 0 then 'OFFLINE' else 'ONLINE' end, (n % 500) * 1000, 2000000,
           case when n % 20 = 0 then 'INACTIVE' else 'ACTIVE' end, now() - n * interval '1 minute'
    from generate_series(1, 10000) as n`);
  await db.execute(sql`analyze courses`);
}, 120_000);
afterAll(() => t?.close());

function filled(text: string, params: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${params[Number(part) - 1]}`)));
}

async function plan(query: Record<string, string>) {
  const parsed = courseListQuerySchema.parse(query);
  const page = storefrontCoursePage(t.database.db, parsed).toSQL();
  const params = fillPlaceholders(page.params, storefrontCoursePageValues(parsed));
  const rows = await queryRows<{ 'QUERY PLAN': string }>(
    t.database.db,
    sql`explain ${filled(page.sql, params)}`,
  );
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

describe('storefront course list on 10,000 courses', () => {
  it('reads the default page (newest ONLINE) from courses_type_created_at_idx without a sequential scan', async () => {
    const text = await plan({});
    expect(text, text).not.toMatch(/Seq Scan on courses/);
    expect(text, text).toMatch(/courses_type_created_at_idx/);
  });

  it('reads the name and price sorts from their indexes', async () => {
    expect(await plan({ sort: 'name', order: 'asc' })).toMatch(/courses_type_name_idx/);
    expect(await plan({ sort: 'salePrice', order: 'desc' })).toMatch(/courses_type_sale_price_idx/);
  });

  it('still answers the right first page', async () => {
    const res = (await t.request({ method: 'GET', url: '/api/courses?limit=3' })).json();
    expect(res.data.map((c: { name: string }) => c.name)).toEqual([
      'Khoá số 00001',
      'Khoá số 00002',
      'Khoá số 00003',
    ]);
    expect(res.pagination.total).toBe(7500);
  });
});
