import {
  changePasswordBodySchema,
  forgotBodySchema,
  loginBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  updateMeBodySchema,
} from '@tutor/contract/auth';
import type { Language } from '@tutor/contract/i18n';
import { firstErrorByPath, localizeIssues } from '@tutor/contract/zod-issues';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { authForms, checkImageFile, type FormName } from '@/features/auth/forms/auth-form-rules';

function validateForm(name: FormName, values: Record<string, string>, language: Language) {
  return authForms[name](values, language);
}

const emptyRegistration = {
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
  firstName: '',
  lastName: '',
  phone: '',
};

const goodRegistration = {
  username: 'hocsinhmoi01',
  email: 'lan@example.vn',
  password: 'matkhau123',
  confirmPassword: 'matkhau123',
  firstName: 'Lan',
  lastName: 'Nguyễn Thị',
  phone: '',
};

describe('auth form rules (spec §5)', () => {
  it('says "Field required" under every required field of an empty registration, phone excepted', () => {
    const result = validateForm('register', emptyRegistration, 'en');
    expect(result.ok).toBe(false);
    expect(result.errors).toEqual({
      username: 'Field required',
      email: 'Field required',
      password: 'Field required',
      firstName: 'Field required',
      lastName: 'Field required',
    });
  });

  it('speaks the interface language', () => {
    expect(validateForm('register', emptyRegistration, 'vi').errors.email).toBe('Trường này là bắt buộc');
    expect(validateForm('register', { ...goodRegistration, phone: '12345' }, 'vi').errors).toEqual({
      phone: 'Số điện thoại không hợp lệ!',
    });
  });

  it('gives the spec’s message for each rule', () => {
    expect(
      validateForm(
        'register',
        {
          username: 'hs 01',
          email: 'not-an-email',
          password: 'short',
          confirmPassword: 'other',
          firstName: '123',
          lastName: 'Nguyễn',
          phone: '0123456789',
        },
        'en',
      ).errors,
    ).toEqual({
      username:
        'Username must be 8 to 255 characters, only letters without accents (a–z, A–Z), digits and . _ -',
      email: 'Not a valid email!',
      password: 'Password must be 8 to 255 characters without spaces',
      confirmPassword: 'Confirm password does not match',
      firstName: 'Must contain a letter',
      phone: 'Not a valid phone number!',
    });
    expect(
      validateForm(
        'updateMe',
        { email: 'a@b.vn', firstName: 'A', lastName: 'B', phone: '', socialUrl: 'not a site' },
        'en',
      ).errors,
    ).toEqual({
      socialUrl: 'Not a valid website!',
    });
  });

  it('answers the body to send when all is well, free text trimmed as the server would', () => {
    expect(validateForm('register', { ...goodRegistration, email: ' lan@example.vn ' }, 'vi')).toEqual({
      ok: true,
      data: { ...goodRegistration, email: 'lan@example.vn' },
      errors: {},
    });
  });

  it('refuses what is not an image, or a file above the limit', () => {
    expect(checkImageFile({ type: 'application/pdf', size: 10 }, 5, 'en')).toBe('Only images are accepted');
    expect(checkImageFile({ type: 'image/png', size: 5 * 1024 * 1024 + 1 }, 5, 'vi')).toBe(
      'Tệp không được vượt quá 5 MB',
    );
    expect(checkImageFile({ type: 'image/webp', size: 5 * 1024 * 1024 }, 5, 'en')).toBeNull();
  });
});

/**
 * The web's zod-free rules must say exactly what the contract's schemas (which the server runs) say:
 * each case goes through both, in both languages.
 */
