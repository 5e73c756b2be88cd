import { PRICE_RANGE_MAX, PRICE_RANGE_MIN, type SortField, type SortOrder } from '@tutor/contract/constants';

/*
 * A storefront listing's state lives in the URL query string (?page=2&sort=price-asc&price=0,500000),
 * so back/forward, reload and a shared link all show the same page. The category is in the path.
 */

/** The sorts of spec §9 as the visitor picks them. */
export const SORT_OPTIONS = {
  newest: { sort: 'createdAt', order: 'desc' },
  'name-asc': { sort: 'name', order: 'asc' },
  'name-desc': { sort: 'name', order: 'desc' },
  'price-asc': { sort: 'salePrice', order: 'asc' },
  'price-desc': { sort: 'salePrice', order: 'desc' },
} as const satisfies Record<string, { sort: SortField; order: SortOrder }>;
export type SortOption = keyof typeof SORT_OPTIONS;

export function isSortOption(value: unknown): value is SortOption {
  return typeof value === 'string' && Object.hasOwn(SORT_OPTIONS, value);
}

export type PriceRange = readonly [number, number];

export type ListState = {
  /** 1-based. */
  page: number;
  sort: SortOption;
  /** Only for lists with a price filter; null means the default range. */
  price: PriceRange | null;
};

function parsePage(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
}

function parseAmount(text: string): number | null {
  if (!/^\d{1,12}$/.test(text.trim())) return null;
  return Number(text.trim());
}

/** `min,max` within 0–PRICE_RANGE_MAX with min ≤ max, or null (ignored) for anything else. */
export function parsePriceRange(value: string | null): PriceRange | null {
  if (!value) return null;
  const [minText, maxText, ...rest] = value.split(',');
  if (rest.length > 0 || minText === undefined || maxText === undefined) return null;
  const min = parseAmount(minText);
  const max = parseAmount(maxText);
  if (min === null || max === null || min > max || min < PRICE_RANGE_MIN || max > PRICE_RANGE_MAX)
    return null;
  if (min === PRICE_RANGE_MIN && max === PRICE_RANGE_MAX) return null;
  return [min, max];
}

export function readListState(params: URLSearchParams, defaultSort: SortOption): ListState {
  const sort = params.get('sort');
  return {
    page: parsePage(params.get('page')),
    sort: isSortOption(sort) ? sort : defaultSort,
    price: parsePriceRange(params.get('price')),
  };
}

/** The query string for `state`, defaults left out so the plain listing keeps a clean address. */
export function writeListState(state: ListState, defaultSort: SortOption): URLSearchParams {
  const params = new URLSearchParams();
  if (state.sort !== defaultSort) params.set('sort', state.sort);
  if (state.price) params.set('price', `${state.price[0]},${state.price[1]}`);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The API query of spec §7 for one page of `pageSize` items. */
export function apiListQuery(state: ListState, pageSize: number, categoryId: number | null) {
  const { sort, order } = SORT_OPTIONS[state.sort];
  return {
    offset: (state.page - 1) * pageSize,
    limit: pageSize,
    sort,
    order,
    ...(categoryId ? { categoryId } : {}),
    ...(state.price ? { priceRange: [state.price[0], state.price[1]] } : {}),
  };
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
