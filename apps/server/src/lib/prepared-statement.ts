import { createHash } from 'node:crypto';

/**
 * A statement's text, its parameters (values, or placeholders filled per call) and its name for
 * PostgreSQL: the same text gets the same name in every process and pool. `bench/ceiling.mjs` runs
 * exactly these.
 */
export function namedStatement(prefix: string, query: { toSQL(): { sql: string; params: unknown[] } }) {
  const { sql: text, params } = query.toSQL();
  return { name: `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`, text, params };
}
