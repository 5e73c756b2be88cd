import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  charCount,
  containsLetter,
  emailSchema,
  hasWhitespace,
  idListSchema,
  idSchema,
  integerSchema,
  isImageType,
  isLengthBetween,
  isLettersOrDigits,
  isNumbersOnly,
  isPdfOrMp4,
  isSafeLink,
  isValidEmail,
  isValidPassword,
  isValidPhone,
  isValidUsername,
  isValidWebsite,
  isWithinSize,
  lengthBetween,
  lettersOrDigitsSchema,
  linkSchema,
  nonNegativeInteger,
  numbersOnlySchema,
  passwordSchema,
  phoneSchema,
  required,
  requiredString,
  textWithLetter,
  usernameSchema,
  websiteSchema,
  withConfirmPassword,
} from './validators';

/** The messages (keys) a schema raises for a value, with their paths. */
function keysOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((issue) =>
    issue.path.length > 0 ? `${issue.path.join('.')}:${issue.message}` : issue.message,
  );
}

// Vietnamese in decomposed form (as some keyboards and macOS file names produce it).
const NFD = (text: string) => text.normalize('NFD');

describe('isValidPhone', () => {
  it.each([
    '0912345678', // 09 + 8 digits
    '0987654321',
    '0281234567', // 0 + 2 + 8 digits (landline prefix)
    '0321234567',
    '0898765432',
    '0701234567',
  ])('accepts %s', (value) => {
    expect(isValidPhone(value)).toBe(true);
  });

  it.each([
    ['', 'empty'],
    ['0112345678', 'second digit 1'],
    ['0012345678', 'second digit 0'],
    ['091234567', '9 digits'],
    ['09123456789', '11 digits'],
    ['912345678', 'no leading 0'],
    ['+84912345678', 'international form'],
    ['0912 345 678', 'spaces'],
    ['0912-345-678', 'hyphens'],
    ['09123456７8', 'a full-width digit'],
    [' 0912345678', 'leading space'],
  ])('refuses %s (%s)', (value) => {
    expect(isValidPhone(value)).toBe(false);
  });
});

describe('isValidEmail', () => {
  it.each([
    'hocsinh@gmail.com',
    'nguyen.van.a@truong.edu.vn',
    'thay_giao+toan12@school.vn',
    "o'neil@example.org",
    'A.B-C@sub.domain.co',
  ])('accepts %s', (value) => {
    expect(isValidEmail(value)).toBe(true);
  });

  it.each([
    '',
    'hocsinh',
    'hocsinh@',
    '@gmail.com',
    'hoc sinh@gmail.com',
    'hocsinh@gmail',
    'hocsinh@gmail.c',
    'hoc..sinh@gmail.com',
    '.hocsinh@gmail.com',
    'hocsinh.@gmail.com',
    'hocsinh@-gmail.com',
    'hocsinh@gmail..com',
    'học.sinh@gmail.com',
    'a@b@gmail.com',
    `${'a'.repeat(65)}@gmail.com`,
    `a@${'b'.repeat(250)}.com`,
    'hoc\u200bsinh@gmail.com', // zero-width space
    'hocsinh@gmail.com\u200b',
    'hocsinh\u0000@gmail.com', // NUL
    'hocsinh@gm\u202eail.com', // right-to-left override
    'h\u043ecsinh@gmail.com', // Cyrillic о
  ])('refuses %j', (value) => {
    expect(isValidEmail(value)).toBe(false);
  });
});

describe('isValidWebsite', () => {
  it.each([
    'https://facebook.com/nguyen.van.a',
    'http://toanhoc.vn',
    'www.toanhoc.edu.vn',
    'toanhoc.vn/khoa-hoc?id=12#gioi-thieu',
    'HTTPS://WWW.YOUTUBE.COM/@ThayGiao',
    'https://sub.example.com:8080/path',
    'https://tên-miền.vn/trang', // an internationalised name (punycode)
    'http://xn--tn-min-iva0322d.vn',
  ])('accepts %s', (value) => {
    expect(isValidWebsite(value)).toBe(true);
  });

  it.each([
    '',
    'facebook',
    'http://',
    'https://localhost',
    'http://192.168.1.1',
    'ftp://toanhoc.vn',
    'javascript:alert(1)',
    'mailto:a@b.vn',
    'https://toan hoc.vn',
    'https://toanhoc.vn/ trang',
    'https://user:pass@toanhoc.vn',
    'https://toanhoc..vn',
    'https://-toanhoc.vn',
    'https://toanhoc.v',
    'https://toanhoc.123',
  ])('refuses %j', (value) => {
    expect(isValidWebsite(value)).toBe(false);
  });
});

