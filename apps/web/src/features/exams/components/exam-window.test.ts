import { describe, expect, it } from 'vitest';
import { formatCountdown, windowState } from './exam-window';

const at = (iso: string) => Date.parse(iso);
const mock = { opensAt: '2025-06-01T00:00:00Z', closesAt: '2025-06-08T00:00:00Z' };

describe('an exam window', () => {
  it('is always open without dates, else upcoming, open, then closed', () => {
    expect(windowState({ opensAt: null, closesAt: null }, at('2025-06-02T00:00:00Z'))).toBe('always');
    expect(windowState(mock, at('2025-05-31T23:59:59Z'))).toBe('upcoming');
    expect(windowState(mock, at('2025-06-01T00:00:00Z'))).toBe('open');
    expect(windowState(mock, at('2025-06-08T00:00:00Z'))).toBe('closed');
    expect(windowState({ opensAt: null, closesAt: mock.closesAt }, at('2025-01-01T00:00:00Z'))).toBe('open');
  });

  it('counts down in days and a clock, never below zero', () => {
    const days = (n: number) => `${n} ngày`;
    expect(formatCountdown(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000, days)).toBe('2 ngày 03:04:05');
    expect(formatCountdown(59_999, days)).toBe('00:00:59');
    expect(formatCountdown(-5000, days)).toBe('00:00:00');
  });
});
