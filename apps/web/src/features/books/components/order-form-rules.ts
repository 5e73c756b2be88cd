import { containsLetter, isValidEmail, isValidPhone } from '@tutor/contract/checks';
import { CART_QUANTITY_MAX, CART_QUANTITY_MIN } from '@tutor/contract/constants';
import type { Language } from '@tutor/contract/i18n';
import { translateValidation, type ValidationKey } from '@tutor/contract/validation-messages';

/*
 * The book order form's checks in the browser, without zod (the storefront budget has no room for it):
 * the same rules and message keys as createSimpleOrderBodySchema of the contract, checked by
 * order-form-rules.test.ts against that schema. The server checks again either way.
 */

export type OrderValues = { name: string; phone: string; email: string; comment: string; qty: string };
export type OrderErrors = Partial<Record<keyof OrderValues, string>>;

export const COMMENT_MAX = 1000;
const NAME_MAX = 255;

type Failure = { key: ValidationKey; params?: Record<string, unknown> };

function nameFailure(value: string): Failure | null {
  if (value === '') return { key: 'required' };
  if (!containsLetter(value)) return { key: 'containsLetter' };
  if (value.length > NAME_MAX) return { key: 'tooLong', params: { max: NAME_MAX } };
  return null;
}

function qtyFailure(value: string): Failure | null {
  // As the schema: blank text is "not an integer" (the body always carries qty).
  if (!/^-?\d+$/.test(value)) return { key: 'integer' };
  const n = Number(value);
  if (n < CART_QUANTITY_MIN) return { key: 'tooSmall', params: { min: CART_QUANTITY_MIN } };
  if (n > CART_QUANTITY_MAX) return { key: 'tooBig', params: { max: CART_QUANTITY_MAX } };
  return null;
}

const rules: Record<keyof OrderValues, (value: string) => Failure | null> = {
  name: nameFailure,
  phone: (value) => (value !== '' && !isValidPhone(value) ? { key: 'phone' } : null),
  email: (value) => {
    if (value !== '' && !isValidEmail(value)) return { key: 'email' };
    return value.length > NAME_MAX ? { key: 'tooLong', params: { max: NAME_MAX } } : null;
  },
  comment: (value) => (value.length > COMMENT_MAX ? { key: 'tooLong', params: { max: COMMENT_MAX } } : null),
  qty: qtyFailure,
};

export type OrderCheck =
  | { ok: true; body: { name: string; phone: string; email: string; comment: string; qty: number } }
  | { ok: false; errors: OrderErrors };

/** The trimmed body to send, or one message per failing field in `language`. */
export function checkOrder(values: OrderValues, language: Language): OrderCheck {
  const trimmed: OrderValues = {
    name: values.name.trim(),
    phone: values.phone.trim(),
    email: values.email.trim(),
    comment: values.comment.trim(),
    qty: values.qty.trim(),
  };
  const errors: OrderErrors = {};
  for (const field of Object.keys(rules) as (keyof OrderValues)[]) {
    const failure = rules[field](trimmed[field]);
    if (failure) errors[field] = translateValidation(failure.key, language, failure.params);
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, body: { ...trimmed, qty: Number(trimmed.qty) } };
}
