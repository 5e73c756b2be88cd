import { z } from 'zod';
import { ADMIN_MAX_PAGE_SIZE } from './constants';
import { listQuerySchema } from './list-query';
import { PERMISSION_CODE } from './permissions';
import { idListSchema, required, textWithLetter } from './validators';

export const ROLE_STATUSES = ['ACTIVE', 'INACTIVE'] as const;

export const roleSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** Passes every permission check and opens the whole back office. */
  roleAcp: z.boolean(),
  /** Given to accounts created by sign-up. At most one role has it. */
  isDefaultSignup: z.boolean(),
  /** Built-in role the app relies on: it cannot be deleted. */
  isManaged: z.boolean(),
  status: z.enum(ROLE_STATUSES),
  permissionIds: z.array(z.number()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Role = z.infer<typeof roleSchema>;

const roleName = required(textWithLetter).pipe(z.string().max(100, { error: 'tooLong' }));

export const createRoleBodySchema = z.strictObject({
  name: roleName,
  roleAcp: z.boolean().default(false),
  isDefaultSignup: z.boolean().default(false),
  status: z.enum(ROLE_STATUSES, { error: 'invalidValue' }).default('ACTIVE'),
  permissionIds: idListSchema.default([]),
});
export type CreateRoleBody = z.input<typeof createRoleBodySchema>;

export const updateRoleBodySchema = z.strictObject({
  name: roleName.optional(),
  roleAcp: z.boolean().optional(),
  isDefaultSignup: z.boolean().optional(),
  status: z.enum(ROLE_STATUSES, { error: 'invalidValue' }).optional(),
  permissionIds: idListSchema.optional(),
});
export type UpdateRoleBody = z.input<typeof updateRoleBodySchema>;

/** `POST /roles/{id}/permissions`: replaces the role's permissions with exactly these. */
export const rolePermissionsBodySchema = z.strictObject({ permissionIds: idListSchema });
export const rolePermissionsResponseSchema = z.object({ permissionIds: z.array(z.number()) });

export const roleListQuerySchema = listQuerySchema(
  {
    sortFields: ['createdAt', 'name'] as const,
    defaultLimit: 25,
    maxLimit: ADMIN_MAX_PAGE_SIZE,
    allowAll: true,
  },
  { q: z.string().trim().max(100).optional() },
);

/** A permission record (spec §3). */
export const permissionSchema = z.object({
  id: z.number(),
  name: z.string(),
  code: z.string(),
  resource: z.string(),
  action: z.string(),
});
export type Permission = z.infer<typeof permissionSchema>;

const permissionCode = z
  .string({ error: 'required' })
  .trim()
  .regex(PERMISSION_CODE, { error: 'invalid' })
  .max(100);

export const createPermissionBodySchema = z.strictObject({
  name: required(textWithLetter).pipe(z.string().max(150, { error: 'tooLong' })),
  code: permissionCode,
});
export const updatePermissionBodySchema = createPermissionBodySchema.partial();

export const permissionListQuerySchema = listQuerySchema(
  {
    sortFields: ['code', 'name', 'createdAt'] as const,
    defaultOrder: 'asc',
    defaultLimit: 25,
    maxLimit: ADMIN_MAX_PAGE_SIZE,
    allowAll: true,
  },
  { q: z.string().trim().max(100).optional(), resource: z.string().trim().max(50).optional() },
);
