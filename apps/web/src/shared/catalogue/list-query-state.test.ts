import { describe, expect, it } from 'vitest';
import { apiListQuery, pageCount, parsePriceRange, readListState, writeListState } from './list-query-state';
import { routeId } from './route-id';

describe('listing state in the query string', () => {
  it('reads defaults from an empty query and writes them back as nothing', () => {
    const state = readListState(new URLSearchParams(''), 'name-asc');
    expect(state).toEqual({ page: 1, sort: 'name-asc', price: null });
    expect(writeListState(state, 'name-asc').toString()).toBe('');
  });

  it('round-trips a page, a sort and a price range', () => {
    const params = new URLSearchParams('sort=price-desc&price=100000,500000&page=3');
    const state = readListState(params, 'name-asc');
    expect(state).toEqual({ page: 3, sort: 'price-desc', price: [100000, 500000] });
    expect(writeListState(state, 'name-asc').toString()).toBe('sort=price-desc&price=100000%2C500000&page=3');
  });

  it('ignores values a visitor could type by hand that make no sense', () => {
    expect(readListState(new URLSearchParams('page=-2&sort=rank'), 'newest')).toEqual({
      page: 1,
      sort: 'newest',
      price: null,
    });
    expect(parsePriceRange('500,100')).toBeNull();
    expect(parsePriceRange('0,99999999')).toBeNull();
    expect(parsePriceRange('abc,1')).toBeNull();
    expect(parsePriceRange('0,10000000')).toBeNull();
  });

  it('turns the state into the API query of spec §7', () => {
    expect(apiListQuery({ page: 2, sort: 'price-asc', price: [0, 200000] }, 12, 7)).toEqual({
      offset: 12,
      limit: 12,
      sort: 'salePrice',
      order: 'asc',
      categoryId: 7,
      priceRange: [0, 200000],
    });
    expect(apiListQuery({ page: 1, sort: 'newest', price: null }, 20, null)).toEqual({
      offset: 0,
      limit: 20,
      sort: 'createdAt',
      order: 'desc',
    });
  });

  it('counts pages and reads route ids', () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(25, 12)).toBe(3);
    expect(routeId('42')).toBe(42);
    expect(routeId('0')).toBeNull();
    expect(routeId('abc')).toBeNull();
  });
});
