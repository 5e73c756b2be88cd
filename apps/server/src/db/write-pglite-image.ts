/**
 * `npm run pglite-image`: creates an empty PGlite cluster (initdb, in memory), dumps it and writes it
 * as apps/server/pglite-image/pglite-<version>.tar.br to commit, removing the images of other
 * versions. Run it after upgrading @electric-sql/pglite; pglite-image.test.ts fails until then, and
 * a start on a new data directory runs initdb (seconds, about 900 MB) instead of unpacking the image.
 */
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import {
  compressPgliteImage,
  installedPgliteVersion,
  PGLITE_IMAGE_DIR,
  pgliteImageFile,
} from './pglite-image';

const pglite = await PGlite.create();
await pglite.exec('CHECKPOINT');
const tar = Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer());
await pglite.close();

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