describe('isSafeLink', () => {
  it.each([
    '/',
    '/sach',
    '/sach/12/chinh-phuc-toan-12?tab=mo-ta#muc-luc',
    '/tim-kiem?u=https://example.com//x', // a double slash in the query is no host
    '/tin-tuc/%2F%2Fkhong-phai-host',
    '/trang/tiếng-việt',
    'https://toanhay.vn/khuyen-mai',
    'http://192.168.1.10:8080/lop-hoc',
    'HTTPS://WWW.YOUTUBE.COM/@ThayGiao',
    'https://tên-miền.vn/trang',
  ])('accepts %j', (value) => {
    expect(isSafeLink(value)).toBe(true);
  });

  it.each([
    ['', 'empty'],
    ['//evil.example', 'protocol-relative: another site'],
    ['//evil.example/sach', 'protocol-relative with a path'],
    ['/\\evil.example', 'a backslash reads as a slash'],
    ['\\\\evil.example', 'two backslashes'],
    ['/sach\\x', 'a backslash anywhere'],
    ['/\t/evil.example', 'a tab the browser drops'],
    ['/\n/evil.example', 'a newline the browser drops'],
    ['/sach\u0000', 'a NUL'],
    ['/sach\u007f', 'DEL'],
    ['/sach\u0085', 'a C1 control'],
    ['/sach\u202e', 'a bidi override'],
    ['/ sach', 'a space'],
    ['/.//evil.example', 'a dot segment that resolves to //host'],
    ['/..//evil.example', 'a parent segment that resolves to //host'],
    ['javascript:alert(1)', 'javascript:'],
    ['JavaScript:alert(1)', 'javascript: in another case'],
    ['data:text/html,<script>alert(1)</script>', 'data:'],
    ['vbscript:msgbox(1)', 'vbscript:'],
    ['mailto:a@b.vn', 'another scheme'],
    ['ftp://toanhay.vn', 'ftp'],
    ['https://', 'no host'],
    ['https:///evil.example', 'an empty authority'],
    ['https:evil.example', 'no slashes'],
    ['https://toanhay.vn@evil.example', 'credentials that disguise the host'],
    ['sach/12', 'a relative path'],
    ['evil.example', 'a bare host'],
    [' /sach', 'leading space (schemas trim first)'],
  ])('refuses %j (%s)', (value) => {
    expect(isSafeLink(value)).toBe(false);
  });
});

describe('containsLetter', () => {
  it('finds Latin, Vietnamese and other letters', () => {
    expect(containsLetter('Lớp 12A')).toBe(true);
    expect(containsLetter('đ')).toBe(true);
    expect(containsLetter('12 ư')).toBe(true);
    expect(containsLetter(NFD('Ấ'))).toBe(true);
  });

  it('refuses text with no letter', () => {
    expect(containsLetter('')).toBe(false);
    expect(containsLetter('2024')).toBe(false);
    expect(containsLetter('!!! --- 123')).toBe(false);
    expect(containsLetter('😀')).toBe(false);
  });
});

describe('isLettersOrDigits', () => {
  it('accepts letters (with accents, composed or not) and digits', () => {
    expect(isLettersOrDigits('Toan12')).toBe(true);
    expect(isLettersOrDigits('HàmSố')).toBe(true);
    expect(isLettersOrDigits(NFD('HàmSố'))).toBe(true);
    expect(isLettersOrDigits('2024')).toBe(true);
  });

  it('refuses spaces, punctuation and the empty string', () => {
    expect(isLettersOrDigits('Hàm số')).toBe(false);
    expect(isLettersOrDigits('toan-12')).toBe(false);
    expect(isLettersOrDigits('a_b')).toBe(false);
    expect(isLettersOrDigits('½')).toBe(false);
    expect(isLettersOrDigits('')).toBe(false);
  });
});

