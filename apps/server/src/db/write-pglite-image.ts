/**
 * `npm run pglite-image`: creates a PGlite cluster (initdb, in memory), applies every committed
 * migration, dumps it and writes it as apps/server/pglite-image/pglite-<version>.tar.br to commit,
 * removing the images of other versions. Run it after upgrading @electric-sql/pglite or adding a
 * migration; pglite-image.test.ts fails until then. Without an image for the installed version a start
 * on a new data directory runs initdb (seconds, about 900 MB); with an image older than the migrations
 * it applies only the newer ones.
 */
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { openDatabase } from './client';
import { migrate } from './migrate';
import {
  compressPgliteImage,
  installedPgliteVersion,
  PGLITE_IMAGE_DIR,
  pgliteImageFile,
  pgliteOf,
} from './pglite-image';

const database = await openDatabase({ kind: 'pglite' });
await migrate(database);
// PGlite runs in the `postgres` database only (it cannot create another: one backend, single-user), so
// initdb's two template databases were 600 of the cluster's 1,376 files, and 16 MB, that every first
// start unpacked for nothing.
await database.db.execute(sql`ALTER DATABASE template0 IS_TEMPLATE false`);
await database.db.execute(sql`ALTER DATABASE template1 IS_TEMPLATE false`);
await database.db.execute(sql`DROP DATABASE template0`);
await database.db.execute(sql`DROP DATABASE template1`);
// A fresh WAL segment before the checkpoint: the cluster then needs only that segment, 16 MB of which
// 8 KB are records, and the start writes its zeros as a hole (`writeSparse` in pglite-image.ts). The
// segment initdb and the migrations filled (10 MB of records the checkpoint makes unneeded) is removed,
// not recycled under a future segment's name with its old bytes.
await database.db.execute(sql`SET wal_recycle = off`);
await database.db.execute(sql`SELECT pg_switch_wal()`);
await database.db.execute(sql`CHECKPOINT`);
const tar = Buffer.from(await (await pgliteOf(database).dumpDataDir('none')).arrayBuffer());
await database.close();

fs.mkdirSync(PGLITE_IMAGE_DIR, { recursive: true });
const file = pgliteImageFile();
for (const name of fs.readdirSync(PGLITE_IMAGE_DIR)) {
  if (/^pglite-.*\.tar\.br$/.test(name)) fs.rmSync(`${PGLITE_IMAGE_DIR}/${name}`);
}
const compressed = compressPgliteImage(tar);
fs.writeFileSync(file, compressed);
console.info(
  `PGlite ${installedPgliteVersion()}: ${file} (${(compressed.length / 1024 / 1024).toFixed(2)} MB, ${(tar.length / 1024 / 1024).toFixed(1)} MB unpacked)`,
);
