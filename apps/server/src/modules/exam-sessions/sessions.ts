import { randomBytes } from 'node:crypto';
import {
  EMPTY_SHEET,
  type ExamSheet,
  gradeExam,
  readSheet,
  type SheetShape,
} from '@tutor/contract/exam-grading';
import type {
  ExamStatusResponse,
  OpenExamSessionResponse,
  SaveExamAnswersResponse,
  SessionPaper,
} from '@tutor/contract/exam-sessions';
import { and, count, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { examHistories, examSessions, type SessionLayout } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isoDate } from '../../lib/list';
import type { AuthContext } from '../../plugins/auth';
import { deadlineOf, isOverdue, overdueCutoff, secondsLeft } from './clock';
import { closeMyOverdue, closeSession } from './closing';
import { scaledPoints } from './history-view';
import { buildLayout, seedOf } from './layout';
import { keyOf, loadQuestions, paperQuestion } from './paper-questions';
import { findOwnSession, type SessionRow } from './session-rows';
import {
  type ExamTarget,
  historyOf,
  loadTarget,
  sessionsOfUser,
  type TargetRef,
  targetForReader,
  targetForStudent,
} from './targets';

/*
 * A student's session: opening (or resuming) it, its paper, its status, and the autosave. Closing it
 * (submit, deadline) is closing.ts.
 */

const newToken = () => randomBytes(24).toString('base64url');

/**
 * Serialises the opening of sessions by one student on one target, for the whole transaction, so that
 * "attempts used" is counted and the new session inserted with no other opening in between (two tabs
 * opening at once cannot both pass the count). A transaction-scoped advisory lock: released at commit
 * or rollback, works alike on PGlite and PostgreSQL, and touches no row.
 */