describe('isNumbersOnly', () => {
  it('accepts ASCII digits, leading zeros included', () => {
    expect(isNumbersOnly('0123456789')).toBe(true);
    expect(isNumbersOnly('007')).toBe(true);
  });

  it('refuses signs, decimals, spaces, other digits and the empty string', () => {
    for (const value of ['', '-1', '+1', '1.5', '1,000', '1 000', '١٢', '１２', 'abc']) {
      expect(isNumbersOnly(value), value).toBe(false);
    }
  });
});

describe('charCount and lengths', () => {
  it('counts characters, not UTF-16 units or combining marks', () => {
    expect(charCount('Hàm số')).toBe(6);
    expect(charCount(NFD('Hàm số'))).toBe(6);
    expect(NFD('Hàm số').length).toBe(9);
    expect(charCount('😀😀')).toBe(2);
    expect(isLengthBetween('Đồ thị', 6, 6)).toBe(true);
    expect(isLengthBetween('', 0, 3)).toBe(true);
    expect(isLengthBetween('abcd', 1, 3)).toBe(false);
  });

  it('detects whitespace of any kind', () => {
    expect(hasWhitespace('a b')).toBe(true);
    expect(hasWhitespace('a\tb')).toBe(true);
    expect(hasWhitespace('a\u00a0b')).toBe(true);
    expect(hasWhitespace('ab')).toBe(false);
  });
});

describe('isValidUsername / isValidPassword', () => {
  it('accepts 8 to 255 ASCII letters, digits, dots, underscores and hyphens', () => {
    expect(isValidUsername('hocsinh1')).toBe(true);
    expect(isValidUsername('Hoc.Sinh_01-a')).toBe(true);
    expect(isValidUsername('a'.repeat(255))).toBe(true);
    expect(isValidPassword('MậtKhẩu@2024')).toBe(true);
    expect(isValidPassword('12345678')).toBe(true);
  });

  it('refuses short, long or spaced values', () => {
    expect(isValidUsername('hocsinh')).toBe(false);
    expect(isValidUsername('a'.repeat(256))).toBe(false);
    expect(isValidUsername('hoc sinh1')).toBe(false);
    expect(isValidPassword('mật khẩu123')).toBe(false);
    expect(isValidPassword('1234567')).toBe(false);
    expect(isValidPassword(' 12345678')).toBe(false);
  });

  it('refuses look-alikes, invisible characters, direction overrides and accented twins', () => {
    expect(isValidUsername('h\u043ecsinh01')).toBe(false); // Cyrillic о
    expect(isValidUsername('hocsinh\u200b01')).toBe(false); // zero-width space
    expect(isValidUsername('hocsinh\u200d01')).toBe(false); // zero-width joiner
    expect(isValidUsername('hocsinh\u202e10')).toBe(false); // right-to-left override
    expect(isValidUsername('hocsinh\u000001')).toBe(false); // NUL
    expect(isValidUsername('hocsinh\u00ad01')).toBe(false); // soft hyphen
    expect(isValidUsername('ｈｏｃｓｉｎｈ０１')).toBe(false); // full-width forms
    // Both spellings of an accented letter are refused, so no NFC/NFD pair can exist.
    expect(isValidUsername('tiếngviệt')).toBe(false);
    expect(isValidUsername(NFD('tiếngviệt'))).toBe(false);
    expect(isValidUsername('nguyễnvăn')).toBe(false);
  });

  it('judges the NFC form: a character canonically equal to an ASCII letter counts as that letter', () => {
    // U+212A KELVIN SIGN is canonically the letter K.
    expect(isValidUsername('hocsinh\u212a')).toBe(true);
  });
});

