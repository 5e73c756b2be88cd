import { isValidWebsite } from '@tutor/contract/checks';
import { maxLength, type Rule, text, validateForm } from '@/shared/forms/field-rules';
import type { FormValidator } from '@/shared/forms/use-schema-form';
import { type ContactValues, contactSpec } from './contact-rules';

export { COMMENT_MAX } from './contact-rules';

/*
 * The buyer's fields of every checkout (cart, a course, a combo, a document): the rules and message keys
 * of the contract's `buyerShape` + `withContact` (createOrderBodySchema), in its order, compared with the
 * schema by buyer-rules.test.ts. The server checks again either way.
 */

const SOCIAL_URL_MAX = 500;

export type BuyerValues = ContactValues & { socialUrl: string };

export const EMPTY_BUYER: BuyerValues = { name: '', phone: '', email: '', comment: '', socialUrl: '' };

/** The contract's websiteSchema; here, not in the shared rules, so the book page's form does not carry it. */
const website: Rule = (value) => (value !== '' && !isValidWebsite(value) ? { key: 'website' } : null);

const buyerSpec = contactSpec({ socialUrl: text(website, maxLength(SOCIAL_URL_MAX)) });

/** The trimmed buyer to send, or one message per failing field. */
export const checkBuyer: FormValidator<BuyerValues> = (values, language) =>
  validateForm<BuyerValues>(buyerSpec, values, language);

/** What a signed-in student's profile fills in (spec: "pre-filled when signed in"). */
export function buyerFromProfile(
  user: { firstName: string; lastName: string; email: string; phone: string; socialUrl: string } | null,
  fullName: (user: { firstName: string; lastName: string }) => string,
): BuyerValues {
  if (!user) return EMPTY_BUYER;
  return {
    name: fullName(user).trim(),
    phone: user.phone,
    email: user.email,
    comment: '',
    socialUrl: user.socialUrl,
  };
}
