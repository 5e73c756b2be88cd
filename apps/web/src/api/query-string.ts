/*
 * The shared query builder of spec §7: lists travel as comma lists (`sort=name,createdAt`), dates as
 * YYYY-MM-DD. The contract's `formatQueryDate` does the same but lives beside zod schemas (format.ts
 * imports constants.ts), and this file is in every page's first load, so the few lines are repeated.
 */

/** The calendar day in Vietnam (spec: time is shown in Asia/Ho_Chi_Minh), as YYYY-MM-DD. */
const vietnamDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Ho_Chi_Minh',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export function queryDate(date: Date): string {
  return vietnamDay.format(date);
}

function scalar(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : queryDate(value);
  if (typeof value === 'string') return value === '' ? null : value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value);
}

/** One query value as text, or null to leave the key out (absent, blank, empty list, invalid date). */
export function queryValue(value: unknown): string | null {
  if (!Array.isArray(value)) return scalar(value);
  const items = value.map(scalar).filter((item): item is string => item !== null);
  return items.length > 0 ? items.join(',') : null;
}

const encode = (text: string) => encodeURIComponent(text).replace(/%2C/gi, ',');

/** `?a=1&b=x,y`, or '' when nothing remains; keys keep their order. */
export function buildQueryString(query: Readonly<Record<string, unknown>> | undefined): string {
  if (!query) return '';
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    const text = queryValue(value);
    if (text !== null) pairs.push(`${encode(key)}=${encode(text)}`);
  }
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}