describe('upload predicates', () => {
  it('isPdfOrMp4 checks the extension and, when given, the declared type', () => {
    expect(isPdfOrMp4('De thi 2024.PDF')).toBe(true);
    expect(isPdfOrMp4('bai-giang.mp4', 'video/mp4')).toBe(true);
    expect(isPdfOrMp4('tai-lieu.pdf', 'application/pdf')).toBe(true);
    expect(isPdfOrMp4('tai-lieu.pdf', 'application/x-msdownload')).toBe(false);
    expect(isPdfOrMp4('tai-lieu.docx')).toBe(false);
    expect(isPdfOrMp4('pdf')).toBe(false);
    expect(isPdfOrMp4('video.mp4.exe')).toBe(false);
  });

  it('isImageType and isWithinSize', () => {
    expect(isImageType('image/png')).toBe(true);
    expect(isImageType('image/svg+xml')).toBe(true);
    expect(isImageType('application/pdf')).toBe(false);
    expect(isImageType('image/')).toBe(false);
    expect(isWithinSize(5 * 1024 * 1024, 5)).toBe(true);
    expect(isWithinSize(5 * 1024 * 1024 + 1, 5)).toBe(false);
    expect(isWithinSize(-1, 5)).toBe(false);
  });
});

describe('requiredString and required()', () => {
  it('trims and refuses blank or missing input', () => {
    expect(requiredString.parse('  Nguyễn Văn A  ')).toBe('Nguyễn Văn A');
    expect(keysOf(requiredString, '')).toEqual(['required']);
    expect(keysOf(requiredString, '   ')).toEqual(['required']);
    expect(keysOf(requiredString, undefined)).toEqual(['required']);
    expect(keysOf(requiredString, null)).toEqual(['required']);
    expect(keysOf(requiredString, 12)).toEqual(['invalidType']);
  });

  it('makes a format schema required, checking presence first', () => {
    const requiredPhone = required(phoneSchema);
    expect(requiredPhone.parse(' 0912345678 ')).toBe('0912345678');
    expect(keysOf(requiredPhone, '')).toEqual(['required']);
    expect(keysOf(requiredPhone, undefined)).toEqual(['required']);
    expect(keysOf(requiredPhone, '12345')).toEqual(['phone']);
    expect(keysOf(required(emailSchema), '  ')).toEqual(['required']);
    expect(keysOf(required(emailSchema), 'hocsinh@')).toEqual(['email']);
  });
});

describe('phoneSchema', () => {
  it('accepts an empty string and trims', () => {
    expect(phoneSchema.parse('')).toBe('');
    expect(phoneSchema.parse('   ')).toBe('');
    expect(phoneSchema.parse(' 0912345678\n')).toBe('0912345678');
  });

  it('refuses with the phone key', () => {
    expect(keysOf(phoneSchema, '0112345678')).toEqual(['phone']);
    expect(keysOf(phoneSchema, '+84912345678')).toEqual(['phone']);
    expect(keysOf(phoneSchema, 912345678)).toEqual(['phone']);
    expect(keysOf(phoneSchema, undefined)).toEqual(['required']);
  });

  it('is optional when the field may be omitted', () => {
    expect(phoneSchema.optional().parse(undefined)).toBeUndefined();
  });
});

describe('linkSchema', () => {
  it('trims, allows the empty string and raises the bilingual link message', () => {
    expect(linkSchema.parse('')).toBe('');
    expect(linkSchema.parse('  /sach  ')).toBe('/sach');
    expect(keysOf(linkSchema, '//evil.example')).toEqual(['link']);
    expect(keysOf(linkSchema, '/\\evil.example')).toEqual(['link']);
    expect(keysOf(linkSchema, `/${'a'.repeat(2000)}`)).toEqual(['tooLong']);
    expect(keysOf(required(linkSchema), '  ')).toEqual(['required']);
  });
});

describe('websiteSchema and emailSchema', () => {
  it('accept empty strings and valid values, trimmed', () => {
    expect(websiteSchema.parse('')).toBe('');
    expect(websiteSchema.parse(' facebook.com/thaygiao ')).toBe('facebook.com/thaygiao');
    expect(emailSchema.parse('')).toBe('');
    expect(emailSchema.parse(' hocsinh@gmail.com ')).toBe('hocsinh@gmail.com');
  });

  it('refuse with their keys', () => {
    expect(keysOf(websiteSchema, 'trang cá nhân')).toEqual(['website']);
    expect(keysOf(emailSchema, 'hocsinh@gmail')).toEqual(['email']);
    expect(keysOf(emailSchema, 42)).toEqual(['email']);
    expect(keysOf(emailSchema, 'hoc\u200bsinh@gmail.com')).toEqual(['email']);
    expect(keysOf(emailSchema, 'hocsinh@gmail.com\u0007')).toEqual(['email']);
  });
});

