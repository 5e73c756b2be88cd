import { createSimpleOrderBodySchema } from '@tutor/contract/simple-orders';
import { translateValidation } from '@tutor/contract/validation-messages';
import { localizeIssues } from '@tutor/contract/zod-issues';
import { describe, expect, it } from 'vitest';
import { checkOrder, type OrderValues } from './order-form-rules';

const good: OrderValues = { name: 'Nguyễn Văn An', phone: '0912345678', email: '', comment: '', qty: '2' };

/** The contract schema's first message per field, in the same language. */
function schemaErrors(values: OrderValues, language: 'vi' | 'en') {
  const result = createSimpleOrderBodySchema.safeParse({ bookId: 1, ...values });
  if (result.success) return {};
  const byPath: Record<string, string> = {};
  for (const issue of localizeIssues(result.error.issues, language)) byPath[issue.path] ??= issue.message;
  return byPath;
}

describe('book order form checks', () => {
  it('accepts a good order and sends trimmed values with a numeric quantity', () => {
    const result = checkOrder({ ...good, name: '  An  ', qty: ' 3 ' }, 'vi');
    expect(result).toEqual({
      ok: true,
      data: { name: 'An', phone: '0912345678', email: '', comment: '', qty: 3 },
      errors: {},
    });
  });

  it("refuses a bad phone with the spec's message in both languages", () => {
    const result = checkOrder({ ...good, phone: '12345' }, 'en');
    expect(result).toEqual({ ok: false, errors: { phone: 'Not a valid phone number!' } });
    const vi = checkOrder({ ...good, phone: '12345' }, 'vi');
    expect(vi).toEqual({ ok: false, errors: { phone: translateValidation('phone', 'vi') } });
  });

  it('asks for a phone or an email under the phone field, and takes either alone', () => {
    expect(checkOrder({ ...good, phone: ' ', email: '' }, 'en')).toEqual({
      ok: false,
      errors: { phone: 'Enter a phone number or an email so we can reach you' },
    });
    expect(checkOrder({ ...good, phone: '', email: '' }, 'vi').errors.phone).toBe(
      'Vui lòng nhập số điện thoại hoặc email để chúng tôi liên hệ lại',
    );
    expect(checkOrder({ ...good, phone: '', email: 'an@example.vn' }, 'en').ok).toBe(true);
  });

  it('gives the same message as the contract schema for every field', () => {
    const cases: Partial<OrderValues>[] = [
      { name: '' },
      { name: '1234' },
      { phone: '0123' },
      { email: 'not-an-email' },
      { phone: '', email: '' },
      { name: '', phone: '', email: '', qty: '0' },
      { phone: '', email: 'an@example.vn' },
      { phone: '', email: 'not-an-email' },
      { qty: '' },
      { qty: '0' },
      { qty: '101' },
      { qty: '1.5' },
      { comment: 'x'.repeat(1001) },
    ];
    for (const change of cases) {
      for (const language of ['vi', 'en'] as const) {
        const values = { ...good, ...change };
        const result = checkOrder(values, language);
        expect(result.ok ? {} : result.errors, JSON.stringify(change)).toEqual(
          schemaErrors(values, language),
        );
      }
    }
  });
});
