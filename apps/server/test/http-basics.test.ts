import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../src/lib/app-error';
import { APP_LOADER_CSP_SOURCE } from '../src/lib/app-loader';
import { createTestApp, type TestApp } from './helpers/test-app';
import { makeWebDistFixture } from './helpers/web-dist-fixture';

let t: TestApp;
const fixture = makeWebDistFixture();

beforeAll(async () => {
  t = await createTestApp({ WEB_DIST_DIR: fixture.dir, BODY_LIMIT_KB: '4' }, (app) => {
    // A route shaped like the real ones, to exercise the shared validation and error paths.
    app.post(
      '/api/test/echo',
      {
        config: { access: 'anonymous' },
        schema: {
          body: z.strictObject({
            name: z.string().min(2),
            qty: z.number().int().min(1).max(100),
            phone: z.string().optional(),
          }),
        },
      },
      async (request) => request.body,
    );
    app.get('/api/test/boom', { config: { access: 'anonymous' } }, async () => {
      throw new Error('database password is hunter2');
    });
    app.get('/api/test/app-error', { config: { access: 'anonymous' } }, async () => {
      throw new AppError('EMAIL_ALREADY_IN_USE');
    });
  });
});
afterAll(async () => {
  await t.close();
  fixture.remove();
});

describe('ping', () => {
  it('answers ok with the server time, after asking the database', async () => {
    const res = await t.request({ method: 'GET', url: '/api/ping' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.ok).toBe(true);
    expect(Math.abs(Date.parse(body.time) - Date.now())).toBeLessThan(60_000);
  });

  it('tags every answer with a request id, keeping a well-formed one sent by a proxy', async () => {
    const fresh = await t.request({ method: 'GET', url: '/api/ping' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await t.request({
      method: 'GET',
      url: '/api/ping',
      headers: { 'x-request-id': 'edge-1234abcd' },
    });
    expect(kept.headers['x-request-id']).toBe('edge-1234abcd');
    const replaced = await t.request({
      method: 'GET',
      url: '/api/ping',
      headers: { 'x-request-id': 'bad id <script>' },
    });
    expect(replaced.headers['x-request-id']).not.toBe('bad id <script>');
  });

  it('sends the page security headers on pages and anything not JSON', async () => {
    for (const url of ['/', '/some/page', '/assets/index-AbC123xy.js']) {
      const res = await t.request({ method: 'GET', url, headers: { accept: 'text/html' } });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      // Scripts only from the site, never evaluated strings; connections (fetch, WebSocket) only to it.
      // The one inline script allowed is the loader of rendered pages, by its hash (lib/app-loader.ts).
      expect(csp).toContain(`script-src 'self' ${APP_LOADER_CSP_SOURCE};`);
      expect(csp).toContain("connect-src 'self';");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).not.toMatch(/unsafe-eval|\bwss?:/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('sends a minimal safe set on JSON answers: nothing may load or run, nothing may frame or sniff them', async () => {
    for (const [url, status] of [
      ['/api/ping', 200],
      ['/api/khong-co', 404],
      ['/api/test/boom', 500],
    ] as const) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode).toBe(status);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      // Over plain HTTP (these requests): RFC 6797 §7.2 (see the next test for HTTPS).
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      // The document-only headers stay on pages.
      expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('sends HSTS only on answers to HTTPS requests, as a trusted proxy reports them', async () => {
    const proxied = await createTestApp({ WEB_DIST_DIR: fixture.dir, TRUST_PROXY: 'true' });
    try {
      for (const url of ['/api/ping', '/', '/api/khong-co']) {
        const overHttps = await proxied.request({
          method: 'GET',
          url,
          headers: { 'x-forwarded-proto': 'https' },
        });
        expect(overHttps.headers['strict-transport-security'], url).toMatch(
          /^max-age=\d{7,}; includeSubDomains/,
        );
        const overHttp = await proxied.request({
          method: 'GET',
          url,
          headers: { 'x-forwarded-proto': 'http' },
        });
        expect(overHttp.headers['strict-transport-security'], url).toBeUndefined();
      }
    } finally {
      await proxied.close();
    }
    // Without TRUST_PROXY the header is the client's word, and the connection here is plain HTTP.
    const claimed = await t.request({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(claimed.statusCode).toBe(200);
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });

  it('leaves pages to their own caching: no ETag from the API reads’ hook', async () => {
    for (const url of ['/', '/danh-muc/sach']) {
      const page = await t.request({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type'], url).toMatch(/^text\/html/);
      expect(page.headers.etag, url).toBeUndefined();
    }
    // A public API read gets one.
    expect((await t.request({ method: 'GET', url: '/api/books' })).headers.etag).toMatch(/^W\//);
  });

  it('compresses large answers for clients that accept it', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/assets/index-AbC123xy.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});

describe('errors', () => {
  it('answers an unknown /api path with a 404 NOT_FOUND body, in Vietnamese by default', async () => {
    const res = await t.request({ method: 'GET', url: '/api/khong-co' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Không tìm thấy dữ liệu yêu cầu' });
  });

  it('answers in English when the language cookie or Accept-Language says so', async () => {
    const byCookie = await t.request({ method: 'GET', url: '/api/khong-co', cookies: { lang: 'en' } });
    expect(byCookie.json().message).toBe('Resource not found');
    const byHeader = await t.request({
      method: 'GET',
      url: '/api/khong-co',
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(byHeader.json().message).toBe('Resource not found');
    const cookieWins = await t.request({
      method: 'GET',
      url: '/api/khong-co',
      cookies: { lang: 'vi' },
      headers: { 'accept-language': 'en' },
    });
    expect(cookieWins.json().message).toBe('Không tìm thấy dữ liệu yêu cầu');
  });

  it('refuses malformed JSON with INVALID_JSON', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "An",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_JSON');
  });

  it('refuses wrong types, unknown fields and missing fields with VALIDATION_ERROR and the failing fields', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/test/echo',
      cookies: { lang: 'en' },
      payload: { qty: 'ten', isAdmin: true },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.message).toBe('Validation error');
    const byPath = Object.fromEntries(
      body.details.map((d: { path: string; key: string }) => [d.path, d.key]),
    );
    expect(byPath).toMatchObject({ name: 'required', qty: 'integer', isAdmin: 'unknownField' });
  });

  it('gives field messages in the caller language', async () => {
    const res = await t.request({ method: 'POST', url: '/api/test/echo', payload: { name: 'An', qty: 0 } });
    const [detail] = res.json().details;
    expect(detail.path).toBe('qty');
    expect(detail.message).toMatch(/1/);
    expect(detail.message).not.toMatch(/[Tt]oo small/);
  });

  it('refuses an oversize body with PAYLOAD_TOO_LARGE', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'x'.repeat(10_000), qty: 1 },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses an unsupported content type with UNSUPPORTED_MEDIA_TYPE', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('accepts a valid body', async () => {
    const res = await t.request({ method: 'POST', url: '/api/test/echo', payload: { name: 'Bình', qty: 3 } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ name: 'Bình', qty: 3 });
  });

  it('answers an AppError with its catalogue status and message', async () => {
    const res = await t.request({ method: 'GET', url: '/api/test/app-error' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'EMAIL_ALREADY_IN_USE', message: 'Email đã được sử dụng' });
  });

  it('hides unexpected errors behind UNKNOWN_ERROR with no stack trace or detail', async () => {
    const res = await t.request({ method: 'GET', url: '/api/test/boom', cookies: { lang: 'en' } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'UNKNOWN_ERROR', message: 'An unknown error occurred.' });
    expect(res.body).not.toContain('hunter2');
    expect(res.body).not.toContain('.ts:');
  });
});

// The back office's paths get its own document: test/admin-document.test.ts.
describe('web app serving', () => {
  it.each(['/', '/tin-tuc', '/tin-tuc/', '/TIN-TUC?trang=2', '/xin-phe-duyet/abc123'])(
    'serves index.html for the app path %s, revalidated on every visit and indexable',
    async (url) => {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
      expect(res.body).not.toContain('noindex');
    },
  );

  it.each(['/khong-co-trang-nay', '/mot-trang-khong-co?x=1', '/tin-tuc/1', '/khoa-hoc/12/toan-12/thua'])(
    'answers the app shell with 404 and noindex for %s, which is no page of the app',
    async (url) => {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      // The same shell, so the app still shows its 404 page.
      expect(res.body).toContain('<div id="root">');
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
    },
  );

  it('caches hashed assets for a year and other static files briefly', async () => {
    const asset = await t.request({ method: 'GET', url: '/assets/index-AbC123xy.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await t.request({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('never answers the app shell under /api, /uploads, /tracking or for a missing asset', async () => {
    for (const url of [
      '/api/khong-co',
      '/uploads/a.png',
      '/tracking/x',
      '/assets/index-old.js',
      '/index.html',
      // Other spellings of an API path are API probes too, not page loads.
      '/API/ADMIN/NEWS',
      '/Api/khong-co',
      '/%61pi/khong-co',
      '//api//khong-co',
    ]) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
  });
});

describe('API documentation', () => {
  it('publishes an OpenAPI document built from the zod schemas, and its UI', async () => {
    const doc = await t.request({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    const spec = doc.json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(spec.paths['/api/ping'].get.responses['200']).toBeDefined();
    expect(spec.paths['/api/site-settings']).toBeDefined();
    const ui = await t.request({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });
});

describe('rate limits on unknown paths', () => {
  it('limit probing of unknown API paths but never page loads of the app', async () => {
    for (let i = 0; i < 130; i++) {
      const page = await t.request({
        method: 'GET',
        url: `/xin-phe-duyet/ma-${i}`,
        remoteAddress: '198.51.100.7',
      });
      expect(page.statusCode).toBe(200);
    }
    let last = 0;
    for (let i = 0; i < 125; i++)
      last = (await t.request({ method: 'GET', url: `/api/khong-co-${i}`, remoteAddress: '198.51.100.8' }))
        .statusCode;
    expect(last).toBe(429);
  });
});
