import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

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

const serverDir = path.resolve(import.meta.dirname, '..');

describe('the server bundle `npm start` runs', () => {
  it('imports the heavy packages only when a request or a setting needs them', async () => {
    // Bundled as scripts/build.mjs does: our code inlined, packages left to Node.
    const dependencies = Object.keys(
      JSON.parse(fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8')).dependencies,
    ).filter((name) => !name.startsWith('@tutor/'));
    const { metafile } = await build({
      entryPoints: [path.join(serverDir, 'src/main.ts')],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      write: false,
      outdir: path.join(serverDir, 'dist-check'),
      metafile: true,
      logLevel: 'silent',
      external: dependencies.flatMap((name) => [name, `${name}/*`]),
    });
    const imports = Object.values(metafile.outputs).flatMap((output) => output.imports);
    const byKind = (kind: string) =>
      imports.filter((i) => i.kind === kind && LOADED_WHEN_USED.includes(i.path)).map((i) => i.path);

    expect(byKind('import-statement')).toEqual([]);
    // The lazy imports are there (so the list above names what the code really loads).
    expect(new Set(byKind('dynamic-import'))).toEqual(new Set(LOADED_WHEN_USED));
  });
});
