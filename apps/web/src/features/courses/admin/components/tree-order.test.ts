import { describe, expect, it } from 'vitest';
import { inOrder, moveId, reorderRequest } from './tree-order';

describe('a drop in the course tree', () => {
  it('moves a lesson down onto a later one and sends the thematic its complete new order', () => {
    expect(
      reorderRequest({ level: 'lessons', parentId: 7, ids: [11, 12, 13, 14], activeId: 11, overId: 13 }),
    ).toEqual({ path: '/thematics/7/lessons/order', ids: [12, 13, 11, 14] });
  });

  it('moves a thematic up to the top of its course', () => {
    expect(
      reorderRequest({ level: 'thematics', parentId: 3, ids: [5, 6, 9], activeId: 9, overId: 5 }),
    ).toEqual({
      path: '/courses/3/thematics/order',
      ids: [9, 5, 6],
    });
  });

  it('sends nothing when dropped on itself, outside the list, or on an item of another list', () => {
    const base = { level: 'lessons' as const, parentId: 7, ids: [11, 12, 13] };
    expect(reorderRequest({ ...base, activeId: 12, overId: 12 })).toBeNull();
    expect(reorderRequest({ ...base, activeId: 12, overId: null })).toBeNull();
    expect(reorderRequest({ ...base, activeId: 12, overId: 99 })).toBeNull();
    expect(reorderRequest({ ...base, activeId: 99, overId: 12 })).toBeNull();
  });

  it('keeps every id exactly once, whatever is dragged where', () => {
    const ids = [1, 2, 3, 4, 5];
    for (const active of ids) {
      for (const over of ids) {
        const moved = moveId(ids, active, over);
        if (active === over) expect(moved).toBeNull();
        else {
          expect([...(moved ?? [])].sort()).toEqual(ids);
          expect(moved?.indexOf(active)).toBe(ids.indexOf(over));
        }
      }
    }
  });

  it('shows the rows in the new order while the call is on its way', () => {
    const rows = [
      { id: 1, name: 'a' },
      { id: 2, name: 'b' },
      { id: 3, name: 'c' },
    ];
    expect(inOrder(rows, [3, 1, 2]).map((row) => row.name)).toEqual(['c', 'a', 'b']);
  });
});
