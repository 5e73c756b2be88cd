import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { type Database, openDatabase } from '../../src/db/client';

/**
 * What global-setup hands each test file: a PGlite image (a dumped, migrated data dir) or the name of
 * a migrated PostgreSQL template database. Either way a file gets its own database in well under a second.
 */
export type TestDatabaseSource =
  | { kind: 'pglite'; imagePath: string }
  | { kind: 'postgres'; url: string; template: string };

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export type TestDatabase = Database & { name: string };

export async function openTestDatabase(source: TestDatabaseSource): Promise<TestDatabase> {
  if (source.kind === 'pglite') {
    const image = new Blob([fs.readFileSync(source.imagePath)]);
    return { ...(await openDatabase({ kind: 'pglite', image })), name: 'pglite-memory' };
  }
  const name = `${source.template.replace(/_tpl$/, '')}_${randomBytes(4).toString('hex')}`;
  await adminQuery(source.url, `CREATE DATABASE "${name}" TEMPLATE "${source.template}"`);
  const database = await openDatabase({ kind: 'postgres', url: withDatabase(source.url, name), poolSize: 4 });
  return {
    ...database,
    name,
    async close() {
      await database.close();
      await adminQuery(source.url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

/** A database with nothing in it (no migrations), on the engine under test. */
export async function openEmptyDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) return openDatabase({ kind: 'pglite' });
  const name = `tutor_test_${process.pid}_${randomBytes(4).toString('hex')}_empty`;
  await adminQuery(url, `CREATE DATABASE "${name}"`);
  const database = await openDatabase({ kind: 'postgres', url: withDatabase(url, name), poolSize: 1 });
  return {
    ...database,
    async close() {
      await database.close();
      await adminQuery(url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}