describe('auth form rules agree with the contract schemas', () => {
  const schemas: Record<FormName, z.ZodType> = {
    login: loginBodySchema,
    register: registerBodySchema,
    forgotPassword: forgotBodySchema,
    resetPassword: resetPasswordBodySchema,
    updateMe: updateMeBodySchema,
    changePassword: changePasswordBodySchema,
  };

  function contractVerdict(name: FormName, values: Record<string, string>, language: Language) {
    const result = schemas[name].safeParse(values);
    if (result.success) return { ok: true, data: result.data, errors: {} };
    const errors = localizeIssues(result.error.issues, language, { input: values });
    return {
      ok: false,
      errors: Object.fromEntries(
        Object.entries(firstErrorByPath(errors)).map(([path, e]) => [path, e.message]),
      ),
    };
  }

  const long = (length: number, char = 'a') => char.repeat(length);
  const cases: [FormName, Record<string, string>][] = [
    ['login', { username: '', password: '' }],
    ['login', { username: '   ', password: ' ' }],
    ['login', { username: ' hocsinh01 ', password: 'x' }],
    ['login', { username: long(256), password: long(256) }],
    ['register', emptyRegistration],
    ['register', goodRegistration],
    ['register', { ...goodRegistration, username: 'hs01', password: 'abc def gh', confirmPassword: 'x' }],
    [
      'register',
      { ...goodRegistration, username: long(256), password: long(255), confirmPassword: long(255) },
    ],
    ['register', { ...goodRegistration, username: 'học sinh 01', email: 'lan@@example.vn' }],
    [
      'register',
      { ...goodRegistration, username: 'họcsinhđẹp', password: 'mậtkhẩuđẹp', confirmPassword: 'mậtkhẩuđẹp' },
    ],
    ['register', { ...goodRegistration, email: 'lan@example', phone: '0212345678' }],
    ['register', { ...goodRegistration, email: 'lan.nguyen+1@truong.edu.vn', phone: '0912345678' }],
    ['register', { ...goodRegistration, phone: '0112345678' }],
    ['register', { ...goodRegistration, phone: '091234567' }],
    ['register', { ...goodRegistration, phone: ' 0987654321 ' }],
    ['register', { ...goodRegistration, firstName: '!!!', lastName: long(101, 'á') }],
    ['register', { ...goodRegistration, firstName: '  ', lastName: '12' }],
    ['register', { ...goodRegistration, confirmPassword: 'matkhau124' }],
    ['register', { ...goodRegistration, password: '', confirmPassword: 'abc' }],
    ['register', { ...goodRegistration, username: '', confirmPassword: 'abc' }],
    ['register', { ...goodRegistration, email: '', confirmPassword: 'abc' }],
    ['resetPassword', { token: 't', password: '', confirmPassword: 'abc' }],
    ['changePassword', { currentPassword: '', password: 'matkhau456', confirmPassword: 'abc' }],
    ['forgotPassword', { email: '' }],
    ['forgotPassword', { email: ' a@b.vn ' }],
    ['forgotPassword', { email: `${long(65)}@b.vn` }],
    ['resetPassword', { token: 'abc', password: 'matkhau123', confirmPassword: 'matkhau123' }],
    ['resetPassword', { token: '', password: 'short', confirmPassword: '' }],
    ['updateMe', { email: 'a@b.vn', firstName: 'An', lastName: 'Lê', phone: '', socialUrl: '' }],
    [
      'updateMe',
      { email: 'a@b.vn', firstName: 'An', lastName: 'Lê', phone: '0312345678', socialUrl: 'facebook.com/an' },
    ],
    [
      'updateMe',
      { email: 'a@b.vn', firstName: 'An', lastName: 'Lê', phone: '', socialUrl: 'https://tên-miền.vn/trang' },
    ],
    [
      'updateMe',
      { email: 'a@b.vn', firstName: 'An', lastName: 'Lê', phone: '', socialUrl: 'ftp://files.vn' },
    ],
    [
      'updateMe',
      { email: 'a@b.vn', firstName: 'An', lastName: 'Lê', phone: '', socialUrl: 'http://192.168.1.1' },
    ],
    [
      'updateMe',
      { email: 'a@b.vn', firstName: 'An', lastName: 'Lê', phone: '', socialUrl: 'https://user:pw@site.vn' },
    ],
    ['updateMe', { email: 'a@b.vn', firstName: 'An', lastName: 'Lê', phone: '', socialUrl: 'localhost' }],
    ['updateMe', { email: '', firstName: '', lastName: '', phone: 'abc', socialUrl: 'a b' }],
    ['changePassword', { currentPassword: '', password: '', confirmPassword: '' }],
    ['changePassword', { currentPassword: 'x', password: 'matkhau456', confirmPassword: 'matkhau455' }],
    // Not compared: a current password over 255 characters. The contract's `.max(255)` there has no
    // message key, so the schema-level 'required' answers it ("Field required"); the web says 'tooLong'.
  ];

  it.each(cases)('%s %o', (name, values) => {
    for (const language of ['vi', 'en'] as const) {
      expect(validateForm(name, values, language)).toEqual(contractVerdict(name, values, language));
    }
  });
});
