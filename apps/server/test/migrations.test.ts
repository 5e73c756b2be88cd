import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { migrate, migrationsFolder } from '../src/db/migrate';
import * as schema from '../src/db/schema';
import { isDemoDataLoaded, loadDemoData } from '../src/db/seed/demo-data';
import { createStorage } from '../src/lib/storage';
import { readSiteSettings } from '../src/modules/site-settings/repository';
import { schemaFingerprint } from './helpers/schema-fingerprint';
import { openEmptyDatabase, openTestDatabase, type TestDatabase } from './helpers/test-database';

/** Unique constraints migration 0005 declares DEFERRABLE INITIALLY DEFERRED by hand. */
const HAND_DEFERRED = ['thematics_chain_key', 'lessons_chain_key'];
const withoutHandDeferral = <T extends Record<string, unknown>>(constraint: T): T =>
  HAND_DEFERRED.includes(String(constraint.conname))
    ? {
        ...constraint,
        definition: String(constraint.definition).replace(/ DEFERRABLE INITIALLY DEFERRED$/, ''),
      }
    : constraint;

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase(inject('databaseSource'));
});
afterAll(() => database.close());

describe('migrations', () => {
  it('match the schema: generating a migration now would produce nothing', async () => {
    const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'));
    const last = journal.entries.at(-1);
    const snapshotName = `${String(last.idx).padStart(4, '0')}_snapshot.json`;
    const previous = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', snapshotName), 'utf8'));
    const current = generateDrizzleJson(schema, previous.id);
    const statements = await generateMigration(previous, current);
    expect(statements, 'run `npm run db:generate` and commit the migration').toEqual([]);
  });

  it(`leave the migrated ${inject('databaseSource').kind} database equal to one built from the schema code`, async () => {
    const fromScratch = await generateMigration(generateDrizzleJson({}), generateDrizzleJson(schema));
    const fresh = await openEmptyDatabase();
    try {
      for (const statement of fromScratch) await fresh.db.execute(sql.raw(statement));
      const expected = await schemaFingerprint(fresh.db);
      const actual = await schemaFingerprint(database.db);
      expect(actual.columns).toEqual(expected.columns);
      expect(actual.indexes).toEqual(expected.indexes);
      // The chain keys are made DEFERRABLE by hand in 0005 (drizzle-kit cannot say it): check that they
      // are, then compare the rest as drizzle-kit would build it.
      for (const name of HAND_DEFERRED)
        expect(actual.constraints.find((c) => c.conname === name)?.definition).toMatch(
          / DEFERRABLE INITIALLY DEFERRED$/,
        );
      expect(actual.constraints.map(withoutHandDeferral)).toEqual(expected.constraints);
      expect(expected.columns.length).toBeGreaterThan(10);
    } finally {
      await fresh.close();
    }
    // A fresh PGlite runs initdb: about 3 s alone, several times that beside other test files.
  }, 90_000);

  it('are idempotent: running them again changes nothing', async () => {
    const count = () =>
      queryRows(database.db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    const before = await count();
    await migrate(database);
    expect(await count()).toEqual(before);
  });
});

describe('demo data', () => {
  // The catalogue's pictures and PDFs go to a folder of this file's own.
  const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tutor-demo-storage-'));
  const storage = createStorage(storageDir);
  afterAll(() => fs.rmSync(storageDir, { recursive: true, force: true }));

  // The demo catalogue draws ~75 pictures: seconds on an idle machine, more on a busy one.
  it('loads once into an empty database, in one transaction', async () => {
    expect(await isDemoDataLoaded(database.db)).toBe(false);
    expect((await readSiteSettings(database.db)).hotline).toBe('');
    await loadDemoData(database.db, { storage });
    expect(await isDemoDataLoaded(database.db)).toBe(true);
    const settings = await readSiteSettings(database.db);
    expect(settings.siteName).toBe('ToánHay');
    expect(settings.hotline).toMatch(/^0\d/);
    expect(settings.messengerUrl).toMatch(/^https:\/\//);
  }, 120_000);

  it('refuses to load twice rather than duplicate anything', async () => {
    await expect(loadDemoData(database.db, { storage })).rejects.toThrow();
    expect(await isDemoDataLoaded(database.db)).toBe(true);
  });
});
