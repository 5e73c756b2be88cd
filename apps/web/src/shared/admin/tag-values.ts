/**
 * What an antd tags-mode Select hands back: ids of existing options, and typed text for new entries. Text
 * that matches an existing tag name (any case) means that tag, not a new one.
 */
export function splitTagValues(
  values: readonly (number | string)[],
  known: readonly { id: number; name: string }[],
): { ids: number[]; names: string[] } {
  const ids: number[] = [];
  const names: string[] = [];
  const byName = new Map(known.map((tag) => [tag.name.trim().toLowerCase(), tag.id]));
  for (const value of values) {
    if (typeof value === 'number') {
      if (!ids.includes(value)) ids.push(value);
      continue;
    }
    const name = value.trim();
    if (!name) continue;
    const existing = byName.get(name.toLowerCase());
    if (existing !== undefined) {
      if (!ids.includes(existing)) ids.push(existing);
    } else if (!names.some((other) => other.toLowerCase() === name.toLowerCase())) {
      names.push(name);
    }
  }
  return { ids, names };
}
