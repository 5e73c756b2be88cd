import { describe, expect, it } from 'vitest';
import { changedFields } from './changed-fields';

describe('changedFields', () => {
  const user = { username: 'giaovien02', email: 'gv@toanhay.vn', roleId: null, phone: '', ids: [1, 2] };

  it('keeps only what differs from the loaded record', () => {
    expect(
      changedFields({ username: 'giaovien02', email: 'moi@toanhay.vn', roleId: null, phone: '' }, user),
    ).toEqual({
      email: 'moi@toanhay.vn',
    });
  });

  it('keeps fields the record does not have (a new password)', () => {
    expect(changedFields({ username: 'giaovien02', password: 'matkhau456' }, user)).toEqual({
      password: 'matkhau456',
    });
  });

  it('notices a role set or cleared, and compares lists by content', () => {
    expect(changedFields({ roleId: 3 }, user)).toEqual({ roleId: 3 });
    expect(changedFields({ roleId: null }, { ...user, roleId: 3 })).toEqual({ roleId: null });
    expect(changedFields({ ids: [1, 2] }, user)).toEqual({});
    expect(changedFields({ ids: [2, 1] }, user)).toEqual({ ids: [2, 1] });
  });

  it('is empty when nothing changed', () => {
    expect(changedFields({ ...user }, user)).toEqual({});
  });
});
