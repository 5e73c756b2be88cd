import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app';
import { createTestApp, TEST_SECRETS, type TestApp, testAppConfig } from './helpers/test-app';
import { openTestDatabase } from './helpers/test-database';
import { makeAdminDistFixture, makeWebDistFixture } from './helpers/web-dist-fixture';

/*
 * The back office is a document of its own (index.html with the back office's entry, built into dist-admin): every /admin
 * page load gets it, the storefront's paths get the storefront's. `npm start` builds it after the
 * server answers, so an /admin page load may have to wait for it.
 */

const storefront = makeWebDistFixture();
const backOffice = makeAdminDistFixture();
afterAll(() => {
  storefront.remove();
  backOffice.remove();
});

describe('the back office document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST_DIR: storefront.dir, WEB_ADMIN_DIST_DIR: backOffice.dir });
  });
  afterAll(() => t.close());

  it('answers every admin page with the back office, never indexed, and unknown admin pages with 404', async () => {
    for (const url of ['/admin', '/admin/', '/admin/login?redirect=/admin/users', '/admin/users/7/edit']) {
      const page = await t.request({ url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type'], url).toContain('text/html');
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(page.body, url).toContain(backOffice.script);
      expect(page.body, url).toContain('noindex');
    }
    for (const url of ['/admin/khong-co', '/admin/users/5/edit/thua']) {
      const missing = await t.request({ url });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.body, url).toContain(backOffice.script);
    }
  });

  it("answers the storefront's paths, and look-alikes of /admin, with the storefront", async () => {
    for (const url of ['/', '/administrator', '/Admin', '/%61dmin', '/sach/admin']) {
      const page = await t.request({ url });
      expect(page.body, url).not.toContain(backOffice.script);
      expect(page.body, url).toContain('<div id="root">');
    }
  });

  it('serves its files under /admin/assets for a year, and nothing outside that folder', async () => {
    const script = await t.request({ url: backOffice.script });
    expect(script.statusCode).toBe(200);
    expect(script.body).toBe('console.log("back office");');
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    expect((await t.request({ url: '/admin/assets/admin-missing.js' })).statusCode).toBe(404);
    for (const url of [
      '/admin/assets/../index.html',
      '/admin/assets/%2e%2e/index.html',
      '/admin/assets/..%2findex.html',
      '/admin/assets/%2e%2e%2f%2e%2e%2fpackage.json',
    ]) {
      const answer = await t.request({ url });
      expect(answer.body, url).not.toContain('<html');
      expect(answer.body, url).not.toContain('"name"');
      expect([400, 403, 404], url).toContain(answer.statusCode);
    }
  });
});

describe('the back office, built after the server answers', () => {
  const dataDirs: string[] = [];
  afterAll(() => {
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  async function appWith(adminAppReady: Promise<unknown>, adminDir: string) {
    const database = await openTestDatabase(inject('databaseSource'));
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tutor-test-data-'));
    dataDirs.push(dataDir);
    const config = testAppConfig(dataDir, { WEB_DIST_DIR: storefront.dir, WEB_ADMIN_DIST_DIR: adminDir });
    const app = await buildApp(config, { database, secrets: TEST_SECRETS, adminAppReady });
    await app.ready();
    return {
      app,
      close: async () => {
        await app.close();
        await database.close();
      },
    };
  }

  it('keeps an admin page load waiting for the build, while the storefront answers', async () => {
    const adminDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tutor-web-dist-admin-building-'));
    dataDirs.push(adminDir);
    let built!: () => void;
    const { app, close } = await appWith(
      new Promise<void>((resolve) => {
        built = resolve;
      }),
      adminDir,
    );
    try {
      const adminPage = app.inject({ url: '/admin/books' });
      const early = await Promise.race([adminPage.then(() => 'answered'), sleep(300).then(() => 'waiting')]);
      expect(early).toBe('waiting');
      expect((await app.inject({ url: '/' })).statusCode).toBe(200);

      fs.cpSync(backOffice.dir, adminDir, { recursive: true });
      built();
      const page = await adminPage;
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(backOffice.script);
      expect((await app.inject({ url: backOffice.script })).statusCode).toBe(200);
    } finally {
      await close();
    }
  });

  it('answers 503 on admin pages when the build failed, and keeps the storefront up', async () => {
    const failed = Promise.reject(new Error('vite build failed'));
    failed.catch(() => {});
    const { app, close } = await appWith(failed, backOffice.dir);
    try {
      const page = await app.inject({ url: '/admin', headers: { 'accept-language': 'en' } });
      expect(page.statusCode).toBe(503);
      expect(page.json()).toMatchObject({ code: 'SERVER_DOWN' });
      expect(page.body).not.toContain('vite build failed');
      expect((await app.inject({ url: '/' })).statusCode).toBe(200);
    } finally {
      await close();
    }
  });
});
