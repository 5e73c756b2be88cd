/*
 * Chapter marks are typed as "mm:ss" (or "h:mm:ss" for long lessons) and stored in seconds.
 */

/** Seconds from "mm:ss", "h:mm:ss" or plain seconds ("75"); null when it is none of them. */
export function parseTimecode(input: string): number | null {
  const text = input.trim();
  if (/^\d{1,5}$/.test(text)) return Number(text);
  const match = /^(?:(\d{1,2}):)?(\d{1,3}):(\d{2})$/.exec(text);
  if (!match) return null;
  const hours = Number(match[1] ?? 0);
  const minutes = Number(match[2]);
  const seconds = Number(match[3]);
  if (seconds > 59 || (match[1] !== undefined && minutes > 59)) return null;
  return hours * 3600 + minutes * 60 + seconds;
}

const two = (value: number) => String(value).padStart(2, '0');

/** "mm:ss", or "h:mm:ss" from an hour on. */
export function formatTimecode(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return hours > 0 ? `${hours}:${two(minutes)}:${two(rest)}` : `${two(minutes)}:${two(rest)}`;
}

/** Chapters in playing order (ties by title, so the list is stable). */
export function sortTimelines<T extends { second: number; title: string }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => a.second - b.second || a.title.localeCompare(b.title));
}
