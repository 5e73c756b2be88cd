import { describe, expect, it } from 'vitest';
import { PERMISSION_RESOURCES, permissionCatalogue } from './permission-labels';
import {
  canEnterAdmin,
  hasAllPermissions,
  holdsAllCodes,
  PERMISSION_CODE,
  type PermissionCode,
  permissionsOf,
} from './permissions';

describe('permission codes', () => {
  it('are typed: a misspelt resource or action does not compile', () => {
    // @ts-expect-error 'boook' is not a resource
    const misspeltResource: PermissionCode = 'boook:read';
    // @ts-expect-error 'reed' is not an action
    const misspeltAction: PermissionCode = 'book:reed';
    const known: PermissionCode[] = ['book:read', 'embed-live:*', 'admin:access'];
    // The compiler is the real check (`npm run check` fails if an expect-error line compiles); at run
    // time the same strings are only shaped like codes.
    expect([misspeltResource, misspeltAction, ...known].every((code) => PERMISSION_CODE.test(code))).toBe(
      true,
    );
  });

  it('are all in the catalogue loaded into a new database', () => {
    const codes = permissionCatalogue().map((p) => p.code);
    const resources = new Set(['admin', ...Object.keys(PERMISSION_RESOURCES)]);
    expect(codes.filter((code) => !resources.has(code.split(':')[0] ?? ''))).toEqual([]);
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
