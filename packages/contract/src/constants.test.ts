import { describe, expect, it } from 'vitest';
import {
  ADMIN_DEFAULT_PAGE_SIZE,
  ADMIN_MAX_PAGE_SIZE,
  ADMIN_PAGE_SIZES,
  ANSWER_SEPARATOR,
  ANSWER_SLOTS,
  BANNER_ORIENTATIONS,
  BOOK_SALE_STATUSES,
  BOOK_SAME_CATEGORY_LIMIT,
  CAROUSEL_AUTOPLAY_MS,
  CART_ITEM_TYPES,
  CART_QUANTITY_MAX,
  CART_QUANTITY_MIN,
  COURSE_DATE_FORMAT,
  COURSE_TYPES,
  DATE_FORMAT,
  DEFAULT_COURSE_SIDE_MENU,
  DEFAULT_PRICE_RANGE,
  DEFAULT_SORT_FIELD,
  DEFAULT_SORT_ORDER,
  EMBED_LIVES_LIMIT,
  EXAM_STATUS_DONOT,
  HOME_LIST_SIZES,
  LIST_DEFAULTS,
  MATH_DELIMITERS,
  MENU_TYPES,
  MOBILE_BREAKPOINT_PX,
  MOBILE_MEDIA_QUERY,
  NEWS_STATES,
  ORDER_STATUSES,
  PAGE_SIZE_ALL,
  PRESENCE_ACTIVITY_THROTTLE_MS,
  PRESENCE_EVENTS,
  PRESENCE_HEARTBEAT_MS,
  PRESENCE_IDLE_AFTER_MS,
  PRESENCE_STATUS_DEBOUNCE_MS,
  PRESENCE_STATUSES,
  QUERY_DATE_FORMAT,
  REQUEST_TIMEOUT_MS,
  SAME_CATEGORY_LIMIT,
  SERVER_DOWN_MODAL_MIN_WIDTH_PX,
  SHORT_TEXT_LENGTH,
  SIDEBAR_WIDTH_PX,
  SORT_FIELDS,
  SORT_ORDERS,
  STATUSES,
  TIME_ZONE,
  TRACKING_PATH,
  XLSX_SHEET_NAME,
} from './constants';
import { bookSaleStatusSchema, cartItemTypeSchema, orderStatusSchema, statusSchema } from './value-schemas';

it('keeps constants.ts free of zod, so the storefront can import it', async () => {
  const fs = await import('node:fs');
  const source = fs.readFileSync(new URL('./constants.ts', import.meta.url), 'utf8');
  expect(source).not.toMatch(/from 'zod'/);
});

