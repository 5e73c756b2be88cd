import { describe, expect, it } from 'vitest';
import type { Config } from '../../config';
import { paymentFor } from './instructions';
import { hasValidCrc, readTlv } from './vietqr';

const configured: Pick<Config, 'payments'> = {
  payments: {
    bank: {
      bin: '970436',
      name: 'Vietcombank',
      accountNumber: '1234567890',
      accountName: 'CONG TY TOAN HAY',
    },
    webhookSecret: undefined,
  },
};
const order = { id: 42, status: 'PENDING', total: 1_250_000, paidAmount: 0, transferCode: 'TH7KQ3MX9P' };

describe('paymentFor', () => {
  it('gives the account, the amount due, the code and a VietQR payload carrying both', () => {
    const payment = paymentFor(configured, order, 'secret key/+');
    expect(payment).toMatchObject({
      bankName: 'Vietcombank',
      bankBin: '970436',
      accountNumber: '1234567890',
      accountName: 'CONG TY TOAN HAY',
      amount: 1_250_000,
      transferCode: 'TH7KQ3MX9P',
      qrImage: '/api/orders/42/qr.svg?key=secret%20key%2F%2B',
    });
    const payload = payment?.qrPayload ?? '';
    expect(hasValidCrc(payload)).toBe(true);
    const fields = new Map(readTlv(payload).map((f) => [f.id, f.value]));
    expect(fields.get('01')).toBe('12');
    expect(fields.get('54')).toBe('1250000');
    expect(fields.get('62')).toBe('0810TH7KQ3MX9P');
  });

  it('asks for what is still due after a partial payment; the signed-in buyer gets no key in the address', () => {
    const payment = paymentFor(configured, { ...order, status: 'PROCESS', paidAmount: 250_000 });
    expect(payment?.amount).toBe(1_000_000);
    expect(payment?.qrImage).toBe('/api/orders/42/qr.svg');
    expect(payment?.qrPayload).toContain('54071000000');
  });

  it('is null without a bank account, for DONE or CANCELLED orders, and when nothing is due', () => {
    expect(paymentFor({ payments: { bank: undefined, webhookSecret: 'x' } }, order)).toBeNull();
    expect(paymentFor(configured, { ...order, status: 'DONE' })).toBeNull();
    expect(paymentFor(configured, { ...order, status: 'CANCELLED' })).toBeNull();
    expect(paymentFor(configured, { ...order, status: 'PROCESS', paidAmount: 1_250_000 })).toBeNull();
  });
});
