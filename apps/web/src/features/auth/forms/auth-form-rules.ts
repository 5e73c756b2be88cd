import type {
  ChangePasswordBody,
  LoginBody,
  RegisterBody,
  ResetPasswordBody,
  UpdateMeBody,
} from '@tutor/contract/auth';
import { isValidPassword, isValidUsername, isValidWebsite } from '@tutor/contract/checks';
import type { Language } from '@tutor/contract/i18n';
import { translateValidation } from '@tutor/contract/validation-messages';
import {
  email,
  exact,
  type FormSpec,
  maxLength,
  phone,
  type Rule,
  required,
  text,
  validateForm,
  withLetter,
} from '@/shared/forms/field-rules';
import type { FormValidator } from '@/shared/forms/use-schema-form';

/** usernameSchema and passwordSchema: `min(1, { error: 'required', abort: true })`. */
const requiredCredential: Rule = (value) => (value === '' ? { key: 'required', aborts: true } : null);
const website: Rule = (value) => (value !== '' && !isValidWebsite(value) ? { key: 'website' } : null);
const username: Rule = (value) => (isValidUsername(value) ? null : { key: 'username' });
const password: Rule = (value) => (isValidPassword(value) ? null : { key: 'password' });
const personName = text(required, withLetter, maxLength(100));

/** Field by field, the checks of the contract's auth body schemas (auth.ts), in their order. */
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

function validatorOf<T>(spec: FormSpec): FormValidator<T> {
  return (values, language) => validateForm<T>(spec, values, language);
}

/** Each auth form's checks (spec §5 messages) for `useSchemaForm`, typed with the body it sends. */
export const authForms = {
  login: validatorOf<LoginBody>(forms.login),
  register: validatorOf<RegisterBody>(forms.register),
  forgotPassword: validatorOf<{ email: string }>(forms.forgotPassword),
  resetPassword: validatorOf<ResetPasswordBody>(forms.resetPassword),
  updateMe: validatorOf<UpdateMeBody>(forms.updateMe),
  changePassword: validatorOf<ChangePasswordBody>(forms.changePassword),
};
export type FormName = keyof typeof authForms;

/** Spec §5 image upload: images only, within a size. */
export function checkImageFile(file: { type: string; size: number }, maxMb: number, language: Language) {
  if (!/^image\/[a-z0-9.+-]+$/i.test(file.type)) return translateValidation('imageOnly', language);
  if (file.size > maxMb * 1024 * 1024) return translateValidation('fileTooLarge', language, { maxMb });
  return null;
}
