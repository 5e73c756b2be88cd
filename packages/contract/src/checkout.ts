import { z } from 'zod';
import { orderViewSchema } from './orders';
import { idSchema } from './validators';

/*
 * Checkout calls beyond the ones `orders.ts` describes (issue 12): a signed-in buyer taking over the
 * order they placed as a guest.
 */

/** The key a guest's order page carries (`/don-hang/{id}?key=…`): 22–43 URL-safe characters. */
export const orderAccessKeySchema = z
  .string({ error: 'invalidType' })
  .trim()
  .min(1, { error: 'required' })
  .max(100, { error: 'tooLong' });

/**
 * `POST /orders/claim`: the signed-in user presents the key of an order they placed as a guest; the order
 * becomes theirs (in "my orders"), and if it is already DONE its courses and documents open now.
 */
export const claimOrderBodySchema = z.strictObject({ orderId: idSchema, key: orderAccessKeySchema });
export type ClaimOrderBody = z.input<typeof claimOrderBodySchema>;

export const orderClaimedSchema = z.object({
  /** False when the order was already the caller's (claiming twice changes nothing). */
  claimed: z.boolean(),
  order: orderViewSchema,
});
export type OrderClaimed = z.infer<typeof orderClaimedSchema>;
