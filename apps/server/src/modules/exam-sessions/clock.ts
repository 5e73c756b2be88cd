import { EXAM_GRACE_SECONDS } from '@tutor/contract/exam-sessions';

/*
 * The session clock. One clock decides (this server's; the deadline is stored, so a second device or a
 * second process reads the same deadline), and the student's browser only displays it.
 */

const GRACE_MS = EXAM_GRACE_SECONDS * 1000;

/** Seconds left until the deadline, never negative (rounded up: 0 only when the time is really up). */
export function secondsLeft(deadline: Date, now: Date): number {
  return Math.max(0, Math.ceil((deadline.getTime() - now.getTime()) / 1000));
}

/** Past the deadline and the grace: no more saves; the session closes with its last saved answers. */
export function isOverdue(session: { deadline: Date }, now: Date): boolean {
  return now.getTime() > session.deadline.getTime() + GRACE_MS;
}

/** The latest deadline whose grace has passed at `now` (the sweep's cut-off). */
export function overdueCutoff(now: Date): Date {
  return new Date(now.getTime() - GRACE_MS);
}

/** A new session's deadline: the duration from now, but never past the window's close. */
export function deadlineOf(now: Date, durationMinutes: number, closesAt: Date | null): Date {
  const byDuration = now.getTime() + durationMinutes * 60_000;
  return new Date(closesAt ? Math.min(byDuration, closesAt.getTime()) : byDuration);
}

/** Seconds credited to an attempt: from its start to its close, never past its deadline. */
export function timeTakenOf(session: { startedAt: Date; deadline: Date }, closedAt: Date): number {
  const end = Math.min(closedAt.getTime(), session.deadline.getTime());
  return Math.max(0, Math.round((end - session.startedAt.getTime()) / 1000));
}
