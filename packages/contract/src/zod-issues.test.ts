import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  emailSchema,
  lengthBetween,
  nonNegativeInteger,
  passwordSchema,
  phoneSchema,
  required,
  textWithLetter,
  usernameSchema,
  websiteSchema,
  withConfirmPassword,
} from './validators';
import {
  firstErrorByPath,
  issuePath,
  keyedErrorMap,
  localizeIssues,
  resolveIssue,
  validationDetails,
} from './zod-issues';

function issuesOf(schema: z.ZodType, value: unknown, reportInput = false): z.core.$ZodIssue[] {
  const result = schema.safeParse(value, { reportInput });
  if (result.success) throw new Error('expected the parse to fail');
  return result.error.issues;
}

describe('issuePath', () => {
  it('joins keys and indexes with dots', () => {
    expect(issuePath(['items', 0, 'qty'])).toBe('items.0.qty');
    expect(issuePath([])).toBe('');
    expect(issuePath([Symbol('meta'), 'a'])).toBe('meta.a');
  });
});

describe('localizeIssues with the contract schemas', () => {
  const register = withConfirmPassword(
    z
      .object({
        username: usernameSchema,
        email: required(emailSchema),
        phone: phoneSchema,
        fullName: required(textWithLetter),
        website: websiteSchema,
        password: passwordSchema,
        confirmPassword: z.string(),
      })
      .strict(),
  );
  const badSignUp = {
    username: 'hoc sinh',
    email: 'hocsinh@',
    phone: '0123456789',
    fullName: '2024',
    website: 'trang của tôi',
    password: 'mật khẩu',
    confirmPassword: 'matkhau',
    role: 'admin',
    isAdmin: true,
  };

  it('answers Vietnamese messages', () => {
    expect(localizeIssues(issuesOf(register, badSignUp), 'vi')).toEqual([
      {
        path: 'username',
        key: 'username',
        message:
          'Tên đăng nhập phải từ 8 đến 255 ký tự, chỉ gồm chữ cái không dấu (a–z, A–Z), chữ số và các dấu . _ -',
      },
      { path: 'email', key: 'email', message: 'Email không hợp lệ!' },
      { path: 'phone', key: 'phone', message: 'Số điện thoại không hợp lệ!' },
      { path: 'fullName', key: 'containsLetter', message: 'Phải chứa ít nhất một chữ cái' },
      { path: 'website', key: 'website', message: 'Địa chỉ website không hợp lệ!' },
      {
        path: 'password',
        key: 'password',
        message: 'Mật khẩu phải từ 8 đến 255 ký tự và không chứa khoảng trắng',
      },
      { path: 'role', key: 'unknownField', message: 'Trường không được hỗ trợ' },
      { path: 'isAdmin', key: 'unknownField', message: 'Trường không được hỗ trợ' },
      { path: 'confirmPassword', key: 'confirmPassword', message: 'Mật khẩu xác nhận không khớp' },
    ]);
  });

  it('answers the same issues in English, with the spec texts verbatim', () => {
    expect(localizeIssues(issuesOf(register, badSignUp), 'en')).toEqual([
      {
        path: 'username',
        key: 'username',
        message:
          'Username must be 8 to 255 characters, only letters without accents (a–z, A–Z), digits and . _ -',
      },
      { path: 'email', key: 'email', message: 'Not a valid email!' },
      { path: 'phone', key: 'phone', message: 'Not a valid phone number!' },
      { path: 'fullName', key: 'containsLetter', message: 'Must contain a letter' },
      { path: 'website', key: 'website', message: 'Not a valid website!' },
      { path: 'password', key: 'password', message: 'Password must be 8 to 255 characters without spaces' },
      { path: 'role', key: 'unknownField', message: 'Unknown field' },
      { path: 'isAdmin', key: 'unknownField', message: 'Unknown field' },
      { path: 'confirmPassword', key: 'confirmPassword', message: 'Confirm password does not match' },
    ]);
  });

  it('says required for blank and missing fields', () => {
    const issues = issuesOf(register, { email: '   ', fullName: '', password: '', confirmPassword: '' });
    expect(localizeIssues(issues, 'vi')).toEqual([
      { path: 'username', key: 'required', message: 'Trường này là bắt buộc' },
      { path: 'email', key: 'required', message: 'Trường này là bắt buộc' },
      { path: 'phone', key: 'required', message: 'Trường này là bắt buộc' },
      { path: 'fullName', key: 'required', message: 'Trường này là bắt buộc' },
      { path: 'website', key: 'required', message: 'Trường này là bắt buộc' },
      { path: 'password', key: 'required', message: 'Trường này là bắt buộc' },
    ]);
    expect(localizeIssues(issues, 'en').map((error) => error.message)).toEqual(
      Array(6).fill('Field required'),
    );
  });

  it('fills params of keyed issues: lengthRange', () => {
    const course = z.object({ name: lengthBetween(5, 20) });
    expect(localizeIssues(issuesOf(course, { name: 'Toán' }), 'vi')).toEqual([
      { path: 'name', key: 'lengthRange', message: 'Độ dài phải từ 5 đến 20 ký tự' },
    ]);
    expect(localizeIssues(issuesOf(course, { name: 'Toán' }), 'en')).toEqual([
      { path: 'name', key: 'lengthRange', message: 'Length must be between 5 and 20 characters' },
    ]);
  });

  it('localises the integer rules of the spec', () => {
    const cart = z.object({ quantity: nonNegativeInteger, price: nonNegativeInteger });
    const issues = issuesOf(cart, { quantity: '1,5', price: '-100' });
    expect(localizeIssues(issues, 'en')).toEqual([
      { path: 'quantity', key: 'integer', message: 'Not an interger or valid number' },
      { path: 'price', key: 'nonNegative', message: 'Not accept negative number' },
    ]);
    expect(localizeIssues(issues, 'vi')).toEqual([
      { path: 'quantity', key: 'integer', message: 'Không phải số nguyên hoặc số hợp lệ' },
      { path: 'price', key: 'nonNegative', message: 'Không chấp nhận số âm' },
    ]);
  });
});

