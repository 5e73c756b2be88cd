/**
 * A positive integer id from a route parameter, or null (then the page shows its 404 state).
 * Its own module: every detail page reads it, and the listing state it once lived beside is not theirs.
 */
export function routeId(value: string | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}
