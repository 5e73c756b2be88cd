import path from 'node:path';
import { type Config, isEmbedded } from '../config';
import { ensureReferenceData } from '../modules/roles/reference-data';
import { type Database, openDatabase } from './client';
import { type DataDirLock, lockDataDir } from './data-dir-lock';
import { migrate } from './migrate';
import { installedPgliteVersion, PGLITE_IMAGE_DIR, restorePgliteImage } from './pglite-image';

export type OpenedDatabase = {
  database: Database;
  lock: DataDirLock | undefined;
  /**
   * How the embedded cluster came to be: `initdb` when this call created it the slow way (no image
   * for the installed PGlite, or a damaged one), which leaves PGlite's heap at about 800 MB.
   */
  created: 'image' | 'initdb' | undefined;
  close(): Promise<void>;
};

export type OpenConfiguredOptions = {
  /** Where the empty-cluster images are (tests point elsewhere). */
  pgliteImageDir?: string;
  /** Told when a new embedded cluster cannot come from an image (default: printed). */
  warn?: (message: string) => void;
};

/**
 * Opens the configured database and brings its schema up to date: PGlite under DATA_DIR (locked to
 * this process; a new one unpacked from the shipped empty cluster, see pglite-image.ts), or the
 * PostgreSQL server of DATABASE_URL.
 */
export async function openConfiguredDatabase(
  config: Config,
  { pgliteImageDir = PGLITE_IMAGE_DIR, warn = console.warn }: OpenConfiguredOptions = {},
): Promise<OpenedDatabase> {
  const lock = isEmbedded(config) ? lockDataDir(config.dataDir) : undefined;
  try {
    let database: Database;
    let created: OpenedDatabase['created'];
    if (config.databaseUrl) {
      database = await openDatabase({ kind: 'postgres', url: config.databaseUrl });
    } else {
      const pgdata = path.join(config.dataDir, 'pglite');
      created = await restoreEmbeddedCluster(pgdata, pgliteImageDir, warn);
      database = await openDatabase({ kind: 'pglite', dataDir: pgdata });
    }
    await migrate(database);
    await ensureReferenceData(database.db);
    return {
      database,
      lock,
      created,
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

async function restoreEmbeddedCluster(
  pgdata: string,
  imageDir: string,
  warn: (message: string) => void,
): Promise<OpenedDatabase['created']> {
  const initdb = (why: string) => {
    warn(`${why}: creating the embedded database with initdb (a few seconds, about 900 MB of memory).`);
    return 'initdb' as const;
  };
  try {
    const outcome = await restorePgliteImage(pgdata, imageDir);
    if (outcome === 'restored') return 'image';
    if (outcome === 'exists') return undefined;
    return initdb(
      `No prepared cluster for @electric-sql/pglite ${installedPgliteVersion()} in ${imageDir} (\`npm run pglite-image\` writes it)`,
    );
  } catch (error) {
    return initdb(`The prepared cluster in ${imageDir} cannot be read (${(error as Error).message})`);
  }
}
