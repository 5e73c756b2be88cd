import type { UserInfo } from '@tutor/contract/auth';
import type { Grantee } from '@tutor/contract/permissions';

/** Where uploaded avatars are served (spec §3: "a file name stored in the users area of public storage"). */
export const USER_UPLOADS_PATH = '/uploads/users/';

/** The image address of an avatar: a full address as is, a bare file name under the users' uploads. */
export function avatarUrl(avatar: string | null | undefined): string | null {
  if (!avatar) return null;
  if (/^https?:\/\//i.test(avatar) || avatar.startsWith('/')) return avatar;
  return `${USER_UPLOADS_PATH}${encodeURIComponent(avatar)}`;
}

/** Up to two letters for the placeholder avatar: given name, then family name, else the username. */
export function initials(user: Pick<UserInfo, 'firstName' | 'lastName' | 'userName'>): string {
  const first = (text: string) => Array.from(text.trim())[0] ?? '';
  const letters = `${first(user.firstName)}${first(user.lastName)}`;
  return (letters || first(user.userName) || '?').toLocaleUpperCase('vi');
}

/**
 * The permission holder that `hasAllPermissions` / `canEnterAdmin` of @tutor/contract/permissions
 * expect: the user info carries roleAcp on its role.
 */
export function userGrantee(user: Pick<UserInfo, 'role' | 'permissions'> | null | undefined): Grantee | null {
  if (!user) return null;
  return { roleAcp: user.role?.roleAcp ?? false, permissions: user.permissions };
}
