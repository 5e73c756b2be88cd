import {
  email,
  type FieldSpec,
  type FormSpec,
  maxLength,
  phone,
  required,
  text,
  withLetter,
} from '@/shared/forms/field-rules';

/*
 * Who is ordering and how to reach them, the part every order form asks (the checkouts and the book
 * order): the rules of the contract's buyer fields, shared by createOrderBodySchema and
 * createSimpleOrderBodySchema. Kept apart from buyer-rules.ts so the book page does not carry the
 * checkouts' website check.
 */

const TEXT_MAX = 255;
/** The contract's ORDER_COMMENT_MAX (equal by buyer-rules.test.ts): its module brings zod along. */
export const COMMENT_MAX = 1000;

export type ContactValues = { name: string; phone: string; email: string; comment: string };

/** The contact fields in the schemas' order, then the order's own fields (`extra`) after them. */
export function contactSpec(extra: Record<string, FieldSpec>): FormSpec {
  return {
    fields: {
      name: text(required, withLetter, maxLength(TEXT_MAX)),
      phone: text(phone),
      email: text(email, maxLength(TEXT_MAX)),
      comment: text(maxLength(COMMENT_MAX)),
      ...extra,
    },
    // Staff call back: a way to reach the buyer is required, said on the phone field.
    oneOf: { fields: ['phone', 'email'], key: 'phoneOrEmail' },
  };
}
