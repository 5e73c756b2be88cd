import { z } from 'zod';
import { CART_QUANTITY_MAX, CART_QUANTITY_MIN } from './constants';
import {
  emailSchema,
  idSchema,
  integerFromText,
  phoneSchema,
  required,
  requiredOr,
  textWithLetter,
} from './validators';

/*
 * The book order form of a book page (spec §2, §7 `POST /simple-orders`): a visitor or a student leaves
 * a name and a way to be reached; staff call back. The price is the server's, never the browser's.
 */

export const SIMPLE_ORDER_COMMENT_MAX = 1000;

export const createSimpleOrderBodySchema = z
  .strictObject({
    bookId: idSchema,
    name: required(textWithLetter).pipe(z.string().max(255, { error: 'tooLong' })),
    phone: phoneSchema.default(''),
    email: emailSchema.pipe(z.string().max(255, { error: 'tooLong' })).default(''),
    comment: z
      .string({ error: 'invalidType' })
      .trim()
      .max(SIMPLE_ORDER_COMMENT_MAX, { error: 'tooLong' })
      .default(''),
    qty: z.preprocess(
      integerFromText,
      z
        .int({ error: requiredOr('integer') })
        .min(CART_QUANTITY_MIN, { error: 'tooSmall' })
        .max(CART_QUANTITY_MAX, { error: 'tooBig' }),
    ),
    /** A random key the form makes once per submit: a retried request answers the first order. */
    idempotencyKey: z
      .string({ error: 'invalidType' })
      .trim()
      .min(8, { error: 'tooShort' })
      .max(100, { error: 'tooLong' })
      .optional(),
  })
  // Staff call back: an order without a phone or an email cannot be answered. The message sits on the
  // phone field, the first of the two; it runs beside the other fields' checks so a form shows all at once.
  .refine((order) => order.phone !== '' || order.email !== '', {
    error: 'phoneOrEmail',
    path: ['phone'],
    when: (payload) => {
      const value = payload.value as Record<string, unknown> | undefined;
      return typeof value?.phone === 'string' && typeof value.email === 'string';
    },
  });
export type CreateSimpleOrderBody = z.input<typeof createSimpleOrderBodySchema>;

// It answers `orderCreatedSchema` (orders.ts), like every other way of placing an order.
