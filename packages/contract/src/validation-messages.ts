import { type Bilingual, interpolate, type Language } from './i18n';

/**
 * Field validation messages, keyed by the message key that the contract's zod schemas put in their
 * issues. The server answers them in `details` of a VALIDATION_ERROR; the web shows them under a field,
 * through `t('validation.' + key, params)` or `translateValidation`. Placeholders use the i18next
 * `{{name}}` syntax so both sides format alike.
 *
 * English texts the spec names are kept verbatim, typo included ('interger'), because users know them.
 */
export const validationMessages = {
  // Rules the spec names (§5)
  required: { en: 'Field required', vi: 'Trường này là bắt buộc' },
  phone: { en: 'Not a valid phone number!', vi: 'Số điện thoại không hợp lệ!' },
  website: { en: 'Not a valid website!', vi: 'Địa chỉ website không hợp lệ!' },
  email: { en: 'Not a valid email!', vi: 'Email không hợp lệ!' },
  containsLetter: { en: 'Must contain a letter', vi: 'Phải chứa ít nhất một chữ cái' },
  integer: { en: 'Not an interger or valid number', vi: 'Không phải số nguyên hoặc số hợp lệ' },
  nonNegative: { en: 'Not accept negative number', vi: 'Không chấp nhận số âm' },
  username: {
    en: 'Username must be 8 to 255 characters, only letters without accents (a–z, A–Z), digits and . _ -',
    vi: 'Tên đăng nhập phải từ 8 đến 255 ký tự, chỉ gồm chữ cái không dấu (a–z, A–Z), chữ số và các dấu . _ -',
  },
  password: {
    en: 'Password must be 8 to 255 characters without spaces',
    vi: 'Mật khẩu phải từ 8 đến 255 ký tự và không chứa khoảng trắng',
  },
  lengthRange: {
    en: 'Length must be between {{min}} and {{max}} characters',
    vi: 'Độ dài phải từ {{min}} đến {{max}} ký tự',
  },
  lettersOrDigits: { en: 'Only letters or digits allowed', vi: 'Chỉ được nhập chữ cái hoặc chữ số' },
  confirmPassword: { en: 'Confirm password does not match', vi: 'Mật khẩu xác nhận không khớp' },
  numbersOnly: { en: 'Only numbers allowed', vi: 'Chỉ được nhập số' },
  date: { en: 'Not a valid date', vi: 'Ngày không hợp lệ' },
  /** An order that promises a call back needs a way to reach the buyer. */
  phoneOrEmail: {
    en: 'Enter a phone number or an email so we can reach you',
    vi: 'Vui lòng nhập số điện thoại hoặc email để chúng tôi liên hệ lại',
  },
  // Click targets staff give (menus, banners, slides, redirect rules)
  link: {
    en: 'Must be an http(s) address or a path of this site starting with a single /',
    vi: 'Phải là địa chỉ http(s) hoặc đường dẫn trong trang bắt đầu bằng một dấu /',
  },
  // Uploads (§5): the limits travel as params because each upload field sets its own.
  fileType: { en: 'Only pdf or mp4 files are accepted', vi: 'Chỉ chấp nhận tệp pdf hoặc mp4' },
  fileTooLarge: { en: 'File must not exceed {{maxMb}} MB', vi: 'Tệp không được vượt quá {{maxMb}} MB' },
  imageOnly: { en: 'Only images are accepted', vi: 'Chỉ chấp nhận tệp hình ảnh' },
  imageTooSmall: {
    en: 'Image must be at least {{width}}x{{height}} px',
    vi: 'Hình ảnh phải có kích thước tối thiểu {{width}}x{{height}} px',
  },
  // Generic messages for zod's built-in issues
  invalidType: { en: 'Invalid data type', vi: 'Kiểu dữ liệu không hợp lệ' },
  tooShort: { en: 'Must be at least {{min}} characters', vi: 'Phải có ít nhất {{min}} ký tự' },
  tooLong: { en: 'Must be at most {{max}} characters', vi: 'Chỉ được tối đa {{max}} ký tự' },
  exactLength: { en: 'Must be exactly {{length}} characters', vi: 'Phải có đúng {{length}} ký tự' },
  tooSmall: { en: 'Must be at least {{min}}', vi: 'Phải lớn hơn hoặc bằng {{min}}' },
  tooBig: { en: 'Must be at most {{max}}', vi: 'Phải nhỏ hơn hoặc bằng {{max}}' },
  greaterThan: { en: 'Must be greater than {{min}}', vi: 'Phải lớn hơn {{min}}' },
  lessThan: { en: 'Must be less than {{max}}', vi: 'Phải nhỏ hơn {{max}}' },
  tooFewItems: { en: 'Too few items: at least {{min}}', vi: 'Cần ít nhất {{min}} mục' },
  tooManyItems: { en: 'Too many items: at most {{max}}', vi: 'Chỉ được tối đa {{max}} mục' },
  invalidValue: { en: 'Invalid option', vi: 'Lựa chọn không hợp lệ' },
  /** A number or code that names nothing (an order staff assign a bank transfer to). */
  notFound: { en: 'Nothing has this number or code', vi: 'Không tìm thấy mục có số hoặc mã này' },
  unknownField: { en: 'Unknown field', vi: 'Trường không được hỗ trợ' },
  invalid: { en: 'Invalid value', vi: 'Giá trị không hợp lệ' },
  /** A NUL (or another character text must never hold) anywhere in a request: refused before any route. */
  forbiddenCharacter: {
    en: 'Contains a character that is not allowed (NUL)',
    vi: 'Chứa ký tự không được phép (NUL)',
  },
  // Questions (issue 11): a question's answers must fit its type (the THPT 2025 sheet)
  choiceNeedsFourOptions: {
    en: 'A multiple-choice question needs 4 options, A to D',
    vi: 'Câu trắc nghiệm cần đủ 4 phương án A, B, C, D',
  },
  choiceNeedsOneCorrect: {
    en: 'Mark exactly one option as correct',
    vi: 'Hãy đánh dấu đúng một phương án đúng',
  },
  trueFalseNeedsFourStatements: {
    en: 'A true/false question needs 4 statements, a to d',
    vi: 'Câu đúng/sai cần đủ 4 mệnh đề a, b, c, d',
  },
  shortNeedsAValue: {
    en: 'Give the correct value of the short answer',
    vi: 'Hãy nhập giá trị đúng của câu trả lời ngắn',
  },
  shortValueNotOnSheet: {
    en: 'A short answer is a number: digits, a leading minus and a decimal comma (e.g. -1,5)',
    vi: 'Câu trả lời ngắn là một số: chữ số, dấu trừ ở đầu và dấu phẩy thập phân (ví dụ -1,5)',
  },
  shortValueTooLong: {
    en: 'A short answer fits the 4 boxes of the answer sheet',
    vi: 'Câu trả lời ngắn phải vừa 4 ô của phiếu trả lời',
  },
  // Exams (issue 11): the window and the results policy
  closesBeforeOpens: {
    en: 'The exam must close after it opens',
    vi: 'Thời điểm đóng đề phải sau thời điểm mở đề',
  },
  afterCloseNeedsClose: {
    en: 'Showing results after the exam closes needs a closing time',
    vi: 'Hiện kết quả sau khi đóng đề cần có thời điểm đóng đề',
  },
  // Activation codes (issue 12)
  dateInPast: { en: 'Must be a date in the future', vi: 'Phải là một thời điểm trong tương lai' },
  courseOrCombo: {
    en: 'Choose either a course or a combo',
    vi: 'Chọn một khoá học hoặc một combo',
  },
} as const satisfies Record<string, Bilingual>;

export type ValidationKey = keyof typeof validationMessages;
export const VALIDATION_KEYS = Object.keys(validationMessages) as ValidationKey[];

export function isValidationKey(value: unknown): value is ValidationKey {
  return typeof value === 'string' && Object.hasOwn(validationMessages, value);
}

/** The message of `key` in `lang` with its `{{placeholders}}` filled from `params`. */
export function translateValidation(
  key: ValidationKey,
  lang: Language,
  params?: Readonly<Record<string, unknown>>,
): string {
  return interpolate(validationMessages[key][lang], params);
}

/** `{ key: template }` for one language: the web's `validation` i18n namespace, placeholders left in. */
export function validationMessagesFor(lang: Language): Record<ValidationKey, string> {
  return Object.fromEntries(VALIDATION_KEYS.map((key) => [key, validationMessages[key][lang]])) as Record<
    ValidationKey,
    string
  >;
}
