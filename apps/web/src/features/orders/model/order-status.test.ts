import { describe, expect, it } from 'vitest';
import { isAwaitingPayment, orderKeyFrom } from './order-status';

describe('order page helpers', () => {
  it('polls PENDING and PROCESS orders only', () => {
    expect(isAwaitingPayment('PENDING')).toBe(true);
    expect(isAwaitingPayment('PROCESS')).toBe(true);
    expect(isAwaitingPayment('DONE')).toBe(false);
    expect(isAwaitingPayment('CANCELLED')).toBe(false);
  });

  it("takes the address's key first, then the one this browser kept", () => {
    expect(orderKeyFrom('?key=abc123', 'stored')).toBe('abc123');
    expect(orderKeyFrom('?key=%20', 'stored')).toBe('stored');
    expect(orderKeyFrom('', 'stored')).toBe('stored');
    expect(orderKeyFrom('', null)).toBeNull();
    expect(orderKeyFrom(`?key=${'x'.repeat(101)}`, null)).toBeNull();
  });
});
