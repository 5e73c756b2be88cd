/*
 * The plain checks of spec §5: functions on an exact string, with no zod, so a storefront page can run
 * them without carrying zod in its first load. validators.ts builds the zod schemas on top of them.
 */

/** 10 digits: 0 then 2–8 then 8 digits, or 09 then 8 digits (spec §5). */
export const PHONE_PATTERN = /^(?:0[2-8]\d{8}|09\d{8})$/;

// Dot-atom local part and a dotted host name ending in an alphabetic TLD: what users call "an email".
export const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

const HOST_LABEL = /^[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?$/i;
const TOP_LEVEL_DOMAIN = /^(?:[a-z]{2,63}|xn--[a-z\d-]{1,59})$/i;
const WHITESPACE = /\s/u;
/**
 * What a username may hold (spec §5 says only 8–255 characters without spaces; this is our choice):
 * unaccented ASCII letters, digits, dot, underscore and hyphen. Nothing that renders alike in another
 * script (Cyrillic о for Latin o), nothing invisible (zero-width, direction overrides), one spelling only.
 */
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;
/**
 * Invisible or unassigned code points (Unicode category C): control characters (NUL among them), format
 * characters (zero-width space and joiners, right-to-left overrides, BOM), surrogates, private use.
 */
const INVISIBLE = /\p{C}/u;

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

/** ASCII only (so no invisible or look-alike characters), at most 254 characters. */
export function isValidEmail(value: string): boolean {
  if (value.length > 254 || hasInvisibleCharacters(value)) return false;
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

/** Holds a control, format (zero-width, bidi override), surrogate, private-use or unassigned character. */
export function hasInvisibleCharacters(value: string): boolean {
  return INVISIBLE.test(value);
}

/**
 * 8–255 characters of `USERNAME_PATTERN`, judged on the NFC form (the form that is stored), so a
 * browser and the server agree on any input.
 */
export function isValidUsername(value: string): boolean {
  const nfc = value.normalize('NFC');
  return USERNAME_PATTERN.test(nfc) && isLengthBetween(nfc, USERNAME_MIN_LENGTH, USERNAME_MAX_LENGTH);
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
