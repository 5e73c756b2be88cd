import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { pgliteOf, readPgliteImage } from '../src/db/pglite-image';
import { ensureReferenceData } from '../src/modules/roles/reference-data';
import { adminQuery, type TestDatabaseSource, withDatabase } from './helpers/test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseSource: TestDatabaseSource;
  }
}

/**
 * Migrates one database per run (and loads the reference data every start loads), then every test file starts from a copy of it: on PGlite a dumped
 * data dir, on PostgreSQL a template database.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = `tutor_test_${process.pid}_tpl`;
    await adminQuery(url, `DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
    await adminQuery(url, `CREATE DATABASE "${template}"`);
    const database = await openDatabase({ kind: 'postgres', url: withDatabase(url, template), poolSize: 1 });
    await migrate(database);
    await ensureReferenceData(database.db);
    await database.close();
    project.provide('databaseSource', { kind: 'postgres', url, template });
    return async () => {
      await adminQuery(url, `DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
    };
  }
  // From the shipped cluster when there is one for the installed PGlite (initdb takes seconds); its
  // migrations are already applied, this applies any newer one.
  const shipped = await readPgliteImage();
  const database = await openDatabase({ kind: 'pglite', ...(shipped ? { image: new Blob([shipped]) } : {}) });
  await migrate(database);
  await ensureReferenceData(database.db);
  const image = await pgliteOf(database).dumpDataDir('none');
  await database.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tutor-test-'));
  const imagePath = path.join(dir, 'migrated.tar');
  fs.writeFileSync(imagePath, Buffer.from(await image.arrayBuffer()));
  project.provide('databaseSource', { kind: 'pglite', imagePath });
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
