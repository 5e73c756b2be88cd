import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createAdmin } from './create-admin';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('create-admin', () => {
  it('creates an administrator who can sign in to the back office', async () => {
    await createAdmin(t.database.db, {
      username: 'chutruong',
      email: 'chutruong@toanhay.vn',
      password: 'matkhau-manh-1',
    });
    const res = await login(t, 'chutruong', 'matkhau-manh-1');
    expect(res.statusCode).toBe(200);
    expect(res.json().user.role.roleAcp).toBe(true);
  });

  it('refuses weak input and a taken name, saying which flag is wrong', async () => {
    await expect(createAdmin(t.database.db, { username: 'ab', email: 'x', password: 'a b' })).rejects.toThrow(
      /--username[\s\S]*--email[\s\S]*--password/,
    );
    await expect(
      createAdmin(t.database.db, {
        username: 'chutruong',
        email: 'khac@toanhay.vn',
        password: 'matkhau-manh-1',
      }),
    ).rejects.toThrow(/username is already in use/);
  });
});
