import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import { type Database, openDatabase } from '../src/db/client';
import { loadSecrets, secretsFromDatabase } from '../src/lib/secrets';
import { createUser, PASSWORD } from './helpers/factories';
import type { TestApp } from './helpers/test-app';
import { openTestDatabase, type TestDatabase, withDatabase } from './helpers/test-database';

// Two API processes without JWT_SECRET used to generate a secret each, so a token signed by one was
// refused by the other. With DATABASE_URL they now share the secret through the database.
const source = inject('databaseSource');
let database: TestDatabase;
/** A second connection pool to the same database, as another process would open (PGlite has one). */
let second: Database;
const dirs: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase(source);
  second =
    source.kind === 'postgres'
      ? await openDatabase({ kind: 'postgres', url: withDatabase(source.url, database.name), poolSize: 2 })
      : database;
});
afterAll(async () => {
  if (second !== database) await second.close();
  await database.close();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

function dataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tutor-secrets-'));
  dirs.push(dir);
  return dir;
}

/** A process configured with DATABASE_URL and no secrets, on a machine (DATA_DIR) of its own. */
function processConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    DATA_DIR: dataDir(),
    // loadSecrets never connects with it: the database is the one handed in (PGlite on a PGlite run).
    DATABASE_URL:
      source.kind === 'postgres' ? withDatabase(source.url, database.name) : 'postgres://unused/x',
    ...env,
  });
}

const clearStoredSecrets = () => database.db.execute(sql`delete from app_secrets`);

describe(`generated secrets on a shared ${source.kind} database`, () => {
  it('two processes starting at the same moment agree on the same secrets', async () => {
    await clearStoredSecrets();
    const [a, b] = await Promise.all([
      loadSecrets(processConfig(), database.db),
      loadSecrets(processConfig(), second.db),
    ]);
    expect(a.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(a.jwtSecret).not.toBe(a.cookieSecret);
    expect(b).toEqual(a);
    // A later process, and a restart, read the same ones; nothing is written to DATA_DIR.
    const config = processConfig();
    expect(await loadSecrets(config, second.db)).toEqual(a);
    expect(fs.existsSync(path.join(config.dataDir, 'secrets.json'))).toBe(false);
  });

  it('insert if absent: stored secrets are never replaced by another process’s candidates', async () => {
    await clearStoredSecrets();
    const candidates = Array.from({ length: 5 }, (_, i) => ({
      jwtSecret: `jwt-candidate-${i}-`.padEnd(40, 'x'),
      cookieSecret: `cookie-candidate-${i}-`.padEnd(40, 'y'),
    }));
    const results = await Promise.all(
      candidates.map((c, i) => secretsFromDatabase(i % 2 === 0 ? database.db : second.db, c)),
    );
    expect(new Set(results.map((r) => JSON.stringify(r))).size).toBe(1);
    expect(candidates).toContainEqual(results[0]);
  });

  it('a secret set in the environment wins, and only the missing one comes from the database', async () => {
    await clearStoredSecrets();
    const stored = await secretsFromDatabase(database.db);
    const jwtSecret = 'from-the-environment-0123456789abcdef';
    const secrets = await loadSecrets(processConfig({ JWT_SECRET: jwtSecret }), second.db);
    expect(secrets).toEqual({ jwtSecret, cookieSecret: stored.cookieSecret });
  });

  it('an installation upgraded from a secrets file keeps that file’s secrets (no one is signed out)', async () => {
    await clearStoredSecrets();
    const config = processConfig();
    const old = {
      jwtSecret: 'old-file-jwt-'.padEnd(40, 'j'),
      cookieSecret: 'old-file-cookie-'.padEnd(40, 'c'),
    };
    fs.writeFileSync(path.join(config.dataDir, 'secrets.json'), JSON.stringify(old));
    expect(await loadSecrets(config, database.db)).toEqual(old);
    // Another machine without the file reads them from the database.
    expect(await loadSecrets(processConfig(), second.db)).toEqual(old);
  });

  it('production never generates: it needs both secrets in the environment', async () => {
    expect(() => processConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET and COOKIE_SECRET/);
    const config = { ...processConfig(), env: 'production' as const };
    await expect(loadSecrets(config, database.db)).rejects.toThrow(/JWT_SECRET and COOKIE_SECRET/);
  });

  it('a token signed by one process is accepted by the other', async () => {
    await clearStoredSecrets();
    const apps: FastifyInstance[] = [];
    try {
      for (const db of [database, second]) {
        const config = processConfig();
        const app = await buildApp(config, { database: db, secrets: await loadSecrets(config, db.db) });
        await app.ready();
        apps.push(app);
      }
      const [one, two] = apps as [FastifyInstance, FastifyInstance];
      const user = await createUser({ database } as TestApp);
      const login = await one.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: user.username, password: PASSWORD },
      });
      expect(login.statusCode).toBe(200);
      const me = await two.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { authorization: `Bearer ${login.json().accessToken}` },
      });
      expect(me.statusCode, me.body).toBe(200);
      expect(me.json().user.id).toBe(user.id);
    } finally {
      for (const app of apps) await app.close();
    }
  });
});
