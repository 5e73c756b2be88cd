import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';
import type { Database } from './client';

/**
 * The migrated PGlite cluster, shipped. Creating a cluster runs initdb, whose WebAssembly heap grows to
 * about 900 MB and takes seconds, and then every migration; a fresh data directory is instead unpacked
 * from this image: the cluster PGlite's initdb makes with the committed migrations applied (and
 * recorded in drizzle's table, so a start applies only newer ones), dumped by `npm run pglite-image`
 * and committed as `apps/server/pglite-image/pglite-<version>.tar.br` (a tar of the data directory,
 * brotli with a 16 MB window: 0.7 MB; only the `postgres` database, initdb's templates dropped). The
 * image belongs to one PGlite version (its catalogue and WAL format); for any other version, or if the
 * file cannot be read, the start falls back to initdb, as before.
 */
export const PGLITE_IMAGE_DIR = path.resolve(
  import.meta.dirname,
  // Bundled into apps/server/dist/main.js, or run from apps/server/src/db/.
  path.basename(import.meta.dirname) === 'dist' ? '../pglite-image' : '../../pglite-image',
);

/** The installed `@electric-sql/pglite` version (its package.json is not in the package's exports). */
export function installedPgliteVersion(): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  for (;;) {
    const file = path.join(dir, 'package.json');
    if (fs.existsSync(file)) {
      const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === '@electric-sql/pglite' && pkg.version) return pkg.version;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('cannot find the package.json of @electric-sql/pglite');
    dir = parent;
  }
}

/** The PGlite instance under an embedded database (to dump it). */
export function pgliteOf(database: Database): PGlite {
  if (database.kind !== 'pglite') throw new Error('not an embedded database');
  return (database.db as unknown as { $client: PGlite }).$client;
}

export function pgliteImageFile(imageDir = PGLITE_IMAGE_DIR, version = installedPgliteVersion()): string {
  return path.join(imageDir, `pglite-${version}.tar.br`);
}

/** The image's tar, or undefined when there is none for the installed PGlite version. */
export async function readPgliteImage(imageDir = PGLITE_IMAGE_DIR): Promise<Buffer | undefined> {
  const file = pgliteImageFile(imageDir);
  if (!fs.existsSync(file)) return undefined;
  return promisify(zlib.brotliDecompress)(fs.readFileSync(file));
}

export type RestoreOutcome =
  /** The directory now holds the image's cluster. */
  | 'restored'
  /** The directory already holds a cluster (or other files): left alone. */
  | 'exists'
  /** No image for the installed PGlite version: PGlite runs initdb. */
  | 'no-image';

/**
 * Unpacks the image into `pgdataDir` if that directory is missing or empty. It is unpacked beside it
 * and renamed into place, so a start killed half-way never leaves a half cluster that PGlite would
 * take for a real one. A damaged image throws, leaving nothing behind.
 */
export async function restorePgliteImage(
  pgdataDir: string,
  imageDir = PGLITE_IMAGE_DIR,
): Promise<RestoreOutcome> {
  if (fs.existsSync(pgdataDir) && fs.readdirSync(pgdataDir).length > 0) return 'exists';
  const tar = await readPgliteImage(imageDir);
  if (!tar) return 'no-image';
  const staging = `${pgdataDir}.unpacking-${process.pid}`;
  fs.rmSync(staging, { recursive: true, force: true });
  try {
    fs.mkdirSync(staging, { recursive: true, mode: 0o700 });
    extractTar(tar, staging);
    if (!fs.existsSync(path.join(staging, 'PG_VERSION'))) throw new Error('the image holds no PG_VERSION');
    fs.rmSync(pgdataDir, { recursive: true, force: true });
    fs.renameSync(staging, pgdataDir);
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  return 'restored';
}

/** A plain ustar reader for what PGlite's dumpDataDir writes: directories and regular files. */
export function* tarEntries(tar: Buffer): Generator<{ name: string; type: 'dir' | 'file'; data: Buffer }> {
  let offset = 0;
  while (offset + 512 <= tar.length) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((byte) => byte === 0)) return;
    const field = (start: number, length: number) =>
      header
        .toString('latin1', start, start + length)
        .replace(/\0.*$/s, '')
        .trim();
    const name = field(0, 100);
    const size = Number.parseInt(field(124, 12) || '0', 8);
    const type = field(156, 1) || '0';
    const relative = name.replace(/^\/+/, '');
    if (!relative || Number.isNaN(size) || relative.split('/').includes('..')) {
      throw new Error(`unexpected tar entry "${name}"`);
    }
    const dataStart = offset + 512;
    if (type === '5') {
      yield { name: relative, type: 'dir', data: Buffer.alloc(0) };
    } else if (type === '0') {
      if (dataStart + size > tar.length) throw new Error(`tar entry "${name}" is cut short`);
      yield { name: relative, type: 'file', data: tar.subarray(dataStart, dataStart + size) };
    } else {
      throw new Error(`unexpected tar entry type "${type}" for "${name}"`);
    }
    offset = dataStart + Math.ceil(size / 512) * 512;
  }
  throw new Error('the tar has no end marker');
}

function extractTar(tar: Buffer, into: string): void {
  for (const entry of tarEntries(tar)) {
    const target = path.join(into, entry.name);
    if (entry.type === 'dir') {
      fs.mkdirSync(target, { recursive: true, mode: 0o700 });
    } else {
      fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
      writeSparse(target, entry.data);
    }
  }
}

/** PostgreSQL's page size: the unit a cluster's files are zero in. */
const BLOCK = 8192;
const ZERO_BLOCK = Buffer.alloc(BLOCK);

/**
 * Writes `data` to a new file, its runs of all-zero 8 KB blocks left as holes (a sparse file; reading
 * them gives zeros, as PostgreSQL expects). The cluster's WAL segment is 16 MB of which the image's
 * holds 8 KB of records (`write-pglite-image.ts` switches to a fresh segment before its checkpoint):
 * written whole, those zeros were over a third of the image, and on a fresh machine writing them was
 * most of the 0.8 s the first start spent unpacking (every page written is memory the system must
 * first provide).
 */
function writeSparse(target: string, data: Buffer): void {
  const fd = fs.openSync(target, 'w', 0o600);
  try {
    let runStart = -1;
    for (let at = 0; at <= data.length; at += BLOCK) {
      const block = data.subarray(at, at + BLOCK);
      const isZero = block.length === 0 || block.equals(ZERO_BLOCK.subarray(0, block.length));
      if (!isZero && runStart < 0) runStart = at;
      if (isZero && runStart >= 0) {
        fs.writeSync(fd, data, runStart, at - runStart, runStart);
        runStart = -1;
      }
    }
    if (runStart >= 0) fs.writeSync(fd, data, runStart, data.length - runStart, runStart);
    fs.ftruncateSync(fd, data.length);
  } finally {
    fs.closeSync(fd);
  }
}

/** Brotli at its best, with a window that spans the cluster's catalogue and its WAL segment. */
export function compressPgliteImage(tar: Buffer): Buffer {
  return zlib.brotliCompressSync(tar, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_LGWIN]: 24,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: tar.length,
    },
  });
}
