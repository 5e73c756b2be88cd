import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../src/db/client';

/**
 * What a schema is made of, as the database itself reports it: columns, indexes and constraints of
 * the public schema, sorted, with names of generated sequences left out. Two databases with equal
 * fingerprints have no pending difference.
 */
export async function schemaFingerprint(db: DbOrTx) {
  const columns = await queryRows(
    db,
    sql`select table_name, column_name, data_type, is_nullable, is_identity,
          case when column_default like 'nextval%' then 'nextval' else column_default end as column_default
        from information_schema.columns where table_schema = 'public'
        order by table_name, column_name`,
  );
  const indexes = await queryRows(
    db,
    sql`select tablename, indexname, replace(indexdef, 'public.', '') as indexdef
        from pg_indexes where schemaname = 'public' order by tablename, indexname`,
  );
  const constraints = await queryRows(
    db,
    sql`select c.conrelid::regclass::text as table_name, c.conname, c.contype,
          replace(pg_get_constraintdef(c.oid), 'public.', '') as definition
        from pg_constraint c join pg_namespace n on n.oid = c.connamespace
        where n.nspname = 'public' order by 1, 2`,
  );
  return { columns, indexes, constraints };
}
