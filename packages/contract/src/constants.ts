/*
 * No zod here: the storefront imports these values, and zod would add about 16 KB to its first load.
 * The zod enums of the value sets are in value-schemas.ts.
 *
 * Business constants and limits of spec §9, plus the closed value sets of §3 and §4 that server and web
 * must agree on. Values the spec does not give are marked as this project's choice.
 */

// ---------------------------------------------------------------------------------------------------------
// Lists, paging and sorting

/** `limit` value meaning "all rows" (admin tables only; the server still caps it). */
export const PAGE_SIZE_ALL = -1;
export const ADMIN_PAGE_SIZES = [25, 50, 100, 200, PAGE_SIZE_ALL] as const;
export type AdminPageSize = (typeof ADMIN_PAGE_SIZES)[number];
export const ADMIN_DEFAULT_PAGE_SIZE = 25 satisfies AdminPageSize;
/** Largest explicit admin page size; `limit` above it must be PAGE_SIZE_ALL. */
export const ADMIN_MAX_PAGE_SIZE = 200;
/** Project choice: rows answered for `limit=-1`, so "all" cannot exhaust the server. */
export const ALL_ROWS_CAP = 10_000;
/** Project choice: largest `limit` a storefront list accepts (its pages use 10–20). */
export const PUBLIC_MAX_PAGE_SIZE = 100;

export const SORT_FIELDS = ['createdAt', 'name', 'salePrice'] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const LIST_KINDS = ['books', 'documents', 'exams', 'combos', 'courses', 'news'] as const;
export type ListKind = (typeof LIST_KINDS)[number];
export type ListDefaults = { readonly limit: number; readonly sort: SortField; readonly order: SortOrder };

/** Storefront list defaults: newest first, except books which list by name. */
export const LIST_DEFAULTS = {
  books: { limit: 12, sort: 'name', order: 'asc' },
  documents: { limit: 12, sort: 'createdAt', order: 'desc' },
  exams: { limit: 12, sort: 'createdAt', order: 'desc' },
  combos: { limit: 12, sort: 'createdAt', order: 'desc' },
  courses: { limit: 10, sort: 'createdAt', order: 'desc' },
  news: { limit: 20, sort: 'createdAt', order: 'desc' },
} as const satisfies Record<ListKind, ListDefaults>;

export const DEFAULT_SORT_FIELD = 'createdAt' satisfies SortField;
export const DEFAULT_SORT_ORDER = 'desc' satisfies SortOrder;

/** Price filter default for books and courses, in integer VND: [min, max]. */
export const PRICE_RANGE_MIN = 0;
export const PRICE_RANGE_MAX = 10_000_000;
export const DEFAULT_PRICE_RANGE = [PRICE_RANGE_MIN, PRICE_RANGE_MAX] as const;

// ---------------------------------------------------------------------------------------------------------
// Home page and related lists

export const HOME_LIST_SIZES = {
  newBooks: 20,
  upcomingBooks: 10,
  newCourses: 10,
  newDocuments: 10,
  newExams: 10,
} as const;
/** Same-category books, documents and exams shown beside an item. */
export const SAME_CATEGORY_LIMIT = 10;
export const BOOK_SAME_CATEGORY_LIMIT = SAME_CATEGORY_LIMIT;
/** Live embeds on the home page: the two newest ACTIVE ones. */
export const EMBED_LIVES_LIMIT = 2;

// ---------------------------------------------------------------------------------------------------------
// Cart, text and exams

export const CART_QUANTITY_MIN = 1;
export const CART_QUANTITY_MAX = 100;
export const SHORT_TEXT_LENGTH = 50;
/** Slots per true/false or short-answer question. */
export const ANSWER_SLOTS = 4;
/** Separator of the selected answers in `answered` ("A-C-D"). */
export const ANSWER_SEPARATOR = '-';

// ---------------------------------------------------------------------------------------------------------
// Dates

export const TIME_ZONE = 'Asia/Ho_Chi_Minh';
/** dayjs format strings of the displayed dates. */
export const DATE_FORMAT = 'DD/MM/YYYY';
export const COURSE_DATE_FORMAT = 'DD-MM-YYYY';
/** Date filters in query strings (spec §7). */
export const QUERY_DATE_FORMAT = 'YYYY-MM-DD';

// ---------------------------------------------------------------------------------------------------------
// Presence (Socket.IO)

