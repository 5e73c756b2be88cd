import { describe, expect, it, vi } from 'vitest';
import {
  addToBrowserCart,
  addToCart,
  applyQuotedPrices,
  browserCart,
  CART_KEY,
  type CartItem,
  cartCount,
  decreaseQuantity,
  increaseQuantity,
  isInCart,
  readCart,
  removeFromCart,
} from './cart-store';

const course = { id: 7, type: 'COURSE' as const, salePrice: 499_000, name: 'Toán 12' };

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

describe('cart', () => {
  it('adds a course once with quantity 1 (type COURSE)', () => {
    const { items, isChanged } = addToCart([], course);
    expect(isChanged).toBe(true);
    expect(items).toEqual([{ ...course, quantity: 1 }]);
    expect(isInCart(items, { id: 7, type: 'COURSE' })).toBe(true);
    expect(isInCart(items, { id: 7, type: 'BOOK' })).toBe(false);
  });

  it('adding a course already in the cart changes nothing (spec §4)', () => {
    const first = addToCart([], course).items;
    const again = addToCart(first, { ...course, salePrice: 1 });
    expect(again.isChanged).toBe(false);
    expect(again.items).toEqual(first);
  });

  it('adding a book already there raises its quantity, up to 100', () => {
    const book = { id: 7, type: 'BOOK' as const, salePrice: 80_000 };
    const once = addToCart([{ ...course, quantity: 1 }], book).items;
    const twice = addToCart(once, book).items;
    expect(twice.find((item) => item.type === 'BOOK')?.quantity).toBe(2);
    const full: CartItem[] = [{ ...book, quantity: 100 }];
    expect(addToCart(full, book).isChanged).toBe(false);
  });

  it('reads the stored cart and drops what it cannot read', () => {
    const storage = memoryStorage({
      [CART_KEY]: JSON.stringify([{ ...course, quantity: 1 }, { id: 'x' }, { id: 2, type: 'CAR' }]),
    });
    expect(readCart(storage)).toEqual([{ ...course, quantity: 1 }]);
    expect(readCart(memoryStorage({ [CART_KEY]: '{broken' }))).toEqual([]);
    expect(readCart(memoryStorage())).toEqual([]);
  });
});

describe('cart quantities, removal and reset (spec §4)', () => {
  const book = { id: 3, type: 'BOOK' as const, salePrice: 80_000 };
  const start: CartItem[] = [
    { ...book, quantity: 1 },
    { ...course, quantity: 1 },
  ];

  it('plus works only below 100, on books', () => {
    const two = increaseQuantity(start, book);
    expect(two.isChanged).toBe(true);
    expect(two.items[0]?.quantity).toBe(2);
    const at99: CartItem[] = [{ ...book, quantity: 99 }];
    expect(increaseQuantity(at99, book).items[0]?.quantity).toBe(100);
    const at100: CartItem[] = [{ ...book, quantity: 100 }];
    expect(increaseQuantity(at100, book)).toEqual({ items: at100, isChanged: false });
    expect(increaseQuantity(start, { id: 99, type: 'BOOK' }).isChanged).toBe(false);
  });

  it('minus works only above 1', () => {
    expect(decreaseQuantity(start, book)).toEqual({ items: start, isChanged: false });
    const three: CartItem[] = [{ ...book, quantity: 3 }];
    expect(decreaseQuantity(three, book).items).toEqual([{ ...book, quantity: 2 }]);
  });

  it('remove deletes the item whatever its quantity; the same id of another type stays', () => {
    const items: CartItem[] = [...start, { id: 3, type: 'COMBO', salePrice: 1, quantity: 1 }];
    expect(removeFromCart(items, book)).toEqual([
      { ...course, quantity: 1 },
      { id: 3, type: 'COMBO', salePrice: 1, quantity: 1 },
    ]);
  });

  it('counts books by their quantity for the header badge', () => {
    expect(
      cartCount([
        { ...book, quantity: 4 },
        { ...course, quantity: 1 },
      ]),
    ).toBe(5);
    expect(cartCount([])).toBe(0);
  });

  it('takes the quoted price once shown, and leaves lines the quote does not name', () => {
    const { items, isChanged } = applyQuotedPrices(start, [
      { id: 7, type: 'COURSE', salePrice: 450_000, name: 'Toán 12 (mới)', slug: 'toan-12' },
    ]);
    expect(isChanged).toBe(true);
    expect(items).toEqual([
      { ...book, quantity: 1 },
      { ...course, salePrice: 450_000, name: 'Toán 12 (mới)', slug: 'toan-12', quantity: 1 },
    ]);
    expect(applyQuotedPrices(items, [{ id: 3, type: 'BOOK', salePrice: 80_000 }]).isChanged).toBe(false);
  });

  it('brings a hand-edited cart back within the rules when reading it', () => {
    const storage = memoryStorage({
      [CART_KEY]: JSON.stringify([
        { ...book, quantity: 250 },
        { ...course, quantity: 4 },
        { ...book, quantity: 2 },
        { id: 5, type: 'BOOK', salePrice: 1, quantity: -3 },
      ]),
    });
    expect(readCart(storage)).toEqual([
      { ...book, quantity: 100 },
      { ...course, quantity: 1 },
      { id: 5, type: 'BOOK', salePrice: 1, quantity: 1 },
    ]);
  });
});

describe('the browser cart', () => {
  it('shares one local-storage key, and reset removes it', () => {
    const data = new Map<string, string>();
    vi.stubGlobal('window', {
      localStorage: {
        getItem: (key: string) => data.get(key) ?? null,
        setItem: (key: string, value: string) => void data.set(key, value),
        removeItem: (key: string) => void data.delete(key),
      },
    });
    try {
      expect(addToBrowserCart({ id: 1, type: 'BOOK', salePrice: 10_000 })).toBe(true);
      expect(addToBrowserCart({ id: 1, type: 'BOOK', salePrice: 10_000 })).toBe(true);
      expect(addToBrowserCart({ id: 2, type: 'COMBO', salePrice: 5 })).toBe(true);
      expect(addToBrowserCart({ id: 2, type: 'COMBO', salePrice: 5 })).toBe(false);
      expect(browserCart.decrease({ id: 1, type: 'BOOK' })).toBe(true);
      expect(browserCart.decrease({ id: 1, type: 'BOOK' })).toBe(false);
      expect([...data.keys()]).toEqual([CART_KEY]);
      expect(JSON.parse(data.get(CART_KEY) ?? '')).toEqual([
        { id: 1, type: 'BOOK', salePrice: 10_000, quantity: 1 },
        { id: 2, type: 'COMBO', salePrice: 5, quantity: 1 },
      ]);
      expect(browserCart.remove({ id: 2, type: 'COMBO' })).toBe(true);
      expect(browserCart.remove({ id: 2, type: 'COMBO' })).toBe(false);
      browserCart.reset();
      expect(data.has(CART_KEY)).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
