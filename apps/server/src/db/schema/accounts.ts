import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const roles = pgTable(
  'roles',
  {
    id: id(),
    name: text('name').notNull(),
    roleAcp: boolean('role_acp').notNull().default(false),
    isDefaultSignup: boolean('is_default_signup').notNull().default(false),
    isManaged: boolean('is_managed').notNull().default(false),
    status: text('status').notNull().default('ACTIVE'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('roles_name_lower_key').on(sql`lower(${t.name})`),
    // At most one role is given to new sign-ups.
    uniqueIndex('roles_one_default_signup_key').on(t.isDefaultSignup).where(sql`${t.isDefaultSignup}`),
  ],
);

export const permissions = pgTable('permissions', {
  id: id(),
  name: text('name').notNull(),
  code: text('code').notNull().unique(),
  resource: text('resource').notNull(),
  action: text('action').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: bigint('role_id', { mode: 'number' })
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permissionId: bigint('permission_id', { mode: 'number' })
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.roleId, t.permissionId] }),
    index('role_permissions_permission_idx').on(t.permissionId),
  ],
);

export const users = pgTable(
  'users',
  {
    id: id(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    /** Null for accounts that only sign in through the identity provider. */
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    socialUrl: text('social_url').notNull().default(''),
    avatar: text('avatar'),
    status: text('status').notNull().default('ACTIVE'),
    roleId: bigint('role_id', { mode: 'number' }).references(() => roles.id, { onDelete: 'set null' }),
    firebaseUid: text('firebase_uid').unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Sign-in accepts either, whatever the case typed.
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_role_idx').on(t.roleId),
    index('users_created_at_idx').on(t.createdAt),
  ],
);

/** One row per signed-in browser. Access tokens carry its id, so revoking it ends that browser's access. */
export const userSessions = pgTable(
  'user_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent').notNull().default(''),
    ip: text('ip').notNull().default(''),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** logout | replaced (signed in elsewhere) | reuse (a rotated refresh token came back) | password | admin */
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('user_sessions_active_idx').on(t.userId).where(sql`${t.revokedAt} is null`)],
);

/** Opaque refresh tokens, stored as SHA-256 hashes; each use replaces the token (rotation). */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => userSessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/** Access rules (a permission on a method + route) and redirect rules (a slug to a URL): spec §3. */
export const rules = pgTable(
  'rules',
  {
    id: id(),
    kind: text('kind').notNull(),
    method: text('method'),
    route: text('route'),
    expression: text('expression'),
    permission: text('permission'),
    slug: text('slug'),
    targetUrl: text('target_url'),
    status: text('status').notNull().default('ACTIVE'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('rules_redirect_slug_key').on(sql`lower(${t.slug})`).where(sql`${t.kind} = 'redirect'`),
    index('rules_kind_idx').on(t.kind, t.createdAt),
  ],
);