describe('textWithLetter', () => {
  it('accepts text with a letter, and empty text', () => {
    expect(textWithLetter.parse(' Lớp 10A1 ')).toBe('Lớp 10A1');
    expect(textWithLetter.parse('')).toBe('');
  });

  it('refuses digits and symbols only', () => {
    expect(keysOf(textWithLetter, '2024')).toEqual(['containsLetter']);
    expect(keysOf(textWithLetter, '--- !!! ---')).toEqual(['containsLetter']);
    expect(keysOf(required(textWithLetter), '  ')).toEqual(['required']);
  });
});

describe('usernameSchema and passwordSchema', () => {
  it('accept valid values unchanged (no trimming)', () => {
    expect(usernameSchema.parse('hocsinh_2024')).toBe('hocsinh_2024');
    expect(usernameSchema.parse('hocsinh\u212a')).toBe('hocsinhK');
    expect(passwordSchema.parse('MậtKhẩu#2024')).toBe('MậtKhẩu#2024');
  });

  it('say required for empty or missing input', () => {
    expect(keysOf(usernameSchema, '')).toEqual(['required']);
    expect(keysOf(usernameSchema, undefined)).toEqual(['required']);
    expect(keysOf(passwordSchema, '')).toEqual(['required']);
    expect(keysOf(passwordSchema, null)).toEqual(['required']);
  });

  it('refuse short, long and spaced values with a single issue', () => {
    expect(keysOf(usernameSchema, 'ngắn')).toEqual(['username']);
    expect(keysOf(usernameSchema, 'nguyen van a')).toEqual(['username']);
    expect(keysOf(usernameSchema, ' hocsinh2024')).toEqual(['username']);
    expect(keysOf(usernameSchema, 'x'.repeat(256))).toEqual(['username']);
    expect(keysOf(usernameSchema, 'h\u043ecsinh01')).toEqual(['username']);
    expect(keysOf(usernameSchema, 'hocsinh\u200b01')).toEqual(['username']);
    expect(keysOf(passwordSchema, 'mat khau 123')).toEqual(['password']);
    expect(keysOf(passwordSchema, '1234567')).toEqual(['password']);
    expect(keysOf(passwordSchema, 12345678)).toEqual(['password']);
  });
});

describe('lengthBetween', () => {
  const title = lengthBetween(2, 10);

  it('counts trimmed characters', () => {
    expect(title.parse('  Đồ thị  ')).toBe('Đồ thị');
    expect(title.parse(NFD('Hàm số bậc'))).toBe(NFD('Hàm số bậc'));
  });

  it('refuses with lengthRange and carries min and max as params', () => {
    const result = title.safeParse('Hàm số bậc hai');
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      { code: 'custom', path: [], message: 'lengthRange', params: { min: 2, max: 10 } },
    ]);
    expect(keysOf(title, 'a')).toEqual(['lengthRange']);
    expect(keysOf(title, '')).toEqual(['lengthRange']);
    expect(keysOf(title, undefined)).toEqual(['required']);
  });
});

describe('lettersOrDigitsSchema and numbersOnlySchema', () => {
  it('accept their values and empty strings', () => {
    expect(lettersOrDigitsSchema.parse(' MaKichHoat2024 ')).toBe('MaKichHoat2024');
    expect(lettersOrDigitsSchema.parse('')).toBe('');
    expect(numbersOnlySchema.parse(' 00123 ')).toBe('00123');
    expect(numbersOnlySchema.parse('')).toBe('');
  });

  it('refuse with their keys', () => {
    expect(keysOf(lettersOrDigitsSchema, 'Mã kích hoạt')).toEqual(['lettersOrDigits']);
    expect(keysOf(lettersOrDigitsSchema, 'ma-kich-hoat')).toEqual(['lettersOrDigits']);
    expect(keysOf(numbersOnlySchema, '12a')).toEqual(['numbersOnly']);
    expect(keysOf(numbersOnlySchema, '-12')).toEqual(['numbersOnly']);
  });
});

