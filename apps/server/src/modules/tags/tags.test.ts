import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signedInAs } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

let t: TestApp;
let staff: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  staff = await signedInAs(t, 'staff');
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  t.request({ method, url: `/api/admin${url}`, headers: staff.headers, payload: payload as object });

describe('tags', () => {
  it('create (slug from name), update, delete; names unique regardless of case', async () => {
    const created = await api('POST', '/tags', { name: 'Ôn thi THPT' });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ name: 'Ôn thi THPT', slug: 'on-thi-thpt' });
    const duplicate = await api('POST', '/tags', { name: 'ôn thi thpt' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().code).toBe('NAME_ALREADY_IN_USE');

    const id = created.json().id;
    expect((await api('PATCH', `/tags/${id}`, { name: 'Luyện đề' })).json().name).toBe('Luyện đề');
    expect((await api('POST', '/tags', { name: '' })).json().code).toBe('VALIDATION_ERROR');
    expect((await api('DELETE', `/tags/${id}`)).statusCode).toBe(200);
    expect((await api('GET', `/tags/${id}`)).json().code).toBe('NOT_FOUND');
  });

  it('searches, sorts and appears in extra-data by name', async () => {
    for (const name of ['Hình học', 'Bất đẳng thức', 'Giải tích']) await api('POST', '/tags', { name });
    const byName = await api('GET', '/tags?sort=name&order=asc');
    expect(byName.json().data.map((tag: { name: string }) => tag.name)).toEqual([
      'Bất đẳng thức',
      'Giải tích',
      'Hình học',
    ]);
    expect((await api('GET', '/tags?q=hinh')).json().data.map((tag: { name: string }) => tag.name)).toEqual([
      'Hình học',
    ]);
    const extra = await api('GET', '/extra-data?type=tags');
    expect(extra.json().tags).toHaveLength(3);
  });
});
