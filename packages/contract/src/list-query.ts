import { z } from 'zod';
import {
  DEFAULT_PRICE_RANGE,
  PAGE_SIZE_ALL,
  PUBLIC_MAX_PAGE_SIZE,
  SORT_ORDERS,
  type SortOrder,
} from './constants';
import { integerFromText, requiredOr } from './validators';

/*
 * The list contract of ARCHITECTURE's HTTP conventions. A list call takes `offset`, `limit`, `sort` and
 * `order` (comma lists) plus filters in the query string, and answers
 * `{ data: [...], pagination: { total, offset, limit }, extra?: {...} }`.
 *
 * Query values arrive as text; the schemas coerce them. A blank value (`?limit=`) counts as absent, and
 * a repeated key (`?sort=name&sort=salePrice`) reads like a comma list. Issues carry ValidationKeys.
 */

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** Items of a comma list given as text, as repeated keys (an array) or both; blanks dropped. */
function commaList(value: unknown): unknown[] {
  const raw = Array.isArray(value) ? value : [value];
  return raw
    .flatMap((part) => (typeof part === 'string' ? part.split(',') : [part]))
    .map((part) => (typeof part === 'string' ? part.trim() : part))
    .filter((part) => !isBlank(part));
}

function asList<T>(value: T | readonly T[]): T[] {
  return Array.isArray(value) ? [...value] : [value as T];
}

export type ListQueryOptions<F extends string> = {
  /** Fields the client may sort by. */
  sortFields: readonly [F, ...F[]];
  /** Sort when the query gives none; default: the first of `sortFields`. */
  defaultSort?: F | readonly F[];
  /** Order when the query gives none, and padding for a shorter order list; default 'desc'. */
  defaultOrder?: SortOrder | readonly SortOrder[];
  /** `limit` when the query gives none. */
  defaultLimit: number;
  /** Largest explicit `limit`; default PUBLIC_MAX_PAGE_SIZE (100). */
  maxLimit?: number;
  /** Accept `limit=-1` (all rows): admin tables only; the server still caps the rows it answers. */
  allowAll?: boolean;
};

/** A parsed list query: `order` has exactly one entry per `sort` entry. */
export type ListQuery<F extends string = string> = {
  offset: number;
  limit: number;
  sort: F[];
  order: SortOrder[];
};

/**
 * Query schemas whose parse depends on the query's text alone (no clock, no randomness, nothing read
 * from outside): the server parses each distinct query string of such a schema once and keeps the
 * result (apps/server `plugins/validation.ts`). Every list query is one, so a list's filters must stay
 * pure functions of their text; a filter that is not belongs in another schema.
 */
export const rememberableQuerySchemas = new WeakSet<z.ZodType>();

/**
 * The query schema of one list. `filters` adds the list's own filter fields (e.g. `categoryId`,
 * `priceRange`) to the same object, since the result is a transform and cannot be extended afterwards.
 * Unknown query keys are dropped, not refused (cache busters and the like). Its parses are remembered
 * per query string (`rememberableQuerySchemas`).
 */
