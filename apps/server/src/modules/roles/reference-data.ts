import { permissionCatalogue } from '@tutor/contract/permission-labels';
import { ADMIN_ACCESS, type PermissionCode, type PermissionResource } from '@tutor/contract/permissions';
import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { permissions, rolePermissions, roles } from '../../db/schema';

type RoleSeed = {
  name: string;
  roleAcp?: boolean;
  isDefaultSignup?: boolean;
  isManaged?: boolean;
  /** Permission codes; `resource:*` expands to that resource's actions. */
  grants: PermissionCode[];
};

/** `resource:*` for each resource: every action of it. */
const every = (...resources: PermissionResource[]): PermissionCode[] =>
  resources.map((resource) => `${resource}:*` as const);

/** The roles the product starts with (spec §6 and the accounts issue). */
export const BASE_ROLES: RoleSeed[] = [
  { name: 'Quản trị viên', roleAcp: true, isManaged: true, grants: [] },
  {
    name: 'Nhân viên',
    grants: [
      ADMIN_ACCESS,
      ...every(
        'category',
        'folder',
        'image',
        'book',
        'combo',
        'document',
        'news',
        'menu',
        'slideshow',
        'banner',
        'embed-live',
      ),
      ...every('simple-order', 'course-order', 'combo-order', 'order'),
      'activation-code:read',
      'activation-code:create',
      'notification:read',
      'notification:create',
      'approval:read',
      'approval:update',
      'user:read',
      'course:read',
      'exam:read',
      'question:read',
    ],
  },
  {
    name: 'Giáo viên',
    grants: [
      ADMIN_ACCESS,
      'course:read',
      'course:update',
      ...every(
        'lesson',
        'video',
        'video-timeline',
        'lesson-question',
        'attendance',
        'question',
        'exam-question',
      ),
      'lesson-history:read',
      'lesson-history:update',
      'exam:read',
      'exam-report:read',
      'exam-session:update',
      'approval:read',
      'user:read',
    ],
  },
  { name: 'Học sinh', isDefaultSignup: true, isManaged: true, grants: [] },
];

/** The codes of a role's grants, `resource:*` expanded over the catalogue. */
function expandGrants(grants: readonly PermissionCode[], allCodes: readonly string[]): string[] {
  const expand = (code: string) =>
    code.endsWith(':*') ? allCodes.filter((c) => c.startsWith(code.slice(0, -1))) : [code];
  return [...new Set(grants.flatMap(expand))];
}

/**
 * Makes sure the permission catalogue and the base roles exist. It runs at every start on every
 * database and only ever inserts what is missing: roles staff have edited keep their edits. A permission
 * new to the catalogue (a feature that landed since the database was made, e.g. `notification:*`) is
 * given once, when it first appears, to the existing base roles that start with it: staff then see the
 * new screens without an administrator finding the box to tick, and a later removal of it sticks.
 */
export async function ensureReferenceData(db: DbOrTx): Promise<void> {
  const catalogue = permissionCatalogue();
  const added = await db
    .insert(permissions)
    .values(catalogue)
    .onConflictDoNothing({ target: permissions.code })
    .returning({ id: permissions.id, code: permissions.code });
  const allCodes = catalogue.map((p) => p.code);

  const existing = await db.select({ id: roles.id, name: roles.name }).from(roles);
  const existingByName = new Map(existing.map((r) => [r.name.toLowerCase(), r.id]));
  if (added.length > 0 && existing.length > 0) {
    const addedId = new Map(added.map((p) => [p.code, p.id]));
    const grants = BASE_ROLES.flatMap((seed) => {
      const roleId = existingByName.get(seed.name.toLowerCase());
      if (roleId === undefined) return [];
      return expandGrants(seed.grants, allCodes).flatMap((code) => {
        const permissionId = addedId.get(code);
        return permissionId === undefined ? [] : [{ roleId, permissionId }];
      });
    });
    if (grants.length > 0) await db.insert(rolePermissions).values(grants).onConflictDoNothing();
  }

  const missing = BASE_ROLES.filter((r) => !existingByName.has(r.name.toLowerCase()));
  if (missing.length === 0) return;

  const codes = [...new Set(missing.flatMap((r) => expandGrants(r.grants, allCodes)))];
  const idByCode = new Map(
    codes.length === 0
      ? []
      : (
          await db
            .select({ id: permissions.id, code: permissions.code })
            .from(permissions)
            .where(inArray(permissions.code, codes))
        ).map((p) => [p.code, p.id] as const),
  );
  const hasDefaultSignup = (
    await db.select({ n: sql<number>`count(*)::int` }).from(roles).where(sql`${roles.isDefaultSignup}`)
  )[0]?.n;

  for (const seed of missing) {
    const [role] = await db
      .insert(roles)
      .values({
        name: seed.name,
        roleAcp: seed.roleAcp ?? false,
        isDefaultSignup: (seed.isDefaultSignup ?? false) && !hasDefaultSignup,
        isManaged: seed.isManaged ?? false,
      })
      .returning({ id: roles.id });
    const ids = expandGrants(seed.grants, allCodes)
      .map((c) => idByCode.get(c))
      .filter((id) => id !== undefined);
    if (role && ids.length > 0) {
      await db.insert(rolePermissions).values(ids.map((permissionId) => ({ roleId: role.id, permissionId })));
    }
  }
}

export const ROLE_NAMES = {
  admin: 'Quản trị viên',
  staff: 'Nhân viên',
  teacher: 'Giáo viên',
  student: 'Học sinh',
} as const;
