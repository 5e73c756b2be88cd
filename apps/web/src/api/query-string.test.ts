import { describe, expect, it } from 'vitest';
import { buildQueryString, queryDate, queryValue } from './query-string';

describe('query string (spec §7)', () => {
  it('writes lists as comma lists and leaves out what is absent or blank', () => {
    expect(
      buildQueryString({
        offset: 0,
        limit: 12,
        sort: ['createdAt', 'name'],
        order: ['desc', 'asc'],
        q: '',
        categoryId: undefined,
        status: null,
        ids: [],
      }),
    ).toBe('?offset=0&limit=12&sort=createdAt,name&order=desc,asc');
  });

  it('writes dates as the day in Vietnam, YYYY-MM-DD', () => {
    // 23:30 UTC is already the next morning in Hanoi (UTC+7).
    expect(queryDate(new Date('2025-12-31T23:30:00Z'))).toBe('2026-01-01');
    expect(queryValue([new Date('2025-01-02T03:00:00Z'), new Date('2025-01-05T03:00:00Z')])).toBe(
      '2025-01-02,2025-01-05',
    );
    expect(queryValue(new Date('invalid'))).toBeNull();
  });

  it('encodes text but keeps the commas readable', () => {
    expect(buildQueryString({ q: 'toán 10 & 11', priceRange: [0, 10_000_000] })).toBe(
      '?q=to%C3%A1n%2010%20%26%2011&priceRange=0,10000000',
    );
    expect(buildQueryString({ flag: true, n: Number.NaN })).toBe('?flag=true');
    expect(buildQueryString(undefined)).toBe('');
    expect(buildQueryString({})).toBe('');
  });
});