async function lockOpening(tx: Tx, userId: number, ref: TargetRef) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`exam-session:${ref.kind}:${ref.id}:${userId}`}, 0))`,
  );
}

async function attemptsUsed(db: Db | Tx, userId: number, ref: TargetRef): Promise<number> {
  const [row] = await db
    .select({ used: count() })
    .from(examHistories)
    .where(and(historyOf(ref), eq(examHistories.userId, userId)));
  return row?.used ?? 0;
}

function checkWindow(target: ExamTarget, now: Date) {
  if (target.opensAt && now.getTime() < target.opensAt.getTime()) throw new AppError('EXAM_NOT_OPEN_YET');
  if (target.closesAt && now.getTime() >= target.closesAt.getTime()) throw new AppError('EXAM_CLOSED');
}

/**
 * `POST …/exam-sessions`: the student's one open session on this target, opened now or resumed. The
 * partial unique index (one open session per student and target) is the invariant; the advisory lock
 * makes the attempts count and the insert one step. Resuming answers the same token and the deadline
 * set at opening: signing in again elsewhere never moves it.
 */
export async function openSession(
  db: Db,
  auth: AuthContext,
  ref: TargetRef,
): Promise<OpenExamSessionResponse> {
  const target = await targetForStudent(db, auth, ref);
  await closeMyOverdue(db, auth.userId, ref);
  return db.transaction(async (tx) => {
    await lockOpening(tx, auth.userId, ref);
    const now = new Date();
    const [open] = await tx
      .select()
      .from(examSessions)
      .where(and(sessionsOfUser(ref, auth.userId), isNull(examSessions.closedAt)))
      .for('update');
    if (open && !isOverdue(open, now))
      return { token: open.token, isNewToken: false, examTime: secondsLeft(open.deadline, now) };
    // Overdue since the check above: it closes with its saved answers, and counts as an attempt.
    if (open) await closeSession(tx, open, target, { source: 'SWEEP' }, now);

    checkWindow(target, now);
    if (
      target.attemptsAllowed !== null &&
      (await attemptsUsed(tx, auth.userId, ref)) >= target.attemptsAllowed
    )
      throw new AppError('EXAM_ATTEMPTS_EXHAUSTED');

    const token = newToken();
    const paper = await loadQuestions(tx, target.questionIds);
    const layout = buildLayout(paper, { ...target, seed: seedOf(token) });
    const deadline = deadlineOf(now, target.duration, target.closesAt);
    const [inserted] = await tx
      .insert(examSessions)
      .values({
        token,
        userId: auth.userId,
        examId: ref.kind === 'EXAM' ? ref.id : null,
        lessonId: ref.kind === 'LESSON' ? ref.id : null,
        courseId: target.courseId,
        layout,
        startedAt: now,
        deadline,
        answers: EMPTY_SHEET,
      })
      .onConflictDoNothing()
      .returning({ token: examSessions.token, deadline: examSessions.deadline });
    if (inserted) return { token: inserted.token, isNewToken: true, examTime: secondsLeft(deadline, now) };
    // Only reachable if something opened a session without the lock: the unique index still holds.
    const [winner] = await tx
      .select()
      .from(examSessions)
      .where(and(sessionsOfUser(ref, auth.userId), isNull(examSessions.closedAt)));
    if (!winner) throw new AppError('EXAM_SESSION_INVALID');
    return { token: winner.token, isNewToken: false, examTime: secondsLeft(winner.deadline, now) };
  });
}

/** A session the caller may still work in: closed or overdue ones are closed (with saved answers). */
async function workingSession(db: Db, auth: AuthContext, ref: TargetRef, token: string) {
  const session = await findOwnSession(db, auth, ref, token);
  if (session.closedAt === null && isOverdue(session, new Date())) {
    await closeMyOverdue(db, auth.userId, ref);
    throw new AppError('EXAM_TIME_UP');
  }
  if (session.closedAt !== null)
    throw new AppError(session.closedBy === 'SWEEP' ? 'EXAM_TIME_UP' : 'EXAM_SESSION_CLOSED');
  return session;
}

/** `GET …/exam-questions/{token}`: the paper in the session's order, no keys, and the latest save. */
export async function sessionPaper(
  db: Db,
  auth: AuthContext,
  ref: TargetRef,
  token: string,
): Promise<SessionPaper> {
  const session = await workingSession(db, auth, ref, token);
  const target = await loadTarget(db, ref);
  const paper = await loadQuestions(db, session.layout.questionIds);
  const questions = paper.map((question) => paperQuestion(question, session.layout));
  // What each part is worth: the scoring of a blank sheet, scaled like a result.
  const blank = gradeExam(paper.map(keyOf), new Map(), target.scoring, target.totalPoint);
  const parts = blank.parts.map((part) => ({
    part: part.part,
    questionCount: part.total,
    points: scaledPoints(part.max, blank.max, target.totalPoint),
  }));
  return {
    exam: {
      id: target.id,
      name: target.name,
      duration: target.duration,
      totalPoint: target.totalPoint,
      parts,
    },
    questions,
    examTime: secondsLeft(session.deadline, new Date()),
    // In the contract's key order (the stored JSON's order is the database's).
    answers: {
      answered: session.answers.answered,
      trueFalseAnswered: session.answers.trueFalseAnswered,
      shortAnswerAnswered: session.answers.shortAnswerAnswered,
    },
    savedAt: session.savedAt ? isoDate(session.savedAt) : null,
    seq: session.answerSeq,
  };
}

/** `GET …/exam-status`: DOING (open session), DONE (has a history), or DONOT. */
export async function examStatus(db: Db, auth: AuthContext, ref: TargetRef): Promise<ExamStatusResponse> {
  const target = await targetForReader(db, auth, ref);
  await closeMyOverdue(db, auth.userId, ref);
  const now = new Date();
  const [open] = await db
    .select({ token: examSessions.token, deadline: examSessions.deadline })
    .from(examSessions)
    .where(and(sessionsOfUser(ref, auth.userId), isNull(examSessions.closedAt)));
  const [latest] = await db
    .select({ id: examHistories.id })
    .from(examHistories)
    .where(and(historyOf(ref), eq(examHistories.userId, auth.userId)))
    .orderBy(desc(examHistories.submittedAt), desc(examHistories.id))
    .limit(1);
  const attempts = await attemptsUsed(db, auth.userId, ref);
  return {
    examStatus: open ? 'DOING' : latest ? 'DONE' : 'DONOT',
    attemptsUsed: attempts,
    attemptsAllowed: target.attemptsAllowed,
    ...(open ? { examTime: secondsLeft(open.deadline, now), token: open.token } : {}),
    ...(!open && latest ? { historyId: latest.id } : {}),
  };
}

/**
 * `PUT …/exam-answers/{token}`: keeps the latest sheet. Read against the session's questions first
 * (EXAM_ANSWER_INVALID, nothing stored), then one conditional UPDATE: still open, before the deadline
 * plus grace, and not older than the stored save (`seq`). A 2xx means that UPDATE committed.
 */
export async function saveAnswers(
  db: Db,
  auth: AuthContext,
  ref: TargetRef,
  token: string,
  body: ExamSheet & { seq: number },
): Promise<SaveExamAnswersResponse> {
  const session = await workingSession(db, auth, ref, token);
  const { seq, ...sheet } = body;
  if (!readSheet(sheet, await sheetShapes(db, session.layout)).ok) throw new AppError('EXAM_ANSWER_INVALID');

  const now = new Date();
  const [saved] = await db
    .update(examSessions)
    .set({ answers: sheet, answerSeq: seq, savedAt: now, updatedAt: now })
    .where(
      and(
        eq(examSessions.id, session.id),
        isNull(examSessions.closedAt),
        lte(examSessions.answerSeq, seq),
        gt(examSessions.deadline, overdueCutoff(now)),
      ),
    )
    .returning({ savedAt: examSessions.savedAt, deadline: examSessions.deadline });
  if (saved?.savedAt)
    return { savedAt: isoDate(saved.savedAt), seq, examTime: secondsLeft(saved.deadline, now) };
  return afterRefusedSave(db, auth, ref, token);
}

/**
 * The shape a sheet must fit, from the session's layout (types and option ids kept when it opened);
 * sessions opened before the layout kept types read the paper, as before.
 */
async function sheetShapes(db: Db, layout: SessionLayout): Promise<SheetShape[]> {
  const { types } = layout;
  if (!types) return (await loadQuestions(db, layout.questionIds)).map(keyOf);
  return layout.questionIds.flatMap((id): SheetShape[] => {
    const type = types[String(id)];
    return type ? [{ id, type, optionIds: layout.optionOrder[String(id)] ?? [] }] : [];
  });
}

/** The UPDATE matched nothing: the session closed or ran out meanwhile, or a newer save is stored. */
async function afterRefusedSave(
  db: Db,
  auth: AuthContext,
  ref: TargetRef,
  token: string,
): Promise<SaveExamAnswersResponse> {
  const session: SessionRow = await workingSession(db, auth, ref, token);
  return {
    savedAt: isoDate(session.savedAt ?? session.startedAt),
    seq: session.answerSeq,
    examTime: secondsLeft(session.deadline, new Date()),
  };
}
