import * as contract from '@tutor/contract/constants';
import * as contractFormat from '@tutor/contract/format';
import { describe, expect, it } from 'vitest';
import * as mirror from './storefront-constants';
import { formatDate, formatPrice, timeAgo } from './storefront-format';

describe('storefront mirrors of the contract', () => {
  it('carry the same constants as the contract', () => {
    expect(mirror.CAROUSEL_AUTOPLAY_MS).toBe(contract.CAROUSEL_AUTOPLAY_MS);
    expect(mirror.MATH_DELIMITERS).toEqual(contract.MATH_DELIMITERS);
    expect([mirror.PRICE_RANGE_MIN, mirror.PRICE_RANGE_MAX]).toEqual([...contract.DEFAULT_PRICE_RANGE]);
    expect([mirror.CART_QUANTITY_MIN, mirror.CART_QUANTITY_MAX]).toEqual([
      contract.CART_QUANTITY_MIN,
      contract.CART_QUANTITY_MAX,
    ]);
    expect(mirror.SAME_CATEGORY_LIMIT).toBe(contract.SAME_CATEGORY_LIMIT);
    expect(mirror.TIME_ZONE).toBe(contract.TIME_ZONE);
    for (const [kind, defaults] of Object.entries(mirror.LIST_DEFAULTS)) {
      expect(defaults, kind).toEqual(contract.LIST_DEFAULTS[kind as keyof typeof contract.LIST_DEFAULTS]);
    }
  });

  it('format prices exactly as the contract does', () => {
    for (const value of [
      0,
      5,
      999,
      1000,
      1250000,
      10_000_000,
      -5000,
      12.6,
      '45000',
      '',
      null,
      undefined,
      12n,
    ]) {
      expect(formatPrice(value), String(value)).toBe(contractFormat.formatPrice(value));
    }
  });

  it('say how long ago exactly as the contract does, in both languages', () => {
    const now = new Date('2025-06-15T12:00:00Z');
    const minutes = [
      0,
      0.5,
      1,
      5,
      59,
      60,
      61,
      60 * 23,
      60 * 24,
      60 * 24 * 29,
      60 * 24 * 30,
      60 * 24 * 364,
      60 * 24 * 365,
      60 * 24 * 800,
    ];
    for (const lang of ['vi', 'en'] as const) {
      for (const m of minutes) {
        const then = new Date(now.getTime() - m * 60_000);
        expect(timeAgo(then, now, lang), `${m} min ${lang}`).toBe(contractFormat.timeAgo(then, now, lang));
      }
      expect(timeAgo('not a date', now, lang)).toBe(contractFormat.timeAgo('not a date', now, lang));
    }
  });

  it('give the calendar day in Vietnam as the contract does', () => {
    for (const iso of ['2025-01-01T16:59:00Z', '2025-01-01T17:00:00Z', '2024-02-29T00:00:00Z']) {
      expect(formatDate(iso)).toBe(contractFormat.formatDate(iso));
    }
  });
});
