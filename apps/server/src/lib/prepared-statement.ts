import { createHash } from 'node:crypto';
import { Column, is, Param, Placeholder, SQL } from 'drizzle-orm';

/**
 * A statement's text, its parameters (values, or placeholders filled per call) and its name for
 * PostgreSQL: the same text gets the same name in every process and pool. `bench/ceiling.mjs` runs
 * exactly these.
 */
export function namedStatement(prefix: string, query: { toSQL(): { sql: string; params: unknown[] } }) {
  const { sql: text, params } = query.toSQL();
  const name = `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
  return { name, text, params, fill: placeholderFiller(params) };
}
export type NamedStatement = ReturnType<typeof namedStatement>;

type Slot = { value: unknown } | { name: string; encoder?: { mapToDriverValue(value: unknown): unknown } };

/**
 * Drizzle's `fillPlaceholders` with the kind of each parameter decided once, when the statement is
 * built: Drizzle's asks `is()` of every parameter on every call, a few microseconds of each storefront
 * read (bench/README.md, nineteenth session). Same values, same error for a missing one.
 */
function placeholderFiller(params: readonly unknown[]): (values: Record<string, unknown>) => unknown[] {
  const slots: Slot[] = params.map((param) => {
    if (is(param, Placeholder)) return { name: param.name };
    if (is(param, Param) && is(param.value, Placeholder))
      return { name: param.value.name, encoder: param.encoder };
    return { value: param };
  });
  return (values) =>
    slots.map((slot) => {
      if ('value' in slot) return slot.value;
      if (!(slot.name in values)) throw new Error(`No value for placeholder "${slot.name}" was provided`);
      const value = values[slot.name];
      return slot.encoder ? slot.encoder.mapToDriverValue(value) : value;
    });
}

/** A named statement's parameters, placeholders filled from `values`, in the statement's order. */
export const statementValues = (statement: NamedStatement, values: Record<string, unknown>) =>
  statement.fill(values);

/*
 * The hottest storefront reads take their rows as arrays (`arrayQueryOf`) and shape them by hand, by
 * column position: Drizzle's row mapping and the objects it builds were a measured share of their time
 * (bench/README.md). The price is that a select and its shaping must agree; `expectColumns` checks it
 * once when the reads are created, so a change to a select that is not followed by its shaping stops
 * the server at start instead of mixing fields.
 */

/** The selected fields of a Drizzle select, flattened in the order of the statement's columns. */
export function columnNames(fields: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(fields).flatMap(([key, value]) =>
    value && typeof value === 'object' && !is(value, Column) && !is(value, SQL) && !is(value, SQL.Aliased)
      ? columnNames(value as Record<string, unknown>, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

/** Each column's position in a row. */
export const positions = <Name extends string>(columns: readonly Name[]): Record<Name, number> =>
  Object.fromEntries(columns.map((column, i) => [column, i])) as Record<Name, number>;

/** Throws unless the select's columns are `expected`, in that order. */
export function expectColumns(
  what: string,
  query: { _: { selectedFields: Record<string, unknown> } },
  expected: readonly string[],
) {
  const actual = columnNames(query._.selectedFields).join();
  if (actual !== expected.join())
    throw new Error(`${what} columns changed: ${actual} (shaped as ${expected.join()})`);
}

/**
 * A statement written as SQL text (no Drizzle building on any call), named the same way: for the
 * hottest calls, run through `arrayQueryOf` with `$1…` values in order.
 */
export function sqlStatement(prefix: string, text: string) {
  return namedStatement(prefix, { toSQL: () => ({ sql: text, params: [] }) });
}
