import { z } from 'zod';
import {
  emailSchema,
  passwordSchema,
  phoneSchema,
  required,
  requiredString,
  textWithLetter,
  usernameSchema,
  websiteSchema,
  withConfirmPassword,
} from './validators';

/** The role as a signed-in user sees it. */
export const roleRefSchema = z.object({ id: z.number(), name: z.string(), roleAcp: z.boolean() });
export type RoleRef = z.infer<typeof roleRefSchema>;

/** `GET /auth/me` (spec §3 "User info"): who is signed in, their role and permission codes. */
export const userInfoSchema = z.object({
  id: z.number(),
  userName: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  socialUrl: z.string(),
  /** A full https address, or a file name under /uploads/users/. Null shows initials. */
  avatar: z.string().nullable(),
  role: roleRefSchema.nullable(),
  permissions: z.array(z.string()),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const meResponseSchema = z.object({ user: userInfoSchema });

/** `username` may also be the account's email. */
export const loginBodySchema = z.strictObject({
  username: requiredString.max(255, { error: 'tooLong' }),
  password: z.string({ error: 'required' }).min(1, { error: 'required' }).max(255, { error: 'tooLong' }),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/**
 * What sign-in, registration and a refresh answer. The refresh token itself is never in a body: the
 * server sets it as an HttpOnly cookie (`Path=/api/auth`, SameSite=Strict) that scripts cannot read.
 */
export const tokensResponseSchema = z.object({
  accessToken: z.string(),
  /** Lifetime of the refresh token (and of its cookie) in seconds. */
  refreshTokenExpiredTime: z.number(),
});
export type TokensResponse = z.infer<typeof tokensResponseSchema>;
export const loginResponseSchema = tokensResponseSchema.extend({ user: userInfoSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const registerBodySchema = withConfirmPassword(
  z.strictObject({
    username: usernameSchema,
    email: required(emailSchema),
    password: passwordSchema,
    confirmPassword: z.string({ error: 'required' }),
    firstName: required(textWithLetter).pipe(z.string().max(100, { error: 'tooLong' })),
    lastName: required(textWithLetter).pipe(z.string().max(100, { error: 'tooLong' })),
    phone: phoneSchema.optional(),
  }),
);
export type RegisterBody = z.infer<typeof registerBodySchema>;

/**
 * Browsers send nothing: the refresh token travels in its HttpOnly cookie. API clients without cookies
 * may send the token they read from `Set-Cookie` here instead.
 */
export const refreshBodySchema = z.strictObject({ refreshToken: requiredString.max(512).optional() });
export const logoutBodySchema = z.strictObject({ refreshToken: z.string().max(512).optional() });

export const forgotBodySchema = z.strictObject({ email: required(emailSchema) });
export const resetPasswordBodySchema = withConfirmPassword(
  z.strictObject({
    token: requiredString.max(512),
    password: passwordSchema,
    confirmPassword: z.string({ error: 'required' }),
  }),
);
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const firebaseBodySchema = z.strictObject({ idToken: requiredString.max(8192) });

/** `PUT /auth/me`: one's own profile. Username, role and status are not one's own to change. */
export const updateMeBodySchema = z.strictObject({
  email: required(emailSchema),
  firstName: required(textWithLetter).pipe(z.string().max(100, { error: 'tooLong' })),
  lastName: required(textWithLetter).pipe(z.string().max(100, { error: 'tooLong' })),
  phone: phoneSchema.default(''),
  socialUrl: websiteSchema.default(''),
});
export type UpdateMeBody = z.infer<typeof updateMeBodySchema>;

export const changePasswordBodySchema = withConfirmPassword(
  z.strictObject({
    currentPassword: z
      .string({ error: 'required' })
      .min(1, { error: 'required' })
      .max(255, { error: 'tooLong' }),
    password: passwordSchema,
    confirmPassword: z.string({ error: 'required' }),
  }),
);
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const okResponseSchema = z.object({ ok: z.literal(true) });
