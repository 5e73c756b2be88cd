import { idParamsSchema } from '@tutor/contract/admin-common';
import { idSchema } from '@tutor/contract/validators';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { RequestValidationError, zodValidatorCompiler } from './validation';

type Outcome = { value?: unknown; error?: RequestValidationError };
const compile = (schema: z.ZodType) =>
  zodValidatorCompiler({ schema, method: 'GET', url: '/x/:id', httpPart: 'params' }) as (
    data: unknown,
  ) => Outcome;

/** What the route's check answers, as a comparable value: the parsed params, or the issues' paths and codes. */
const said = (outcome: Outcome) =>
  outcome.error
    ? { issues: outcome.error.issues.map((issue) => [issue.path.join('.'), issue.code, issue.message]) }
    : { value: outcome.value };

describe('the id parameter', () => {
  // The same schema, but not the contract's object: the generic path through zod.
  const byZod = compile(z.strictObject({ id: idSchema }));
  const fast = compile(idParamsSchema);

  it('reads every id as zod does, and refuses with zod’s very issues', () => {
    const inputs: unknown[] = [
      { id: '1' },
      { id: '42' },
      { id: '999999999999999' }, // 15 digits, the fast path's longest
      { id: '9007199254740991' }, // the largest safe integer, through zod
      { id: '9007199254740993' },
      { id: '007' },
      { id: '+5' },
      { id: ' 5 ' },
      { id: '0' },
      { id: '-1' },
      { id: '1.5' },
      { id: '1e3' },
      { id: '１２' }, // full-width digits
      { id: '٣' }, // an Arabic-Indic digit
      { id: 'abc' },
      { id: '' },
      { id: '5\u0000' },
      { id: 5 },
      { id: '5', other: '1' },
      {},
      null,
    ];
    for (const input of inputs) expect(said(fast(input)), JSON.stringify(input)).toEqual(said(byZod(input)));
    expect(fast({ id: '42' })).toEqual({ value: { id: 42 } });
    expect(fast({ id: '0' }).error).toBeInstanceOf(RequestValidationError);
    expect(fast({ id: '5', other: '1' }).error).toBeInstanceOf(RequestValidationError);
  });
});
