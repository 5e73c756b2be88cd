import { describe, expect, it } from 'vitest';
import { addToCart, CART_KEY, type CartItem, isInCart, readCart } from './cart-store';

const course = { id: 7, type: 'COURSE' as const, salePrice: 499_000, name: 'Toán 12' };

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
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
