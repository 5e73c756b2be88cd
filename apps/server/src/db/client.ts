import type { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The common face of both drivers: code is written once against it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle, accepted wherever a repository takes an optional `tx`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The node-postgres pool, for the few things that need one connection of their own (migrations). */
  pool?: pg.Pool;
  /** Flushes and closes: PGlite runs CHECKPOINT first so a stop never leaves a half-written data dir. */
  close(): Promise<void>;
  /**
   * Calls `listener` with every SQL statement sent through `db` until the returned function is called.
   * Nobody listens in the app; tests count statements with it (e.g. the home API's fixed query count).
   */
  observeQueries(listener: (query: string) => void): () => void;
};

/**
 * A named statement (its text and the name PostgreSQL prepares it under) run with its values, rows
 * returned as arrays in column order, values as the driver parses them (bigint as string on
 * node-postgres, timestamps as Date, json parsed): for the hottest storefront reads, whose rows are
 * shaped by hand instead of through Drizzle's row mapping (bench/README.md, third round).
 */
export type ArrayQuery = (
  statement: { name: string; text: string },
  values: unknown[],
) => Promise<unknown[][]>;
const arrayQueries = new WeakMap<object, ArrayQuery>();

/** The array query of a database opened by `openDatabase` (statements are seen by `observeQueries`). */
export function arrayQueryOf(db: Db): ArrayQuery {
  const query = arrayQueries.get(db);
  if (!query) throw new Error('arrayQueryOf: this Db was not opened by openDatabase');
  return query;
}

export class DatabaseOpenError extends Error {
  override name = 'DatabaseOpenError';
}

export type OpenOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** `dataDir` undefined means in memory; `image` is a dumped data dir to start from (tests). */
  | { kind: 'pglite'; dataDir?: string; image?: Blob };

/**
 * PostgreSQL's default 128 MB of shared buffers is written in full when PGlite starts, so it is that
 * much resident memory from the first second. The embedded database is the demo and development
 * engine (production needs DATABASE_URL), and the demo database is about 10 MB: a quarter of the
 * default holds all of it and leaves the process about 100 MB smaller.
 */
const PGLITE_SHARED_BUFFERS = '32MB';

/** A Drizzle logger that forwards statements to the current listeners (none by default: a no-op). */
function queryObservers() {
  const listeners = new Set<(query: string) => void>();
  return {
    logger: {
      logQuery(query: string) {
        for (const listener of listeners) listener(query);
      },
    },
    observeQueries(listener: (query: string) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/**
 * Each driver is loaded when its database is opened: an embedded start does not spend time loading
 * node-postgres, nor a PostgreSQL one PGlite's JavaScript (README "Measured": a fresh clone's start).
 */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  const { logger, observeQueries } = queryObservers();
  if (options.kind === 'postgres') {
    const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
    ]);
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // A pool emits errors of idle clients (a server restart); without a listener they crash the process.
    pool.on('error', () => {});
    try {
      await pool.query('select 1');
    } catch (error) {
      await pool.end();
      throw new DatabaseOpenError(
        `Cannot reach PostgreSQL at ${redactUrl(options.url)}: ${(error as Error).message}`,
      );
    }
    const db = drizzlePg(pool, { schema, logger }) as unknown as Db;
    arrayQueries.set(db, async ({ name, text }, values) => {
      logger.logQuery(text);
      const result = await pool.query<unknown[]>({ name, text, values, rowMode: 'array' });
      return result.rows;
    });
    return { db, kind: 'postgres', pool, close: () => pool.end(), observeQueries };
  }

  const [{ PGlite }, { drizzle: drizzlePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
  ]);
  let client: PGlite;
  try {
    client = await PGlite.create({
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.image ? { loadDataDir: options.image } : {}),
    });
  } catch (error) {
    const where = options.dataDir ? `in ${options.dataDir}` : 'in memory';
    throw new DatabaseOpenError(
      `Cannot open the embedded database ${where}: ${(error as Error).message || String(error)}. ` +
        'If the directory is damaged, move it away and start again to create a fresh one.',
    );
  }
  const db = drizzlePglite(client, { schema, logger }) as unknown as Db;
  arrayQueries.set(db, async ({ text }, values) => {
    logger.logQuery(text);
    const result = await client.query<unknown[]>(text, values, { rowMode: 'array' });
    return result.rows;
  });
  return {
    db,
    kind: 'pglite',
    observeQueries,
    async close() {
      if (client.closed) return;
      await db.execute(sql`CHECKPOINT`);
      await client.close();
    },
  };
}

export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparsable DATABASE_URL)';
  }
}

/**
 * Runs raw SQL and returns its rows. Both drivers answer `{ rows }`, but the shared base type cannot
 * say so; this is the one place that knows it.
 */
export async function queryRows<T extends Record<string, unknown>>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
