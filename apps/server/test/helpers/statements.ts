import type { TestApp } from './test-app';

/** Re-reads of the access rules: kept a few seconds, re-read by whichever request needs them next. */
const ACCESS_RULES_READ = /from "rules"/;

/**
 * How many statements `action` sent to the database (`counted` narrows them to one table's, say).
 * The access rules' re-reads are never counted: on a slow machine their cache expires in the middle of
 * any measured call, and that statement says nothing about the call's own cost.
 */
export async function statementsOf(
  t: Pick<TestApp, 'database'>,
  action: () => Promise<unknown>,
  counted: (query: string) => boolean = () => true,
): Promise<number> {
  let statements = 0;
  const stop = t.database.observeQueries((query) => {
    if (!ACCESS_RULES_READ.test(query) && counted(query)) statements++;
  });
  try {
    await action();
  } finally {
    stop();
  }
  return statements;
}
