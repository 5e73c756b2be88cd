import { CART_QUANTITY_MAX, CART_QUANTITY_MIN } from '@tutor/contract/constants';
import { type ContactValues, contactSpec } from '@/shared/checkout/contact-rules';
import { integerBetween, text, validateForm } from '@/shared/forms/field-rules';
import type { FormValidator } from '@/shared/forms/use-schema-form';

/*
 * The book order form's checks in the browser: the rules and message keys of the contract's
 * createSimpleOrderBodySchema, in its order, compared with it by order-form-rules.test.ts.
 */

export type OrderValues = ContactValues & { qty: string };
export type OrderBody = Omit<OrderValues, 'qty'> & { qty: number };

const orderSpec = contactSpec({ qty: text(integerBetween(CART_QUANTITY_MIN, CART_QUANTITY_MAX)) });

/** The trimmed body to send (quantity as a number), or one message per failing field. */
export const checkOrder: FormValidator<OrderBody> = (values, language) => {
  const result = validateForm<OrderValues>(orderSpec, values, language);
  return result.ok ? { ...result, data: { ...result.data, qty: Number(result.data.qty) } } : result;
};