describe('integerSchema, nonNegativeInteger, idSchema', () => {
  it('take numbers and decimal integer text', () => {
    expect(integerSchema.parse(12)).toBe(12);
    expect(integerSchema.parse(' -3 ')).toBe(-3);
    expect(integerSchema.parse('+7')).toBe(7);
    expect(nonNegativeInteger.parse('0')).toBe(0);
    expect(nonNegativeInteger.parse('1250000')).toBe(1250000);
    expect(idSchema.parse('42')).toBe(42);
  });

  it('refuse non-integers with the integer key (never turning blank into 0)', () => {
    for (const value of [
      '',
      '  ',
      'abc',
      '1.5',
      '1e3',
      '0x10',
      1.5,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      true,
      {},
    ]) {
      expect(keysOf(integerSchema, value), String(value)).toEqual(['integer']);
    }
    expect(keysOf(integerSchema, 2 ** 60)).toEqual(['integer']);
    expect(keysOf(integerSchema, undefined)).toEqual(['required']);
    expect(keysOf(integerSchema, null)).toEqual(['required']);
  });

  it('refuse negatives with nonNegative, and ids below 1 with tooSmall', () => {
    expect(keysOf(nonNegativeInteger, -1)).toEqual(['nonNegative']);
    expect(keysOf(nonNegativeInteger, '-5')).toEqual(['nonNegative']);
    expect(keysOf(nonNegativeInteger, '2.5')).toEqual(['integer']);
    expect(keysOf(idSchema, '0')).toEqual(['tooSmall']);
    expect(keysOf(idSchema, 'abc')).toEqual(['integer']);
  });

  it('idListSchema reads arrays and comma lists', () => {
    expect(idListSchema.parse([1, '2', 3])).toEqual([1, 2, 3]);
    expect(idListSchema.parse('4, 5,,6')).toEqual([4, 5, 6]);
    expect(idListSchema.parse('')).toEqual([]);
    expect(keysOf(idListSchema, '1,x,0')).toEqual(['1:integer', '2:tooSmall']);
    expect(keysOf(idListSchema, undefined)).toEqual(['required']);
  });
});

describe('withConfirmPassword', () => {
  const signUp = withConfirmPassword(
    z.object({ username: usernameSchema, password: passwordSchema, confirmPassword: z.string() }),
  );

  it('accepts matching passwords', () => {
    expect(
      signUp.parse({ username: 'hocsinh2024', password: 'MậtKhẩu2024', confirmPassword: 'MậtKhẩu2024' }),
    ).toEqual({ username: 'hocsinh2024', password: 'MậtKhẩu2024', confirmPassword: 'MậtKhẩu2024' });
  });

  it('reports a mismatch on confirmPassword', () => {
    expect(
      keysOf(signUp, { username: 'hocsinh2024', password: 'MậtKhẩu2024', confirmPassword: 'MatKhau2024' }),
    ).toEqual(['confirmPassword:confirmPassword']);
  });

  it('reports the mismatch together with other field errors', () => {
    expect(keysOf(signUp, { username: 'ngắn', password: 'MậtKhẩu2024', confirmPassword: 'khác' })).toEqual([
      'username:username',
      'confirmPassword:confirmPassword',
    ]);
  });

  it('does not claim a mismatch when a field is missing', () => {
    expect(keysOf(signUp, { username: 'hocsinh2024', password: 'MậtKhẩu2024' })).toEqual([
      'confirmPassword:Invalid input: expected string, received undefined',
    ]);
  });

  it('takes other field names', () => {
    const change = withConfirmPassword(z.object({ newPassword: passwordSchema, repeat: z.string() }), {
      passwordField: 'newPassword',
      confirmField: 'repeat',
    });
    expect(keysOf(change, { newPassword: 'MậtKhẩuMới1', repeat: 'MậtKhẩuMới2' })).toEqual([
      'repeat:confirmPassword',
    ]);
    expect(change.parse({ newPassword: 'MậtKhẩuMới1', repeat: 'MậtKhẩuMới1' }).repeat).toBe('MậtKhẩuMới1');
  });
});
