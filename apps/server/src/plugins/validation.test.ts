import { idParamsSchema } from '@tutor/contract/admin-common';
import { bookListQuerySchema } from '@tutor/contract/books';
import { idSchema } from '@tutor/contract/validators';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { RequestValidationError, zodValidatorCompiler } from './validation';

type Outcome = { value?: unknown; error?: RequestValidationError };
const compile = (schema: z.ZodType, httpPart = 'params') =>
  zodValidatorCompiler({ schema, method: 'GET', url: '/x/:id', httpPart }) as (data: unknown) => Outcome;

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

describe('a list’s query string', () => {
  const parse = compile(bookListQuerySchema, 'querystring');
  const byZod = (query: unknown) => said(compile(bookListQuerySchema, 'body')(query));

  it('reads each query as zod does, asked once or many times, and refuses a bad one every time', () => {
    const queries: unknown[] = [
      {},
      { categoryId: '3' },
      { sort: 'salePrice', order: 'desc', limit: '24', offset: '24' },
      { priceRange: '100000,200000' },
      { categoryId: 'abc' },
      { limit: '100000' },
      { sort: 'password' },
      { categoryId: '3\u0000' },
    ];
    for (let round = 0; round < 3; round++)
      for (const query of queries) expect(said(parse(query)), JSON.stringify(query)).toEqual(byZod(query));
    expect(parse({ categoryId: 'abc' }).error).toBeInstanceOf(RequestValidationError);
    // More distinct queries than are remembered: the first ones are parsed again, alike.
    for (let offset = 0; offset < 300; offset++)
      expect(parse({ offset: String(offset) }).value).toMatchObject({ offset });
    expect(said(parse({ offset: '0' }))).toEqual(byZod({ offset: '0' }));
  });

  it('gives every request with the same query a value no handler can change for the next one', () => {
    const first = parse({ categoryId: '5' }).value as { categoryId: number; sort: string[] };
    expect(() => {
      first.categoryId = 6;
    }).toThrow(TypeError);
    expect(() => first.sort.push('name')).toThrow(TypeError);
    expect(parse({ categoryId: '5' }).value).toMatchObject({ categoryId: 5 });
  });

  it('parses every time a query schema that is not a list’s, whose answer may change with time', () => {
    let open = true;
    const timed = compile(
      z.object({ at: z.string().refine(() => open, { error: 'closed' }) }),
      'querystring',
    );
    expect(timed({ at: 'x' }).value).toEqual({ at: 'x' });
    open = false;
    expect(timed({ at: 'x' }).error).toBeInstanceOf(RequestValidationError);
  });
});
