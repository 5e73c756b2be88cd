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

/**
 * Makes sure the permission catalogue and the base roles exist. It runs at every start on every
 * database and only ever inserts what is missing: roles staff have edited keep their edits.
 */
export async function ensureReferenceData(db: DbOrTx): Promise<void> {
  const catalogue = permissionCatalogue();
  await db.insert(permissions).values(catalogue).onConflictDoNothing({ target: permissions.code });

  const existing = await db.select({ name: roles.name }).from(roles);
  const existingNames = new Set(existing.map((r) => r.name.toLowerCase()));
  const missing = BASE_ROLES.filter((r) => !existingNames.has(r.name.toLowerCase()));
  if (missing.length === 0) return;

  const allCodes = catalogue.map((p) => p.code);
  const expand = (code: string) =>
    code.endsWith(':*') ? allCodes.filter((c) => c.startsWith(code.slice(0, -1))) : [code];
  const codes = [...new Set(missing.flatMap((r) => r.grants.flatMap(expand)))];
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
    const ids = [...new Set(seed.grants.flatMap(expand))]
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
