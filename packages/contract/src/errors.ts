import type { Bilingual, Language } from './i18n';

/**
 * The error catalogue: every error the API answers has one of these codes, its HTTP status and a
 * message in both languages. The web app shows `t('error.' + code)`, built from this same table.
 * English texts that the spec names are kept verbatim (typos included) because users know them.
 */
export const errorCatalogue = {
  REQUEST_ERROR: { status: 400, en: 'Request error', vi: 'Yêu cầu bị lỗi' },
  INVALID_JSON: {
    status: 400,
    en: 'The request body is not valid JSON',
    vi: 'Nội dung gửi lên không phải JSON hợp lệ',
  },
  VALIDATION_ERROR: { status: 400, en: 'Validation error', vi: 'Dữ liệu không hợp lệ' },
  UNKNOWN_ERROR: { status: 500, en: 'An unknown error occurred.', vi: 'Đã xảy ra lỗi không xác định.' },
  SERVER_DOWN: { status: 503, en: 'Server is down', vi: 'Máy chủ đang gián đoạn' },
  NOT_FOUND: { status: 404, en: 'Resource not found', vi: 'Không tìm thấy dữ liệu yêu cầu' },
  METHOD_NOT_ALLOWED: { status: 405, en: 'Method not allowed', vi: 'Phương thức không được hỗ trợ' },
  PAYLOAD_TOO_LARGE: { status: 413, en: 'The request is too large', vi: 'Dữ liệu gửi lên quá lớn' },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    en: 'Unsupported content type',
    vi: 'Định dạng nội dung không được hỗ trợ',
  },
  TOO_MANY_REQUESTS: {
    status: 429,
    en: 'Too many requests, please try again later',
    vi: 'Bạn thao tác quá nhiều lần, vui lòng thử lại sau',
  },
  // Accounts and sessions
  LOGIN_INFO_INVALID: { status: 401, en: 'Login information invalid', vi: 'Thông tin đăng nhập không đúng' },
  ACCOUNT_DISABLED: { status: 403, en: 'This account is disabled', vi: 'Tài khoản này đã bị khoá' },
  ACCESS_TOKEN_EXPIRED: { status: 401, en: 'Session expired', vi: 'Phiên đăng nhập đã hết hạn' },
  ACCESS_TOKEN_INVALID: {
    status: 401,
    en: 'Invalid login session, please log in again',
    vi: 'Phiên đăng nhập không hợp lệ, vui lòng đăng nhập lại',
  },
  REFRESH_TOKEN_INVALID: {
    status: 401,
    en: 'Session expired, please log in again',
    vi: 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại',
  },
  LOGGED_IN_ELSEWHERE: {
    status: 401,
    en: 'Your account was logged in on another browser',
    vi: 'Tài khoản của bạn đã đăng nhập trên trình duyệt khác',
  },
  UNAUTHENTICATED: { status: 401, en: 'Please log in to continue', vi: 'Vui lòng đăng nhập để tiếp tục' },
  ACCESS_DENIED: { status: 403, en: 'Access denied', vi: 'Bạn không có quyền truy cập' },
  PERMISSION_NOT_ACCEPTED: {
    status: 403,
    en: 'Permission not accepted',
    vi: 'Bạn không có quyền thực hiện thao tác này',
  },
  WRONG_PASSWORD: { status: 400, en: 'Wrong password', vi: 'Mật khẩu không đúng' },
  RESET_TOKEN_INVALID: {
    status: 400,
    en: 'This reset link is invalid or has expired',
    vi: 'Liên kết đặt lại mật khẩu không hợp lệ hoặc đã hết hạn',
  },
  EMAIL_ALREADY_IN_USE: { status: 409, en: 'Email already in use', vi: 'Email đã được sử dụng' },
  USERNAME_ALREADY_IN_USE: {
    status: 409,
    en: 'Username already in use',
    vi: 'Tên đăng nhập đã được sử dụng',
  },
  USER_NOT_FOUND: { status: 404, en: 'User not found', vi: 'Không tìm thấy người dùng' },
  MAIL_SEND_FAILED: { status: 502, en: 'Could not send the email', vi: 'Không gửi được email' },
  IDENTITY_PROVIDER_NOT_CONFIGURED: {
    status: 501,
    en: 'Sign-in with this provider is not configured',
    vi: 'Chưa cấu hình đăng nhập bằng dịch vụ này',
  },
  DONT_ACCEPT_DELETE_SELF: {
    status: 400,
    en: "Don't accept delete myself",
    vi: 'Không thể tự xoá chính mình',
  },
  CANNOT_DELETE_OWN_ROLE: {
    status: 400,
    en: 'Cannot delete your own role',
    vi: 'Không thể xoá vai trò của chính bạn',
  },
  CANNOT_REMOVE_OWN_ROLE: {
    status: 400,
    en: 'Cannot remove your own role',
    vi: 'Không thể gỡ vai trò của chính bạn',
  },
  NAME_ALREADY_IN_USE: { status: 409, en: 'Name already in use', vi: 'Tên đã được sử dụng' },
  EMPTY_ID_LIST: { status: 400, en: 'Select at least one item', vi: 'Vui lòng chọn ít nhất một mục' },
  // Files
  ONLY_IMAGES: { status: 400, en: 'Only images are accepted', vi: 'Chỉ chấp nhận tệp hình ảnh' },
  FILE_TYPE_NOT_ALLOWED: {
    status: 400,
    en: 'Only pdf or mp4 files are accepted',
    vi: 'Chỉ chấp nhận tệp pdf hoặc mp4',
  },
  FILE_TOO_LARGE: { status: 413, en: 'The file is too large', vi: 'Tệp quá lớn' },
  IMAGE_TOO_SMALL: { status: 400, en: 'The image is too small', vi: 'Hình ảnh quá nhỏ' },
  DOCUMENT_NOT_ATTACHED: { status: 404, en: 'No document is attached', vi: 'Chưa có tài liệu đính kèm' },
  IMAGE_IN_USE: {
    status: 409,
    en: 'This image is used by a slideshow or banner; remove it there first',
    vi: 'Hình ảnh đang được dùng trong slideshow hoặc banner, hãy gỡ ở đó trước',
  },
  FOLDER_HAS_SUBFOLDERS: {
    status: 409,
    en: 'This folder has sub-folders; move or delete them first',
    vi: 'Thư mục còn thư mục con, hãy chuyển hoặc xóa chúng trước',
  },
  FOLDER_CYCLE: {
    status: 400,
    en: 'A folder cannot be placed inside itself or one of its sub-folders',
    vi: 'Không thể đặt thư mục vào chính nó hoặc thư mục con của nó',
  },
  CATEGORY_TYPE_LOCKED: {
    status: 409,
    en: 'This category already has items; its type cannot be changed',
    vi: 'Danh mục đã có mục liên kết, không thể đổi loại',
  },
  // Content and commerce
  BOOK_HAS_ORDERS: {
    status: 409,
    en: 'This book has orders and cannot be deleted; set it inactive instead',
    vi: 'Sách đã có đơn đặt mua nên không thể xoá, hãy chuyển sang ngừng hoạt động',
  },
  BOOK_NOT_AVAILABLE: {
    status: 409,
    en: 'This book cannot be ordered right now',
    vi: 'Sách này hiện không thể đặt mua',
  },
  ORDER_PRICE_CHANGED: {
    status: 409,
    en: 'A price in your cart has changed; please check your cart again',
    vi: 'Giá của sản phẩm trong giỏ hàng đã thay đổi, vui lòng kiểm tra lại giỏ hàng',
  },
  ORDER_ITEM_UNAVAILABLE: {
    status: 409,
    en: 'An item in your order can no longer be bought',
    vi: 'Có sản phẩm trong đơn hàng hiện không thể mua',
  },
  ORDER_ALREADY_OWNED: {
    status: 409,
    en: 'You already have access to this course',
    vi: 'Bạn đã sở hữu khoá học này',
  },
  ORDER_DUPLICATE_ITEM: {
    status: 400,
    en: 'An item appears twice in the order',
    vi: 'Một sản phẩm xuất hiện hai lần trong đơn hàng',
  },
  ORDER_DOCUMENT_OWNED: {
    status: 409,
    en: 'You can already download this document',
    vi: 'Bạn đã có quyền tải tài liệu này',
  },
  ORDER_IDEMPOTENCY_CONFLICT: {
    status: 409,
    en: 'This request was already used for another order; please reload the page and try again',
    vi: 'Yêu cầu này đã được dùng cho một đơn hàng khác, vui lòng tải lại trang rồi thử lại',
  },
  ORDER_NOT_PENDING: {
    status: 409,
    en: 'This order is no longer waiting for payment',
    vi: 'Đơn hàng này không còn chờ thanh toán',
  },
  ORDER_NOT_DELETABLE: {
    status: 409,
    en: 'Only a cancelled order, or a pending one without any payment, can be deleted',
    vi: 'Chỉ xoá được đơn đã huỷ, hoặc đơn đang chờ chưa có khoản thanh toán nào',
  },
  ORDER_STATUS_UNCHANGED: {
    status: 409,
    en: 'The order already has this status',
    vi: 'Đơn hàng đã ở trạng thái này',
  },
  BOOK_OUT_OF_STOCK: {
    status: 409,
    en: 'Not enough books in stock to complete this order',
    vi: 'Không đủ sách trong kho để hoàn tất đơn hàng',
  },
  PAYMENT_NOT_CONFIGURED: {
    status: 503,
    en: 'Bank transfer payment is not configured',
    vi: 'Chưa cấu hình thanh toán chuyển khoản',
  },
  WEBHOOK_SECRET_INVALID: {
    status: 401,
    en: 'The webhook secret is missing or wrong',
    vi: 'Khoá bí mật của webhook bị thiếu hoặc không đúng',
  },
  TRANSFER_ALREADY_ASSIGNED: {
    status: 409,
    en: 'This transfer is already assigned to an order',
    vi: 'Giao dịch này đã được gán cho một đơn hàng',
  },
  ACTIVATION_CODE_USED: {
    status: 409,
    en: 'This activation code has been used and cannot be changed',
    vi: 'Mã kích hoạt đã được sử dụng, không thể thay đổi',
  },
  NOTIFICATION_NO_RECIPIENT: {
    status: 400,
    en: 'Nobody would receive this notification',
    vi: 'Không có người nhận thông báo này',
  },
  MENU_MOVE_CYCLE: {
    status: 400,
    en: 'A menu item cannot be moved under itself or one of its children',
    vi: 'Không thể chuyển mục menu vào chính nó hoặc mục con của nó',
  },
  NEWS_TITLE_EXISTS: { status: 409, en: 'News title already exists', vi: 'Tiêu đề tin tức đã tồn tại' },
  SESSION_EXPIRED: { status: 410, en: 'The session has expired', vi: 'Phiên làm bài đã hết hạn' },
  ACTIVATION_CODE_INVALID: {
    status: 400,
    en: 'Activation code not found or already used',
    vi: 'Mã kích hoạt không tồn tại hoặc đã được sử dụng',
  },
  ALREADY_PRESENT: {
    status: 409,
    en: 'The student is already marked present',
    vi: 'Học sinh đã được điểm danh',
  },
  // Courses and learning
  COURSE_NOT_ENROLLED: {
    status: 403,
    en: 'You have not joined this course',
    vi: 'Bạn chưa tham gia khoá học này',
  },
  ENROLLMENT_EXPIRED: {
    status: 403,
    en: 'Your access to this course has expired',
    vi: 'Quyền học khoá học này của bạn đã hết hạn',
  },
  LESSON_NOT_RELEASED: {
    status: 403,
    en: 'This lesson is not open yet',
    vi: 'Bài giảng này chưa được mở',
  },
  VIDEO_VIEW_LIMIT_REACHED: {
    status: 403,
    en: 'You have used all the views of this video',
    vi: 'Bạn đã dùng hết số lượt xem video này',
  },
  VIDEO_LINK_INVALID: {
    status: 403,
    en: 'This video link has expired or is not yours; open the lesson again',
    vi: 'Liên kết video đã hết hạn hoặc không phải của bạn; hãy mở lại bài giảng',
  },
  VIDEO_NOT_UPLOADED: {
    status: 404,
    en: 'The video file has not been uploaded',
    vi: 'Video chưa được tải lên',
  },
  CHAIN_CYCLE: {
    status: 400,
    en: 'This order would loop or lose items; reload and try again',
    vi: 'Thứ tự này tạo vòng lặp hoặc làm mất mục; hãy tải lại và thử lại',
  },
  LESSON_ANSWERS_NOT_SUBMITTED: {
    status: 403,
    en: 'Submit your answers before viewing the answer key',
    vi: 'Hãy nộp bài trước khi xem đáp án',
  },
  LESSON_ANSWER_SHEET_EMPTY: {
    status: 404,
    en: 'This lesson has no answer sheet',
    vi: 'Bài giảng này chưa có phiếu đáp án',
  },
  ALREADY_ENROLLED: {
    status: 409,
    en: 'The student is already in this course',
    vi: 'Học sinh đã có trong khoá học',
  },
  NOT_A_TEACHER: { status: 400, en: 'This user is not a teacher', vi: 'Người dùng này không phải giáo viên' },
  COURSE_HAS_STUDENTS: {
    status: 409,
    en: 'The course has students; remove them or set it inactive',
    vi: 'Khoá học đã có học sinh; hãy xoá học sinh hoặc chuyển sang ngừng hoạt động',
  },
  LESSON_NOT_COMPLETED: {
    status: 403,
    en: 'Complete this lesson first to receive its gift',
    vi: 'Hãy hoàn thành bài giảng để nhận quà',
  },
  LESSON_HAS_NO_GIFT: { status: 404, en: 'This lesson has no gift', vi: 'Bài giảng này không có quà tặng' },
  // Question bank and exams (issue 11)
  QUESTION_ANSWERS_INVALID: {
    status: 400,
    en: 'The answers do not fit the question type: multiple choice needs options A–D with exactly one correct, true/false needs statements a–d, short answer needs at least one accepted value',
    vi: 'Đáp án không khớp loại câu hỏi: trắc nghiệm cần 4 phương án A–D và đúng một đáp án đúng, đúng/sai cần 4 mệnh đề a–d, trả lời ngắn cần ít nhất một giá trị được chấp nhận',
  },
  QUESTION_IN_USE: {
    status: 409,
    en: 'This question is used by an exam or a lesson; remove it there first',
    vi: 'Câu hỏi đang được dùng trong đề thi hoặc bài giảng; hãy gỡ ra trước',
  },
  PDF_HAS_NO_TEXT: {
    status: 400,
    en: 'No text could be read from this PDF (a scanned paper?); paste the text instead',
    vi: 'Không đọc được chữ trong tệp PDF này (bản quét?); hãy dán nội dung đề vào',
  },
  EXAM_HAS_NO_QUESTIONS: {
    status: 409,
    en: 'This exam has no questions yet',
    vi: 'Đề thi này chưa có câu hỏi',
  },
  EXAM_NOT_OPEN_YET: {
    status: 403,
    en: 'This exam has not opened yet',
    vi: 'Đề thi chưa đến giờ mở',
  },
  EXAM_CLOSED: {
    status: 403,
    en: 'This exam has closed',
    vi: 'Đề thi đã đóng',
  },
  EXAM_ATTEMPTS_EXHAUSTED: {
    status: 403,
    en: 'You have used all your attempts at this exam',
    vi: 'Bạn đã dùng hết số lượt làm đề thi này',
  },
  EXAM_SESSION_INVALID: {
    status: 404,
    en: 'This exam session does not exist or is not yours; open the exam again',
    vi: 'Phiên làm bài không tồn tại hoặc không phải của bạn; hãy mở lại đề thi',
  },
  EXAM_SESSION_CLOSED: {
    status: 409,
    en: 'This exam session is already closed',
    vi: 'Phiên làm bài này đã kết thúc',
  },
  EXAM_TIME_UP: {
    status: 409,
    en: 'Time is up: your last saved answers have been submitted',
    vi: 'Đã hết giờ: bài làm được lưu gần nhất của bạn đã được nộp',
  },
  EXAM_ANSWER_INVALID: {
    status: 400,
    en: 'An answer is in a wrong shape or is for a question not in this exam',
    vi: 'Có câu trả lời sai định dạng hoặc không thuộc đề thi này',
  },
  EXAM_RESULT_HIDDEN: {
    status: 403,
    en: 'Results and solutions show after the exam closes',
    vi: 'Kết quả và lời giải sẽ hiện sau khi đề thi đóng',
  },
  EXAM_NOT_SUBMITTED: {
    status: 403,
    en: 'Submit the exam first',
    vi: 'Hãy nộp bài trước',
  },
  LESSON_HAS_NO_EXAM: {
    status: 404,
    en: 'This lesson has no timed exam',
    vi: 'Bài giảng này không có bài thi tính giờ',
  },
  EXAM_HAS_SUBMISSIONS: {
    status: 409,
    en: 'Students have taken this exam; set it inactive instead of deleting it',
    vi: 'Đã có học sinh làm đề thi này; hãy chuyển sang ngừng hoạt động thay vì xoá',
  },
  PDF_UNREADABLE: {
    status: 400,
    en: 'This PDF could not be opened (damaged or protected); save it again or paste the text',
    vi: 'Không mở được tệp PDF này (bị hỏng hoặc có mật khẩu); hãy lưu lại tệp hoặc dán nội dung đề',
  },
  PDF_TOO_MANY_PAGES: {
    status: 400,
    en: 'This PDF has too many pages for one paper (at most 40)',
    vi: 'Tệp PDF có quá nhiều trang cho một đề (tối đa 40 trang)',
  },
  EXAM_HISTORY_IMAGES_FULL: {
    status: 409,
    en: 'This attempt already has the most photos allowed; ask your teacher to remove one',
    vi: 'Bài làm này đã đủ số ảnh tối đa; hãy nhờ giáo viên gỡ bớt',
  },
  EXAM_QUESTION_ORDER_INVALID: {
    status: 400,
    en: 'Send every question of the exam once, grouped by part: I, then II, then III',
    vi: 'Hãy gửi đủ mỗi câu hỏi của đề một lần, theo thứ tự phần I, rồi II, rồi III',
  },
  EXAM_FILE_NOT_ATTACHED: {
    status: 404,
    en: 'This exam has no such file attached',
    vi: 'Đề thi chưa có tệp này',
  },
} as const satisfies Record<string, { status: number } & Bilingual>;

export type ErrorCode = keyof typeof errorCatalogue;
export const ERROR_CODES = Object.keys(errorCatalogue) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorCatalogue, value);
}

export function errorStatus(code: ErrorCode): number {
  return errorCatalogue[code].status;
}

export function errorMessage(code: ErrorCode, lang: Language): string {
  return errorCatalogue[code][lang];
}

/** `{ CODE: message }` for one language: the web's `error` i18n namespace. */
export function errorMessages(lang: Language): Record<ErrorCode, string> {
  return Object.fromEntries(ERROR_CODES.map((code) => [code, errorCatalogue[code][lang]])) as Record<
    ErrorCode,
    string
  >;
}

/** One failing field of a VALIDATION_ERROR: its dotted path, a message key and the localised message. */
export type FieldError = { path: string; key: string; message: string };

/** The body of every error answer (its zod schema is in error-response.ts, kept apart so the web's
 * first load does not carry zod just to read error messages). */
export type ErrorResponse = { code: string; message: string; details?: FieldError[] };
