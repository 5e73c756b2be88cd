import { z } from 'zod';
import {
  containsLetter,
  isLengthBetween,
  isLettersOrDigits,
  isNumbersOnly,
  isValidEmail,
  isValidPassword,
  isValidPhone,
  isValidUsername,
  isValidWebsite,
} from './checks';
import { isSafeLink } from './links';
import type { ValidationKey } from './validation-messages';

/*
 * Field rules of spec §5, once, for the server and the web.
 *
 * Predicates are plain functions on an exact string (no trimming). Schemas trim free text first (except
 * username and password, where a space is content to reject), and every issue they raise carries a
 * `ValidationKey` as its message, with interpolation values in `params` (custom issues) or in zod's own
 * fields (`minimum`, `maximum`): `localizeIssues` in `./zod-issues` turns them into localised text.
 *
 * Presence is a separate rule: a format schema (phone, website, email, textWithLetter, lettersOrDigits,
 * numbersOnly) accepts the empty string, which is how an untouched form field arrives. Wrap it in
 * `required(...)` when the field must be filled; a missing (undefined or null) value is 'required' too.
 */

// The predicates live in ./checks (zod-free); they are re-exported here for the schemas' users.
export {
  charCount,
  containsLetter,
  EMAIL_PATTERN,
  hasInvisibleCharacters,
  hasWhitespace,
  isImageType,
  isLengthBetween,
  isLettersOrDigits,
  isNumbersOnly,
  isPdfOrMp4,
  isValidEmail,
  isValidPassword,
  isValidPhone,
  isValidUsername,
  isValidWebsite,
  isWithinSize,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_PATTERN,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  USERNAME_PATTERN,
} from './checks';
export { isSafeLink } from './links';

// ---------------------------------------------------------------------------------------------------------
// Schemas

type MaybeMissing = { readonly input?: unknown };

/**
 * A zod `error` option for a type check: absence (undefined or null) reads as 'required', a value of
 * the wrong type as `otherwise`. E.g. `z.string({ error: requiredOr('invalidType') })`.
 */
export function requiredOr(otherwise: ValidationKey) {
  return (issue: MaybeMissing): ValidationKey =>
    issue.input === undefined || issue.input === null ? 'required' : otherwise;
}

/** A trimmed string whose type errors are keyed. */
function text(typeKey: ValidationKey = 'invalidType') {
  return z.string({ error: requiredOr(typeKey) }).trim();
}

/** A non-blank string, trimmed. */
export const requiredString = text().min(1, { error: 'required' });

/** Makes a string schema required: blank or missing input fails with 'required' before `schema` runs. */
export function required<T extends z.ZodType<unknown, string>>(schema: T) {
  return requiredString.pipe(schema);
}

/** Phone per spec §5; the empty string is allowed. */
export const phoneSchema = text('phone').refine((value) => value === '' || isValidPhone(value), {
  error: 'phone',
});

/** A web address (see `isValidWebsite`); the empty string is allowed. */
export const websiteSchema = text('website').refine((value) => value === '' || isValidWebsite(value), {
  error: 'website',
});

/**
 * Where a click leads (menus, banners, slides, redirect rules): see `isSafeLink`; the empty string is
 * allowed, so wrap it in `required` where a target is mandatory.
 */
export const linkSchema = text('link')
  .max(2000, { error: 'tooLong' })
  .refine((value) => value === '' || isSafeLink(value), { error: 'link' });

/**
 * An email address, in NFC; the empty string is allowed, so wrap it in `required` for login and sign-up.
 * Control and zero-width characters are refused like any other character outside the address syntax.
 */
export const emailSchema = text('email')
  .normalize('NFC')
  .refine((value) => value === '' || isValidEmail(value), { error: 'email' });

/** Free text that, when given, holds a letter (a name cannot be only digits or symbols). */
export const textWithLetter = text().refine((value) => value === '' || containsLetter(value), {
  error: 'containsLetter',
});

/**
 * 8–255 characters of `USERNAME_PATTERN` (ASCII letters, digits, `.`, `_`, `-`), in NFC; not trimmed
 * (a space is content to refuse). Empty input is 'required'.
 */
export const usernameSchema = z
  .string({ error: requiredOr('username') })
  .min(1, { error: 'required', abort: true })
  .normalize('NFC')
  .refine(isValidUsername, { error: 'username' });

/** 8–255 characters, no whitespace anywhere; not trimmed. Empty input is 'required'. */
export const passwordSchema = z
  .string({ error: requiredOr('password') })
  .min(1, { error: 'required', abort: true })
  .refine(isValidPassword, { error: 'password' });

/** Trimmed text whose length (see `charCount`) is within [min, max]; the empty string counts as 0. */
export function lengthBetween(min: number, max: number) {
  return text().refine((value) => isLengthBetween(value, min, max), {
    error: 'lengthRange',
    params: { min, max },
  });
}

/** Letters or digits only; the empty string is allowed. */
export const lettersOrDigitsSchema = text().refine((value) => value === '' || isLettersOrDigits(value), {
  error: 'lettersOrDigits',
});

/** Digits only, kept as a string (leading zeros matter in codes); the empty string is allowed. */
export const numbersOnlySchema = text().refine((value) => value === '' || isNumbersOnly(value), {
  error: 'numbersOnly',
});

/**
 * Forms and query strings send numbers as text; only a whole decimal integer is turned into a number,
 * anything else is left for the number schema to refuse ('' must not become 0 as z.coerce would make it).
 */
export function integerFromText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return /^[+-]?\d+$/.test(trimmed) ? Number(trimmed) : value;
}

function safeInteger() {
  return z.int({ error: requiredOr('integer') });
}

/** A safe integer, from a number or its decimal text. */
export const integerSchema = z.preprocess(integerFromText, safeInteger());

/** A safe integer ≥ 0, from a number or its decimal text. */
export const nonNegativeInteger = z.preprocess(
  integerFromText,
  safeInteger().min(0, { error: 'nonNegative' }),
);

/** A database id (an integer ≥ 1), from a number or its decimal text, e.g. a route parameter. */
export const idSchema = z.preprocess(integerFromText, safeInteger().min(1, { error: 'tooSmall' }));

/** A list of ids: an array, or comma-separated text as a query string carries it. */
export const idListSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(',').filter((part) => part.trim() !== '') : value),
  z.array(idSchema, { error: requiredOr('invalidType') }),
);

type ConfirmPasswordOptions = {
  /** Field holding the password; default 'password'. */
  passwordField?: string;
  /** Field that must repeat it, where the issue is reported; default 'confirmPassword'. */
  confirmField?: string;
};

/**
 * Adds the confirm-password check to an object schema. Apply it last (zod refuses to `.extend` or
 * `.pick` a refined object). The check runs even when other fields fail, so a form shows the mismatch
 * together with the other errors, as long as both fields are strings.
 */
export function withConfirmPassword<T extends z.ZodType<Record<string, unknown>>>(
  schema: T,
  { passwordField = 'password', confirmField = 'confirmPassword' }: ConfirmPasswordOptions = {},
): T {
  return schema.refine((data) => data[passwordField] === data[confirmField], {
    error: 'confirmPassword',
    path: [confirmField],
    when: (payload) => {
      const value = payload.value as Record<string, unknown> | undefined;
      return typeof value?.[passwordField] === 'string' && typeof value[confirmField] === 'string';
    },
  });
}
