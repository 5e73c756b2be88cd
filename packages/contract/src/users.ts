import { z } from 'zod';
import { roleRefSchema } from './auth';
import { ADMIN_MAX_PAGE_SIZE } from './constants';
import { listQuerySchema } from './list-query';
import {
  emailSchema,
  idSchema,
  passwordSchema,
  phoneSchema,
  required,
  textWithLetter,
  usernameSchema,
  websiteSchema,
} from './validators';

export const USER_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export const userStatusSchema = z.enum(USER_STATUSES, { error: 'invalidValue' });

/** A user as the back office reads it. */
export const adminUserSchema = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  socialUrl: z.string(),
  avatar: z.string().nullable(),
  status: userStatusSchema,
  roleId: z.number().nullable(),
  role: roleRefSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserDetailSchema = adminUserSchema.extend({ permissions: z.array(z.string()) });
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

const name = required(textWithLetter).pipe(z.string().max(100, { error: 'tooLong' }));

export const createUserBodySchema = z.strictObject({
  username: usernameSchema,
  email: required(emailSchema),
  password: passwordSchema,
  firstName: name,
  lastName: name,
  phone: phoneSchema.default(''),
  socialUrl: websiteSchema.default(''),
  status: userStatusSchema.default('ACTIVE'),
  roleId: idSchema.nullable().default(null),
});
export type CreateUserBody = z.input<typeof createUserBodySchema>;

/** Every field optional; a password given here replaces the old one. */
export const updateUserBodySchema = z.strictObject({
  username: usernameSchema.optional(),
  email: required(emailSchema).optional(),
  password: passwordSchema.optional(),
  firstName: name.optional(),
  lastName: name.optional(),
  phone: phoneSchema.optional(),
  socialUrl: websiteSchema.optional(),
  status: userStatusSchema.optional(),
  roleId: idSchema.nullable().optional(),
});
export type UpdateUserBody = z.input<typeof updateUserBodySchema>;

export const USER_SORT_FIELDS = ['createdAt', 'username', 'email', 'lastName'] as const;

export const userListQuerySchema = listQuerySchema(
  { sortFields: USER_SORT_FIELDS, defaultLimit: 25, maxLimit: ADMIN_MAX_PAGE_SIZE, allowAll: true },
  {
    /** Matches username, email, names or phone. */
    q: z.string().trim().max(100).optional(),
    roleId: idSchema.optional(),
    status: userStatusSchema.optional(),
  },
);
