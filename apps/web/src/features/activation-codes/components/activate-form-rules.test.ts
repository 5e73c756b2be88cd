import { activateCodeBodySchema } from '@tutor/contract/activation-codes';
import { localizeIssues } from '@tutor/contract/zod-issues';
import { describe, expect, it } from 'vitest';
import { checkActivate } from './activate-form-rules';

describe('activation form checks', () => {
  it('give the contract schema’s verdict and message, in both languages', () => {
    for (const code of ['', '   ', 'k7qm-3xpd-9hta', ` ${'A'.repeat(64)} `, 'A'.repeat(65)]) {
      const parsed = activateCodeBodySchema.safeParse({ code });
      for (const language of ['vi', 'en'] as const) {
        const result = checkActivate({ code }, language);
        expect(result.ok, code).toBe(parsed.success);
        const expected = parsed.success
          ? undefined
          : localizeIssues(parsed.error.issues, language)[0]?.message;
        expect(result.errors.code, code).toBe(expected);
      }
    }
  });

  it('sends the code trimmed', () => {
    expect(checkActivate({ code: '  k7qm-3xpd-9hta ' }, 'vi')).toMatchObject({
      ok: true,
      data: { code: 'k7qm-3xpd-9hta' },
    });
  });
});
