import { describe, expect, it } from 'vitest';
import { pick, selectedIds, toValue, without } from './selection';

describe('image picker selection', () => {
  it('reads any value shape as a list', () => {
    expect(selectedIds(undefined)).toEqual([]);
    expect(selectedIds(null)).toEqual([]);
    expect(selectedIds(7)).toEqual([7]);
    expect(selectedIds([3, 4])).toEqual([3, 4]);
  });

  it('writes back the shape the form expects', () => {
    expect(toValue([3, 4], true)).toEqual([3, 4]);
    expect(toValue([], true)).toEqual([]);
    expect(toValue([3], false)).toBe(3);
    expect(toValue([], false)).toBeNull();
  });

  it('toggles with multiple, replaces with single', () => {
    expect(pick([1, 2], 3, true)).toEqual([1, 2, 3]);
    expect(pick([1, 2, 3], 2, true)).toEqual([1, 3]);
    expect(pick([1], 5, false)).toEqual([5]);
    expect(without([1, 2, 3], 2)).toEqual([1, 3]);
  });
});
