/*
 * Turning a drop in the course tree into the call that stores it. Thematics of a course and lessons of
 * a thematic are chains on the server; the back office sends the complete new order of one parent's
 * children (`{ ids }`), and the server rewrites the chain in one transaction.
 */

export type OutlineLevel = 'thematics' | 'lessons';

export type Drop = {
  level: OutlineLevel;
  /** The course (for thematics) or the thematic (for lessons) whose children are reordered. */
  parentId: number;
  /** The children in their current order. */
  ids: readonly number[];
  /** The dragged item and the item it was dropped on (null: dropped outside the list). */
  activeId: number;
  overId: number | null;
};

export type ReorderRequest = { path: string; ids: number[] };

/** The list with `activeId` moved to where `overId` is, as a sortable list shows it; null if nothing moves. */
export function moveId(ids: readonly number[], activeId: number, overId: number | null): number[] | null {
  if (overId === null || activeId === overId) return null;
  const from = ids.indexOf(activeId);
  const to = ids.indexOf(overId);
  if (from < 0 || to < 0) return null;
  const next = [...ids];
  next.splice(from, 1);
  next.splice(to, 0, activeId);
  return next;
}

/** The reorder call for a drop, or null when the drop changes nothing (same place, outside, unknown ids). */
export function reorderRequest(drop: Drop): ReorderRequest | null {
  const ids = moveId(drop.ids, drop.activeId, drop.overId);
  if (!ids) return null;
  const path =
    drop.level === 'thematics'
      ? `/courses/${drop.parentId}/thematics/order`
      : `/thematics/${drop.parentId}/lessons/order`;
  return { path, ids };
}

/** The order shown while the call is on its way: the children's objects in the new order. */
export function inOrder<T extends { id: number }>(items: readonly T[], ids: readonly number[]): T[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  return ids.flatMap((id) => {
    const item = byId.get(id);
    return item ? [item] : [];
  });
}
