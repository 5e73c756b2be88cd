import type {
  ChangePasswordBody,
  LoginBody,
  RegisterBody,
  ResetPasswordBody,
  UpdateMeBody,
} from '@tutor/contract/auth';
import type { Language } from '@tutor/contract/i18n';
import { translateValidation, type ValidationKey } from '@tutor/contract/validation-messages';
import type { FieldErrors } from './form-state';

/*
 * The spec §5 checks of the auth forms, without zod.
 *
 * Why not the contract's zod schemas, which the server runs? zod is ~25 KB gzipped, and the storefront's
 * first load (src/bundle-budget.test.ts: entry + any lazy storefront chunk ≤ 170 KB) has no room for it
 * once the header carries the session. The contract's predicates sit in validators.ts beside its zod
 * schemas, so importing them brings zod too. Hence this mirror: the same patterns, the same order of
 * checks, the same message keys and texts (validation-messages.ts is zod-free), and field-rules.test.ts
 * runs a table of inputs through both this and the contract's schemas and requires identical messages.
 * The server checks again with the schemas and its answer is shown under the fields either way.
 * When the contract gains a zod-free predicates module, the patterns below should be imported from it.
 */

// Mirrors of the contract's predicates (packages/contract/src/validators.ts).
const PHONE_PATTERN = /^(?:0[2-8]\d{8}|09\d{8})$/;
const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;
const HOST_LABEL = /^[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?$/i;
const TOP_LEVEL_DOMAIN = /^(?:[a-z]{2,63}|xn--[a-z\d-]{1,59})$/i;
const WHITESPACE = /\s/u;
const CREDENTIAL_MIN = 8;
const CREDENTIAL_MAX = 255;

const charCount = (value: string) => Array.from(value.normalize('NFC')).length;

function isValidEmail(value: string): boolean {
  if (value.length > 254) return false;
  const at = value.lastIndexOf('@');
  return at > 0 && at <= 64 && EMAIL_PATTERN.test(value);
}

function isValidWebsite(value: string): boolean {
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
  const labels = url.hostname.split('.');
  const tld = labels.at(-1) ?? '';
  return labels.length >= 2 && labels.every((label) => HOST_LABEL.test(label)) && TOP_LEVEL_DOMAIN.test(tld);
}

const isCredential = (value: string) => {
  const count = charCount(value);
  return !WHITESPACE.test(value) && count >= CREDENTIAL_MIN && count <= CREDENTIAL_MAX;
};

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
const phone: Rule = (value) => (value !== '' && !PHONE_PATTERN.test(value) ? { key: 'phone' } : null);
const email: Rule = (value) => (value !== '' && !isValidEmail(value) ? { key: 'email' } : null);
const website: Rule = (value) => (value !== '' && !isValidWebsite(value) ? { key: 'website' } : null);
const withLetter: Rule = (value) =>
  value !== '' && !/\p{L}/u.test(value) ? { key: 'containsLetter' } : null;
const username: Rule = (value) => (isCredential(value) ? null : { key: 'username' });
const password: Rule = (value) => (isCredential(value) ? null : { key: 'password' });

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
