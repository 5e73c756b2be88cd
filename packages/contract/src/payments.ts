import { z } from 'zod';
import { ADMIN_MAX_PAGE_SIZE } from './constants';
import { listQuerySchema, listResponseSchema, queryDateSchema } from './list-query';
import { bankTransferSchema } from './orders';

/*
 * Payments (issue 12): the bank-account service's webhook (SePay) and the back office's `/admin/pay`.
 * The QR code and the payment instructions an order shows are in `orders.ts` (`paymentInstructionsSchema`).
 */

/**
 * `POST /payments/sepay`: one transaction on the shop's bank account, as SePay posts it
 * (`Authorization: Apikey <BANK_WEBHOOK_SECRET>`). Unknown fields are kept (the raw payload is stored).
 */
export const sepayWebhookBodySchema = z.looseObject({
  /** SePay's id of the transaction: the idempotency key of the notification. */
  id: z.union([z.int().positive(), z.string().trim().min(1).max(100)]),
  /** The bank's name, e.g. "Vietcombank". */
  gateway: z.string().max(100).nullish(),
  /** `2023-03-25 14:02:37`, Vietnam time. */
  transactionDate: z.string().max(40).nullish(),
  accountNumber: z.string().max(50).nullish(),
  /** The payment code SePay recognised in the note, if it is configured to look for one. */
  code: z.string().max(100).nullish(),
  /** The transfer's note as the bank reports it. */
  content: z.string().max(2000).nullish(),
  transferType: z.enum(['in', 'out']),
  transferAmount: z.number().int().min(0).max(1e15),
  accumulated: z.number().nullish(),
  subAccount: z.string().max(100).nullish(),
  referenceCode: z.string().max(100).nullish(),
  description: z.string().max(2000).nullish(),
});
export type SepayWebhookBody = z.input<typeof sepayWebhookBodySchema>;

/** What SePay expects back on success (anything else makes it retry). */
export const webhookAnswerSchema = z.object({ success: z.literal(true) });

export const TRANSFER_MATCH_FILTERS = ['matched', 'unmatched'] as const;

/** `GET /admin/pay/transfers`: received transfers, newest first. Dates are days in Vietnam. */
export const adminTransferListQuerySchema = listQuerySchema(
  {
    sortFields: ['occurredAt', 'amount'] as const,
    defaultLimit: 25,
    maxLimit: ADMIN_MAX_PAGE_SIZE,
    allowAll: true,
  },
  {
    match: z.enum(TRANSFER_MATCH_FILTERS, { error: 'invalidValue' }).optional(),
    /** In the note, the reference, the bank, or the transfer code of the order it paid. */
    q: z.string().trim().max(100).optional(),
    from: queryDateSchema.optional(),
    to: queryDateSchema.optional(),
  },
);
export type AdminTransferListQuery = z.input<typeof adminTransferListQuerySchema>;

export const adminTransferRowSchema = bankTransferSchema.extend({
  /** The transfer code of the order it paid, or null. */
  orderTransferCode: z.string().nullable(),
});
export type AdminTransferRow = z.infer<typeof adminTransferRowSchema>;
export const adminTransferListResponseSchema = listResponseSchema(adminTransferRowSchema);
export type AdminTransferListResponse = z.infer<typeof adminTransferListResponseSchema>;

/**
 * `POST /admin/pay/transfers/{id}/assign`: staff say which order an unmatched transfer paid, by its
 * number or its transfer code (as the buyer may have written it: case and spaces do not matter).
 */
export const assignTransferBodySchema = z.strictObject({
  order: z
    .string({ error: 'invalidType' })
    .trim()
    .min(1, { error: 'required' })
    .max(40, { error: 'tooLong' }),
});
export type AssignTransferBody = z.input<typeof assignTransferBodySchema>;

/** `123` or `#123` names an order by its number; anything else is read as a transfer code. */
export function readOrderReference(text: string): { orderId: number } | { transferCode: string } {
  const trimmed = text.trim();
  return /^#?\d{1,15}$/.test(trimmed)
    ? { orderId: Number(trimmed.replace('#', '')) }
    : { transferCode: trimmed.toUpperCase().replace(/[\s\-_.]/g, '') };
}

const revenueSchema = z.object({ amount: z.number(), count: z.number() });

/** `GET /admin/pay/summary`: money matched to orders today and this month (Vietnam days), and what waits. */
export const paySummarySchema = z.object({
  today: revenueSchema,
  month: revenueSchema,
  unmatched: revenueSchema,
});
export type PaySummary = z.infer<typeof paySummarySchema>;
