import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openDatabase, queryRows } from './client';
import { migrationsFolder } from './migrate';
import { type OpenedDatabase, openConfiguredDatabase } from './open-configured';
import {
  installedPgliteVersion,
  pgliteImageFile,
  readPgliteImage,
  restorePgliteImage,
  tarEntries,
} from './pglite-image';

let dir: string;
let opened: OpenedDatabase | undefined;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tutor-pglite-image-'));
});
afterEach(async () => {
  await opened?.close();
  opened = undefined;
  fs.rmSync(dir, { recursive: true, force: true });
});

const embedded = () => loadConfig({ NODE_ENV: 'test', DATA_DIR: path.join(dir, 'data'), DATABASE_URL: '' });

async function roleCount(database: OpenedDatabase): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    database.database.db,
    sql`select count(*)::int as n from roles`,
  );
  return rows[0]?.n ?? 0;
}

describe('the shipped empty PGlite cluster', () => {
  it('is committed for the installed PGlite version (`npm run pglite-image` writes it)', () => {
    expect(fs.existsSync(pgliteImageFile()), `no ${pgliteImageFile()}: run \`npm run pglite-image\``).toBe(
      true,
    );
  });

  it('holds every committed migration, as drizzle records them (`npm run pglite-image` after adding one)', async () => {
    const tar = await readPgliteImage();
    if (!tar) throw new Error(`no ${pgliteImageFile()}`);
    const image = await openDatabase({ kind: 'pglite', image: new Blob([tar]) });
    try {
      const applied = await queryRows<{ hash: string; created_at: string }>(
        image.db,
        sql`select hash, created_at from drizzle.__drizzle_migrations order by created_at`,
      );
      const committed = readMigrationFiles({ migrationsFolder });
      expect(
        applied.map((row) => `${row.created_at} ${row.hash}`),
        'the shipped cluster is behind the migrations: run `npm run pglite-image` and commit the image',
      ).toEqual(committed.map((migration) => `${migration.folderMillis} ${migration.hash}`));
    } finally {
      await image.close();
    }
  });

  it('unpacks every file byte for byte, the zeros of its WAL segment as a hole', async () => {
    const pgdata = path.join(dir, 'pgdata');
    expect(await restorePgliteImage(pgdata)).toBe('restored');
    const tar = await readPgliteImage();
    if (!tar) throw new Error('no image');
    let files = 0;
    for (const entry of tarEntries(tar)) {
      if (entry.type !== 'file') continue;
      files++;
      expect(fs.readFileSync(path.join(pgdata, entry.name)).equals(entry.data), entry.name).toBe(true);
    }
    // Only the database PGlite runs in: initdb's templates would add 600 files to every first start.
    expect(files).toBeGreaterThan(500);
    expect(fs.readdirSync(path.join(pgdata, 'base'))).toHaveLength(1);
    // The image holds one fresh 16 MB segment, 8 KB of it records: on disk it takes a few blocks.
    const segments = fs
      .readdirSync(path.join(pgdata, 'pg_wal'))
      .filter((name) => /^[0-9A-F]{24}$/.test(name));
    expect(segments).toHaveLength(1);
    const segment = fs.statSync(path.join(pgdata, 'pg_wal', segments[0] as string));
    expect(segment.size).toBe(16 * 1024 * 1024);
    expect(segment.blocks * 512).toBeLessThan(1024 * 1024);
  });

  it('gives a first start on an empty data directory its cluster without initdb, then is reopened as is', async () => {
    const warnings: string[] = [];
    opened = await openConfiguredDatabase(embedded(), { warn: (message) => warnings.push(message) });
    expect(opened.created).toBe('image');
    expect(warnings).toEqual([]);
    expect(await roleCount(opened)).toBeGreaterThan(0);
    await queryRows(opened.database.db, sql`insert into tags (name, slug) values ('Kept', 'kept')`);
    await opened.close();

    opened = await openConfiguredDatabase(embedded(), { warn: (message) => warnings.push(message) });
    expect(opened.created).toBeUndefined();
    const tags = await queryRows<{ name: string }>(opened.database.db, sql`select name from tags`);
    expect(tags.map((tag) => tag.name)).toContain('Kept');
    expect(fs.readdirSync(path.join(dir, 'data')).some((name) => name.includes('unpacking'))).toBe(false);
    // Two embedded starts with every migration: seconds when the machine is quiet, more when it is not.
  }, 90_000);

  it('when there is none for the installed PGlite version, falls back to initdb, says so, and still starts', async () => {
    const images = path.join(dir, 'images');
    fs.mkdirSync(images);
    fs.copyFileSync(pgliteImageFile(), path.join(images, 'pglite-0.0.1.tar.br'));
    const warnings: string[] = [];
    opened = await openConfiguredDatabase(embedded(), {
      pgliteImageDir: images,
      warn: (message) => warnings.push(message),
    });
    expect(opened.created).toBe('initdb');
    expect(warnings.join('\n')).toContain(`@electric-sql/pglite ${installedPgliteVersion()}`);
    expect(warnings.join('\n')).toContain('npm run pglite-image');
    expect(await roleCount(opened)).toBeGreaterThan(0);
  }, 120_000);

  it('refuses a damaged image and leaves no half-unpacked directory behind', async () => {
    const images = path.join(dir, 'images');
    fs.mkdirSync(images);
    // A cluster cut in the middle of its files: unpacking starts, then finds the tar cut short.
    const tar = (await readPgliteImage()) ?? Buffer.alloc(0);
    fs.writeFileSync(
      pgliteImageFile(images),
      zlib.brotliCompressSync(tar.subarray(0, tar.length / 2), {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 },
      }),
    );
    const pgdata = path.join(dir, 'pgdata');
    await expect(restorePgliteImage(pgdata, images)).rejects.toThrow();
    expect(fs.readdirSync(dir).sort()).toEqual(['images']);
  });
});
