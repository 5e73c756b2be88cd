import { describe, expect, it } from 'vitest';
import { formatPoints, nextOffset } from './my-exams';

describe('nextOffset', () => {
  it('points after the page while the server has more rows', () => {
    expect(nextOffset({ offset: 0, limit: 10, total: 25 })).toBe(10);
    expect(nextOffset({ offset: 10, limit: 10, total: 25 })).toBe(20);
  });

  it('stops at the last page, an exact fit and an empty list', () => {
    expect(nextOffset({ offset: 20, limit: 10, total: 25 })).toBeNull();
    expect(nextOffset({ offset: 10, limit: 10, total: 20 })).toBeNull();
    expect(nextOffset({ offset: 0, limit: 10, total: 0 })).toBeNull();
  });

  it('never loops on a page without a limit', () => {
    expect(nextOffset({ offset: 0, limit: 0, total: 5 })).toBeNull();
  });
});

describe('formatPoints', () => {
  it('writes decimals the way the language does, at most two', () => {
    expect(formatPoints(7.75, 'vi')).toBe('7,75');
    expect(formatPoints(7.75, 'en')).toBe('7.75');
    expect(formatPoints(10, 'vi')).toBe('10');
    expect(formatPoints(2 / 3, 'en')).toBe('0.67');
  });
});
