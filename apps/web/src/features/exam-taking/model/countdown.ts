/*
 * The exam clock belongs to the server: each answer carries `examTime`, the seconds left until the
 * session's deadline. The browser turns it into a deadline on its own monotonic clock
 * (`performance.now()`), so neither a wrong system clock nor a clock changed mid-exam moves it, and every
 * later answer (autosave, reload, coming back to the tab) replaces it.
 */

/** Deadline on the monotonic clock from the server's seconds left, read at `now`. */
export function deadlineFrom(examTime: number, now: number): number {
  return now + Math.max(0, examTime) * 1000;
}

/** Whole seconds left at `now` (rounded up: the clock shows 00:01 until the very end). */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

export type ClockTone = 'normal' | 'warning' | 'danger';

/** Warning colour from 5 minutes left, danger from 1 minute. */
export function clockTone(seconds: number): ClockTone {
  if (seconds <= 60) return 'danger';
  if (seconds <= 5 * 60) return 'warning';
  return 'normal';
}

/** `mm:ss`, or `h:mm:ss` from an hour. */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(rest)}` : `${pad(minutes)}:${pad(rest)}`;
}
