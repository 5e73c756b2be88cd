/**
 * The fields of an update that differ from the record as loaded. Update calls take every field as
 * optional, so sending only what the user changed keeps a save from rewriting (and re-checking) values
 * nobody touched, e.g. a unique username that another admin renamed meanwhile.
 */
export function changedFields<T extends object>(body: T, original: object): Partial<T> {
  const before = original as Record<string, unknown>;
  const changed: Partial<T> = {};
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined) continue;
    const old = before[key];
    const isSame =
      Array.isArray(value) && Array.isArray(old)
        ? JSON.stringify(value) === JSON.stringify(old)
        : Object.is(value, old);
    if (!isSame) (changed as Record<string, unknown>)[key] = value;
  }
  return changed;
}
