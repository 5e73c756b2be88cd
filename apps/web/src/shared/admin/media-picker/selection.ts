/*
 * The picker's value is an id (single) or a list of ids (multiple); these helpers keep both shapes in
 * one place so the component only deals with lists.
 */

export type PickerValue = number | number[] | null | undefined;

/** The selected ids as a list, whatever the shape of the value. */
export function selectedIds(value: PickerValue): number[] {
  if (value === null || value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** The form value for a list of ids: the list itself when multiple, else its first id or null. */
export function toValue(ids: readonly number[], multiple: boolean): number | number[] | null {
  if (multiple) return [...ids];
  return ids[0] ?? null;
}

/** Clicking a picture in the library: multiple toggles it in the list, single replaces the choice. */
export function pick(ids: readonly number[], id: number, multiple: boolean): number[] {
  if (!multiple) return [id];
  return ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id];
}

export function without(ids: readonly number[], id: number): number[] {
  return ids.filter((other) => other !== id);
}
