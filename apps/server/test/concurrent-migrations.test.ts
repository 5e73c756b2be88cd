import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { adminQuery, withDatabase } from './helpers/test-database';

const url = process.env.DATABASE_URL;
const name = `tutor_test_${process.pid}_race`;

// Two API processes starting at once against one PostgreSQL server: only PostgreSQL has this race
// (PGlite allows one process per data directory, which data-dir-lock.test.ts covers).
describe.runIf(url)('migrations on PostgreSQL', () => {
  afterAll(async () => {
    if (url) await adminQuery(url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });

  it('run once when several processes start at the same time', async () => {
    if (!url) return;
    await adminQuery(url, `CREATE DATABASE "${name}"`);
    const processes = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ kind: 'postgres', url: withDatabase(url, name), poolSize: 2 })),
    );
    try {
      await Promise.all(processes.map((p) => migrate(p)));
      const db = processes[0]!.db;
      const applied = await queryRows<{ n: number; hashes: number }>(
        db,
        sql`select count(*)::int as n, count(distinct hash)::int as hashes from drizzle.__drizzle_migrations`,
      );
      const tables = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from information_schema.tables where table_name = 'app_meta'`,
      );
      // Each migration recorded exactly once, and its tables created once.
      expect(applied[0]!.n).toBeGreaterThan(0);
      expect(applied[0]!.n).toBe(applied[0]!.hashes);
      expect(tables[0]).toEqual({ n: 1 });
    } finally {
      await Promise.all(processes.map((p) => p.close()));
    }
  });
});
