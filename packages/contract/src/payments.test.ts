import { describe, expect, it } from 'vitest';
import { adminTransferListQuerySchema, readOrderReference, sepayWebhookBodySchema } from './payments';

describe('readOrderReference', () => {
  it('reads a number (with or without #) as the order number, anything else as a transfer code', () => {
    expect(readOrderReference('1024')).toEqual({ orderId: 1024 });
    expect(readOrderReference(' #1024 ')).toEqual({ orderId: 1024 });
    expect(readOrderReference('th7kq 3mx-9p')).toEqual({ transferCode: 'TH7KQ3MX9P' });
    expect(readOrderReference('TH.7KQ3MX9P')).toEqual({ transferCode: 'TH7KQ3MX9P' });
  });
});

describe('sepayWebhookBodySchema', () => {
  const documented = {
    id: 92704,
    gateway: 'Vietcombank',
    transactionDate: '2023-03-25 14:02:37',
    accountNumber: '0123499999',
    code: null,
    content: 'chuyen tien mua iphone',
    transferType: 'in',
    transferAmount: 2277000,
    accumulated: 19077000,
    subAccount: null,
    referenceCode: 'MBVCB.3278907687',
    description: '',
  };

  it("accepts SePay's documented notification and keeps fields it does not know", () => {
    const parsed = sepayWebhookBodySchema.parse({ ...documented, newField: 'x' });
    expect(parsed).toMatchObject({ ...documented, newField: 'x' });
  });

  it('refuses a negative or fractional amount and an unknown direction', () => {
    for (const wrong of [{ transferAmount: -1 }, { transferAmount: 10.5 }, { transferType: 'sideways' }])
      expect(sepayWebhookBodySchema.safeParse({ ...documented, ...wrong }).success).toBe(false);
  });
});

describe('adminTransferListQuerySchema', () => {
  it('defaults to the newest first and refuses an unknown match filter', () => {
    expect(adminTransferListQuerySchema.parse({})).toMatchObject({ sort: ['occurredAt'], order: ['desc'] });
    expect(adminTransferListQuerySchema.safeParse({ match: 'maybe' }).success).toBe(false);
  });
});
