import { z } from 'zod';
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

// ---------------------------------------------------------------------------------------------------------
// Predicates

/** 10 digits: 0 then 2–8 then 8 digits, or 09 then 8 digits (spec §5). */
export const PHONE_PATTERN = /^(?:0[2-8]\d{8}|09\d{8})$/;

// Dot-atom local part and a dotted host name ending in an alphabetic TLD: what users call "an email".
export const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

const HOST_LABEL = /^[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?$/i;
const TOP_LEVEL_DOMAIN = /^(?:[a-z]{2,63}|xn--[a-z\d-]{1,59})$/i;
const WHITESPACE = /\s/u;

export const USERNAME_MIN_LENGTH = 8;
export const USERNAME_MAX_LENGTH = 255;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 255;

/**
 * Characters as a person (and PostgreSQL's varchar) counts them: code points of the NFC form, so a
 * Vietnamese letter typed with a combining accent counts once and an emoji does not count twice.
 */
export function charCount(value: string): number {
  return Array.from(value.normalize('NFC')).length;
}

export function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(value);
}

export function isValidEmail(value: string): boolean {
  if (value.length > 254) return false;
  const at = value.lastIndexOf('@');
  return at > 0 && at <= 64 && EMAIL_PATTERN.test(value);
}

/**
 * An http(s) address with a dotted host name; the scheme may be left out ('facebook.com/trang'), as
 * people type it. Other schemes, IP hosts, credentials and whitespace are refused.
 */
export function isValidWebsite(value: string): boolean {
  if (value === '' || value.length > 2048 || WHITESPACE.test(value)) return false;
  const withScheme = /^https?:\/\//i.test(value) ? value : `http://${value}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username !== '' || url.password !== '') return false;
  // The URL parser has already turned an internationalised name (tên-miền.vn) into punycode.
  const labels = url.hostname.split('.');
  const tld = labels.at(-1) ?? '';
  return labels.length >= 2 && labels.every((label) => HOST_LABEL.test(label)) && TOP_LEVEL_DOMAIN.test(tld);
}

/** Holds at least one letter of any script, Vietnamese included. */
export function containsLetter(value: string): boolean {
  return /\p{L}/u.test(value);
}

/** Only letters (any script, with their accents) and decimal digits, at least one of them. */
export function isLettersOrDigits(value: string): boolean {
  return /^[\p{L}\p{M}\p{Nd}]+$/u.test(value);
}

/** Only the ASCII digits 0–9, at least one. */
export function isNumbersOnly(value: string): boolean {
  return /^\d+$/.test(value);
}

export function hasWhitespace(value: string): boolean {
  return WHITESPACE.test(value);
}

export function isLengthBetween(value: string, min: number, max: number): boolean {
  const count = charCount(value);
  return count >= min && count <= max;
}

export function isValidUsername(value: string): boolean {
  return !hasWhitespace(value) && isLengthBetween(value, USERNAME_MIN_LENGTH, USERNAME_MAX_LENGTH);
}

export function isValidPassword(value: string): boolean {
  return !hasWhitespace(value) && isLengthBetween(value, PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH);
}

/** Spec §5 uploads: only pdf or mp4. Judged by name and, when known, by the declared type. */
export function isPdfOrMp4(fileName: string, mimeType?: string): boolean {
  const extension = fileName.toLowerCase().split('.').at(-1);
  const byName = fileName.includes('.') && (extension === 'pdf' || extension === 'mp4');
  const byType = !mimeType || mimeType === 'application/pdf' || mimeType === 'video/mp4';
  return byName && byType;
}

export function isImageType(mimeType: string): boolean {
  return /^image\/[a-z0-9.+-]+$/i.test(mimeType);
}

export function isWithinSize(sizeInBytes: number, maxMb: number): boolean {
  return sizeInBytes >= 0 && sizeInBytes <= maxMb * 1024 * 1024;
}

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

/** An email address; the empty string is allowed, so wrap it in `required` for login and sign-up. */
export const emailSchema = text('email').refine((value) => value === '' || isValidEmail(value), {
  error: 'email',
});

/** Free text that, when given, holds a letter (a name cannot be only digits or symbols). */
export const textWithLetter = text().refine((value) => value === '' || containsLetter(value), {
  error: 'containsLetter',
});

/** 8–255 characters, no whitespace anywhere; not trimmed. Empty input is 'required'. */
export const usernameSchema = z
  .string({ error: requiredOr('username') })
  .min(1, { error: 'required', abort: true })
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
