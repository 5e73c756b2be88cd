import { CART_QUANTITY_MAX, CART_QUANTITY_MIN, type CartItemType } from '@tutor/contract/constants';
import { useSyncExternalStore } from 'react';
import { CART_EVENT } from './cart-badge';

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

export type CartStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

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

/** A stored item brought within the rules: 1–100 of a book, exactly one course or combo. */
function withinRules(item: CartItem): CartItem {
  const quantity =
    item.type === 'BOOK'
      ? Math.min(CART_QUANTITY_MAX, Math.max(CART_QUANTITY_MIN, item.quantity))
      : CART_QUANTITY_MIN;
  return quantity === item.quantity ? item : { ...item, quantity };
}

/** The stored items; anything unreadable (edited by hand, an older shape) is dropped, never thrown. */
export function readCart(storage: CartStorage): CartItem[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(CART_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    const items: CartItem[] = [];
    for (const entry of parsed) {
      // Twice the same item (edited by hand, two tabs): the first one counts.
      if (isCartItem(entry) && !isInCart(items, entry)) items.push(withinRules(entry));
    }
    return items;
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

/** Plus (spec §4): only below 100; anything else, or an unknown item, changes nothing. */
export function increaseQuantity(
  items: readonly CartItem[],
  item: Pick<CartItem, 'id' | 'type'>,
): { items: CartItem[]; isChanged: boolean } {
  return changeQuantity(items, item, +1);
}

/** Minus (spec §4): only above 1; removing the last one is "remove", never a quantity of 0. */
export function decreaseQuantity(
  items: readonly CartItem[],
  item: Pick<CartItem, 'id' | 'type'>,
): { items: CartItem[]; isChanged: boolean } {
  return changeQuantity(items, item, -1);
}

function changeQuantity(
  items: readonly CartItem[],
  item: Pick<CartItem, 'id' | 'type'>,
  step: 1 | -1,
): { items: CartItem[]; isChanged: boolean } {
  const existing = items.find((entry) => sameItem(entry, item));
  if (!existing) return { items: [...items], isChanged: false };
  const next = existing.quantity + step;
  if (next < CART_QUANTITY_MIN || next > CART_QUANTITY_MAX) return { items: [...items], isChanged: false };
  return {
    items: items.map((entry) => (entry === existing ? { ...entry, quantity: next } : entry)),
    isChanged: true,
  };
}

/** Remove (spec §4): the item leaves the cart whatever its quantity. */
export function removeFromCart(items: readonly CartItem[], item: Pick<CartItem, 'id' | 'type'>): CartItem[] {
  return items.filter((entry) => !sameItem(entry, item));
}

/**
 * The stored prices (and names) replaced by what the server quoted, once the buyer has been shown the
 * change: the next visit shows the price they would pay. Lines the quote does not name stay as they are.
 */
export function applyQuotedPrices(
  items: readonly CartItem[],
  quoted: readonly { id: number; type: CartItemType; salePrice: number; name?: string; slug?: string }[],
): { items: CartItem[]; isChanged: boolean } {
  let isChanged = false;
  const next = items.map((entry) => {
    const line = quoted.find((candidate) => sameItem(candidate, entry));
    if (!line || (line.salePrice === entry.salePrice && (!line.name || line.name === entry.name)))
      return entry;
    isChanged = true;
    return {
      ...entry,
      salePrice: line.salePrice,
      ...(line.name ? { name: line.name } : {}),
      ...(line.slug ? { slug: line.slug } : {}),
    };
  });
  return { items: next, isChanged };
}

/** How many things the cart holds: a book counted by its quantity (the header badge). */
export function cartCount(items: readonly CartItem[]): number {
  return items.reduce((sum, entry) => sum + entry.quantity, 0);
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

function store(items: CartItem[]): void {
  snapshot = items;
  try {
    const storage = browserStorage();
    if (items.length === 0) storage?.removeItem(CART_KEY);
    else storage?.setItem(CART_KEY, JSON.stringify(items));
  } catch {
    // Storage full or disabled: the cart still holds the items for this visit.
  }
  for (const listener of listeners) listener();
  // The header's badge reads the stored cart on its own (it ships in the entry without this store).
  if (typeof dispatchEvent === 'function') dispatchEvent(new Event(CART_EVENT));
}

function update(result: { items: CartItem[]; isChanged: boolean }): boolean {
  if (result.isChanged) store(result.items);
  return result.isChanged;
}

/** Adds to the browser's cart; answers false when the item was already there and nothing changed. */
export function addToBrowserCart(item: Omit<CartItem, 'quantity'>): boolean {
  return update(addToCart(currentCart(), item));
}

/** The browser cart's operations of spec §4, each answering whether anything changed. */
export const browserCart = {
  increase: (item: Pick<CartItem, 'id' | 'type'>) => update(increaseQuantity(currentCart(), item)),
  decrease: (item: Pick<CartItem, 'id' | 'type'>) => update(decreaseQuantity(currentCart(), item)),
  remove: (item: Pick<CartItem, 'id' | 'type'>) => {
    const before = currentCart();
    return update({ items: removeFromCart(before, item), isChanged: isInCart(before, item) });
  },
  applyQuote: (quoted: Parameters<typeof applyQuotedPrices>[1]) =>
    update(applyQuotedPrices(currentCart(), quoted)),
  /** Reset (spec §4): after a checkout, or on the buyer's request. */
  reset: () => store([]),
};

/** The cart's items; empty on the server (the cart lives in the browser only). */
export function useCart(): CartItem[] {
  return useSyncExternalStore(subscribe, currentCart, () => EMPTY);
}
