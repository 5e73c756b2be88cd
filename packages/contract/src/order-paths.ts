import type { ORDER_LINE_TYPES } from './constants';

/*
 * Storefront addresses of commerce (order lines, notifications, the buyer's order page). No zod here:
 * the storefront's cart and order pages import these without the contract's schemas (bundle budget).
 */

const ITEM_SEGMENTS = { BOOK: 'sach', COURSE: 'khoa-hoc', COMBO: 'combo', DOCUMENT: 'tai-lieu' } as const;

/** `/khoa-hoc/12/toan-12`; '' for an item that no longer exists. */
export function itemPath(
  type: (typeof ORDER_LINE_TYPES)[number],
  id: number | null,
  slug: string | null,
): string {
  return id === null || slug === null ? '' : `/${ITEM_SEGMENTS[type]}/${id}/${slug}`;
}

/** The buyer's order page; a guest's link carries the key that opens it. */
export function orderPath(id: number, key?: string | null): string {
  return key ? `/don-hang/${id}?key=${encodeURIComponent(key)}` : `/don-hang/${id}`;
}
