/*
 * The contract's constants that storefront pages need at run time. constants.ts builds zod enums at
 * module level, so importing it (or format.ts, which imports it) puts ~16 KB of zod into a visitor's
 * first load, which the 170 KB budget has no room for. These mirror the contract's values;
 * storefront-constants.test.ts compares every one of them with the contract, so they cannot drift.
 */

export const CAROUSEL_AUTOPLAY_MS = 5_000;

/** Display delimiters first, so `$$` is not read as two empty `$` (contract MATH_DELIMITERS). */
export const MATH_DELIMITERS = [
  { left: '$$', right: '$$', display: true },
  { left: '\\[', right: '\\]', display: true },
  { left: '$', right: '$', display: false },
  { left: '\\(', right: '\\)', display: false },
] as const;

export const PRICE_RANGE_MIN = 0;
export const PRICE_RANGE_MAX = 10_000_000;

export const CART_QUANTITY_MIN = 1;
export const CART_QUANTITY_MAX = 100;

export const SAME_CATEGORY_LIMIT = 10;

export type SortField = 'createdAt' | 'name' | 'salePrice';
export type SortOrder = 'asc' | 'desc';

/** Storefront list defaults (contract LIST_DEFAULTS): newest first, except books, by name. */
export const LIST_DEFAULTS = {
  books: { limit: 12, sort: 'name', order: 'asc' },
  documents: { limit: 12, sort: 'createdAt', order: 'desc' },
  combos: { limit: 12, sort: 'createdAt', order: 'desc' },
  news: { limit: 20, sort: 'createdAt', order: 'desc' },
} as const satisfies Record<string, { limit: number; sort: SortField; order: SortOrder }>;

export const TIME_ZONE = 'Asia/Ho_Chi_Minh';
