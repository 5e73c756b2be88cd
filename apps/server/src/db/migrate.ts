import path from 'node:path';
import type { Database } from './client';

/** The committed SQL migrations; the bundle in dist/ and the source in src/db/ both find them. */
export const migrationsFolder = path.resolve(
  import.meta.dirname,
  path.basename(import.meta.dirname) === 'dist' ? '../drizzle' : '../../drizzle',
);

// Any constant works; it only has to be the same in every process of this app.
const MIGRATION_LOCK_KEY = 7_318_462_001;

/**
 * Applies pending migrations. On PostgreSQL several processes may start at once, so the work runs
 * under an advisory lock held on one dedicated connection: the second process waits, then finds
 * nothing left to do. (PGlite has one process per data dir by construction: see data-dir-lock.ts.)
 */
export async function migrate(database: Database): Promise<void> {
  // Only the migrator of the driver in use is loaded (see openDatabase).
  if (!database.pool) {
    const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants its driver's own type; Db is their shared base.
    await migratePglite(database.db as any, { migrationsFolder });
    return;
  }
  const [{ drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(client), { migrationsFolder });
  } finally {
    // Released explicitly; a crash releases it too, since the lock lives only as long as the connection.
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    client.release();
  }
}
