import {
  type ExamSheet,
  type GivenAnswer,
  gradeExam,
  type QuestionKey,
  readSheet,
} from '@tutor/contract/exam-grading';
import type { SubmitExamResponse } from '@tutor/contract/exam-sessions';
import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../db/client';
import { examHistories, examSessions } from '../../db/schema';
import { AppError, fieldError } from '../../lib/app-error';
import type { AuthContext } from '../../plugins/auth';
import { markLessonComplete } from '../enrollments/entitlement';
import { isOverdue, overdueCutoff, timeTakenOf } from './clock';
import { type HistoryRow, historyView } from './history-view';
import { keyOf, loadQuestions } from './paper-questions';
import { lockForClosing, lockOwnSession, type SessionRow } from './session-rows';
import { type ExamTarget, loadTarget, sessionOf, type TargetRef } from './targets';

/*
 * Closing a session: the one way a history is made. A session closes once, into one history, with its
 * row locked (FOR UPDATE) for the whole transaction: by the student's submit (their final sheet), or
 * by the deadline (the last autosaved sheet: the sweep, a read that finds it overdue, a late submit).
 */

/**
 * SUBMIT: the student's final sheet, or `sheet: null` for their last saved one (they ended the attempt
 * without sending a sheet: a lesson's inactive-exam-token). SWEEP: the deadline closed it.
 */
export type Closing =
  | { source: 'SUBMIT'; sheet: ExamSheet | null; submitKey: string | null }
  | { source: 'SWEEP' };

const refOf = (session: SessionRow): TargetRef =>
  session.examId !== null
    ? { kind: 'EXAM', id: session.examId }
    : { kind: 'LESSON', id: session.lessonId as number };

/**
 * Grades and closes a session the caller has locked and found open. A submitted sheet that does not
 * read against the session's questions is EXAM_ANSWER_INVALID (the transaction changes nothing). A saved
 * sheet was read when it was saved; should a key edit since make it unreadable, it is kept in the
 * history as it was and graded as blank, and the lesson's re-grade can read it again later. `keys` are
 * the paper's (read with the lock by `lockForClosing`), loaded here when not given. The close and the
 * history are one statement.
 */
export async function closeSession(
  tx: Tx,
  session: SessionRow,
  target: ExamTarget,
  closing: Closing,
  now: Date,
  keys?: QuestionKey[],
): Promise<HistoryRow> {
  const given = closing.source === 'SUBMIT' ? closing.sheet : null;
  const sheet = given ?? session.answers;
  const paperKeys = keys ?? (await loadQuestions(tx, session.layout.questionIds)).map(keyOf);
  const read = readSheet(sheet, paperKeys);
  if (!read.ok && given) throw new AppError('EXAM_ANSWER_INVALID');
  const answers = read.ok ? read.answers : new Map<number, GivenAnswer>();
  const grade = gradeExam(paperKeys, answers, target.scoring, target.totalPoint);
  const values = {
    sessionId: session.id,
    userId: session.userId,
    examId: session.examId,
    lessonId: session.lessonId,
    courseId: session.courseId,
    answers: sheet,
    grade: { questions: grade.questions, parts: grade.parts, earned: grade.earned, max: grade.max },
    score: grade.score,
    correctCount: grade.correctCount,
    totalCount: grade.totalCount,
    timeTaken: timeTakenOf(session, now),
    passed: target.passPoint !== null && grade.score >= target.passPoint,
    startedAt: session.startedAt,
    submittedAt: now,
    source: closing.source,
    submitKey: closing.source === 'SUBMIT' ? closing.submitKey : null,
  };
  const at = now.toISOString();
  const givenJson = given ? JSON.stringify(given) : null;
  // The session closes and its history is written by one statement; ON CONFLICT leaves the history
  // out, not the close, and the throw below rolls both back.
  const [inserted] = await queryRows<{ id: number | string }>(
    tx,
    sql`with closed as (
          update exam_sessions
             set closed_at = ${at}::timestamptz, closed_by = ${closing.source}, updated_at = ${at}::timestamptz,
                 answers = coalesce(${givenJson}::jsonb, answers),
                 saved_at = case when ${givenJson}::jsonb is null then saved_at else ${at}::timestamptz end
           where id = ${session.id}
          returning id)
        insert into exam_histories (session_id, user_id, exam_id, lesson_id, course_id, answers, grade, score,
                                    correct_count, total_count, time_taken, passed, started_at, submitted_at,
                                    source, submit_key)
        select id, ${values.userId}, ${values.examId}, ${values.lessonId}, ${values.courseId},
               ${JSON.stringify(values.answers)}::jsonb, ${JSON.stringify(values.grade)}::jsonb, ${values.score},
               ${values.correctCount}, ${values.totalCount}, ${values.timeTaken}, ${values.passed},
               ${values.startedAt.toISOString()}::timestamptz, ${at}::timestamptz, ${values.source},
               ${values.submitKey}
          from closed
        on conflict do nothing
        returning id`,
  );
  // The session row is locked, so the only conflict left is the student's key already naming another
  // attempt's history: a client bug, refused (the transaction rolls back the close).
  if (!inserted) throw fieldError('submitKey', 'invalidValue');
  if (values.passed && session.lessonId !== null && session.courseId !== null)
    await markLessonComplete(tx, {
      userId: session.userId,
      lessonId: session.lessonId,
      courseId: session.courseId,
      source: 'EXAM',
    });
  return { ...values, id: Number(inserted.id), createdAt: now, updatedAt: now };
}

