import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, login, roleId, type SignedIn, signedInAs } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t, 'admin');
});
afterAll(() => t.close());

const api = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  lang = 'vi',
) =>
  t.request({
    method,
    url: `/api/admin${url}`,
    headers: admin.headers,
    payload: payload as object,
    cookies: { lang },
  });

describe('admin users', () => {
  it('creates a user, never answering the password or its hash, and the user can sign in', async () => {
    const res = await api('POST', '/users', {
      username: 'giaovien99',
      email: 'gv99@toanhay.vn',
      password: 'matkhau999',
      firstName: 'Hạnh',
      lastName: 'Trần Thị',
      phone: '0987000999',
      roleId: await roleId(t, 'teacher'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      username: 'giaovien99',
      status: 'ACTIVE',
      role: { name: 'Giáo viên' },
    });
    expect(res.body).not.toMatch(/password|argon/i);
    expect((await login(t, 'giaovien99', 'matkhau999')).statusCode).toBe(200);
  });

  it('lists with paging, search, filters and sort, and counts the total', async () => {
    for (let i = 0; i < 3; i++) await createUser(t, { username: `timkiem0${i}xx`, firstName: 'Tìm' });
    const page = await api('GET', '/users?q=timkiem&limit=2&sort=username&order=asc');
    const body = page.json();
    expect(body.pagination).toEqual({ total: 3, offset: 0, limit: 2 });
    expect(body.data.map((u: { username: string }) => u.username)).toEqual(['timkiem00xx', 'timkiem01xx']);
    const next = (await api('GET', '/users?q=timkiem&limit=2&offset=2&sort=username&order=asc')).json();
    expect(next.data.map((u: { username: string }) => u.username)).toEqual(['timkiem02xx']);
    const teachers = (await api('GET', `/users?roleId=${await roleId(t, 'teacher')}&limit=-1`)).json();
    expect(teachers.data.every((u: { role: { name: string } }) => u.role.name === 'Giáo viên')).toBe(true);
    const bad = await api('GET', '/users?sort=password');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].path).toBe('sort.0');
  });

  it('gets one user with role and permissions, and 404 for an unknown id', async () => {
    const user = await createUser(t, { role: 'staff' });
    const res = (await api('GET', `/users/${user.id}`)).json();
    expect(res.role.name).toBe('Nhân viên');
    expect(res.permissions).toContain('book:create');
    expect((await api('GET', '/users/999999')).json().code).toBe('NOT_FOUND');
  });

  it('updates, refusing duplicates and unknown roles, and a new password signs the user out', async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const session = (await login(t, user.username)).json();
    const dup = await api('PUT', `/users/${user.id}`, { email: other.email });
    expect(dup.json().code).toBe('EMAIL_ALREADY_IN_USE');
    const badRole = await api('PATCH', `/users/${user.id}`, { roleId: 999999 }, 'en');
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().details).toEqual([
      { path: 'roleId', key: 'invalidValue', message: expect.any(String) },
    ]);
    expect(badRole.json().details[0].message).not.toBe('');
    const ok = await api('PATCH', `/users/${user.id}`, { firstName: 'Mới', password: 'matkhaumoi9' });
    expect(ok.json().firstName).toBe('Mới');
    const me = await t.request({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect(me.statusCode).toBe(401);
  });

  it('accepts a save that repeats the user’s own username and email', async () => {
    const user = await createUser(t);
    const res = await api('PUT', `/users/${user.id}`, {
      username: user.username,
      email: user.email,
      firstName: 'Lại',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().firstName).toBe('Lại');
  });

  it('refuses deleting oneself, or changing one’s own role', async () => {
    const self = await api('DELETE', `/users/${admin.user.id}`);
    expect([self.statusCode, self.json().code]).toEqual([400, 'DONT_ACCEPT_DELETE_SELF']);
    const ownRole = await api('PUT', `/users/${admin.user.id}`, { roleId: await roleId(t, 'student') });
    expect(ownRole.json().code).toBe('CANNOT_REMOVE_OWN_ROLE');
  });

  it('deletes many, answering per id, and refuses an empty list', async () => {
    const a = await createUser(t);
    const b = await createUser(t);
    const res = await api('DELETE', '/users', { ids: [a.id, b.id, admin.user.id, 999999] }, 'en');
    expect(res.json()).toEqual({
      deleted: [a.id, b.id],
      failed: [
        { id: admin.user.id, code: 'DONT_ACCEPT_DELETE_SELF', message: "Don't accept delete myself" },
        { id: 999999, code: 'NOT_FOUND', message: 'Resource not found' },
      ],
    });
    expect((await api('GET', `/users/${a.id}`)).statusCode).toBe(404);
    const empty = await api('DELETE', '/users', { ids: [] });
    expect([empty.statusCode, empty.json().code]).toEqual([400, 'EMPTY_ID_LIST']);
  });

  it('refuses look-alike, invisible and accented usernames on create and update, with the bilingual message', async () => {
    const user = await createUser(t);
    const base = {
      email: 'trongsuot@toanhay.vn',
      password: 'matkhau999',
      firstName: 'Hạnh',
      lastName: 'Trần',
    };
    for (const username of [
      'qu\u0430ntrivien2',
      'quantrivien\u200b2',
      'quantri\u202evien2',
      'quảntrịviên2',
    ]) {
      const created = await api('POST', '/users', { ...base, username });
      expect(created.statusCode, JSON.stringify(username)).toBe(400);
      expect(created.json().details).toEqual([
        {
          path: 'username',
          key: 'username',
          message:
            'Tên đăng nhập phải từ 8 đến 255 ký tự, chỉ gồm chữ cái không dấu (a–z, A–Z), chữ số và các dấu . _ -',
        },
      ]);
      const updated = await api('PATCH', `/users/${user.id}`, { username }, 'en');
      expect(updated.statusCode).toBe(400);
      expect(updated.json().details[0]).toMatchObject({ path: 'username', key: 'username' });
      expect(updated.json().details[0].message).toMatch(/^Username must be 8 to 255 characters/);
    }
    const withBadEmail = await api('POST', '/users', {
      ...base,
      username: 'emailvohinh',
      email: 'trong\u200bsuot@toanhay.vn',
    });
    expect(withBadEmail.json().details).toEqual([expect.objectContaining({ path: 'email', key: 'email' })]);
    const renamed = await api('PATCH', `/users/${user.id}`, { username: 'ten.moi_hop-le' });
    expect(renamed.json().username).toBe('ten.moi_hop-le');
  });

  it('validates create per spec §5, naming each field', async () => {
    const res = await api(
      'POST',
      '/users',
      {
        username: 'ngan',
        email: 'khong-phai-email',
        password: 'a b',
        firstName: '123',
        lastName: 'X',
        phone: '123',
      },
      'en',
    );
    const byPath = Object.fromEntries(
      res.json().details.map((d: { path: string; message: string }) => [d.path, d.message]),
    );
    expect(byPath).toMatchObject({
      email: 'Not a valid email!',
      phone: 'Not a valid phone number!',
      firstName: 'Must contain a letter',
    });
    expect(Object.keys(byPath)).toEqual(expect.arrayContaining(['username', 'password']));
  });
});
