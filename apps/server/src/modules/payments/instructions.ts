import type { OrderStatus } from '@tutor/contract/constants';
import type { PaymentInstructions } from '@tutor/contract/orders';
import type { Config } from '../../config';
import { vietQrPayload } from './vietqr';

/*
 * How to pay an order by bank transfer: the shop's account, what is still due, the transfer code to
 * write in the note, and the VietQR payload with the address of its image. Shared: the order view, the
 * checkout's answer and "my orders" show it (see test/import-graph.test.ts).
 */

export type PayableOrder = {
  id: number;
  status: OrderStatus | string;
  total: number;
  paidAmount: number;
  transferCode: string;
};

/** The QR image of an order; a guest's address carries the key that opens the order. */
export function qrImagePath(orderId: number, accessKey?: string | null): string {
  const base = `/api/orders/${orderId}/qr.svg`;
  return accessKey ? `${base}?key=${encodeURIComponent(accessKey)}` : base;
}

/**
 * Null when no bank account is configured, when the order is DONE or CANCELLED, or when nothing is due
 * (paid in full, waiting for staff). Otherwise the amount is total − paid so far, so a buyer who paid
 * part is asked for the rest, and the QR carries that amount.
 */
export function paymentFor(
  config: Pick<Config, 'payments'>,
  order: PayableOrder,
  accessKey?: string | null,
): PaymentInstructions | null {
  const bank = config.payments.bank;
  if (!bank) return null;
  if (order.status !== 'PENDING' && order.status !== 'PROCESS') return null;
  const amount = order.total - order.paidAmount;
  if (amount <= 0) return null;
  return {
    bankName: bank.name,
    bankBin: bank.bin,
    accountNumber: bank.accountNumber,
    accountName: bank.accountName,
    amount,
    transferCode: order.transferCode,
    qrPayload: vietQrPayload({
      bin: bank.bin,
      accountNumber: bank.accountNumber,
      amount,
      purpose: order.transferCode,
      initiation: 'dynamic',
    }),
    qrImage: qrImagePath(order.id, accessKey),
  };
}
