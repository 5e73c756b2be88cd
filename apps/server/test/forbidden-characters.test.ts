import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signedInAs } from './helpers/factories';
import { createTestApp, type TestApp } from './helpers/test-app';

// PostgreSQL text cannot hold NUL: before the global refusal a NUL reached a query and answered 500.
let t: TestApp;
let admin: SignedIn;
let ip = 0;
beforeAll(async () => {
  // A route with no body schema: only the JSON parser stands between its body and the database.
  t = await createTestApp({}, (app) => {
    app.post('/api/test-raw-body', { config: { access: 'anonymous' } }, async (request) => ({
      length: JSON.stringify(request.body).length,
    }));
  });
  admin = await signedInAs(t, 'admin');
});
afterAll(() => t.close());

/** A JSON body as raw text, so `\u0000` travels as the escape a client would send. */
function post(url: string, json: string, options: { admin?: boolean; lang?: string } = {}) {
  ip++;
  return t.request({
    method: 'POST',
    url,
    remoteAddress: `10.44.0.${ip % 250}`,
    headers: {
      'content-type': 'application/json',
      ...(options.admin ? admin.headers : {}),
      ...(options.lang ? { 'accept-language': options.lang } : {}),
    },
    payload: json,
  });
}

const NUL = '\\u0000';

function expectRefused(res: Awaited<ReturnType<typeof post>>, path: string) {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toMatchObject({
    code: 'VALIDATION_ERROR',
    details: [{ path, key: 'forbiddenCharacter', message: 'Chứa ký tự không được phép (NUL)' }],
  });
}

describe('a NUL anywhere in a request', () => {
  it('is refused with 400 VALIDATION_ERROR on register, in any field', async () => {
    const body = (over: string) =>
      `{"username":"hocsinhnul01","email":"nul01@example.vn","password":"matkhau123","confirmPassword":"matkhau123","firstName":"Lan","lastName":"Pham"${over}}`;
    expectRefused(
      await post('/api/auth/register', body('').replace('hocsinhnul01', `hocsinh${NUL}01`)),
      'username',
    );
    expectRefused(await post('/api/auth/register', body('').replace('"Lan"', `"La${NUL}n"`)), 'firstName');
    expectRefused(await post('/api/auth/register', body(`,"x${NUL}":1`)), `x\u0000`);
  });

  it('is refused on login, whatever the field', async () => {
    expectRefused(await post('/api/auth/login', `{"username":"hocsinh01${NUL}","password":"x"}`), 'username');
    expectRefused(
      await post('/api/auth/login', `{"username":"hocsinh01","password":"mat${NUL}khau"}`),
      'password',
    );
  });

  it('is refused on admin creates (users, categories), even nested', async () => {
    expectRefused(
      await post(
        '/api/admin/users',
        `{"username":"nhanvien${NUL}9","email":"nv9@example.vn","password":"matkhau123","firstName":"A","lastName":"B"}`,
        { admin: true },
      ),
      'username',
    );
    expectRefused(
      await post('/api/admin/categories', `{"type":"BOOK","name":"Sách ${NUL} Toán"}`, { admin: true }),
      'name',
    );
    expectRefused(
      await post('/api/admin/users', `{"ids":[1,{"a":["${NUL}"]}]}`, { admin: true }),
      'ids.1.a.0',
    );
  });

  it('is refused on a public POST, in the caller language', async () => {
    const res = await post(
      '/api/simple-orders',
      `{"bookId":1,"name":"Lan","qty":1,"comment":"giao ${NUL} nhanh"}`,
      { lang: 'en' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      {
        path: 'comment',
        key: 'forbiddenCharacter',
        message: 'Contains a character that is not allowed (NUL)',
      },
    ]);
  });

  it('is refused by the JSON parser itself, on a route that has no body schema', async () => {
    expectRefused(await post('/api/test-raw-body', `{"a":{"b":"${NUL}"}}`), 'a.b');
    expect((await post('/api/test-raw-body', '{"a":{"b":"c"}}')).statusCode).toBe(200);
  });

  it('is refused in a path parameter', async () => {
    const slug = await t.request({ method: 'GET', url: '/api/rules/trang%00moi' });
    expect(slug.statusCode, slug.body).toBe(400);
    expect(slug.json().details[0]).toMatchObject({ key: 'forbiddenCharacter' });
  });

  it('is refused in a query string too', async () => {
    const query = await t.request({
      method: 'GET',
      url: '/api/admin/users?q=abc%00',
      headers: admin.headers,
    });
    expect(query.statusCode).toBe(400);
    expect(query.json().details[0]).toMatchObject({ path: 'q', key: 'forbiddenCharacter' });
    const books = await t.request({ method: 'GET', url: '/api/books?q=%00' });
    expect(books.statusCode).toBe(400);
  });

  it('leaves other text alone: an escaped NUL-looking text and Vietnamese pass', async () => {
    const res = await post('/api/admin/categories', '{"type":"BOOK","name":"Sách \\\\u0000 Toán Đại số"}', {
      admin: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().name).toBe('Sách \\u0000 Toán Đại số');
  });
});
