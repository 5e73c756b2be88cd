import type { MenuItem } from '@tutor/contract/menus';
import { describe, expect, it } from 'vitest';
import { applyMove, flattenItems, isSamePlace, projectDrop, withoutDescendants } from './tree-moves';

const item = (id: number, parentId: number | null, leftId: number | null): MenuItem => ({
  id,
  type: 'BOOK',
  courseType: null,
  name: `#${id}`,
  categoryId: null,
  category: null,
  link: '',
  parentId,
  leftId,
  rightId: null,
  showOnHome: false,
  createdAt: '',
  updatedAt: '',
});

// 1, 2[3, 4], 5
const rows = flattenItems([
  item(1, null, null),
  item(2, null, 1),
  item(3, 2, null),
  item(4, 2, 3),
  item(5, null, 2),
]);

describe('tree moves', () => {
  it('flattens with depths', () => {
    expect(rows.map((row) => row.depth)).toEqual([0, 0, 1, 1, 0]);
  });

  it('drops the last item first', () => {
    expect(projectDrop(rows, 5, 1, 0, 32)).toEqual({ depth: 0, parentId: null, leftId: null });
  });

  it('nests under the row above when dragged right', () => {
    const visible = withoutDescendants(rows, 5);
    // 5 stays in place but moves right: it becomes the last child of 2, after 4.
    expect(projectDrop(visible, 5, 5, 40, 32)).toEqual({ depth: 1, parentId: 2, leftId: 4 });
    // Without the drag right it stays a root after 2.
    expect(isSamePlace(item(5, null, 2), { depth: 0, parentId: null, leftId: 2 })).toBe(true);
  });

  it('takes a child out to the top level when dragged left below its last sibling', () => {
    expect(projectDrop(rows, 4, 4, -40, 32)).toEqual({ depth: 0, parentId: null, leftId: 2 });
  });

  it('cannot go deeper than one level below the row above, nor shallower than the row below', () => {
    expect(projectDrop(rows, 1, 1, 200, 32)?.depth).toBe(0);
    // Over 3 (first child of 2), dragged far left: the row below (4) is depth 1, so 1 stays at depth 1.
    const visible = withoutDescendants(rows, 1);
    expect(projectDrop(visible, 1, 3, -200, 32)).toEqual({ depth: 1, parentId: 2, leftId: 3 });
  });

  it('moves a parent without its children in the list', () => {
    expect(withoutDescendants(rows, 2).map((row) => row.id)).toEqual([1, 2, 5]);
  });
});

describe('applyMove', () => {
  it('moves an item with its children and shifts their depth', () => {
    const projection = projectDrop(withoutDescendants(rows, 2), 2, 5, 40, 32);
    expect(projection).toEqual({ depth: 1, parentId: 5, leftId: null });
    if (!projection) return;
    const after = applyMove(rows, 2, 5, projection);
    expect(after.map((row) => `${row.id}:${row.depth}`)).toEqual(['1:0', '5:0', '2:1', '3:2', '4:2']);
  });
});
