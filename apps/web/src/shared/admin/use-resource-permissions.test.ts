import { describe, expect, it } from 'vitest';
import { resourcePermissions } from './use-resource-permissions';

const staff = (...permissions: string[]) => ({ roleAcp: false, permissions });

describe('which buttons an admin list shows', () => {
  it('follows the resource codes: edit needs read and update', () => {
    expect(resourcePermissions(staff('admin:access', 'course:read', 'course:update'), 'course')).toEqual({
      canCreate: false,
      canEdit: true,
      canDelete: false,
    });
    expect(resourcePermissions(staff('admin:access', 'course:*'), 'course')).toEqual({
      canCreate: true,
      canEdit: true,
      canDelete: true,
    });
  });

  it('opens a back-office resource (course groups) to any back-office user, as the server does', () => {
    const all = { canCreate: true, canEdit: true, canDelete: true };
    expect(resourcePermissions(staff('admin:access'), 'back-office')).toEqual(all);
    expect(resourcePermissions({ roleAcp: true, permissions: [] }, 'back-office')).toEqual(all);
    const none = { canCreate: false, canEdit: false, canDelete: false };
    expect(resourcePermissions(staff('course:*'), 'back-office')).toEqual(none);
    expect(resourcePermissions(null, 'back-office')).toEqual(none);
  });
});
