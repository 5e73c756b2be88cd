import { describe, expect, it } from 'vitest';
import { presetPeriod } from './course-order-statistics-page';

describe('statistics periods', () => {
  it('are calendar days in Vietnam: 23:30 UTC on 31 March is already April there', () => {
    const now = new Date('2026-03-31T23:30:00Z');
    expect(presetPeriod('thisMonth', now)).toEqual({ from: '2026-04-01', to: '2026-04-30' });
    expect(presetPeriod('lastMonth', now)).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(presetPeriod('thisYear', now)).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(presetPeriod('allTime', now)).toEqual({});
  });
});
