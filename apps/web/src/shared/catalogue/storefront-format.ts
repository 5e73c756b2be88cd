import type { Language } from '@tutor/contract/i18n';

/*
 * The contract's price and time-ago formatters (format.ts), repeated without its zod-carrying import
 * of constants.ts (see storefront-constants.ts). storefront-constants.test.ts runs both on the same
 * inputs and requires identical output.
 */

/** An integer VND amount with dot thousands separators: 1250000 → '1.250.000'. */
export function formatPrice(value: number | bigint | string | null | undefined): string {
  let amount: bigint;
  if (typeof value === 'bigint') {
    amount = value;
  } else {
    const n = typeof value === 'string' ? (value.trim() === '' ? Number.NaN : Number(value)) : value;
    if (n === null || n === undefined || !Number.isFinite(n)) return '0';
    amount = BigInt(Math.round(n));
  }
  const negative = amount < 0n;
  const digits = (negative ? -amount : amount).toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return negative ? `-${digits}` : digits;
}

/** '1.250.000 đ', the đồng sign kept on the same line as its number. */
export function formatDong(value: number | bigint | string | null | undefined): string {
  return `${formatPrice(value)}\u00a0đ`;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type TimeUnit = 'minute' | 'hour' | 'day' | 'month' | 'year';

const words = {
  vi: {
    justNow: 'vừa xong',
    unit: { minute: 'phút', hour: 'giờ', day: 'ngày', month: 'tháng', year: 'năm' },
  },
  en: {
    justNow: 'just now',
    unit: { minute: 'minute', hour: 'hour', day: 'day', month: 'month', year: 'year' },
  },
} as const satisfies Record<Language, { justNow: string; unit: Record<TimeUnit, string> }>;

function toDate(input: Date | string | number | null | undefined): Date | null {
  if (input === null || input === undefined || input === '') return null;
  const date = input instanceof Date ? input : new Date(input);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '5 phút trước', '3 ngày trước', 'vừa xong' (contract timeAgo: floored, month = 30 days, year = 365). */
export function timeAgo(
  date: Date | string | number | null | undefined,
  now: Date | string | number = new Date(),
  lang: Language = 'vi',
): string {
  const then = toDate(date);
  const reference = toDate(now);
  if (!then || !reference) return '';
  const elapsed = reference.getTime() - then.getTime();
  const w = words[lang];
  if (elapsed < MINUTE) return w.justNow;
  let unit: TimeUnit;
  let count: number;
  if (elapsed < HOUR) [unit, count] = ['minute', Math.floor(elapsed / MINUTE)];
  else if (elapsed < DAY) [unit, count] = ['hour', Math.floor(elapsed / HOUR)];
  else if (elapsed < 30 * DAY) [unit, count] = ['day', Math.floor(elapsed / DAY)];
  else if (elapsed < 365 * DAY) [unit, count] = ['month', Math.min(11, Math.floor(elapsed / (30 * DAY)))];
  else [unit, count] = ['year', Math.floor(elapsed / (365 * DAY))];
  if (lang === 'vi') return `${count} ${w.unit[unit]} trước`;
  return `${count} ${w.unit[unit]}${count === 1 ? '' : 's'} ago`;
}

const vietnamDay = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Ho_Chi_Minh',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** DD/MM/YYYY of the day in Vietnam (contract formatDate). */
export function formatDate(date: Date | string | number | null | undefined): string {
  const d = toDate(date);
  return d ? vietnamDay.format(d) : '';
}
