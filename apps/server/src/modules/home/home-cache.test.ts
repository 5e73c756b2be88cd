import zlib from 'node:zlib';
import type { HomeResponse } from '@tutor/contract/home';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type SignedIn, signedInAs } from '../../../test/helpers/factories';
import { createSecondInstance, createTestApp, type TestApp } from '../../../test/helpers/test-app';

/*
 * The home page is answered from a cache that admin writes drop, in this process and in the others on
 * the same database (Redis pub/sub, else PostgreSQL LISTEN/NOTIFY), and revalidated with ETag / 304.
 */

type Instance = Pick<TestApp, 'request'>;

const homeOf = async (instance: Instance) =>
  (await instance.request({ method: 'GET', url: '/api/home' })).json() as HomeResponse;
const newBookNames = async (instance: Instance) => (await homeOf(instance)).newBooks.map((b) => b.name);

function adminCall(
  instance: Instance,
  admin: SignedIn,
  method: 'POST' | 'PUT',
  url: string,
  payload: object,
) {
  return instance.request({ method, url, headers: admin.headers, payload });
}

async function createBook(instance: Instance, admin: SignedIn, name: string): Promise<number> {
  const res = await adminCall(instance, admin, 'POST', '/api/admin/books', { name, salePrice: 100_000 });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id;
}

describe('the cached home page on one instance', () => {
  let t: TestApp;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInAs(t, 'admin');
  });
  afterAll(() => t?.close());

  it('shows an admin edit of a book on the very next home answer', async () => {
    const id = await createBook(t, admin, 'Giải tích 12');
    expect(await newBookNames(t)).toContain('Giải tích 12');
    // Served from the cache now; the edit must drop it.
    expect(await newBookNames(t)).toContain('Giải tích 12');
    const res = await adminCall(t, admin, 'PUT', `/api/admin/books/${id}`, {
      name: 'Giải tích 12 (tái bản)',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await newBookNames(t)).toEqual(expect.arrayContaining(['Giải tích 12 (tái bản)']));
    expect(await newBookNames(t)).not.toContain('Giải tích 12');
  });

  it('shows writes of the other domains that feed it: a new live embed', async () => {
    expect((await homeOf(t)).embedLives).toEqual([]);
    const res = await adminCall(t, admin, 'POST', '/api/admin/embed-lives', {
      title: 'Chữa đề thi thử',
      embedUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await homeOf(t)).embedLives.map((live) => live.title)).toEqual(['Chữa đề thi thử']);
  });

  it('answers 304 to a matching If-None-Match, and a new tag once the content changed', async () => {
    const first = await t.request({ method: 'GET', url: '/api/home' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const again = await t.request({ method: 'GET', url: '/api/home', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await createBook(t, admin, 'Hình học không gian');
    const changed = await t.request({ method: 'GET', url: '/api/home', headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().newBooks.map((b: { name: string }) => b.name)).toContain('Hình học không gian');
  });

  it('sends browsers the same home compressed, as brotli or gzip, and the plain JSON to other clients', async () => {
    const plain = await t.request({ method: 'GET', url: '/api/home' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    const decoders = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync };
    for (const [accept, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0.1, gzip', 'gzip'],
    ] as const) {
      const res = await t.request({
        method: 'GET',
        url: '/api/home',
        headers: { 'accept-encoding': accept },
      });
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers.vary).toContain('accept-encoding');
      expect(res.headers.etag).toBe(plain.headers.etag);
      expect(decoders[encoding](res.rawPayload).toString()).toBe(plain.body);
    }
  });

  it('tags the other public reads too, privately when read with a token', async () => {
    const id = await createBook(t, admin, 'Xác suất thống kê');
    const url = `/api/books/${id}`;
    const first = await t.request({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = first.headers.etag as string;
    expect((await t.request({ method: 'GET', url, headers: { 'if-none-match': etag } })).statusCode).toBe(
      304,
    );
    await adminCall(t, admin, 'PUT', `/api/admin/books/${id}`, { author: 'Trần Thị B' });
    const changed = await t.request({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().author).toBe('Trần Thị B');
    const signedIn = await t.request({ method: 'GET', url, headers: admin.headers });
    expect(signedIn.headers['cache-control']).toBe('private, no-cache');
  });
});

const onPostgres = inject('databaseSource').kind === 'postgres';

/** Two servers on one PostgreSQL database: a write through one shows on the other within a second. */
function acrossInstances(env: Record<string, string>) {
  let a: TestApp;
  let b: Awaited<ReturnType<typeof createSecondInstance>>;
  let admin: SignedIn;
  beforeAll(async () => {
    a = await createTestApp(env);
    b = await createSecondInstance(a);
    admin = await signedInAs(a, 'admin');
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('drops the other instance’s cached home page within a second of an admin write', async () => {
    // Both instances hold the home page without the book.
    expect(await newBookNames(a)).not.toContain('Đại số tuyến tính');
    expect(await newBookNames(b)).not.toContain('Đại số tuyến tính');
    const id = await createBook(a, admin, 'Đại số tuyến tính');
    await expect.poll(() => newBookNames(b), { timeout: 1_000, interval: 20 }).toContain('Đại số tuyến tính');
    await adminCall(b, admin, 'PUT', `/api/admin/books/${id}`, { name: 'Đại số tuyến tính 2' });
    await expect
      .poll(() => newBookNames(a), { timeout: 1_000, interval: 20 })
      .toContain('Đại số tuyến tính 2');
  });
}

describe.runIf(onPostgres)('across instances, through PostgreSQL LISTEN/NOTIFY', () =>
  acrossInstances({ REDIS_URL: '' }),
);
describe.runIf(onPostgres && process.env.REDIS_URL)('across instances, through Redis pub/sub', () =>
  acrossInstances({}),
);
