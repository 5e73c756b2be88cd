import { createOrderBodySchema, ORDER_COMMENT_MAX } from '@tutor/contract/orders';
import { localizeIssues } from '@tutor/contract/zod-issues';
import { describe, expect, it } from 'vitest';
import { type BuyerValues, buyerFromProfile, COMMENT_MAX, checkBuyer } from './buyer-rules';

const good: BuyerValues = {
  name: 'Nguyễn Văn An',
  phone: '0912345678',
  email: '',
  comment: '',
  socialUrl: '',
};
const items = [{ type: 'BOOK', id: 1, quantity: 1, salePrice: 1000 }];

/** The contract schema's first message per buyer field, in the same language. */
function schemaErrors(values: BuyerValues, language: 'vi' | 'en') {
  const result = createOrderBodySchema.safeParse({ ...values, items });
  if (result.success) return {};
  const byPath: Record<string, string> = {};
  for (const issue of localizeIssues(result.error.issues, language)) byPath[issue.path] ??= issue.message;
  return byPath;
}

describe('checkout buyer checks', () => {
  it("keeps the contract's comment limit", () => {
    expect(COMMENT_MAX).toBe(ORDER_COMMENT_MAX);
  });

  it('accepts a good buyer and sends trimmed values', () => {
    expect(checkBuyer({ ...good, name: '  An  ', socialUrl: ' https://facebook.com/an ' }, 'vi')).toEqual({
      ok: true,
      data: { ...good, name: 'An', socialUrl: 'https://facebook.com/an' },
      errors: {},
    });
  });

  it('gives the same message as createOrderBodySchema for every field, in both languages', () => {
    const cases: Partial<BuyerValues>[] = [
      { name: '' },
      { name: '  ' },
      { name: '1234' },
      { name: 'a'.repeat(256) },
      { phone: '0123' },
      { phone: '0912 345 678' },
      { email: 'not-an-email' },
      { phone: '', email: '' },
      { phone: '', email: 'an@example.vn' },
      { phone: '', email: 'not-an-email' },
      { comment: 'x'.repeat(1001) },
      { socialUrl: 'not a link' },
      { socialUrl: 'https://zalo.me/0912345678' },
      { socialUrl: `https://facebook.com/${'a'.repeat(500)}` },
      { name: '', phone: '', email: '', socialUrl: 'x' },
    ];
    for (const change of cases) {
      for (const language of ['vi', 'en'] as const) {
        const values = { ...good, ...change };
        const result = checkBuyer(values, language);
        expect(result.ok ? {} : result.errors, JSON.stringify(change)).toEqual(
          schemaErrors(values, language),
        );
      }
    }
  });

  it('fills the form from the profile of a signed-in student, nothing for a visitor', () => {
    const user = {
      firstName: 'An',
      lastName: 'Nguyễn Văn',
      email: 'an@example.vn',
      phone: '0912345678',
      socialUrl: '',
    };
    expect(buyerFromProfile(user, (u) => `${u.lastName} ${u.firstName}`)).toEqual({
      name: 'Nguyễn Văn An',
      phone: '0912345678',
      email: 'an@example.vn',
      comment: '',
      socialUrl: '',
    });
    expect(buyerFromProfile(null, () => 'x').name).toBe('');
  });
});
