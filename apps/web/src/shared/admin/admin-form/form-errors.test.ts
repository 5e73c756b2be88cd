import { createUserBodySchema } from '@tutor/contract/users';
import { describe, expect, it } from 'vitest';
import { changedPaths, parseWithSchema, serverFieldErrors, splitErrors } from './form-errors';

describe('parseWithSchema', () => {
  it('answers the parsed body of valid values', () => {
    const result = parseWithSchema(
      createUserBodySchema,
      {
        username: 'giaovien02',
        email: 'gv2@toanhay.vn',
        password: 'matkhau123',
        firstName: 'Lan',
        lastName: 'Phạm',
      },
      'vi',
    );
    expect(result).toMatchObject({
      ok: true,
      data: { username: 'giaovien02', status: 'ACTIVE', roleId: null },
    });
  });

  it('answers localised messages per field, in the language asked', () => {
    const values = {
      username: 'ab',
      email: 'x',
      password: '',
      firstName: '123',
      lastName: 'Phạm',
      phone: '123',
    };
    const vi = parseWithSchema(createUserBodySchema, values, 'vi');
    const en = parseWithSchema(createUserBodySchema, values, 'en');
    if (vi.ok || en.ok) throw new Error('expected errors');
    const byPath = (errors: typeof vi.errors) => Object.fromEntries(errors.map((e) => [e.path, e.message]));
    expect(byPath(en.errors)).toEqual({
      username:
        'Username must be 8 to 255 characters, only letters without accents (a–z, A–Z), digits and . _ -',
      email: 'Not a valid email!',
      password: 'Field required',
      firstName: 'Must contain a letter',
      phone: 'Not a valid phone number!',
    });
    expect(byPath(vi.errors).email).toBe('Email không hợp lệ!');
  });
});

describe('splitErrors', () => {
  const errors = [
    { path: 'email', key: 'email', message: 'Not a valid email!' },
    { path: 'email', key: 'required', message: 'Field required' },
    { path: 'ids.0', key: 'tooSmall', message: 'Must be at least 1' },
    { path: '', key: 'invalid', message: 'Invalid value' },
    { path: 'secret', key: 'unknownField', message: 'Unknown field' },
  ];

  it('puts the first message of each known field under it and the rest above the buttons', () => {
    expect(splitErrors(errors, ['email', 'ids'])).toEqual({
      fields: [
        { name: ['email'], errors: ['Not a valid email!'] },
        { name: ['ids', 0], errors: ['Must be at least 1'] },
      ],
      general: ['Invalid value', 'Unknown field'],
    });
  });
});

describe('serverFieldErrors', () => {
  it('keeps the details of a validation error', () => {
    const details = [{ path: 'username', key: 'username', message: 'Tên đăng nhập phải từ 8 đến 255 ký tự' }];
    expect(serverFieldErrors({ code: 'VALIDATION_ERROR', message: 'Dữ liệu không hợp lệ', details })).toEqual(
      details,
    );
  });

  it('puts a field-shaped code under its field', () => {
    expect(
      serverFieldErrors(
        { code: 'USERNAME_ALREADY_IN_USE', message: 'Username already in use' },
        {
          USERNAME_ALREADY_IN_USE: 'username',
        },
      ),
    ).toEqual([{ path: 'username', key: 'USERNAME_ALREADY_IN_USE', message: 'Username already in use' }]);
    expect(serverFieldErrors({ code: 'ACCESS_DENIED', message: 'Access denied' }, { X: 'y' })).toEqual([]);
  });

  it('words a field-shaped code in the interface language when asked', () => {
    const vi = (code: string) => (code === 'EMAIL_ALREADY_IN_USE' ? 'Email đã được sử dụng' : code);
    expect(
      serverFieldErrors(
        { code: 'EMAIL_ALREADY_IN_USE', message: 'Email already in use' },
        { EMAIL_ALREADY_IN_USE: 'email' },
        vi,
      ),
    ).toEqual([{ path: 'email', key: 'EMAIL_ALREADY_IN_USE', message: 'Email đã được sử dụng' }]);
  });

  it('names the changed field of a line in a list, as well as the list', () => {
    // antd reports one changed line of a Form.List as a sparse array.
    const items: { id: number }[] = [];
    items[1] = { id: 3 };
    const changed = { name: 'An', items };
    expect(changedPaths(changed)).toEqual([['name'], ['items'], ['items', 1], ['items', 1, 'id']]);
    expect(changedPaths({ when: new Date(0), tags: ['a'] })).toEqual([['when'], ['tags'], ['tags', 0]]);
  });
});
