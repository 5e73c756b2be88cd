import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app';
import { TEST_SECRETS, testAppConfig } from './helpers/test-app';
import { openTestDatabase } from './helpers/test-database';
import { makeWebDistFixture } from './helpers/web-dist-fixture';

/*
 * `npm start` on a fresh clone builds the web app while the server opens its database and assembles
 * everything else (scripts/start.mjs). The web app's plugin looks for the build once, when it
 * registers: had it not waited, the server would run without its pages until the next restart.
 */

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tutor-test-data-'));
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tutor-web-dist-building-'));
const build = makeWebDistFixture();
afterAll(() => {
  for (const dir of [dataDir, distDir]) fs.rmSync(dir, { recursive: true, force: true });
  build.remove();
});

it('assembles the app while the web app builds and serves the build that lands meanwhile', async () => {
  const database = await openTestDatabase(inject('databaseSource'));
  const config = testAppConfig(dataDir, { WEB_DIST_DIR: distDir });
  let buildDone!: () => void;
  const webAppReady = new Promise<void>((resolve) => {
    buildDone = resolve;
  });
  const assembling = buildApp(config, { database, secrets: TEST_SECRETS, webAppReady });

  // Everything but the web app is assembled in well under this; the app still waits for the build.
  const settledFirst = await Promise.race([
    assembling.then(
      () => true,
      () => true,
    ),
    sleep(1500).then(() => false),
  ]);
  expect(settledFirst).toBe(false);

  fs.cpSync(build.dir, distDir, { recursive: true });
  buildDone();
  const app = await assembling;
  try {
    await app.ready();
    const page = await app.inject({ url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    expect((await app.inject({ url: '/api/ping' })).statusCode).toBe(200);
  } finally {
    await app.close();
    await database.close();
  }
});
