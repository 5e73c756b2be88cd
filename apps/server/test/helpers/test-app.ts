import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/client';
import { createMailRecorder, type MailRecorder } from './mail-recorder';
import { openTestDatabase, type TestDatabase, withDatabase } from './test-database';

export type TestApp = {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** Mails the app sent (mail is the one outside system tests replace). */
  mail: MailRecorder;
  close(): Promise<void>;
};

export const TEST_SECRETS = {
  jwtSecret: 'test-jwt-secret-0123456789abcdef-0123456789',
  cookieSecret: 'test-cookie-secret-0123456789abcdef-012345',
};

/** The configuration of a test app whose data lives in `dataDir`; `env` overrides it as the environment would. */
export function testAppConfig(dataDir: string, env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATA_DIR: dataDir,
    // The Redis-backed parts (rate limits) run against Redis whenever CI provides one.
    REDIS_URL: process.env.REDIS_URL ?? '',
    REDIS_KEY_PREFIX: `test:${path.basename(dataDir)}:`,
    WEB_DIST_DIR: '/nonexistent-web-dist',
    WEB_ADMIN_DIST_DIR: '/nonexistent-web-dist-admin',
    // No background sweep: a round landing inside a request would add to its statement count.
    EXAM_SWEEP_INTERVAL_MS: '0',
    ...env,
  });
}

/**
 * Boots the real app on a database of its own. Call once per file (beforeAll) and close in afterAll.
 * `env` overrides configuration the way the environment would.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  /** Adds routes before the app is ready (tests of shared behaviour). */
  extend?: (app: FastifyInstance) => void,
  /** Sees the app before its domain routes are added (e.g. to collect them with an onRoute hook). */
  beforeRoutes?: (app: FastifyInstance) => void,
  logStream?: { write(line: string): void },
): Promise<TestApp> {
  const database = await openTestDatabase(inject('databaseSource'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tutor-test-data-'));
  const mail = createMailRecorder();
  const config = testAppConfig(dataDir, env);
  const app = await buildApp(config, {
    database,
    secrets: TEST_SECRETS,
    mailer: mail.mailer,
    beforeRoutes,
    logStream,
  });
  extend?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    request: (options) => app.inject(options),
    mail,
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Another server on `t`'s database, as a second process behind a load balancer would be, or a restart:
 * on PostgreSQL a second app with its own connection pool and the same configuration (so the same
 * Redis, if any); on PGlite a second app on the same in-memory database (close leaves it open).
 */
export async function createSecondInstance(t: TestApp): Promise<Pick<TestApp, 'app' | 'request' | 'close'>> {
  const source = inject('databaseSource');
  const database =
    source.kind === 'postgres'
      ? await openDatabase({ kind: 'postgres', url: withDatabase(source.url, t.database.name), poolSize: 4 })
      : undefined;
  const app = await buildApp(t.config, {
    database: database ?? t.database,
    secrets: TEST_SECRETS,
    mailer: createMailRecorder().mailer,
  });
  await app.ready();
  return {
    app,
    request: (options) => app.inject(options),
    async close() {
      await app.close();
      await database?.close();
    },
  };
}
