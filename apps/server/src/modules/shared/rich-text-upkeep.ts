import { eq, gt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { appMeta } from '../../db/schema';
import { RICH_TEXT_POLICY, sanitizeRichText } from '../../lib/rich-text';
import type { AppModule, RichTextColumn } from './app-module';

const POLICY_KEY = 'rich_text_policy';
const BATCH = 200;
/** Any constant: processes starting together on one PostgreSQL take turns, the later finds it done. */
const UPKEEP_LOCK_KEY = 7_240_119;

async function resanitizeColumn(tx: DbOrTx, { table, id, column }: RichTextColumn): Promise<number> {
  let changed = 0;
  let after = 0;
  for (;;) {
    const rows = (await tx
      .select({ id, html: column })
      .from(table)
      .where(gt(id, after))
      .orderBy(id)
      .limit(BATCH)) as { id: number; html: string }[];
    for (const row of rows) {
      const clean = sanitizeRichText(row.html);
      if (clean === row.html) continue;
      await tx.execute(
        sql`update ${table} set ${sql.identifier(column.name)} = ${clean} where ${id} = ${row.id}`,
      );
      changed++;
    }
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) return changed;
    after = last.id;
  }
}

/**
 * Reads serve rich text as stored, so stored rows must be clean under the current policy: when the
 * policy recorded in `app_meta` differs (a new sanitiser version or new options, or none recorded yet),
 * every rich-text column of every module is cleaned again, once, and the policy recorded. Returns
 * whether any row changed (the caller drops cached public answers).
 */
export async function resanitizeRichTextOnPolicyChange(
  db: Db,
  modules: readonly AppModule[],
): Promise<boolean> {
  const recorded = async (tx: DbOrTx) =>
    (await tx.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, POLICY_KEY)))[0]?.value;
  if ((await recorded(db)) === RICH_TEXT_POLICY) return false;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${UPKEEP_LOCK_KEY})`);
    if ((await recorded(tx)) === RICH_TEXT_POLICY) return false;
    let changed = 0;
    for (const module of modules)
      for (const column of module.richText ?? []) changed += await resanitizeColumn(tx, column);
    await tx
      .insert(appMeta)
      .values({ key: POLICY_KEY, value: RICH_TEXT_POLICY })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: RICH_TEXT_POLICY, updatedAt: new Date() } });
    return changed > 0;
  });
}
