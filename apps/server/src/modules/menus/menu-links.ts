/**
 * Linked-list surgery on the rows of one menu held in memory. The service loads a menu's rows under
 * its lock, edits them here, and writes back only the rows marked dirty, so every write of a move is
 * computed by the server from what the database holds, never taken from the client.
 */
export type LinkRow = { id: number; parentId: number | null; leftId: number | null; rightId: number | null };

export class MenuLinks<T extends LinkRow> {
  readonly rows: Map<number, T>;
  readonly dirty = new Set<number>();

  constructor(rows: Iterable<T>) {
    this.rows = new Map([...rows].map((row) => [row.id, row]));
  }

  get(id: number): T | undefined {
    return this.rows.get(id);
  }

  add(row: T): void {
    this.rows.set(row.id, row);
  }

  /** The children of `parentId`, in no particular order. */
  childrenOf(parentId: number | null): T[] {
    return [...this.rows.values()].filter((row) => row.parentId === parentId);
  }

  /** Is `id` the item `ancestorId` or somewhere below it? Bounded by the row count against bad data. */
  isWithin(id: number | null, ancestorId: number): boolean {
    let current = id;
    for (let steps = 0; current !== null && steps <= this.rows.size; steps++) {
      if (current === ancestorId) return true;
      current = this.rows.get(current)?.parentId ?? null;
    }
    return false;
  }

  /** The item and all below it. */
  subtreeOf(id: number): number[] {
    const found = [id];
    for (let i = 0; i < found.length; i++) {
      const parent = found[i];
      for (const row of this.rows.values()) if (row.parentId === parent) found.push(row.id);
    }
    return found;
  }

  /** The last child of `parentId` other than `exceptId` (where an item appended goes after). */
  lastChild(parentId: number | null, exceptId?: number): T | undefined {
    return this.childrenOf(parentId).find((row) => row.rightId === null && row.id !== exceptId);
  }

  /** Takes the item out of its sibling list, joining its two neighbours. */
  unlink(item: T): void {
    const left = item.leftId === null ? undefined : this.rows.get(item.leftId);
    const right = item.rightId === null ? undefined : this.rows.get(item.rightId);
    if (left) this.set(left, { rightId: item.rightId });
    if (right) this.set(right, { leftId: item.leftId });
    this.set(item, { leftId: null, rightId: null });
  }

  /**
   * Puts an unlinked item among `parentId`'s children after `leftId` (null: first). The caller has
   * checked that `leftId` is such a child.
   */
  linkAfter(item: T, parentId: number | null, leftId: number | null): void {
    let right: T | undefined;
    if (leftId === null) {
      right = this.childrenOf(parentId).find((row) => row.leftId === null && row.id !== item.id);
    } else {
      const left = this.rows.get(leftId);
      if (!left) throw new Error(`menu item ${leftId} is not loaded`);
      right = left.rightId === null ? undefined : this.rows.get(left.rightId);
      this.set(left, { rightId: item.id });
    }
    if (right) this.set(right, { leftId: item.id });
    this.set(item, { parentId, leftId, rightId: right?.id ?? null });
  }

  /** Removes the rows from memory (after unlinking the top ones); they are no longer written. */
  forget(ids: Iterable<number>): void {
    for (const id of ids) {
      this.rows.delete(id);
      this.dirty.delete(id);
    }
  }

  private set(row: T, links: Partial<LinkRow>): void {
    Object.assign(row, links);
    this.dirty.add(row.id);
  }
}
