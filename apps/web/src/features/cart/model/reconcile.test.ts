import type { CartQuote, QuotedLine } from '@tutor/contract/orders';
import { describe, expect, it } from 'vitest';
import { applyQuotedPrices, type CartItem } from '@/shared/cart/cart-store';
import { changedPrices, reconcileCart } from './reconcile';

const items: CartItem[] = [
  { id: 1, type: 'BOOK', salePrice: 100_000, quantity: 2, name: 'Sách A', slug: 'sach-a' },
  { id: 2, type: 'COURSE', salePrice: 500_000, quantity: 1, name: 'Khoá B', slug: 'khoa-b' },
  { id: 3, type: 'COMBO', salePrice: 900_000, quantity: 1, name: 'Combo C', slug: 'combo-c' },
];

function line(item: CartItem, salePrice: number, problem: QuotedLine['problem'] = null): QuotedLine {
  return {
    type: item.type,
    id: item.id,
    name: `${item.name} (server)`,
    slug: item.slug ?? '',
    image: null,
    salePrice: problem ? 0 : salePrice,
    quantity: item.quantity,
    lineTotal: problem ? 0 : salePrice * item.quantity,
    problem,
  };
}

describe('cart reconciliation with the quote', () => {
  it('before the quote arrives shows the stored lines and offers nothing to check out', () => {
    const cart = reconcileCart(items, undefined);
    expect(cart.lines.map((l) => l.state.kind)).toEqual(['ok', 'ok', 'ok']);
    expect(cart.checkoutItems).toEqual([]);
    expect(cart.total).toBe(0);
  });

  it("uses the server's prices, never the stored ones, and says which changed", () => {
    const [book, course, combo] = items as [CartItem, CartItem, CartItem];
    const quote: CartQuote = {
      lines: [line(book, 120_000), line(course, 500_000), line(combo, 900_000)],
      total: 240_000 + 500_000 + 900_000,
    };
    const cart = reconcileCart(items, quote);
    expect(cart.lines[0]?.state).toEqual({ kind: 'priceChanged', previousPrice: 100_000 });
    expect(cart.lines[0]?.lineTotal).toBe(240_000);
    expect(cart.total).toBe(1_640_000);
    expect(cart.checkoutItems[0]).toEqual({ type: 'BOOK', id: 1, quantity: 2, salePrice: 120_000 });
  });

  it('keeps saying a price changed after the store took the new price', () => {
    const [book, course, combo] = items as [CartItem, CartItem, CartItem];
    const quote: CartQuote = {
      lines: [line(book, 90_000), line(course, 500_000), line(combo, 900_000)],
      total: 0,
    };
    const shown = changedPrices(items, quote);
    expect([...shown]).toEqual([['BOOK:1', 100_000]]);
    const stored = applyQuotedPrices(items, quote.lines).items;
    expect(stored[0]?.salePrice).toBe(90_000);
    const cart = reconcileCart(stored, quote, shown);
    expect(cart.lines[0]?.state).toEqual({ kind: 'priceChanged', previousPrice: 100_000 });
    // Without the memory of what was shown, the same cart reads as unchanged.
    expect(reconcileCart(stored, quote).lines[0]?.state).toEqual({ kind: 'ok' });
  });

  it('shows unavailable, out-of-stock, owned and unquoted lines as such and leaves them out', () => {
    const [book, course, combo] = items as [CartItem, CartItem, CartItem];
    const quote: CartQuote = {
      lines: [line(book, 100_000, 'OUT_OF_STOCK'), line(course, 500_000, 'OWNED')],
      total: 0,
    };
    const cart = reconcileCart(items, quote);
    expect(cart.lines.map((l) => l.state)).toEqual([
      { kind: 'problem', problem: 'OUT_OF_STOCK' },
      { kind: 'problem', problem: 'OWNED' },
      { kind: 'problem', problem: 'UNAVAILABLE' },
    ]);
    expect(cart.hasProblems).toBe(true);
    expect(cart.checkoutItems).toEqual([]);
    expect(cart.total).toBe(0);
    expect(combo.salePrice).toBe(900_000);
  });
});