describe('localizeIssues with zod built-ins', () => {
  const book = z
    .object({
      name: z.string().min(3).max(10),
      code: z.string().length(4),
      title: z.string().min(1),
      summary: z.string().max(5),
      quantity: z.number().int().min(1).max(100),
      price: z.number().nonnegative(),
      discount: z.number().positive(),
      rating: z.number().lt(5),
      tags: z.array(z.string()).min(1),
      images: z.array(z.string()).max(2),
      status: z.enum(['ACTIVE', 'INACTIVE']),
      email: z.email(),
      website: z.url(),
      releasedAt: z.iso.date(),
      items: z.array(z.object({ qty: z.int() })),
      kind: z.literal('BOOK'),
      author: z.string(),
    })
    .strict();
  const badBook = {
    name: 'ab',
    code: 'abc',
    title: '',
    summary: 'Sách hay',
    quantity: 101,
    price: -1,
    discount: 0,
    rating: 5,
    tags: [],
    images: ['a.png', 'b.png', 'c.png'],
    status: 'DELETED',
    email: 'x@',
    website: 'không phải địa chỉ',
    releasedAt: '2024-02-30',
    items: [{ qty: 2 }, { qty: 1.5 }],
    kind: 'COURSE',
    price_vnd: 1,
  };

  it('maps every built-in issue to a key with its bounds, in Vietnamese', () => {
    expect(localizeIssues(issuesOf(book, badBook), 'vi')).toEqual([
      { path: 'name', key: 'tooShort', message: 'Phải có ít nhất 3 ký tự' },
      { path: 'code', key: 'exactLength', message: 'Phải có đúng 4 ký tự' },
      { path: 'title', key: 'required', message: 'Trường này là bắt buộc' },
      { path: 'summary', key: 'tooLong', message: 'Chỉ được tối đa 5 ký tự' },
      { path: 'quantity', key: 'tooBig', message: 'Phải nhỏ hơn hoặc bằng 100' },
      { path: 'price', key: 'nonNegative', message: 'Không chấp nhận số âm' },
      { path: 'discount', key: 'greaterThan', message: 'Phải lớn hơn 0' },
      { path: 'rating', key: 'lessThan', message: 'Phải nhỏ hơn 5' },
      { path: 'tags', key: 'tooFewItems', message: 'Cần ít nhất 1 mục' },
      { path: 'images', key: 'tooManyItems', message: 'Chỉ được tối đa 2 mục' },
      { path: 'status', key: 'invalidValue', message: 'Lựa chọn không hợp lệ' },
      { path: 'email', key: 'email', message: 'Email không hợp lệ!' },
      { path: 'website', key: 'website', message: 'Địa chỉ website không hợp lệ!' },
      { path: 'releasedAt', key: 'date', message: 'Ngày không hợp lệ' },
      { path: 'items.1.qty', key: 'integer', message: 'Không phải số nguyên hoặc số hợp lệ' },
      { path: 'kind', key: 'invalidValue', message: 'Lựa chọn không hợp lệ' },
      { path: 'author', key: 'required', message: 'Trường này là bắt buộc' },
      { path: 'price_vnd', key: 'unknownField', message: 'Trường không được hỗ trợ' },
    ]);
  });

  it('maps the same issues in English', () => {
    expect(
      localizeIssues(issuesOf(book, badBook), 'en').map(({ path, message }) => `${path}: ${message}`),
    ).toEqual([
      'name: Must be at least 3 characters',
      'code: Must be exactly 4 characters',
      'title: Field required',
      'summary: Must be at most 5 characters',
      'quantity: Must be at most 100',
      'price: Not accept negative number',
      'discount: Must be greater than 0',
      'rating: Must be less than 5',
      'tags: Too few items: at least 1',
      'images: Too many items: at most 2',
      'status: Invalid option',
      'email: Not a valid email!',
      'website: Not a valid website!',
      'releasedAt: Not a valid date',
      'items.1.qty: Not an interger or valid number',
      'kind: Invalid option',
      'author: Field required',
      'price_vnd: Unknown field',
    ]);
  });

  it('tells a wrong type from a missing value', () => {
    const schema = z.object({
      quantity: z.number(),
      name: z.string(),
      tags: z.array(z.string()),
      when: z.date(),
    });
    expect(
      localizeIssues(issuesOf(schema, { quantity: '5', name: 12, tags: 'a', when: 'hôm qua' }), 'vi'),
    ).toEqual([
      { path: 'quantity', key: 'integer', message: 'Không phải số nguyên hoặc số hợp lệ' },
      { path: 'name', key: 'invalidType', message: 'Kiểu dữ liệu không hợp lệ' },
      { path: 'tags', key: 'invalidType', message: 'Kiểu dữ liệu không hợp lệ' },
      { path: 'when', key: 'date', message: 'Ngày không hợp lệ' },
    ]);
    expect(localizeIssues(issuesOf(schema, { quantity: null }), 'en').map((error) => error.key)).toEqual([
      'required',
      'required',
      'required',
      'required',
    ]);
  });

  it('knows absence from the parsed input when zod dropped it from the issue', () => {
    const schema = z.object({ name: z.string() });
    const missing = issuesOf(schema, {});
    // Without zod's English text to go by, the parsed input decides.
    const stripped = missing.map((issue) => ({ ...issue, message: 'Lỗi' }));
    expect(localizeIssues(stripped, 'vi')[0]?.key).toBe('invalidType');
    expect(localizeIssues(stripped, 'vi', { input: {} })[0]?.key).toBe('required');
    expect(localizeIssues(stripped, 'vi', { input: { name: 3 } })[0]?.key).toBe('invalidType');
    expect(localizeIssues(stripped, 'vi', { input: undefined })[0]?.key).toBe('required');
  });

  it('uses the input reported on the issue when the parse keeps it', () => {
    const schema = z.object({ name: z.string(), age: z.number() });
    expect(localizeIssues(issuesOf(schema, { age: 'mười' }, true), 'en')).toEqual([
      { path: 'name', key: 'required', message: 'Field required' },
      { path: 'age', key: 'integer', message: 'Not an interger or valid number' },
    ]);
  });

  it('formats date bounds as Vietnamese dates and file bounds in MB', () => {
    const schema = z.object({
      openAt: z.date().min(new Date('2024-01-01T00:00:00+07:00')),
      closeAt: z.date().max(new Date('2024-12-31T00:00:00+07:00')),
      file: z.file().max(2 * 1024 * 1024),
    });
    const issues = issuesOf(schema, {
      openAt: new Date('2023-12-31T10:00:00Z'),
      closeAt: new Date('2025-01-01T10:00:00Z'),
      file: new File(['x'.repeat(3 * 1024 * 1024)], 'de-thi.pdf'),
    });
    expect(localizeIssues(issues, 'vi')).toEqual([
      { path: 'openAt', key: 'tooSmall', message: 'Phải lớn hơn hoặc bằng 01/01/2024' },
      { path: 'closeAt', key: 'tooBig', message: 'Phải nhỏ hơn hoặc bằng 31/12/2024' },
      { path: 'file', key: 'fileTooLarge', message: 'Tệp không được vượt quá 2 MB' },
    ]);
  });

  it('falls back to invalid for everything else', () => {
    const schema = z.object({
      a: z.union([z.number(), z.boolean()]),
      b: z.string().refine((value) => value.startsWith('x')),
      c: z.string().refine((value) => value.startsWith('x'), 'Phải bắt đầu bằng x'),
      d: z.number().multipleOf(5),
      e: z.uuid(),
    });
    expect(localizeIssues(issuesOf(schema, { a: 'x', b: 'y', c: 'y', d: 7, e: 'abc' }), 'en')).toEqual([
      { path: 'a', key: 'invalid', message: 'Invalid value' },
      { path: 'b', key: 'invalid', message: 'Invalid value' },
      { path: 'c', key: 'invalid', message: 'Invalid value' },
      { path: 'd', key: 'invalid', message: 'Invalid value' },
      { path: 'e', key: 'invalid', message: 'Invalid value' },
    ]);
  });

  it('lets a custom issue carry its own key and params', () => {
    const schema = z.object({ seats: z.number() }).superRefine((value, ctx) => {
      if (value.seats > 40) {
        ctx.addIssue({ code: 'custom', path: ['seats'], message: 'tooBig', params: { max: 40 } });
      }
    });
    expect(localizeIssues(issuesOf(schema, { seats: 45 }), 'vi')).toEqual([
      { path: 'seats', key: 'tooBig', message: 'Phải nhỏ hơn hoặc bằng 40' },
    ]);
  });

  it('keeps a keyed built-in check and fills its bound', () => {
    const schema = z.object({ slots: z.array(z.string()).max(4, { error: 'tooManyItems' }) });
    expect(localizeIssues(issuesOf(schema, { slots: ['A', 'B', 'C', 'D', 'E'] }), 'vi')).toEqual([
      { path: 'slots', key: 'tooManyItems', message: 'Chỉ được tối đa 4 mục' },
    ]);
  });

  it('reports unknown keys of nested objects at their own path', () => {
    const schema = z.object({ order: z.object({ name: z.string() }).strict() });
    expect(localizeIssues(issuesOf(schema, { order: { name: 'An', coupon: 'GIAM50' } }), 'en')).toEqual([
      { path: 'order.coupon', key: 'unknownField', message: 'Unknown field' },
    ]);
  });
});

