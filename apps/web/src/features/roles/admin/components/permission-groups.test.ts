import type { Permission } from '@tutor/contract/roles';
import { describe, expect, it } from 'vitest';
import { groupPermissions, groupSelection, sameSelection, toggleGroup } from './permission-groups';

let nextId = 1;
const permission = (code: string): Permission => {
  const [resource = '', action = ''] = code.split(':');
  return { id: nextId++, code, resource, action, name: code };
};

const catalogue = [
  permission('book:delete'),
  permission('user:update'),
  permission('book:read'),
  permission('admin:access'),
  permission('user:read'),
  permission('zeta:read'),
  permission('book:create'),
  permission('book:*'),
  permission('book:update'),
];

describe('groupPermissions', () => {
  it('groups by resource: the back office door first, then the contract’s order, unknown ones last', () => {
    const groups = groupPermissions(catalogue, 'vi', 'Trang quản trị');
    expect(groups.map((group) => group.resource)).toEqual(['admin', 'user', 'book', 'zeta']);
    expect(groups.map((group) => group.label)).toEqual(['Trang quản trị', 'Người dùng', 'Sách', 'zeta']);
  });

  it('labels resources in the language asked', () => {
    expect(groupPermissions(catalogue, 'en', 'Back office').map((group) => group.label)).toEqual([
      'Back office',
      'Users',
      'Books',
      'zeta',
    ]);
  });

  it('orders each group’s actions read, create, update, delete, then *', () => {
    const book = groupPermissions(catalogue, 'vi', '').find((group) => group.resource === 'book');
    expect(book?.permissions.map((p) => p.action)).toEqual(['read', 'create', 'update', 'delete', '*']);
  });
});

describe('select all per resource', () => {
  const [, , book] = groupPermissions(catalogue, 'vi', '');
  const ids = (book?.permissions ?? []).map((p) => p.id);

  it('reports none, some or all of a group', () => {
    expect(groupSelection(book!, new Set())).toBe('none');
    expect(groupSelection(book!, new Set([ids[0]!]))).toBe('some');
    expect(groupSelection(book!, new Set(ids))).toBe('all');
  });

  it('ticks the whole group, keeping other groups’ ticks', () => {
    const other = 999;
    const next = toggleGroup(book!, new Set([ids[0]!, other]));
    expect([...next].sort((a, b) => a - b)).toEqual([...ids, other].sort((a, b) => a - b));
  });

  it('clears the group when it was all ticked', () => {
    expect([...toggleGroup(book!, new Set([...ids, 999]))]).toEqual([999]);
  });

  it('compares selections by content', () => {
    expect(sameSelection(new Set([1, 2]), new Set([2, 1]))).toBe(true);
    expect(sameSelection(new Set([1, 2]), new Set([1]))).toBe(false);
    expect(sameSelection(new Set([1, 3]), new Set([1, 2]))).toBe(false);
  });
});
