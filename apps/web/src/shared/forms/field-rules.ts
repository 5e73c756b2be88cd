import { containsLetter, isValidEmail, isValidPhone } from '@tutor/contract/checks';
import type { Language } from '@tutor/contract/i18n';
import { translateValidation, type ValidationKey } from '@tutor/contract/validation-messages';
import type { FieldErrors } from './form-state';

/*
 * Storefront form rules, checked in the browser without zod: zod is ~25 KB gzipped and the storefront's
 * first load (src/bundle-budget.test.ts) has no room for it. The checks themselves come from the
 * contract's zod-free `checks` module, the same functions its zod schemas use; a form's spec only lists
 * which check applies to which field, in its schema's order. Each spec has a test that runs a table of
 * inputs through both the spec and the contract's schema and requires identical messages; the server
 * checks again either way.
 */

/** `aborts`: zod's `abort: true`, which also stops the object's refinements (confirm password). */
export type Failure = { key: ValidationKey; params?: Record<string, unknown>; aborts?: boolean };
export type Rule = (value: string) => Failure | null;

export const required: Rule = (value) => (value === '' ? { key: 'required' } : null);
/** usernameSchema and passwordSchema: `min(1, { error: 'required', abort: true })`. */
export const requiredCredential: Rule = (value) => (value === '' ? { key: 'required', aborts: true } : null);
export const maxLength =
  (max: number): Rule =>
  (value) =>
    value.length > max ? { key: 'tooLong', params: { max } } : null;
export const phone: Rule = (value) => (value !== '' && !isValidPhone(value) ? { key: 'phone' } : null);
export const email: Rule = (value) => (value !== '' && !isValidEmail(value) ? { key: 'email' } : null);
export const withLetter: Rule = (value) =>
  value !== '' && !containsLetter(value) ? { key: 'containsLetter' } : null;
/** An integer within [min, max]; blank text is "not an integer", as the contract's `integerFromText`. */
export const integerBetween =
  (min: number, max: number): Rule =>
  (value) => {
    if (!/^-?\d+$/.test(value)) return { key: 'integer' };
    const n = Number(value);
    if (n < min) return { key: 'tooSmall', params: { min } };
    if (n > max) return { key: 'tooBig', params: { max } };
    return null;
  };

/** `trim`: the schema trims before checking (free text); usernames and passwords are taken as typed. */
export type FieldSpec = { trim: boolean; rules: Rule[] };
export const text = (...rules: Rule[]): FieldSpec => ({ trim: true, rules });
export const exact = (...rules: Rule[]): FieldSpec => ({ trim: false, rules });

export type FormSpec = {
  fields: Record<string, FieldSpec>;
  /** [password field, confirmation field] that must be equal (the contract's withConfirmPassword). */
  confirm?: [string, string];
  /** At least one of `fields` is filled in, else `key` on the first of them (an object refinement). */
  oneOf?: { fields: [string, ...string[]]; key: ValidationKey };
};

export type Validation<T> = { ok: true; data: T; errors: FieldErrors } | { ok: false; errors: FieldErrors };

/**
 * The form's verdict on `values`: one message per failing field in `language`, or the (trimmed) body to
 * send. `T` is the body type the spec was written for; the caller vouches for the match.
 */
export function validateForm<T>(
  spec: FormSpec,
  values: Readonly<Record<string, string>>,
  language: Language,
): Validation<T> {
  const errors: FieldErrors = {};
  const data: Record<string, string> = {};
  let hasAborted = false;
  for (const [field, { trim, rules }] of Object.entries(spec.fields)) {
    const raw = values[field] ?? '';
    const value = trim ? raw.trim() : raw;
    data[field] = value;
    for (const rule of rules) {
      const failure = rule(value);
      if (failure) {
        errors[field] = translateValidation(failure.key, language, failure.params);
        hasAborted ||= failure.aborts === true;
        break;
      }
    }
  }
  // Object refinements are checked even when other fields fail (their `when`), unless one aborted.
  if (spec.confirm && !hasAborted) {
    const [passwordField, confirmField] = spec.confirm;
    if (data[passwordField] !== data[confirmField]) {
      errors[confirmField] ??= translateValidation('confirmPassword', language);
    }
  }
  const oneOf = spec.oneOf;
  if (oneOf?.fields.every((field) => data[field] === '')) {
    errors[oneOf.fields[0]] ??= translateValidation(oneOf.key, language);
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, data: data as T, errors };
}
