import path from 'node:path';
import { type Config, isEmbedded } from '../config';
import { ensureReferenceData } from '../modules/roles/reference-data';
import { type Database, openDatabase } from './client';
import { type DataDirLock, lockDataDir } from './data-dir-lock';
import { migrate } from './migrate';

export type OpenedDatabase = { database: Database; lock: DataDirLock | undefined; close(): Promise<void> };

/**
 * Opens the configured database and brings its schema up to date: PGlite under DATA_DIR (locked to
 * this process), or the PostgreSQL server of DATABASE_URL.
 */
export async function openConfiguredDatabase(config: Config): Promise<OpenedDatabase> {
  const lock = isEmbedded(config) ? lockDataDir(config.dataDir) : undefined;
  try {
    const database = config.databaseUrl
      ? await openDatabase({ kind: 'postgres', url: config.databaseUrl })
      : await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') });
    await migrate(database);
    await ensureReferenceData(database.db);
    return {
      database,
      lock,
      async close() {
        try {
          await database.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}
