import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signedInAs } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { insertImage } from '../books/catalogue.fixtures';

let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t, 'admin');
});
afterAll(() => t?.close());

function call(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) {
  return t.request({
    method,
    url,
    headers: admin.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

describe('admin combos', () => {
  it('creates, reads, updates and deletes a combo, with its picture and cleaned content', async () => {
    const image = await insertImage(t);
    const res = await call('POST', '/api/admin/combos', {
      name: 'Combo luyện thi Đại học',
      salePrice: 1_990_000,
      rootPrice: 2_990_000,
      imageId: image.id,
      content: '<p>Trọn bộ</p><iframe src="https://evil.example/x"></iframe>',
    });
    expect(res.statusCode, res.body).toBe(200);
    const combo = res.json();
    expect(combo).toMatchObject({
      slug: 'combo-luyen-thi-dai-hoc',
      salePrice: 1_990_000,
      imageId: image.id,
      status: 'ACTIVE',
    });
    // Players only from the video hosts staff use: the address of any other is dropped.
    expect(combo.content).toMatch(/^<p>Trọn bộ<\/p>/);
    expect(combo.content).not.toContain('evil');
    expect(combo.image.id).toBe(image.id);
    const updated = await call('PATCH', `/api/admin/combos/${combo.id}`, {
      imageId: null,
      status: 'INACTIVE',
    });
    expect(updated.json()).toMatchObject({ imageId: null, image: null, status: 'INACTIVE' });
    expect((await call('DELETE', `/api/admin/combos/${combo.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/admin/combos/${combo.id}`)).statusCode).toBe(404);
  });

  it('refuses a negative price and an unknown picture, changing nothing', async () => {
    const negative = await call('POST', '/api/admin/combos', { name: 'Âm', rootPrice: -1 });
    expect(negative.json().details[0]).toMatchObject({ path: 'rootPrice', key: 'nonNegative' });
    const unknown = await call('POST', '/api/admin/combos', { name: 'Ảnh lạ', imageId: 555555 });
    expect([unknown.statusCode, unknown.json().details[0].path]).toEqual([400, 'imageId']);
    const list = (await call('GET', '/api/admin/combos?q=%E1%BA%A2nh')).json();
    expect(list.pagination.total).toBe(0);
  });

  it('lists combos for the extra-data pickers', async () => {
    await call('POST', '/api/admin/combos', { name: 'Combo chọn' });
    const res = await call('GET', '/api/admin/extra-data?type=combos');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().combos).toContainEqual(
      expect.objectContaining({ name: 'Combo chọn', status: 'ACTIVE' }),
    );
  });
});

describe('storefront combos', () => {
  it('lists ACTIVE combos 12 a page, newest first, and answers one', async () => {
    for (const name of ['Combo 1', 'Combo 2', 'Combo 3'])
      await call('POST', '/api/admin/combos', { name, salePrice: 100_000 });
    await call('POST', '/api/admin/combos', { name: 'Combo ẩn', status: 'INACTIVE' });
    const list = (await t.request({ method: 'GET', url: '/api/combos' })).json();
    expect(list.pagination.limit).toBe(12);
    const names = list.data.map((c: { name: string }) => c.name);
    expect(names.slice(0, 3)).toEqual(['Combo 3', 'Combo 2', 'Combo 1']);
    expect(names).not.toContain('Combo ẩn');
    const byName = (
      await t.request({ method: 'GET', url: '/api/combos?sort=name&order=asc&limit=2' })
    ).json();
    expect(byName.data.map((c: { name: string }) => c.name)).toEqual(['Combo 1', 'Combo 2']);
    const one = await t.request({ method: 'GET', url: `/api/combos/${list.data[0].id}` });
    expect(one.json()).toMatchObject({ name: 'Combo 3', content: '' });
  });

  it('answers NOT_FOUND for an inactive combo', async () => {
    const hidden = (await call('POST', '/api/admin/combos', { name: 'Ẩn hẳn', status: 'INACTIVE' })).json();
    expect((await t.request({ method: 'GET', url: `/api/combos/${hidden.id}` })).statusCode).toBe(404);
  });
});
