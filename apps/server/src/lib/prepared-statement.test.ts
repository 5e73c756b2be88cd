import { and, eq, fillPlaceholders, gte, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { books } from '../db/schema';
import { namedStatement, statementValues } from './prepared-statement';

describe('a named statement', () => {
  // Placeholders, a constant Drizzle sends as a parameter, and a column-encoded placeholder.
  const query = new QueryBuilder()
    .select({ id: books.id })
    .from(books)
    .where(
      and(
        eq(books.id, sql.placeholder('id')),
        eq(books.status, 'ACTIVE'),
        gte(books.salePrice, sql.placeholder('min')),
        eq(books.name, sql.placeholder('name')),
      ),
    )
    .limit(sql.placeholder('limit'));

  it('fills its parameters as Drizzle does, in the statement’s order', () => {
    const statement = namedStatement('probe', query);
    const values = { id: 7, min: 0, name: 'Hình học', limit: 12 };
    expect(statementValues(statement, values)).toEqual(fillPlaceholders(statement.params, values));
    expect(statementValues(statement, values)).toEqual([7, 'ACTIVE', 0, 'Hình học', 12]);
    // The same name for the same text, whoever builds it.
    expect(namedStatement('probe', query).name).toBe(statement.name);
    expect(statement.name).toMatch(/^probe_[0-9a-f]{16}$/);
  });

  it('refuses a call that leaves a placeholder without a value, as Drizzle does', () => {
    const statement = namedStatement('probe', query);
    expect(() => statementValues(statement, { id: 7, min: 0, limit: 12 })).toThrow(
      'No value for placeholder "name" was provided',
    );
  });
});