/** The history of a closed session; a session reset by staff has none (EXAM_SESSION_CLOSED). */
async function historyOfSession(tx: Tx, sessionId: number): Promise<HistoryRow> {
  const [history] = await tx.select().from(examHistories).where(eq(examHistories.sessionId, sessionId));
  if (!history) throw new AppError('EXAM_SESSION_CLOSED');
  return history;
}

/**
 * `POST …/exam-histories/{token}` (and the lesson's): grades the sheet on the server and closes the
 * session. Idempotent: a retry with the same key, or any submit once the session has closed (by a submit
 * or by the deadline), answers that session's one history. Past the deadline and the grace, the body is
 * not taken: the session closes with its last autosave and the answer says `isLate`.
 */
export async function submitSession(
  db: Db,
  auth: AuthContext,
  ref: TargetRef,
  token: string,
  closing: Closing,
): Promise<SubmitExamResponse> {
  return db.transaction(async (tx) => {
    const { session, keys } = await lockOwnSession(tx, auth, ref, token);
    const target = await loadTarget(tx, ref);
    const now = new Date();
    if (session.closedAt !== null) {
      const history = await historyOfSession(tx, session.id);
      return { examHistory: historyView(history, target, auth, now), isLate: history.source === 'SWEEP' };
    }
    const isLate = isOverdue(session, now);
    const history = await closeSession(
      tx,
      session,
      target,
      isLate ? { source: 'SWEEP' } : closing,
      now,
      keys,
    );
    return { examHistory: historyView(history, target, auth, now), isLate };
  });
}

/**
 * Closes one overdue session with its saved answers, if it is still open and no other process holds it
 * (SKIP LOCKED: that process is closing or saving it right now). Its own transaction, so one broken
 * session never holds up the others.
 */
async function closeIfOverdue(db: Db, sessionId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await lockForClosing(
      tx,
      and(eq(examSessions.id, sessionId), isNull(examSessions.closedAt)),
      true,
    );
    const now = new Date();
    if (!row || !isOverdue(row.session, now)) return false;
    const target = await loadTarget(tx, refOf(row.session));
    await closeSession(tx, row.session, target, { source: 'SWEEP' }, now, row.keys);
    return true;
  });
}

/** Open sessions whose grace has passed, oldest deadline first; optionally one student's on one target. */
async function overdueIds(db: Db, limit: number, mine?: { userId: number; ref: TargetRef }) {
  const rows = await db
    .select({ id: examSessions.id })
    .from(examSessions)
    .where(
      and(
        isNull(examSessions.closedAt),
        lt(examSessions.deadline, overdueCutoff(new Date())),
        mine ? and(eq(examSessions.userId, mine.userId), sessionOf(mine.ref)) : undefined,
      ),
    )
    .orderBy(asc(examSessions.deadline))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * Closing on read: before answering a student about a target, close their own overdue session there,
 * so they see a result even when the sweep has not come by yet.
 */
export async function closeMyOverdue(db: Db, userId: number, ref: TargetRef): Promise<void> {
  for (const id of await overdueIds(db, 5, { userId, ref })) await closeIfOverdue(db, id);
}

export const SWEEP_BATCH = 100;

/**
 * The sweep: closes every overdue session with its saved answers, in batches. Safe with several
 * processes sweeping at once (each session is taken with SKIP LOCKED and re-checked under its lock).
 * A session that fails to close is reported and skipped, so it never holds up the ones after it.
 * Answers how many it closed.
 */
export async function sweepOverdueSessions(
  db: Db,
  onError: (sessionId: number, error: unknown) => void = () => {},
): Promise<number> {
  let closed = 0;
  const failed = new Set<number>();
  for (;;) {
    const ids = (await overdueIds(db, SWEEP_BATCH + failed.size)).filter((id) => !failed.has(id));
    let closedNow = 0;
    for (const id of ids.slice(0, SWEEP_BATCH)) {
      try {
        if (await closeIfOverdue(db, id)) closedNow++;
      } catch (error) {
        failed.add(id);
        onError(id, error);
      }
    }
    closed += closedNow;
    // A short batch was the last; a batch whose sessions others were closing stops too (they finish it).
    if (ids.length < SWEEP_BATCH || closedNow === 0) return closed;
  }
}
