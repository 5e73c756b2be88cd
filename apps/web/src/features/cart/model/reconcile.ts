import type { CartQuote, QuoteProblem } from '@tutor/contract/orders';
import { type CartItem, sameItem } from '@/shared/cart/cart-store';

/*
 * The cart as the buyer sees it: each stored item beside what the server quoted for it now. A changed
 * price is shown (the stored one struck through) and the quoted one is what checkout sends; an item the
 * server cannot sell (gone, out of stock, already owned) is shown as such and left out of the order and
 * the total. Nothing is ever charged at the stored price.
 */

export type CartLineState =
  | { kind: 'ok' }
  | { kind: 'priceChanged'; previousPrice: number }
  | { kind: 'problem'; problem: QuoteProblem };

export type CartLine = {
  item: CartItem;
  name: string;
  path: string | null;
  image: string | null;
  /** The server's price today; the stored one while no quote has arrived. */
  salePrice: number;
  lineTotal: number;
  state: CartLineState;
};

export type ReconciledCart = {
  lines: CartLine[];
  /** What the order would cost: lines without a problem, at the server's prices. */
  total: number;
  /** What checkout sends: lines without a problem, at the prices on screen. */
  checkoutItems: { type: CartItem['type']; id: number; quantity: number; salePrice: number }[];
  hasProblems: boolean;
};

const SEGMENT = { BOOK: 'sach', COURSE: 'khoa-hoc', COMBO: 'combo' } as const;

/**
 * `shownPrices`: the stored prices the buyer was shown as changed on this visit (the store takes the
 * quoted price at once, so the change is remembered here to keep saying so).
 */
export function reconcileCart(
  items: readonly CartItem[],
  quote: CartQuote | undefined,
  shownPrices: ReadonlyMap<string, number> = new Map(),
): ReconciledCart {
  const lines = items.map((item): CartLine => {
    const quoted = quote?.lines.find((line) => sameItem(line, item));
    const fallbackPath = item.slug ? `/${SEGMENT[item.type]}/${item.id}/${item.slug}` : null;
    if (!quote) {
      return {
        item,
        name: item.name ?? '',
        path: fallbackPath,
        image: null,
        salePrice: item.salePrice,
        lineTotal: item.salePrice * item.quantity,
        state: { kind: 'ok' },
      };
    }
    if (!quoted || quoted.problem) {
      return {
        item,
        name: quoted?.name || item.name || '',
        path: quoted?.slug ? `/${SEGMENT[item.type]}/${item.id}/${quoted.slug}` : fallbackPath,
        image: quoted?.image ?? null,
        salePrice: item.salePrice,
        lineTotal: 0,
        state: { kind: 'problem', problem: quoted?.problem ?? 'UNAVAILABLE' },
      };
    }
    const previous = shownPrices.get(cartLineKey(item)) ?? item.salePrice;
    return {
      item,
      name: quoted.name || item.name || '',
      path: `/${SEGMENT[item.type]}/${item.id}/${quoted.slug}`,
      image: quoted.image,
      salePrice: quoted.salePrice,
      // The server's quantity is the one asked for; the line total is computed here from the quoted price.
      lineTotal: quoted.salePrice * item.quantity,
      state:
        previous !== quoted.salePrice ? { kind: 'priceChanged', previousPrice: previous } : { kind: 'ok' },
    };
  });
  const sellable = quote ? lines.filter((line) => line.state.kind !== 'problem') : [];
  return {
    lines,
    total: sellable.reduce((sum, line) => sum + line.lineTotal, 0),
    checkoutItems: sellable.map((line) => ({
      type: line.item.type,
      id: line.item.id,
      quantity: line.item.quantity,
      salePrice: line.salePrice,
    })),
    hasProblems: lines.some((line) => line.state.kind === 'problem'),
  };
}

export const cartLineKey = (item: Pick<CartItem, 'id' | 'type'>) => `${item.type}:${item.id}`;

/** The stored prices the quote contradicts, to remember before the store takes the new ones. */
export function changedPrices(items: readonly CartItem[], quote: CartQuote): Map<string, number> {
  const changed = new Map<string, number>();
  for (const item of items) {
    const quoted = quote.lines.find((line) => sameItem(line, item));
    if (quoted && !quoted.problem && quoted.salePrice !== item.salePrice)
      changed.set(cartLineKey(item), item.salePrice);
  }
  return changed;
}
