import { describe, expect, it } from 'vitest';
import { isDeletable, ORDER_LISTS, orderListOf } from './order-lists';

describe('order lists', () => {
  it('finds the list of an admin path, the list of all orders by default', () => {
    expect(orderListOf('/admin/course-orders/12').kind).toBe('COURSE');
    expect(orderListOf('/admin/simple-orders').resource).toBe('simple-order');
    expect(orderListOf('/admin/combo-orders/3').path).toBe('/combo-orders');
    expect(orderListOf('/admin/orders/7')).toBe(ORDER_LISTS.orders);
    expect(orderListOf('/admin/unknown/7')).toBe(ORDER_LISTS.orders);
  });

  it('offers delete only for what the server deletes: cancelled, or pending with nothing paid', () => {
    expect(isDeletable({ status: 'CANCELLED', paidAmount: 0 })).toBe(true);
    expect(isDeletable({ status: 'PENDING', paidAmount: 0 })).toBe(true);
    expect(isDeletable({ status: 'PENDING', paidAmount: 10_000 })).toBe(false);
    expect(isDeletable({ status: 'PROCESS', paidAmount: 0 })).toBe(false);
    expect(isDeletable({ status: 'DONE', paidAmount: 0 })).toBe(false);
  });
});
