/*
 * Days and months as people in Vietnam count them: the admin's date filters ("from 1 to 7 March") and
 * the revenue of today and this month. Vietnam has kept UTC+7 all year since 1975 (no daylight saving),
 * so a Vietnamese day starts at 17:00 UTC the day before.
 */

const VN_OFFSET_MS = 7 * 3600_000;
export const DAY_MS = 24 * 3600_000;

/** `YYYY-MM-DD` read as a day in Vietnam: the instant its 00:00 falls on. */
export function vietnamDateStart(day: string): Date {
  return new Date(`${day}T00:00:00+07:00`);
}

/** The instant after the last moment of a `YYYY-MM-DD` in Vietnam (an exclusive upper bound). */
export function vietnamDateEnd(day: string): Date {
  return new Date(vietnamDateStart(day).getTime() + DAY_MS);
}

/** The UTC instant at which the Vietnamese day holding `at` began. */
export function vietnamDayStart(at: Date): Date {
  return new Date(Math.floor((at.getTime() + VN_OFFSET_MS) / DAY_MS) * DAY_MS - VN_OFFSET_MS);
}

/** The UTC instant at which the Vietnamese month holding `at` began, and the next one. */
export function vietnamMonth(at: Date): { start: Date; end: Date } {
  const local = new Date(at.getTime() + VN_OFFSET_MS);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth();
  return {
    start: new Date(Date.UTC(year, month, 1) - VN_OFFSET_MS),
    end: new Date(Date.UTC(year, month + 1, 1) - VN_OFFSET_MS),
  };
}
