import { AppError } from '../../lib/app-error';

/*
 * Chains: thematics of a course and lessons of a thematic are ordered by `previous_id` (null = first).
 * The unique (parent, previous) keys are deferred to commit, so a transaction may rewrite several links
 * in any order; these helpers compute the links, the service writes them under a lock on the parent.
 */

export type Linked = { id: number; previousId: number | null };

/**
 * The rows in chain order. A chain the database holds is whole (the keys forbid forks, the service
 * forbids loops); should one ever be broken, the rows not reached from the head follow in id order
 * rather than disappear from the admin's tree.
 */
export function inChainOrder<T extends Linked>(rows: readonly T[]): T[] {
  const byPrevious = new Map<number | null, T>();
  for (const row of rows) if (!byPrevious.has(row.previousId)) byPrevious.set(row.previousId, row);
  const ordered: T[] = [];
  const seen = new Set<number>();
  for (let row = byPrevious.get(null); row && !seen.has(row.id); row = byPrevious.get(row.id)) {
    ordered.push(row);
    seen.add(row.id);
  }
  if (ordered.length < rows.length)
    ordered.push(...rows.filter((row) => !seen.has(row.id)).sort((a, b) => a.id - b.id));
  return ordered;
}

/**
 * Checks that `ids` is a complete new order of `children`: every child exactly once and nothing else.
 * Anything else would drop, duplicate or invent an item: CHAIN_CYCLE, and nothing is written.
 */
export function checkCompleteOrder(children: readonly Linked[], ids: readonly number[]): void {
  const current = new Set(children.map((child) => child.id));
  const given = new Set(ids);
  if (given.size !== ids.length || given.size !== current.size || ids.some((id) => !current.has(id)))
    throw new AppError('CHAIN_CYCLE');
}

/** The `previous_id` each id gets in the order given: the first null, each next its predecessor. */
export function linksOf(ids: readonly number[]): Map<number, number | null> {
  return new Map(ids.map((id, index) => [id, index === 0 ? null : (ids[index - 1] as number)]));
}

/** The links that differ from the current ones (what a reorder must write). */
export function changedLinks(
  children: readonly Linked[],
  ids: readonly number[],
): Map<number, number | null> {
  const wanted = linksOf(ids);
  const changed = new Map<number, number | null>();
  for (const child of children) {
    const previousId = wanted.get(child.id) ?? null;
    if (child.previousId !== previousId) changed.set(child.id, previousId);
  }
  return changed;
}
