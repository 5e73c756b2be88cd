import { SHORT_TEXT_LENGTH, TIME_ZONE } from './constants';
import type { Language } from './i18n';

/** What the formatters accept as a date: a Date, an ISO string or epoch milliseconds. */
export type DateInput = Date | string | number;

function toDate(input: DateInput | null | undefined): Date | null {
  if (input === null || input === undefined || input === '') return null;
  const date = input instanceof Date ? input : new Date(input);
  return Number.isNaN(date.getTime()) ? null : date;
}

// ---------------------------------------------------------------------------------------------------------
// Slug

/**
 * URL slug per spec §5: lowercase, Vietnamese diacritics removed (đ → d), punctuation removed, runs of
 * spaces and hyphens turned into one hyphen, edge hyphens trimmed. Characters outside a–z and 0–9 that
 * are not separators disappear, so 'C++' gives 'c' and 'a_b' gives 'ab'.
 */
export function slug(text: string | null | undefined): string {
  if (!text) return '';
  return (
    text
      // Lower-casing first: some capitals (İ) lower-case into a letter plus a combining mark.
      .toLowerCase()
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      // đ has no decomposition, so stripping marks does not reach it.
      .replace(/đ/g, 'd')
      .replace(/[^a-z0-9\s-]/g, '')
      .replace(/[\s-]+/g, '-')
      .replace(/^-|-$/g, '')
  );
}

// ---------------------------------------------------------------------------------------------------------
// Money

/**
 * An integer VND amount with dot thousands separators: 1250000 → '1.250.000', -5000 → '-5.000'.
 * Fractions are rounded (VND has no minor unit); numeric text (PostgreSQL bigint or numeric) and bigint
 * are accepted; anything missing or not a number shows as '0'.
 */
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

/** A price with the đồng sign after a non-breaking space, so the sign never wraps alone: '1.250.000 ₫'. */
export function formatVnd(value: number | bigint | string | null | undefined): string {
  return `${formatPrice(value)}\u00a0₫`;
}

// ---------------------------------------------------------------------------------------------------------
// Short text

export const ELLIPSIS = '…';

const graphemeSegmenter =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl
    ? new Intl.Segmenter('vi', { granularity: 'grapheme' })
    : null;

/** User-perceived characters, lazily: a base letter with its accents, an emoji with its modifiers. */
function* graphemes(text: string): Generator<string> {
  if (graphemeSegmenter) {
    for (const part of graphemeSegmenter.segment(text)) yield part.segment;
    return;
  }
  // Without Intl.Segmenter: code points, with combining marks and joiners glued to what precedes them.
  let current = '';
  for (const char of text) {
    if (current !== '' && /^(?:\p{M}|\u200d|\ufe0f)$/u.test(char)) {
      current += char;
    } else {
      if (current !== '') yield current;
      current = char;
    }
  }
  if (current !== '') yield current;
}

/**
 * Keeps at most `max` characters (spec §9: 50) and marks a cut with '…'. The ellipsis is NOT counted:
 * a cut text is `max` characters plus '…', trailing spaces before it removed. Characters are graphemes,
 * so an accented Vietnamese letter written with combining marks, or an emoji, is never split.
 */
export function shortText(text: string | null | undefined, max: number = SHORT_TEXT_LENGTH): string {
  if (!text) return '';
  let kept = '';
  let count = 0;
  for (const part of graphemes(text)) {
    if (count === max) return `${kept.trimEnd()}${ELLIPSIS}`;
    kept += part;
    count += 1;
  }
  return text;
}

// ---------------------------------------------------------------------------------------------------------
// Time ago

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type TimeUnit = 'minute' | 'hour' | 'day' | 'month' | 'year';

const timeAgoWords = {
  vi: {
    justNow: 'vừa xong',
    unit: { minute: 'phút', hour: 'giờ', day: 'ngày', month: 'tháng', year: 'năm' },
  },
  en: {
    justNow: 'just now',
    unit: { minute: 'minute', hour: 'hour', day: 'day', month: 'month', year: 'year' },
  },
} as const satisfies Record<Language, { justNow: string; unit: Record<TimeUnit, string> }>;

/**
 * How long ago `date` was, relative to `now`: 'vừa xong', '5 phút trước', '2 giờ trước', '3 ngày trước',
 * '2 tháng trước', '1 năm trước' (English: 'just now', '1 minute ago', '5 minutes ago', …). Counts are
 * floored; a month is 30 days and a year 365. A date in the future (clock skew) reads as just now; an
 * invalid date gives ''.
 */
export function timeAgo(
  date: DateInput | null | undefined,
  now: DateInput = new Date(),
  lang: Language = 'vi',
): string {
  const then = toDate(date);
  const reference = toDate(now);
  if (!then || !reference) return '';
  const elapsed = reference.getTime() - then.getTime();
  const words = timeAgoWords[lang];
  if (elapsed < MINUTE) return words.justNow;

  let unit: TimeUnit;
  let count: number;
  if (elapsed < HOUR) [unit, count] = ['minute', Math.floor(elapsed / MINUTE)];
  else if (elapsed < DAY) [unit, count] = ['hour', Math.floor(elapsed / HOUR)];
  else if (elapsed < 30 * DAY) [unit, count] = ['day', Math.floor(elapsed / DAY)];
  // 360–364 days would floor to 12 months; they stay "11 months" until the year is complete.
  else if (elapsed < 365 * DAY) [unit, count] = ['month', Math.min(11, Math.floor(elapsed / (30 * DAY)))];
  else [unit, count] = ['year', Math.floor(elapsed / (365 * DAY))];

  if (lang === 'vi') return `${count} ${words.unit[unit]} trước`;
  return `${count} ${words.unit[unit]}${count === 1 ? '' : 's'} ago`;
}

// ---------------------------------------------------------------------------------------------------------
// Calendar dates, always in Vietnam's time zone

// Parts are picked by type, so the locale only has to give Latin digits.
const vietnamParts = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

type CalendarParts = { year: string; month: string; day: string; hour: string; minute: string };

function partsInVietnam(input: DateInput | null | undefined): CalendarParts | null {
  const date = toDate(input);
  if (!date) return null;
  const parts: CalendarParts = { year: '', month: '', day: '', hour: '', minute: '' };
  for (const { type, value } of vietnamParts.formatToParts(date)) {
    if (type === 'year' || type === 'month' || type === 'day' || type === 'hour' || type === 'minute') {
      parts[type] = value;
    }
  }
  parts.year = parts.year.padStart(4, '0');
  return parts;
}

/** DD/MM/YYYY of the day in Vietnam, whatever the machine's zone; '' for a missing or invalid date. */
export function formatDate(date: DateInput | null | undefined): string {
  const p = partsInVietnam(date);
  return p ? `${p.day}/${p.month}/${p.year}` : '';
}

/** DD-MM-YYYY, the course pages' form, of the day in Vietnam. */
export function formatCourseDate(date: DateInput | null | undefined): string {
  const p = partsInVietnam(date);
  return p ? `${p.day}-${p.month}-${p.year}` : '';
}

/** DD/MM/YYYY HH:mm (24-hour) in Vietnam, for admin tables and histories. */
export function formatDateTime(date: DateInput | null | undefined): string {
  const p = partsInVietnam(date);
  return p ? `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}` : '';
}

/** YYYY-MM-DD of the day in Vietnam: the form of date filters in query strings (spec §7). */
export function formatQueryDate(date: DateInput | null | undefined): string {
  const p = partsInVietnam(date);
  return p ? `${p.year}-${p.month}-${p.day}` : '';
}