export const TRACKING_PATH = '/tracking';
export const PRESENCE_HEARTBEAT_MS = 30_000;
export const PRESENCE_IDLE_AFTER_MS = 5 * 60_000;
export const PRESENCE_ACTIVITY_THROTTLE_MS = 1_000;
export const PRESENCE_STATUS_DEBOUNCE_MS = 500;
export const PRESENCE_STATUSES = ['active', 'idle', 'away'] as const;
export type PresenceStatus = (typeof PRESENCE_STATUSES)[number];
/** Event names the browser emits (spec §7). */
export const PRESENCE_EVENTS = {
  active: 'user:active',
  idle: 'user:idle',
  away: 'user:away',
  pageVisible: 'page:visible',
  pageHidden: 'page:hidden',
  heartbeat: 'heartbeat',
} as const;

// ---------------------------------------------------------------------------------------------------------
// Interface

/** Spec: mobile is max-width 767.99px. */
export const MOBILE_BREAKPOINT_PX = 767.99;
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;
export const CAROUSEL_AUTOPLAY_MS = 5_000;
export const SIDEBAR_WIDTH_PX = 248;
export const SERVER_DOWN_MODAL_MIN_WIDTH_PX = 570;
/** KaTeX auto-render delimiters; display ones first so `$$` is not read as two empty `$`. */
export const MATH_DELIMITERS = [
  { left: '$$', right: '$$', display: true },
  { left: '\\[', right: '\\]', display: true },
  { left: '$', right: '$', display: false },
  { left: '\\(', right: '\\)', display: false },
] as const;
export const XLSX_SHEET_NAME = 'data';
export const DEFAULT_COURSE_SIDE_MENU = 'course-outline';
/** Spec: "very large, about 10 days"; the client effectively never times out on its own. */
export const REQUEST_TIMEOUT_MS = 10 * 24 * 60 * 60 * 1000;

// ---------------------------------------------------------------------------------------------------------
// Value sets

export const STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export type Status = (typeof STATUSES)[number];

export const BOOK_SALE_STATUSES = ['UPCOMING', 'AVAILABLE', 'OUTOFSTOCK'] as const;
export type BookSaleStatus = (typeof BOOK_SALE_STATUSES)[number];

/** Spec §3's three, plus CANCELLED (issue 12): an order staff closed without a sale; it is never deleted. */
export const ORDER_STATUSES = ['PENDING', 'PROCESS', 'DONE', 'CANCELLED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const CART_ITEM_TYPES = ['COURSE', 'COMBO', 'BOOK'] as const;
export type CartItemType = (typeof CART_ITEM_TYPES)[number];

/** simple = one book from its page, course and combo = bought from their page, general = the cart. */
export const ORDER_KINDS = ['SIMPLE', 'COURSE', 'COMBO', 'GENERAL'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];
/** What an order line may hold: the cart's three types, and a paid document bought from its page. */
export const ORDER_LINE_TYPES = ['BOOK', 'COURSE', 'COMBO', 'DOCUMENT'] as const;
export type OrderLineType = (typeof ORDER_LINE_TYPES)[number];
/** Lines in one cart checkout (project choice: a cart is a handful of items; 100 lines bounds the work). */
export const ORDER_LINES_MAX = 100;
/**
 * The transfer code written in a bank transfer's note: `TH` and 8 characters of an alphabet without the
 * look-alikes 0/O and 1/I (32 symbols, 2^40 codes), 10 characters, well within banks' 19-character note.
 */
export const TRANSFER_CODE_PREFIX = 'TH';
export const TRANSFER_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const TRANSFER_CODE_LENGTH = 8;
/** Activation codes: the same unambiguous alphabet, 12 characters shown as XXXX-XXXX-XXXX (2^60). */
export const ACTIVATION_CODE_LENGTH = 12;
/** Largest batch of activation codes created at once (project choice: a print run). */
export const ACTIVATION_CODES_BATCH_MAX = 1000;
/** The longest text accepted as a typed activation code (separators included); anything longer is not a code. */
export const ACTIVATION_CODE_INPUT_MAX = 64;

export const MENU_TYPES = ['BOOK', 'COURSE', 'DOCUMENT', 'EXAM'] as const;
export type MenuType = (typeof MENU_TYPES)[number];

export const COURSE_TYPES = ['ONLINE', 'OFFLINE'] as const;
export type CourseType = (typeof COURSE_TYPES)[number];

export const BANNER_ORIENTATIONS = ['HORIZONTAL', 'VERTICAL'] as const;
export type BannerOrientation = (typeof BANNER_ORIENTATIONS)[number];

/** News states as the spec writes them (lower case). */
export const NEWS_STATES = ['draft', 'publish', 'remove'] as const;
export type NewsState = (typeof NEWS_STATES)[number];

/** The only exam status the spec names: an exam not yet taken. */
export const EXAM_STATUS_DONOT = 'DONOT';
