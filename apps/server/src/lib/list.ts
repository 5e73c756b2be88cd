import { ALL_ROWS_CAP, PAGE_SIZE_ALL } from '@tutor/contract/constants';
import { asc, desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

export type ListParams<F extends string> = {
  offset: number;
  limit: number;
  sort: F[];
  order: ('asc' | 'desc')[];
};

/** LIMIT/OFFSET for a list query; "all" (-1) is still capped so one call cannot read a whole table. */
export function pageOf(query: { offset: number; limit: number }) {
  return { limit: query.limit === PAGE_SIZE_ALL ? ALL_ROWS_CAP : query.limit, offset: query.offset };
}

/** ORDER BY from the parsed sort and order lists, with `tieBreaker` last so pages never overlap. */
export function orderByOf<F extends string>(
  query: Pick<ListParams<F>, 'sort' | 'order'>,
  columns: Record<F, AnyPgColumn | SQL>,
  tieBreaker: AnyPgColumn,
): SQL[] {
  const terms = query.sort.map((field, i) =>
    query.order[i] === 'asc' ? asc(columns[field]) : desc(columns[field]),
  );
  terms.push(desc(tieBreaker));
  return terms;
}

export function pagination(query: { offset: number; limit: number }, total: number) {
  return { total, offset: query.offset, limit: query.limit };
}

/** `%term%` for ILIKE, with the user's own % and _ taken literally. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export const isoDate = (value: Date | string) =>
  (value instanceof Date ? value : new Date(value)).toISOString();
