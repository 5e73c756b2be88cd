import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signedInAs } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { images } from '../../db/schema';

let t: TestApp;
let staff: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  staff = await signedInAs(t, 'staff');
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  t.request({ method, url: `/api/admin${url}`, headers: staff.headers, payload: payload as object });

async function folder(name: string, parentId: number | null = null): Promise<number> {
  const res = await api('POST', '/folders', { name, parentId });
  expect(res.statusCode).toBe(200);
  return res.json().id;
}

describe('folders', () => {
  it('builds a tree; sibling names are unique, the same name may repeat elsewhere', async () => {
    const root = await folder('Khóa học');
    const child = await folder('Lớp 12', root);
    expect((await api('GET', `/folders/${child}`)).json()).toMatchObject({ name: 'Lớp 12', parentId: root });
    expect((await api('POST', '/folders', { name: 'lớp 12', parentId: root })).json().code).toBe(
      'NAME_ALREADY_IN_USE',
    );
    expect((await api('POST', '/folders', { name: 'Lớp 12' })).statusCode).toBe(200);
    const children = await api('GET', `/folders?parentId=${root}`);
    expect(children.json().data.map((f: { id: number }) => f.id)).toEqual([child]);
    expect((await api('GET', '/folders?q=khóa')).json().data.map((f: { id: number }) => f.id)).toEqual([
      root,
    ]);
  });

  it('refuses an unknown parent with a field error', async () => {
    const res = await api('POST', '/folders', { name: 'Mồ côi', parentId: 999999 });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(res.json().details[0].path).toBe('parentId');
    expect((await api('GET', '/folders?q=Mồ côi')).json().data).toEqual([]);
  });

  it('refuses a move that would make a loop, and allows a legal one', async () => {
    const a = await folder('A');
    const b = await folder('B', a);
    const c = await folder('C', b);
    for (const parentId of [a, c]) {
      const res = await api('PATCH', `/folders/${a}`, { parentId });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('FOLDER_CYCLE');
    }
    expect((await api('GET', `/folders/${a}`)).json().parentId).toBeNull();
    // C moves up to the root, then A may go under C.
    expect((await api('PATCH', `/folders/${c}`, { parentId: null })).json().parentId).toBeNull();
    expect((await api('PATCH', `/folders/${a}`, { parentId: c })).json().parentId).toBe(c);
    expect((await api('PATCH', `/folders/${b}`, { parentId: 999999 })).json().code).toBe('VALIDATION_ERROR');
  });

  it('refuses to delete a folder with sub-folders; a deleted folder leaves its pictures without one', async () => {
    const parent = await folder('Cha');
    const child = await folder('Con', parent);
    const refused = await api('DELETE', `/folders/${parent}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('FOLDER_HAS_SUBFOLDERS');
    expect((await api('GET', `/folders/${parent}`)).statusCode).toBe(200);

    const [image] = await t.database.db
      .insert(images)
      .values({ name: 'Ảnh', file: 'fixture.webp', width: 300, height: 300, bytes: 1, folderId: child })
      .returning({ id: images.id });
    expect((await api('DELETE', `/folders/${child}`)).statusCode).toBe(200);
    const [after] = await t.database.db.select().from(images).where(eq(images.id, image!.id));
    expect(after?.folderId).toBeNull();
    expect((await api('DELETE', `/folders/${parent}`)).statusCode).toBe(200);
  });

  it('lists every folder in extra-data', async () => {
    const res = await api('GET', '/extra-data?type=folders,tags');
    expect(res.statusCode).toBe(200);
    expect(res.json().folders.length).toBeGreaterThan(3);
    expect(res.json().folders[0]).toHaveProperty('parentId');
    expect(res.json().tags).toEqual([]);
  });
});
