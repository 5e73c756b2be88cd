import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, login, roleId, type SignedIn, signedInAs } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { permissions, rolePermissions } from '../../db/schema';
import { ensureReferenceData } from './reference-data';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t, 'admin');
});
afterAll(() => t.close());

const api = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  headers = admin.headers,
) => t.request({ method, url: `/api/admin${url}`, headers, payload: payload as object });

async function permissionIds(...codes: string[]) {
  const all = (await api('GET', '/extra-data?type=permissions')).json().permissions as {
    id: number;
    code: string;
  }[];
  return codes.map((code) => {
    const found = all.find((p) => p.code === code);
    if (!found) throw new Error(code);
    return found.id;
  });
}

describe('admin roles', () => {
  it('creates a role with permissions whose holders get exactly those rights', async () => {
    const ids = await permissionIds('admin:access', 'news:read');
    const created = await api('POST', '/roles', { name: 'Biên tập viên', permissionIds: ids });
    expect(created.statusCode).toBe(200);
    const role = created.json();
    expect(role).toMatchObject({
      name: 'Biên tập viên',
      roleAcp: false,
      isManaged: false,
      permissionIds: [...ids].sort((a, b) => a - b),
    });
    const user = await createUser(t, { role: null });
    await api('PUT', `/users/${user.id}`, { roleId: role.id });
    const session = (await login(t, user.username)).json();
    expect(session.user.permissions).toEqual(['admin:access', 'news:read']);
    const headers = { authorization: `Bearer ${session.accessToken}` };
    expect((await api('GET', '/users', undefined, headers)).json().code).toBe('PERMISSION_NOT_ACCEPTED');
  });

  it('replaces permissions with POST /roles/{id}/permissions and reads them back', async () => {
    const role = (await api('POST', '/roles', { name: 'Kiểm duyệt' })).json();
    const ids = await permissionIds('user:read', 'user:update');
    const set = await api('POST', `/roles/${role.id}/permissions`, { permissionIds: ids });
    expect(set.json().permissionIds).toEqual([...ids].sort((a, b) => a - b));
    expect((await api('GET', `/roles/${role.id}/permissions`)).json().permissionIds).toEqual(
      [...ids].sort((a, b) => a - b),
    );
    const unknown = await api('POST', `/roles/${role.id}/permissions`, { permissionIds: [999999] });
    expect(unknown.json().code).toBe('VALIDATION_ERROR');
    expect((await api('GET', `/roles/${role.id}/permissions`)).json().permissionIds).toHaveLength(2);
  });

  it('refuses a duplicate name, whatever the case', async () => {
    const res = await api('POST', '/roles', { name: 'GIÁO VIÊN' });
    expect([res.statusCode, res.json().code]).toEqual([409, 'NAME_ALREADY_IN_USE']);
  });

  it('keeps one default sign-up role', async () => {
    const role = (await api('POST', '/roles', { name: 'Học viên thử', isDefaultSignup: true })).json();
    const roles = (await api('GET', '/roles?limit=-1')).json().data as {
      id: number;
      isDefaultSignup: boolean;
    }[];
    expect(roles.filter((r) => r.isDefaultSignup).map((r) => r.id)).toEqual([role.id]);
    const reg = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        username: 'thuthach01',
        email: 't01@example.vn',
        password: 'matkhau123',
        confirmPassword: 'matkhau123',
        firstName: 'Thu',
        lastName: 'Lê',
      },
    });
    expect(reg.json().user.role.name).toBe('Học viên thử');
    await api('PUT', `/roles/${await roleId(t, 'student')}`, { isDefaultSignup: true });
  });

  it('refuses deleting one’s own role, a managed role, and taking one’s own back-office access away', async () => {
    const own = await api('DELETE', `/roles/${admin.user.roleId}`);
    expect(own.json().code).toBe('CANNOT_DELETE_OWN_ROLE');
    const managed = await api('DELETE', `/roles/${await roleId(t, 'student')}`);
    expect(managed.json().code).toBe('ACCESS_DENIED');
    const demote = await api('PUT', `/roles/${admin.user.roleId}`, { roleAcp: false });
    expect(demote.json().code).toBe('CANNOT_REMOVE_OWN_ROLE');
    const staff = await signedInAs(t, 'staff');
    const [access] = await permissionIds('admin:access');
    const current = (await api('GET', `/roles/${staff.user.roleId}`)).json().permissionIds as number[];
    const strip = await api(
      'POST',
      `/roles/${staff.user.roleId}/permissions`,
      { permissionIds: current.filter((id) => id !== access) },
      staff.headers,
    );
    expect(strip.json().code).toBe('PERMISSION_NOT_ACCEPTED');
  });

  it('deleting a role moves its members to the sign-up role', async () => {
    const role = (await api('POST', '/roles', { name: 'Tạm thời' })).json();
    const user = await createUser(t, { role: null });
    await api('PUT', `/users/${user.id}`, { roleId: role.id });
    expect((await api('DELETE', `/roles/${role.id}`)).statusCode).toBe(200);
    expect((await api('GET', `/users/${user.id}`)).json().role.name).toBe('Học sinh');
  });

  it('a permission that lands after the database was made reaches the base roles that start with it, once', async () => {
    const staffRole = await roleId(t, 'staff');
    const codesOf = async () =>
      (
        await t.database.db
          .select({ code: permissions.code })
          .from(rolePermissions)
          .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
          .where(eq(rolePermissions.roleId, staffRole))
      ).map((row) => row.code);
    expect(await codesOf()).toContain('notification:create');
    // A database made before notifications: the permission is not in its catalogue yet.
    await t.database.db
      .delete(permissions)
      .where(inArray(permissions.code, ['notification:read', 'notification:create']));
    expect(await codesOf()).not.toContain('notification:create');
    await ensureReferenceData(t.database.db);
    expect(await codesOf()).toEqual(expect.arrayContaining(['notification:read', 'notification:create']));
    // Staff take one away: the next start leaves their choice alone.
    const kept = (await codesOf()).filter((code) => code !== 'news:delete');
    const ids = await permissionIds(...kept);
    expect((await api('POST', `/roles/${staffRole}/permissions`, { permissionIds: ids })).statusCode).toBe(
      200,
    );
    await ensureReferenceData(t.database.db);
    expect(await codesOf()).not.toContain('news:delete');
  });
});
