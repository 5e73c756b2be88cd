import { hasAllPermissions, type PermissionResource, permissionsOf } from '@tutor/contract/permissions';
import { useCurrentUser } from '@/shared/session/session';
import { userGrantee } from '@/shared/session/user-display';

export type ResourcePermissions = {
  canCreate: boolean;
  /** Opening the edit form reads the record, then saves it: both codes. */
  canEdit: boolean;
  canDelete: boolean;
};

/**
 * What the signed-in user may do with one resource's records, by the same rule as the server's guard
 * (`hasAllPermissions`): a list shows only the buttons whose calls would be accepted.
 */
export function useResourcePermissions(resource: PermissionResource): ResourcePermissions {
  const grantee = userGrantee(useCurrentUser().user);
  return {
    canCreate: hasAllPermissions(grantee, permissionsOf(resource, 'create')),
    canEdit: hasAllPermissions(grantee, permissionsOf(resource, 'read', 'update')),
    canDelete: hasAllPermissions(grantee, permissionsOf(resource, 'delete')),
  };
}
