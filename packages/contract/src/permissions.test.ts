import { describe, expect, it } from 'vitest';
import {
  canEnterAdmin,
  hasAllPermissions,
  holdsAllCodes,
  isPermissionCode,
  type PermissionCode,
  permissionCatalogue,
  permissionsOf,
} from './permissions';

describe('permission codes', () => {
  it('are typed: a misspelt resource or action does not compile', () => {
    // @ts-expect-error 'boook' is not a resource
    const misspeltResource: PermissionCode = 'boook:read';
    // @ts-expect-error 'reed' is not an action
    const misspeltAction: PermissionCode = 'book:reed';
    const known: PermissionCode[] = ['book:read', 'embed-live:*', 'admin:access'];
    expect([misspeltResource, misspeltAction, ...known].filter(isPermissionCode)).toEqual(known);
  });

  it('are all in the catalogue loaded into a new database', () => {
    const codes = permissionCatalogue().map((p) => p.code);
    expect(codes.every(isPermissionCode)).toBe(true);
    expect(codes).toContain('menu:update');
    expect(permissionsOf('menu', 'read', 'update')).toEqual(['menu:read', 'menu:update']);
  });

  it('are granted by the same code, by resource:*, and to roleAcp without codes', () => {
    const staff = { roleAcp: false, permissions: ['admin:access', 'news:*', 'book:read'] };
    expect(hasAllPermissions(staff, ['news:delete', 'book:read'])).toBe(true);
    expect(hasAllPermissions(staff, ['book:update'])).toBe(false);
    expect(hasAllPermissions({ roleAcp: true, permissions: [] }, ['rule:delete'])).toBe(true);
    expect(hasAllPermissions(null, [])).toBe(false);
    expect(holdsAllCodes(staff, ['report:read'])).toBe(false);
    expect(canEnterAdmin(staff)).toBe(true);
    expect(canEnterAdmin({ roleAcp: false, permissions: ['news:*'] })).toBe(false);
  });
});
