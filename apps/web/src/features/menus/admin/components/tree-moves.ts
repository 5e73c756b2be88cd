import type { MenuItem } from '@tutor/contract/menus';

/** One row of the tree as the sortable list shows it: items in tree order with their depth. */
export type FlatItem = { item: MenuItem; id: number; parentId: number | null; depth: number };

/** Items arrive in tree order from the server (depth first along the sibling lists). */
export function flattenItems(items: readonly MenuItem[]): FlatItem[] {
  const depthOf = new Map<number, number>();
  return items.map((item) => {
    const depth = item.parentId === null ? 0 : (depthOf.get(item.parentId) ?? -1) + 1;
    depthOf.set(item.id, depth);
    return { item, id: item.id, parentId: item.parentId, depth };
  });
}

/** The rows without the descendants of `id` (they travel with it while it is dragged). */
export function withoutDescendants(rows: readonly FlatItem[], id: number): FlatItem[] {
  const index = rows.findIndex((row) => row.id === id);
  const own = rows[index];
  if (!own) return [...rows];
  let end = index + 1;
  while (end < rows.length && (rows[end]?.depth ?? 0) > own.depth) end++;
  return [...rows.slice(0, index + 1), ...rows.slice(end)];
}

function moveRow<T>(rows: readonly T[], from: number, to: number): T[] {
  const next = [...rows];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}

export type Projection = { depth: number; parentId: number | null; leftId: number | null };

/**
 * Where the dragged row would land: at the row it is over, one level deeper per `indent` pixels
 * dragged right (at most one deeper than the row above: becoming its child), shallower dragging left
 * (at least as deep as the row below, which must keep its parent). `rows` exclude the dragged row's
 * descendants.
 */
export function projectDrop(
  rows: readonly FlatItem[],
  activeId: number,
  overId: number,
  offsetX: number,
  indent: number,
): Projection | undefined {
  const activeIndex = rows.findIndex((row) => row.id === activeId);
  const overIndex = rows.findIndex((row) => row.id === overId);
  const active = rows[activeIndex];
  if (!active || overIndex < 0) return undefined;
  const moved = moveRow(rows, activeIndex, overIndex);
  const previous = moved[overIndex - 1];
  const next = moved[overIndex + 1];
  const wanted = active.depth + Math.round(offsetX / indent);
  const maxDepth = previous ? previous.depth + 1 : 0;
  const minDepth = next ? next.depth : 0;
  const depth = Math.max(minDepth, Math.min(maxDepth, wanted));

  // The parent is the nearest row above at depth - 1; the left sibling the nearest above at `depth`
  // before reaching that parent.
  let parentId: number | null = null;
  let leftId: number | null = null;
  for (let i = overIndex - 1; i >= 0; i--) {
    const row = moved[i];
    if (!row) break;
    if (row.depth === depth && leftId === null) leftId = row.id;
    if (row.depth < depth) {
      parentId = row.id;
      break;
    }
  }
  return { depth, parentId, leftId };
}

/** Is the projected place the item's current place? Then there is nothing to send. */
export function isSamePlace(item: MenuItem, projection: Projection): boolean {
  return item.parentId === projection.parentId && item.leftId === projection.leftId;
}

/** The rows as they will be once the move lands: shown until the server's answer is refetched. */
export function applyMove(
  rows: readonly FlatItem[],
  activeId: number,
  overId: number,
  projection: Projection,
): FlatItem[] {
  const start = rows.findIndex((row) => row.id === activeId);
  const active = rows[start];
  if (!active) return [...rows];
  const subtree = rows.slice(start, start + 1 + (rows.length - withoutDescendants(rows, activeId).length));
  const visible = withoutDescendants(rows, activeId);
  const moved = moveRow(
    visible,
    visible.findIndex((row) => row.id === activeId),
    visible.findIndex((row) => row.id === overId),
  );
  const shift = projection.depth - active.depth;
  const at = moved.findIndex((row) => row.id === activeId);
  moved.splice(
    at,
    1,
    ...subtree.map((row, index) =>
      index === 0
        ? { ...row, depth: projection.depth, parentId: projection.parentId }
        : { ...row, depth: row.depth + shift },
    ),
  );
  return moved;
}
