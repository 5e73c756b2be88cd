import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

const DOC_PATHS = [
  '/api/docs',
  '/api/docs/',
  '/api/docs/json',
  '/api/docs/yaml',
  '/api/docs/static/index.html',
];

describe('API_DOCS=open (the default outside production)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('serves the UI and a document that lists the storefront and back-office routes', async () => {
    const doc = await t.request({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys(doc.json().paths);
    expect(paths).toContain('/api/ping');
    expect(paths).toContain('/api/admin/books');
    const ui = await t.request({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });
});

describe('API_DOCS=off (the production default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ API_DOCS: 'off' });
  });
  afterAll(() => t.close());

  it('answers every documentation path with 404, naming no route, while the API works', async () => {
    for (const url of DOC_PATHS) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code, url).toBe('NOT_FOUND');
      expect(res.body, url).not.toContain('/api/admin');
    }
    expect((await t.request({ method: 'GET', url: '/api/ping' })).statusCode).toBe(200);
  });
});