describe('resolveIssue', () => {
  it('gives the key and params without translating', () => {
    const [issue] = issuesOf(z.string().min(3), 'ab');
    expect(issue && resolveIssue(issue)).toEqual({ key: 'tooShort', params: { min: 3 } });
    const [keyed] = issuesOf(lengthBetween(2, 4), 'abcde');
    expect(keyed && resolveIssue(keyed)).toEqual({ key: 'lengthRange', params: { min: 2, max: 4 } });
    const [plain] = issuesOf(phoneSchema, '123');
    expect(plain && resolveIssue(plain)).toEqual({ key: 'phone' });
  });
});

describe('validationDetails', () => {
  it('localises a ZodError', () => {
    const result = z
      .object({ phone: phoneSchema, email: emailSchema })
      .safeParse({ phone: '0123', email: 'a@b' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(validationDetails(result.error, 'vi')).toEqual([
      { path: 'phone', key: 'phone', message: 'Số điện thoại không hợp lệ!' },
      { path: 'email', key: 'email', message: 'Email không hợp lệ!' },
    ]);
    expect(validationDetails(result.error, 'en')).toEqual([
      { path: 'phone', key: 'phone', message: 'Not a valid phone number!' },
      { path: 'email', key: 'email', message: 'Not a valid email!' },
    ]);
  });
});

describe('firstErrorByPath', () => {
  it('keeps the first error of each path', () => {
    const errors = localizeIssues(
      issuesOf(
        z.object({
          name: z
            .string()
            .min(3)
            .regex(/^[a-z]+$/),
          age: z.number(),
        }),
        { name: 'A1' },
      ),
      'vi',
    );
    expect(errors.map((error) => error.path)).toEqual(['name', 'name', 'age']);
    expect(firstErrorByPath(errors)).toEqual({
      name: { path: 'name', key: 'tooShort', message: 'Phải có ít nhất 3 ký tự' },
      age: { path: 'age', key: 'required', message: 'Trường này là bắt buộc' },
    });
  });
});

describe('keyedErrorMap', () => {
  it('makes every issue message a key, telling absence from its input', () => {
    const schema = z.object({
      name: z.string(),
      age: z.number().min(6),
      email: z.email(),
      phone: phoneSchema,
    });
    const result = schema.safeParse({ age: 3, email: 'x', phone: '1' }, { error: keyedErrorMap });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'required',
      'tooSmall',
      'email',
      'phone',
    ]);
    expect(localizeIssues(result.error?.issues ?? [], 'vi')).toEqual([
      { path: 'name', key: 'required', message: 'Trường này là bắt buộc' },
      { path: 'age', key: 'tooSmall', message: 'Phải lớn hơn hoặc bằng 6' },
      { path: 'email', key: 'email', message: 'Email không hợp lệ!' },
      { path: 'phone', key: 'phone', message: 'Số điện thoại không hợp lệ!' },
    ]);
  });
});
