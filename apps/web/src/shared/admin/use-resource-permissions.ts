import {
  canEnterAdmin,
  type Grantee,
  hasAllPermissions,
  type PermissionResource,
  permissionsOf,
} from '@tutor/contract/permissions';
import { useCurrentUser } from '@/shared/session/session';
import { userGrantee } from '@/shared/session/user-display';

export type ResourcePermissions = {
  canCreate: boolean;
  /** Opening the edit form reads the record, then saves it: both codes. */
  canEdit: boolean;
  canDelete: boolean;
};

/**
 * Whose records a list shows: a resource guarded by its own codes, or `back-office` for those the spec
 * opens to any back-office user (course groups), as the server's `back-office` access does.
 */
export type ListResource = PermissionResource | 'back-office';

/**
 * What the signed-in user may do with one resource's records, by the same rule as the server's guard
 * (`hasAllPermissions`): a list shows only the buttons whose calls would be accepted.
 */
export function useResourcePermissions(resource: ListResource): ResourcePermissions {
  return resourcePermissions(userGrantee(useCurrentUser().user), resource);
}

/** The rule of useResourcePermissions for a known grantee (null: signed out). */
export function resourcePermissions(grantee: Grantee | null, resource: ListResource): ResourcePermissions {
  if (resource === 'back-office') {
    const may = canEnterAdmin(grantee);
    return { canCreate: may, canEdit: may, canDelete: may };
  }
  return {
    canCreate: hasAllPermissions(grantee, permissionsOf(resource, 'create')),
    canEdit: hasAllPermissions(grantee, permissionsOf(resource, 'read', 'update')),
    canDelete: hasAllPermissions(grantee, permissionsOf(resource, 'delete')),
  };
}