export function listQuerySchema<F extends string, S extends z.ZodRawShape = Record<never, never>>(
  options: ListQueryOptions<F>,
  filters?: S,
) {
  const { sortFields, defaultLimit, maxLimit = PUBLIC_MAX_PAGE_SIZE, allowAll = false } = options;
  const defaultSort = asList(options.defaultSort ?? sortFields[0]);
  const defaultOrder = asList<SortOrder>(options.defaultOrder ?? 'desc');

  const offset = z
    .preprocess(
      (value) => (isBlank(value) ? 0 : integerFromText(value)),
      z.int({ error: requiredOr('integer') }).min(0, { error: 'nonNegative' }),
    )
    .default(0);

  const limit = z
    .preprocess(
      (value) => (isBlank(value) ? defaultLimit : integerFromText(value)),
      z.int({ error: requiredOr('integer') }).superRefine((value, ctx) => {
        if (allowAll && value === PAGE_SIZE_ALL) return;
        if (value < 1) {
          ctx.addIssue({ code: 'custom', message: 'tooSmall', params: { min: 1 }, input: value });
        } else if (value > maxLimit) {
          ctx.addIssue({ code: 'custom', message: 'tooBig', params: { max: maxLimit }, input: value });
        }
      }),
    )
    .default(defaultLimit);

  const sort = z
    .preprocess(
      (value) => {
        const items = commaList(value);
        return items.length > 0 ? items : defaultSort;
      },
      z.array(z.enum(sortFields, { error: 'invalidValue' })),
    )
    .default(defaultSort);

  const order = z
    .preprocess(
      (value) => commaList(value).map((item) => (typeof item === 'string' ? item.toLowerCase() : item)),
      z.array(z.enum(SORT_ORDERS, { error: 'invalidValue' })),
    )
    .default([]);

  const schema = z.object({ ...(filters as S), offset, limit, sort, order }).transform((parsed, ctx) => {
    // The generic filter shape hides the known keys from TypeScript; they are there.
    const query = parsed as typeof parsed & ListQuery<F>;
    if (query.order.length > query.sort.length) {
      ctx.addIssue({
        code: 'custom',
        message: 'tooManyItems',
        params: { max: query.sort.length },
        path: ['order'],
        input: query.order,
      });
      return z.NEVER;
    }
    const given = query.order.length > 0 ? query.order : defaultOrder;
    const last = given.at(-1) ?? 'desc';
    return { ...query, order: query.sort.map((_, index) => given[index] ?? last) } as typeof query;
  });
  rememberableQuerySchemas.add(schema);
  return schema;
}

/** `[{ field, order }]` from a parsed list query, for building ORDER BY. */
export function sortPairs<F extends string>(query: {
  sort: readonly F[];
  order: readonly SortOrder[];
}): Array<{ field: F; order: SortOrder }> {
  return query.sort.map((field, index) => ({ field, order: query.order[index] ?? 'desc' }));
}

/**
 * A `[min, max]` price filter in integer VND, from 'min,max' text or an array; absent means the spec's
 * default range (0 to 10,000,000). Refused when not two non-negative integers or when min > max.
 */
export const priceRangeSchema = z.preprocess(
  (value) => {
    if (isBlank(value)) return [...DEFAULT_PRICE_RANGE];
    return commaList(value).map(integerFromText);
  },
  z
    .tuple(
      [
        z.int({ error: 'integer' }).min(0, { error: 'nonNegative' }),
        z.int({ error: 'integer' }).min(0, { error: 'nonNegative' }),
      ],
      { error: 'invalid' },
    )
    .refine(([min, max]) => min <= max, { error: 'invalid' }),
);

/** A YYYY-MM-DD date filter (spec §7), e.g. `from` and `to` of a report. */
export const queryDateSchema = z.iso.date({ error: requiredOr('date') });

// ---------------------------------------------------------------------------------------------------------
// Responses

export const paginationSchema = z.object({
  total: z.int().min(0),
  offset: z.int().min(0),
  /** The limit applied; PAGE_SIZE_ALL when all rows were asked for. */
  limit: z.int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** `{ data: T[], pagination }`, plus an optional `extra` object (e.g. `{ categories }`) when given. */
export function listResponseSchema<T extends z.ZodType>(
  itemSchema: T,
): z.ZodObject<{ data: z.ZodArray<T>; pagination: typeof paginationSchema }>;
export function listResponseSchema<T extends z.ZodType, E extends z.ZodType>(
  itemSchema: T,
  extraSchema: E,
): z.ZodObject<{ data: z.ZodArray<T>; pagination: typeof paginationSchema; extra: z.ZodOptional<E> }>;
export function listResponseSchema(itemSchema: z.ZodType, extraSchema?: z.ZodType) {
  const base = { data: z.array(itemSchema), pagination: paginationSchema };
  return extraSchema ? z.object({ ...base, extra: extraSchema.optional() }) : z.object(base);
}

export type ListResponse<T, E = never> = {
  data: T[];
  pagination: Pagination;
} & ([E] extends [never] ? unknown : { extra?: E });
