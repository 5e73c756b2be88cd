import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { serverBuildOptions } from '../../../scripts/build.mjs';

/**
 * Packages a start may not load before it needs them: each takes tens to hundreds of milliseconds of
 * the one JavaScript thread, on the way of every start, and most starts use none of them (README
 * "Measured": the fourteenth session). Each is loaded with `import()` where it is used: sharp with the
 * first picture (lib/sharp.ts), ioredis with REDIS_URL, nodemailer with the first mail by SMTP, and one
 * database driver with its database (db/client.ts, db/migrate.ts).
 */
const LOADED_WHEN_USED = [
  'sharp',
  'ioredis',
  'nodemailer',
  'pg',
  '@electric-sql/pglite',
  'drizzle-orm/pglite',
  'drizzle-orm/pglite/migrator',
  'drizzle-orm/node-postgres',
  'drizzle-orm/node-postgres/migrator',
];

describe('the server bundle `npm start` runs', () => {
  it('imports the heavy packages only when a request or a setting needs them', async () => {
    // Bundled exactly as `npm start` bundles it, nothing written: only the list of imports is read.
    const { metafile } = await build({
      ...serverBuildOptions(),
      write: false,
      sourcemap: false,
      metafile: true,
      logLevel: 'silent',
    });
    const main = Object.entries(metafile?.outputs ?? {}).find(([file]) => file.endsWith('/main.js'))?.[1];
    const byKind = (kind: string) =>
      (main?.imports ?? [])
        .filter((i) => i.kind === kind && LOADED_WHEN_USED.includes(i.path))
        .map((i) => i.path);

    expect(byKind('import-statement')).toEqual([]);
    // The lazy imports are there (so the list above names what the code really loads).
    expect(new Set(byKind('dynamic-import'))).toEqual(new Set(LOADED_WHEN_USED));
  });
});
