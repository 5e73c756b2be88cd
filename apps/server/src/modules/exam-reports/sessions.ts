import type {
  AdminExamSession,
  AdminExamSessionListQuery,
  ExamSessionState,
} from '@tutor/contract/exam-reports';
import { and, count, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { examSessions, exams, users } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { isoDate, likePattern, pageOf } from '../../lib/list';
import { loadTarget, type ReportTarget, sessionsOf } from './target';

/*
 * Staff's view of the sessions of an exam or a lesson exam, and their two corrections. Both corrections
 * are one conditional UPDATE on the open row (`closed_at is null`), so they cannot race the student's
 * submit or the deadline sweep into a wrong state: whichever closes the row first wins, the other finds
 * it closed and says so (EXAM_SESSION_CLOSED).
 */

const stateOf = (row: { closedAt: Date | null; deadline: Date }, now: Date): ExamSessionState =>
  row.closedAt ? 'CLOSED' : row.deadline.getTime() <= now.getTime() ? 'OVERDUE' : 'OPEN';

const stateCondition: Record<ExamSessionState, SQL> = {
  OPEN: and(isNull(examSessions.closedAt), sql`${examSessions.deadline} > now()`) as SQL,
  OVERDUE: and(isNull(examSessions.closedAt), sql`${examSessions.deadline} <= now()`) as SQL,
  CLOSED: isNotNull(examSessions.closedAt),
};

const sessionColumns = {
  id: examSessions.id,
  startedAt: examSessions.startedAt,
  deadline: examSessions.deadline,
  savedAt: examSessions.savedAt,
  closedAt: examSessions.closedAt,
  closedBy: examSessions.closedBy,
  userId: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
};
type SessionRow = {
  id: number;
  startedAt: Date;
  deadline: Date;
  savedAt: Date | null;
  closedAt: Date | null;
  closedBy: string | null;
  userId: number;
  username: string;
  firstName: string;
  lastName: string;
};

function toAdminSession(row: SessionRow, now: Date): AdminExamSession {
  return {
    id: row.id,
    user: { id: row.userId, username: row.username, fullName: `${row.lastName} ${row.firstName}`.trim() },
    startedAt: isoDate(row.startedAt),
    deadline: isoDate(row.deadline),
    savedAt: row.savedAt ? isoDate(row.savedAt) : null,
    closedAt: row.closedAt ? isoDate(row.closedAt) : null,
    closedBy: row.closedBy as AdminExamSession['closedBy'],
    state: stateOf(row, now),
  };
}

const sortColumns = {
  startedAt: examSessions.startedAt,
  deadline: examSessions.deadline,
  savedAt: examSessions.savedAt,
} as const;

export async function listSessions(db: Db, target: ReportTarget, query: AdminExamSessionListQuery) {
  const loaded = await loadTarget(db, target);
  const pattern = query.q ? likePattern(query.q) : undefined;
  const condition = and(
    sessionsOf(target),
    query.state ? stateCondition[query.state] : undefined,
    pattern
      ? or(ilike(users.username, pattern), ilike(users.firstName, pattern), ilike(users.lastName, pattern))
      : undefined,
  );
  const { limit, offset } = pageOf(query);
  const [rows, totals] = await Promise.all([
    db
      .select(sessionColumns)
      .from(examSessions)
      .innerJoin(users, eq(users.id, examSessions.userId))
      .where(condition)
      .orderBy(
        ...query.sort.map((field, i) =>
          // Sessions never autosaved sort after the saved ones either way.
          query.order[i] === 'asc'
            ? sql`${sortColumns[field]} asc nulls last`
            : sql`${sortColumns[field]} desc nulls last`,
        ),
        desc(examSessions.id),
      )
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(examSessions)
      .innerJoin(users, eq(users.id, examSessions.userId))
      .where(condition),
  ]);
  const now = new Date();
  return {
    data: rows.map((row) => toAdminSession(row, now)),
    total: totals[0]?.n ?? 0,
    target: { name: loaded.name, totalPoint: loaded.totalPoint },
  };
}

async function readSession(db: Db, id: number): Promise<AdminExamSession> {
  const [row] = await db
    .select(sessionColumns)
    .from(examSessions)
    .innerJoin(users, eq(users.id, examSessions.userId))
    .where(eq(examSessions.id, id));
  if (!row) throw notFound();
  return toAdminSession(row, new Date());
}

/** Why a conditional update touched nothing: the session is unknown (404) or already closed (409). */
async function refusal(db: Db, id: number): Promise<AppError> {
  const [row] = await db.select({ id: examSessions.id }).from(examSessions).where(eq(examSessions.id, id));
  return row ? new AppError('EXAM_SESSION_CLOSED') : notFound();
}

/**
 * Moves an unclosed session's deadline `minutes` later (an OVERDUE one too, as long as neither the sweep
 * nor the student has closed it yet: staff extend for a student whose connection failed), but never past
 * the close of an exam whose results show after it closes (the answer shows the deadline reached).
 */
export async function extendSession(
  db: Db,
  log: FastifyBaseLogger,
  staffId: number,
  id: number,
  minutes: number,
): Promise<AdminExamSession> {
  const [moved] = await db
    .update(examSessions)
    .set({
      // Never past the close of a mock exam whose results show after it: by then the answers are
      // public, and the extended student could be told them.
      deadline: sql`least(
        ${examSessions.deadline} + make_interval(mins => ${minutes}::int),
        coalesce(
          (select ${exams.closesAt} from ${exams}
           where ${exams.id} = ${examSessions.examId} and ${exams.resultsShown} = 'AFTER_CLOSE'),
          'infinity'::timestamptz
        )
      )`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(examSessions.id, id), isNull(examSessions.closedAt)))
    .returning({ id: examSessions.id, userId: examSessions.userId, deadline: examSessions.deadline });
  if (!moved) throw await refusal(db, id);
  // Audit: who moved whose deadline, never the session's token.
  log.info(
    { audit: 'exam-session.extend', sessionId: id, studentId: moved.userId, staffId, minutes },
    'exam session deadline extended',
  );
  return readSession(db, id);
}

/**
 * Closes an open session as RESET, without a history: the student's next open starts a new session,
 * and since attempts are counted by graded histories, the reset one does not use an attempt.
 *
 * A CLOSED session is refused (EXAM_SESSION_CLOSED) and its history is never deleted: a graded attempt is
 * a record the student, the ranking and the report have already seen (exams keep history, ARCHITECTURE
 * "Data conventions"). To give a student another try, staff raise the exam's attempts allowed.
 */
export async function resetSession(
  db: Db,
  log: FastifyBaseLogger,
  staffId: number,
  id: number,
): Promise<AdminExamSession> {
  const [closed] = await db
    .update(examSessions)
    .set({ closedAt: sql`now()`, closedBy: 'RESET', updatedAt: sql`now()` })
    .where(and(eq(examSessions.id, id), isNull(examSessions.closedAt)))
    .returning({
      userId: examSessions.userId,
      examId: examSessions.examId,
      lessonId: examSessions.lessonId,
    });
  if (!closed) throw await refusal(db, id);
  log.info(
    {
      audit: 'exam-session.reset',
      sessionId: id,
      studentId: closed.userId,
      staffId,
      examId: closed.examId,
      lessonId: closed.lessonId,
    },
    'exam session reset',
  );
  return readSession(db, id);
}
