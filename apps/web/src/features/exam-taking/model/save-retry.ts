import { isApiError } from '@/api/http-client';

/*
 * When an autosave fails: a network failure, a server error or a rate limit is tried again, later each
 * time (2 s, 4 s, 8 s, … at most 30 s) and at once when the browser says it is online again; the
 * student's answers stay in the draft meanwhile. The engine's refusals are final for that sheet.
 */

/** Codes after which the session has ended on the server: the screen moves on to the result. */
export const SESSION_ENDED_CODES: ReadonlySet<string> = new Set(['EXAM_TIME_UP', 'EXAM_SESSION_CLOSED']);

export function isRetriable(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.status === 0 || error.status === 429 || error.status >= 500;
}

export function retryDelay(attempt: number): number {
  return Math.min(30_000, 2_000 * 2 ** Math.max(0, attempt));
}
