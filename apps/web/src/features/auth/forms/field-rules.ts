import type {
  ChangePasswordBody,
  LoginBody,
  RegisterBody,
  ResetPasswordBody,
  UpdateMeBody,
} from '@tutor/contract/auth';
import {
  containsLetter,
  isValidEmail,
  isValidPassword,
  isValidPhone,
  isValidUsername,
  isValidWebsite,
} from '@tutor/contract/checks';
import type { Language } from '@tutor/contract/i18n';
import { translateValidation, type ValidationKey } from '@tutor/contract/validation-messages';
import type { FieldErrors } from './form-state';

/*
 * The auth forms' field rules, checked in the browser without zod: zod is ~25 KB gzipped and the
 * storefront's first load (src/bundle-budget.test.ts) has no room for it. The checks themselves come
 * from the contract's zod-free `checks` module, the same functions its zod schemas use; this file only
 * lists which check applies to which field, in the schemas' order. field-rules.test.ts runs a table of
 * inputs through both this and the contract's schemas and requires identical messages, and the server
 * checks again either way.
 */

// ---------------------------------------------------------------------------------------------------------
// Rules: each looks at one (already trimmed, where the schema trims) value and names the failure.

/** `aborts`: zod's `abort: true`, which also stops the object's confirm-password refinement. */
type Failure = { key: ValidationKey; params?: Record<string, unknown>; aborts?: boolean };
type Rule = (value: string) => Failure | null;

const required: Rule = (value) => (value === '' ? { key: 'required' } : null);
/** usernameSchema and passwordSchema: `min(1, { error: 'required', abort: true })`. */
const requiredCredential: Rule = (value) => (value === '' ? { key: 'required', aborts: true } : null);
const maxLength =
  (max: number): Rule =>
  (value) =>
    value.length > max ? { key: 'tooLong', params: { max } } : null;
const phone: Rule = (value) => (value !== '' && !isValidPhone(value) ? { key: 'phone' } : null);
const email: Rule = (value) => (value !== '' && !isValidEmail(value) ? { key: 'email' } : null);
const website: Rule = (value) => (value !== '' && !isValidWebsite(value) ? { key: 'website' } : null);
const withLetter: Rule = (value) =>
  value !== '' && !containsLetter(value) ? { key: 'containsLetter' } : null;
const username: Rule = (value) => (isValidUsername(value) ? null : { key: 'username' });
const password: Rule = (value) => (isValidPassword(value) ? null : { key: 'password' });

/** `trim`: the schema trims before checking (free text); usernames and passwords are taken as typed. */
type FieldSpec = { trim: boolean; rules: Rule[] };
const text = (...rules: Rule[]): FieldSpec => ({ trim: true, rules });
const exact = (...rules: Rule[]): FieldSpec => ({ trim: false, rules });

const personName = text(required, withLetter, maxLength(100));

type FormSpec = {
  fields: Record<string, FieldSpec>;
  /** [password field, confirmation field] that must be equal. */
  confirm?: [string, string];
};

/** Field by field, the checks of the contract's body schemas (auth.ts), in their order. */
const forms = {
  login: { fields: { username: text(required, maxLength(255)), password: exact(required, maxLength(255)) } },
  register: {
    fields: {
      username: exact(requiredCredential, username),
      email: text(required, email),
      password: exact(requiredCredential, password),
      confirmPassword: exact(),
      firstName: personName,
      lastName: personName,
      phone: text(phone),
    },
    confirm: ['password', 'confirmPassword'],
  },
  forgotPassword: { fields: { email: text(required, email) } },
  resetPassword: {
    fields: {
      token: text(required, maxLength(512)),
      password: exact(requiredCredential, password),
      confirmPassword: exact(),
    },
    confirm: ['password', 'confirmPassword'],
  },
  updateMe: {
    fields: {
      email: text(required, email),
      firstName: personName,
      lastName: personName,
      phone: text(phone),
      socialUrl: text(website),
    },
  },
  changePassword: {
    fields: {
      currentPassword: exact(required, maxLength(255)),
      password: exact(requiredCredential, password),
      confirmPassword: exact(),
    },
    confirm: ['password', 'confirmPassword'],
  },
} satisfies Record<string, FormSpec>;

/** What each form sends once valid: the contract's body types. */
export type FormBodies = {
  login: LoginBody;
  register: RegisterBody;
  forgotPassword: { email: string };
  resetPassword: ResetPasswordBody;
  updateMe: UpdateMeBody;
  changePassword: ChangePasswordBody;
};
export type FormName = keyof FormBodies;

export type Validation<T> = { ok: true; data: T; errors: FieldErrors } | { ok: false; errors: FieldErrors };

/** The form's verdict on `values`: one spec §5 message per failing field, or the body to send. */
export function validateForm<K extends FormName>(
  name: K,
  values: Readonly<Record<string, string>>,
  language: Language,
): Validation<FormBodies[K]> {
  const spec: FormSpec = forms[name];
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
  // As the contract's withConfirmPassword: checked even when other fields fail, unless one aborted.
  if (spec.confirm && !hasAborted) {
    const [passwordField, confirmField] = spec.confirm;
    if (data[passwordField] !== data[confirmField]) {
      errors[confirmField] ??= translateValidation('confirmPassword', language);
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, data: data as FormBodies[K], errors };
}

/** Spec §5 image upload: images only, within a size. */
export function checkImageFile(file: { type: string; size: number }, maxMb: number, language: Language) {
  if (!/^image\/[a-z0-9.+-]+$/i.test(file.type)) return translateValidation('imageOnly', language);
  if (file.size > maxMb * 1024 * 1024) return translateValidation('fileTooLarge', language, { maxMb });
  return null;
}
