import { CART_QUANTITY_MAX, CART_QUANTITY_MIN, type CartItemType } from '@tutor/contract/constants';
import { useSyncExternalStore } from 'react';

/*
 * The cart of spec §3/§4, kept in the browser's local storage under `CART_KEY` (the server never trusts
 * it: prices and what a student may buy are decided when the order is placed). Shared by every page
 * that adds to it (course, combo, book, the learning screen's offers) and by the cart page.
 * Rules (spec §4): adding a BOOK already there raises its quantity by 1; adding a course or combo
 * already there changes nothing; quantities stay within 1–100.
 */

export const CART_KEY = 'cart';

export type CartItem = {
  id: number;
  type: CartItemType;
  salePrice: number;
  quantity: number;
  /** Shown in the cart; not in the spec's item, harmless to the order call. */
  name?: string;
  slug?: string;
};

export type CartStorage = Pick<Storage, 'getItem' | 'setItem'>;

const TYPES: readonly string[] = ['COURSE', 'COMBO', 'BOOK'];

function isCartItem(value: unknown): value is CartItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    Number.isInteger(item.id) &&
    typeof item.type === 'string' &&
    TYPES.includes(item.type) &&
    typeof item.salePrice === 'number' &&
    Number.isInteger(item.quantity)
  );
}

/** The stored items; anything unreadable (edited by hand, an older shape) is dropped, never thrown. */
export function readCart(storage: CartStorage): CartItem[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(CART_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isCartItem) : [];
  } catch {
    return [];
  }
}

export const sameItem = (a: Pick<CartItem, 'id' | 'type'>, b: Pick<CartItem, 'id' | 'type'>) =>
  a.id === b.id && a.type === b.type;

/** The cart after adding `item` (spec §4), and whether anything changed. */
export function addToCart(
  items: readonly CartItem[],
  item: Omit<CartItem, 'quantity'>,
): { items: CartItem[]; isChanged: boolean } {
  const existing = items.find((entry) => sameItem(entry, item));
  if (!existing) return { items: [...items, { ...item, quantity: CART_QUANTITY_MIN }], isChanged: true };
  if (item.type !== 'BOOK' || existing.quantity >= CART_QUANTITY_MAX)
    return { items: [...items], isChanged: false };
  return {
    items: items.map((entry) => (entry === existing ? { ...entry, quantity: entry.quantity + 1 } : entry)),
    isChanged: true,
  };
}

export function isInCart(items: readonly CartItem[], item: Pick<CartItem, 'id' | 'type'>): boolean {
  return items.some((entry) => sameItem(entry, item));
}

// The browser's cart, shared by every component that shows it (and by other tabs through `storage`).

const listeners = new Set<() => void>();
let snapshot: CartItem[] | null = null;
const EMPTY: CartItem[] = [];

const browserStorage = (): CartStorage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
};

function currentCart(): CartItem[] {
  if (snapshot === null) {
    const storage = browserStorage();
    snapshot = storage ? readCart(storage) : EMPTY;
  }
  return snapshot;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== CART_KEY) return;
    snapshot = null;
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Adds to the browser's cart; answers false when the item was already there and nothing changed. */
export function addToBrowserCart(item: Omit<CartItem, 'quantity'>): boolean {
  const result = addToCart(currentCart(), item);
  if (!result.isChanged) return false;
  snapshot = result.items;
  try {
    browserStorage()?.setItem(CART_KEY, JSON.stringify(result.items));
  } catch {
    // Storage full or disabled: the cart still holds the item for this visit.
  }
  for (const listener of listeners) listener();
  return true;
}

/** The cart's items; empty on the server (the cart lives in the browser only). */
export function useCart(): CartItem[] {
  return useSyncExternalStore(subscribe, currentCart, () => EMPTY);
}