describe('spec §9 constants', () => {
  it('pins paging and sorting', () => {
    expect(ADMIN_PAGE_SIZES).toEqual([25, 50, 100, 200, -1]);
    expect(PAGE_SIZE_ALL).toBe(-1);
    expect(ADMIN_DEFAULT_PAGE_SIZE).toBe(25);
    expect(ADMIN_MAX_PAGE_SIZE).toBe(200);
    expect(SORT_FIELDS).toEqual(['createdAt', 'name', 'salePrice']);
    expect(SORT_ORDERS).toEqual(['asc', 'desc']);
    expect(DEFAULT_SORT_FIELD).toBe('createdAt');
    expect(DEFAULT_SORT_ORDER).toBe('desc');
    expect(LIST_DEFAULTS).toEqual({
      books: { limit: 12, sort: 'name', order: 'asc' },
      documents: { limit: 12, sort: 'createdAt', order: 'desc' },
      exams: { limit: 12, sort: 'createdAt', order: 'desc' },
      combos: { limit: 12, sort: 'createdAt', order: 'desc' },
      courses: { limit: 10, sort: 'createdAt', order: 'desc' },
      news: { limit: 20, sort: 'createdAt', order: 'desc' },
    });
    expect(DEFAULT_PRICE_RANGE).toEqual([0, 10_000_000]);
  });

  it('pins list sizes and limits', () => {
    expect(HOME_LIST_SIZES).toEqual({
      newBooks: 20,
      upcomingBooks: 10,
      newCourses: 10,
      newDocuments: 10,
      newExams: 10,
    });
    expect(SAME_CATEGORY_LIMIT).toBe(10);
    expect(BOOK_SAME_CATEGORY_LIMIT).toBe(10);
    expect(EMBED_LIVES_LIMIT).toBe(2);
    expect(CART_QUANTITY_MIN).toBe(1);
    expect(CART_QUANTITY_MAX).toBe(100);
    expect(SHORT_TEXT_LENGTH).toBe(50);
    expect(ANSWER_SLOTS).toBe(4);
    expect(ANSWER_SEPARATOR).toBe('-');
  });

  it('pins dates, presence and interface values', () => {
    expect(TIME_ZONE).toBe('Asia/Ho_Chi_Minh');
    expect([DATE_FORMAT, COURSE_DATE_FORMAT, QUERY_DATE_FORMAT]).toEqual([
      'DD/MM/YYYY',
      'DD-MM-YYYY',
      'YYYY-MM-DD',
    ]);
    expect(TRACKING_PATH).toBe('/tracking');
    expect(PRESENCE_HEARTBEAT_MS).toBe(30_000);
    expect(PRESENCE_IDLE_AFTER_MS).toBe(300_000);
    expect(PRESENCE_ACTIVITY_THROTTLE_MS).toBe(1_000);
    expect(PRESENCE_STATUS_DEBOUNCE_MS).toBe(500);
    expect(PRESENCE_STATUSES).toEqual(['active', 'idle', 'away']);
    expect(Object.values(PRESENCE_EVENTS)).toEqual([
      'user:active',
      'user:idle',
      'user:away',
      'page:visible',
      'page:hidden',
      'heartbeat',
    ]);
    expect(MOBILE_BREAKPOINT_PX).toBe(767.99);
    expect(MOBILE_MEDIA_QUERY).toBe('(max-width: 767.99px)');
    expect(CAROUSEL_AUTOPLAY_MS).toBe(5000);
    expect(SIDEBAR_WIDTH_PX).toBe(248);
    expect(SERVER_DOWN_MODAL_MIN_WIDTH_PX).toBe(570);
    expect(MATH_DELIMITERS.map((d) => d.left)).toEqual(['$$', '\\[', '$', '\\(']);
    expect(MATH_DELIMITERS.map((d) => d.right)).toEqual(['$$', '\\]', '$', '\\)']);
    expect(XLSX_SHEET_NAME).toBe('data');
    expect(DEFAULT_COURSE_SIDE_MENU).toBe('course-outline');
    expect(REQUEST_TIMEOUT_MS).toBe(864_000_000);
  });

  it('pins the value sets', () => {
    expect(STATUSES).toEqual(['ACTIVE', 'INACTIVE']);
    expect(BOOK_SALE_STATUSES).toEqual(['UPCOMING', 'AVAILABLE', 'OUTOFSTOCK']);
    expect(ORDER_STATUSES).toEqual(['PENDING', 'PROCESS', 'DONE', 'CANCELLED']);
    expect(CART_ITEM_TYPES).toEqual(['COURSE', 'COMBO', 'BOOK']);
    expect(MENU_TYPES).toEqual(['BOOK', 'COURSE', 'DOCUMENT', 'EXAM']);
    expect(COURSE_TYPES).toEqual(['ONLINE', 'OFFLINE']);
    expect(BANNER_ORIENTATIONS).toEqual(['HORIZONTAL', 'VERTICAL']);
    expect(NEWS_STATES).toEqual(['draft', 'publish', 'remove']);
    expect(EXAM_STATUS_DONOT).toBe('DONOT');
  });

  it('has zod enums that accept the set and nothing else', () => {
    expect(statusSchema.parse('ACTIVE')).toBe('ACTIVE');
    expect(statusSchema.safeParse('active').success).toBe(false);
    expect(orderStatusSchema.options).toEqual(['PENDING', 'PROCESS', 'DONE', 'CANCELLED']);
    expect(bookSaleStatusSchema.safeParse('SOLD').success).toBe(false);
    expect(cartItemTypeSchema.parse('COMBO')).toBe('COMBO');
  });
});
