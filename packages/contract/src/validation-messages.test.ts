import { describe, expect, it } from 'vitest';
import {
  isValidationKey,
  translateValidation,
  VALIDATION_KEYS,
  validationMessages,
  validationMessagesFor,
} from './validation-messages';

describe('validationMessages', () => {
  it('keeps the English texts of spec §5 verbatim, typo included', () => {
    expect(validationMessages.phone.en).toBe('Not a valid phone number!');
    expect(validationMessages.website.en).toBe('Not a valid website!');
    expect(validationMessages.email.en).toBe('Not a valid email!');
    expect(validationMessages.containsLetter.en).toBe('Must contain a letter');
    expect(validationMessages.integer.en).toBe('Not an interger or valid number');
    expect(validationMessages.nonNegative.en).toBe('Not accept negative number');
    expect(validationMessages.required.en).toBe('Field required');
  });

  it('has Vietnamese with diacritics for the spec rules', () => {
    expect(validationMessages.phone.vi).toBe('Số điện thoại không hợp lệ!');
    expect(validationMessages.required.vi).toBe('Trường này là bắt buộc');
    expect(validationMessages.website.vi).toBe('Địa chỉ website không hợp lệ!');
    expect(validationMessages.email.vi).toBe('Email không hợp lệ!');
    expect(validationMessages.integer.vi).toBe('Không phải số nguyên hoặc số hợp lệ');
    expect(validationMessages.nonNegative.vi).toBe('Không chấp nhận số âm');
    expect(validationMessages.confirmPassword.vi).toBe('Mật khẩu xác nhận không khớp');
  });

  it('has the keys the schemas and the issue mapper use', () => {
    for (const key of [
      'required',
      'phone',
      'website',
      'email',
      'containsLetter',
      'integer',
      'nonNegative',
      'username',
      'password',
      'lengthRange',
      'lettersOrDigits',
      'confirmPassword',
      'numbersOnly',
      'invalidType',
      'tooShort',
      'tooLong',
      'tooSmall',
      'tooBig',
      'invalidValue',
      'unknownField',
      'invalid',
    ]) {
      expect(VALIDATION_KEYS).toContain(key);
    }
  });

  it('gives every key a non-empty text in both languages, with the same placeholders', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const key of VALIDATION_KEYS) {
      const { en, vi } = validationMessages[key];
      expect(en.trim(), key).not.toBe('');
      expect(vi.trim(), key).not.toBe('');
      expect(placeholders(vi), key).toEqual(placeholders(en));
    }
  });

  it('writes Vietnamese in precomposed (NFC) form so it compares and searches reliably', () => {
    for (const key of VALIDATION_KEYS) {
      const { vi } = validationMessages[key];
      expect(vi, key).toBe(vi.normalize('NFC'));
    }
  });
});

describe('translateValidation', () => {
  it('answers the text of the language', () => {
    expect(translateValidation('required', 'vi')).toBe('Trường này là bắt buộc');
    expect(translateValidation('required', 'en')).toBe('Field required');
    expect(translateValidation('username', 'vi')).toBe(
      'Tên đăng nhập phải từ 8 đến 255 ký tự, chỉ gồm chữ cái không dấu (a–z, A–Z), chữ số và các dấu . _ -',
    );
    expect(translateValidation('password', 'en')).toBe('Password must be 8 to 255 characters without spaces');
  });

  it('fills {{placeholders}} from params', () => {
    expect(translateValidation('lengthRange', 'vi', { min: 2, max: 100 })).toBe(
      'Độ dài phải từ 2 đến 100 ký tự',
    );
    expect(translateValidation('lengthRange', 'en', { min: 2, max: 100 })).toBe(
      'Length must be between 2 and 100 characters',
    );
    expect(translateValidation('tooFewItems', 'vi', { min: 1 })).toBe('Cần ít nhất 1 mục');
    expect(translateValidation('fileTooLarge', 'en', { maxMb: 20 })).toBe('File must not exceed 20 MB');
    expect(translateValidation('imageTooSmall', 'vi', { width: 300, height: 200 })).toBe(
      'Hình ảnh phải có kích thước tối thiểu 300x200 px',
    );
  });

  it('leaves a placeholder without its param visible rather than printing undefined', () => {
    expect(translateValidation('tooShort', 'en')).toBe('Must be at least {{min}} characters');
    expect(translateValidation('tooShort', 'vi', { max: 3 })).toBe('Phải có ít nhất {{min}} ký tự');
  });
});

describe('isValidationKey', () => {
  it('accepts own keys only', () => {
    expect(isValidationKey('phone')).toBe(true);
    expect(isValidationKey('Invalid email address')).toBe(false);
    expect(isValidationKey('toString')).toBe(false);
    expect(isValidationKey(undefined)).toBe(false);
    expect(isValidationKey(42)).toBe(false);
  });
});

describe('validationMessagesFor', () => {
  it('builds the i18n namespace of one language with placeholders kept', () => {
    const vi = validationMessagesFor('vi');
    expect(Object.keys(vi)).toEqual(VALIDATION_KEYS);
    expect(vi.phone).toBe('Số điện thoại không hợp lệ!');
    expect(vi.lengthRange).toBe('Độ dài phải từ {{min}} đến {{max}} ký tự');
    expect(validationMessagesFor('en').integer).toBe('Not an interger or valid number');
  });
});
