import { CART_QUANTITY_MAX, CART_QUANTITY_MIN } from '@tutor/contract/constants';
import {
  email,
  type FormSpec,
  integerBetween,
  maxLength,
  phone,
  required,
  text,
  validateForm,
  withLetter,
} from '@/shared/forms/field-rules';
import type { FormValidator } from '@/shared/forms/use-schema-form';

/*
 * The book order form's checks in the browser: the rules and message keys of the contract's
 * createSimpleOrderBodySchema, in its order, compared with it by order-form-rules.test.ts.
 */

export const COMMENT_MAX = 1000;
const TEXT_MAX = 255;

export type OrderValues = { name: string; phone: string; email: string; comment: string; qty: string };
export type OrderBody = Omit<OrderValues, 'qty'> & { qty: number };

const orderSpec: FormSpec = {
  fields: {
    name: text(required, withLetter, maxLength(TEXT_MAX)),
    phone: text(phone),
    email: text(email, maxLength(TEXT_MAX)),
    comment: text(maxLength(COMMENT_MAX)),
    qty: text(integerBetween(CART_QUANTITY_MIN, CART_QUANTITY_MAX)),
  },
  // Staff call back: a way to reach the buyer is required, said on the phone field.
  oneOf: { fields: ['phone', 'email'], key: 'phoneOrEmail' },
};

/** The trimmed body to send (quantity as a number), or one message per failing field. */
export const checkOrder: FormValidator<OrderBody> = (values, language) => {
  const result = validateForm<OrderValues>(orderSpec, values, language);
  return result.ok ? { ...result, data: { ...result.data, qty: Number(result.data.qty) } } : result;
};
