import { randomBytes } from 'node:crypto';
import {
  DEFAULT_SCORING,
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
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { examHistories, examSessions, type SessionLayout } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isoDate } from '../../lib/list';
import type { AuthContext } from '../../plugins/auth';
import { deadlineOf, isOverdue, overdueCutoff, secondsLeft } from './clock';
import { closeMyOverdue, closeSession } from './closing';
import { scaledPoints } from './history-view';
import { buildLayout, seedOf } from './layout';
import { inOrder, keyOf, loadQuestions, paperQuestion } from './paper-questions';
import { findOwnSession, type SessionRow } from './session-rows';
import {
  insertOpenSession,
  type OpenSessionRow,
  type QuestionShape,
  readExamOpening,
  readSessionPaper,
  saveSheet,
} from './session-statements';
import {
  checkExamForStudent,
  type ExamTarget,
  historyOf,
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

/** What opening reads before deciding: the target, its paper's shape, and the caller's open session. */
type Opening = { target: ExamTarget; paper: readonly QuestionShape[]; open: OpenSessionRow | null };

async function readOpening(db: Db, auth: AuthContext, ref: TargetRef): Promise<Opening> {
  if (ref.kind === 'EXAM') {
    const opening = await readExamOpening(db, auth, ref.id);
    checkExamForStudent(opening?.target, auth);
    return opening as Opening;
  }
  const target = await targetForStudent(db, auth, ref);
  const [paper, [open]] = await Promise.all([
    loadQuestions(db, target.questionIds),
    db
      .select({ token: examSessions.token, deadline: examSessions.deadline })
      .from(examSessions)
      .where(and(sessionsOfUser(ref, auth.userId), isNull(examSessions.closedAt))),
  ]);
  return { target, paper, open: open ?? null };
}

const resumed = (open: OpenSessionRow, now: Date): OpenExamSessionResponse => ({
  token: open.token,
  isNewToken: false,
  examTime: secondsLeft(open.deadline, now),
});

/** A new session's row: its token, its layout (seeded by the token) and its deadline. */
function newSession(opening: Opening, userId: number, ref: TargetRef, now: Date) {
  const token = newToken();
  const { target } = opening;
  return {
    token,
    userId,
    ref,
    courseId: target.courseId,
    layout: buildLayout(opening.paper, { ...target, seed: seedOf(token) }),
    startedAt: now,
    deadline: deadlineOf(now, target.duration, target.closesAt),
    answers: EMPTY_SHEET,
  };
}

/** Rounds of reading and inserting before giving up (each lost race is won by a session to resume). */
const OPENING_ROUNDS = 4;

/**
 * `POST …/exam-sessions`: the student's one open session on this target, opened now or resumed. The
 * partial unique index (one open session per student and target) is the invariant: without an attempts
 * limit, opening is one read (target, paper and open session together) and one `INSERT … ON CONFLICT DO
 * NOTHING`; the loser of a race reads again and resumes the winner's session. With a limit, the count
 * and the insert must be one step: that runs in a transaction under an advisory lock (`openCounted`).
 * Resuming answers the same token and the deadline set at opening: signing in again elsewhere never
 * moves it.
 */
export async function openSession(
  db: Db,
  auth: AuthContext,
  ref: TargetRef,
): Promise<OpenExamSessionResponse> {
  for (let round = 0; round < OPENING_ROUNDS; round++) {
    const opening = await readOpening(db, auth, ref);
    const now = new Date();
    if (opening.open && !isOverdue(opening.open, now)) return resumed(opening.open, now);
    // Overdue: it closes with its saved answers (an attempt), and the next round may open another.
    if (opening.open) {
      await closeMyOverdue(db, auth.userId, ref);
      continue;
    }
    checkWindow(opening.target, now);
    if (opening.target.attemptsAllowed !== null) return openCounted(db, auth, ref, opening);
    const session = newSession(opening, auth.userId, ref, now);
    const sessionId = await insertOpenSession(db, session);
    if (sessionId !== undefined) {
      rememberShapes(db, session.token, { sessionId, userId: auth.userId, ref, layout: session.layout });
      return { token: session.token, isNewToken: true, examTime: secondsLeft(session.deadline, now) };
    }
    // Another request of the caller's opened one first: the next round reads it and resumes it.
  }
  throw new AppError('EXAM_SESSION_INVALID');
}

/**
 * Opening under an attempts limit. The advisory lock serialises this student's openings on this target
 * for the whole transaction, so "attempts used" is counted and the new session inserted with no other
 * opening in between (two tabs opening at once cannot both pass the count); the session is read FOR
 * UPDATE and the attempts counted by separate statements, so a submit closing it meanwhile is waited
 * for and its history counted.
 */
async function openCounted(
  db: Db,
  auth: AuthContext,
  ref: TargetRef,
  opening: Opening,
): Promise<OpenExamSessionResponse> {
  const { target } = opening;
  return db.transaction(async (tx) => {
    await lockOpening(tx, auth.userId, ref);
    const now = new Date();
    const [open] = await tx
      .select()
      .from(examSessions)
      .where(and(sessionsOfUser(ref, auth.userId), isNull(examSessions.closedAt)))
      .for('update');
    if (open && !isOverdue(open, now)) return resumed(open, now);
    // Overdue since the read: it closes with its saved answers, and counts as an attempt.
    if (open) await closeSession(tx, open, target, { source: 'SWEEP' }, now);

    checkWindow(target, now);
    if (
      target.attemptsAllowed !== null &&
      (await attemptsUsed(tx, auth.userId, ref)) >= target.attemptsAllowed
    )
      throw new AppError('EXAM_ATTEMPTS_EXHAUSTED');

    const { ref: _, ...values } = newSession(opening, auth.userId, ref, now);
    const [inserted] = await tx
      .insert(examSessions)
      .values({
        ...values,
        examId: ref.kind === 'EXAM' ? ref.id : null,
        lessonId: ref.kind === 'LESSON' ? ref.id : null,
      })
      .onConflictDoNothing()
      .returning({ token: examSessions.token, deadline: examSessions.deadline });
    if (inserted)
      return { token: inserted.token, isNewToken: true, examTime: secondsLeft(inserted.deadline, now) };
    // Only reachable if something opened a session without the lock: the unique index still holds.
    const [winner] = await tx
      .select()
      .from(examSessions)
      .where(and(sessionsOfUser(ref, auth.userId), isNull(examSessions.closedAt)));
    if (!winner) throw new AppError('EXAM_SESSION_INVALID');
    return resumed(winner, now);
  });
}

/**
 * Refuses a session the caller may no longer work in: closed, or overdue (which closes it now, with its
 * saved answers).
 */
async function checkWorking(
  db: Db,
  auth: AuthContext,
  ref: TargetRef,
  session: Pick<SessionRow, 'closedAt' | 'closedBy' | 'deadline'>,
) {
  if (session.closedAt === null && isOverdue(session, new Date())) {
    await closeMyOverdue(db, auth.userId, ref);
    throw new AppError('EXAM_TIME_UP');
  }
  if (session.closedAt !== null)
    throw new AppError(session.closedBy === 'SWEEP' ? 'EXAM_TIME_UP' : 'EXAM_SESSION_CLOSED');
}

/** A session the caller may still work in: closed or overdue ones are closed (with saved answers). */
async function workingSession(db: Db, auth: AuthContext, ref: TargetRef, token: string) {
  const session = await findOwnSession(db, auth, ref, token);
  await checkWorking(db, auth, ref, session);
  return session;
}

/**
 * `GET …/exam-questions/{token}`: the paper in the session's order, no keys, and the latest save. One
 * statement reads the session, its target and its questions.
 */
export async function sessionPaper(
  db: Db,
  auth: AuthContext,
  ref: TargetRef,
  token: string,
): Promise<SessionPaper> {
  const session = await readSessionPaper(db, auth, ref, token);
  if (!session) throw new AppError('EXAM_SESSION_INVALID');
  await checkWorking(db, auth, ref, session);
  rememberShapes(db, token, { sessionId: session.id, userId: auth.userId, ref, layout: session.layout });
  const { target } = session;
  const paper = inOrder(session.layout.questionIds, session.questions);
  const questions = paper.map((question) => paperQuestion(question, session.layout));
  // What each part is worth: the scoring of a blank sheet, scaled like a result.
  const blank = gradeExam(paper.map(keyOf), new Map(), target.scoring ?? DEFAULT_SCORING, target.totalPoint);
  const parts = blank.parts.map((part) => ({
    part: part.part,
    questionCount: part.total,
    points: scaledPoints(part.max, blank.max, target.totalPoint),
  }));
  return {
    exam: {
      id: ref.id,
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
 * plus grace, and not older than the stored save (`seq`). A 2xx means that UPDATE committed. The shape
 * a sheet must fit is fixed when the session opens, so this process keeps it (`sessionShapes`): a
 * typical autosave is that one UPDATE.
 */
export async function saveAnswers(
  db: Db,
  auth: AuthContext,
  ref: TargetRef,
  token: string,
  body: ExamSheet & { seq: number },
): Promise<SaveExamAnswersResponse> {
  const { seq, ...sheet } = body;
  const known = knownShapes(db, token, auth, ref);
  const session = known ?? (await workingShapes(db, auth, ref, token));
  if (!readSheet(sheet, session.shapes).ok) {
    // A session that has closed answers as such, whatever the sheet (as when it was read first).
    if (known) await workingSession(db, auth, ref, token);
    throw new AppError('EXAM_ANSWER_INVALID');
  }
  const now = new Date();
  const saved = await saveSheet(db, {
    sessionId: session.sessionId,
    sheet,
    seq,
    now,
    cutoff: overdueCutoff(now),
  });
  if (saved) return { savedAt: isoDate(saved.savedAt), seq, examTime: secondsLeft(saved.deadline, now) };
  return afterRefusedSave(db, auth, ref, token);
}

/** The session read (it must be one the caller may work in), its shape kept for the next saves. */
async function workingShapes(db: Db, auth: AuthContext, ref: TargetRef, token: string) {
  const session = await workingSession(db, auth, ref, token);
  const shapes = await sheetShapes(db, session.layout);
  rememberShapes(
    db,
    token,
    { sessionId: session.id, userId: auth.userId, ref, layout: session.layout },
    shapes,
  );
  return { sessionId: session.id, shapes };
}

/**
 * The shape a sheet must fit, from the session's layout (types and option ids kept when it opened);
 * sessions opened before the layout kept types read the paper, as before.
 */
async function sheetShapes(db: Db, layout: SessionLayout): Promise<SheetShape[]> {
  return shapesOfLayout(layout) ?? (await loadQuestions(db, layout.questionIds)).map(keyOf);
}

function shapesOfLayout(layout: SessionLayout): SheetShape[] | undefined {
  const { types } = layout;
  if (!types) return undefined;
  return layout.questionIds.flatMap((id): SheetShape[] => {
    const type = types[String(id)];
    return type ? [{ id, type, optionIds: layout.optionOrder[String(id)] ?? [] }] : [];
  });
}

/**
 * Per session token, what an autosave needs before its UPDATE: the session's id, its owner and target
 * (to refuse another student's token as the database would), and the sheet's shape. All of it is fixed
 * when the session opens and never changes, so nothing here can go stale: whether the session is still
 * open, in time and behind this seq is the UPDATE's to decide. Bounded; the oldest entries go first,
 * and a session not held here (another process opened it, or it was pushed out) is read once.
 */
type KnownSession = { sessionId: number; userId: number; ref: TargetRef; shapes: SheetShape[] };
const SHAPES_KEPT = 5_000;
const shapesByDb = new WeakMap<Db, Map<string, KnownSession>>();

function rememberShapes(
  db: Db,
  token: string,
  session: { sessionId: number; userId: number; ref: TargetRef; layout: SessionLayout },
  shapes = shapesOfLayout(session.layout),
) {
  if (!shapes) return;
  let kept = shapesByDb.get(db);
  if (!kept) {
    kept = new Map();
    shapesByDb.set(db, kept);
  }
  if (kept.size >= SHAPES_KEPT) kept.delete(kept.keys().next().value as string);
  kept.set(token, { sessionId: session.sessionId, userId: session.userId, ref: session.ref, shapes });
}

/** Forgets every session held for `db` (tests: what a process that did not open them sees). */
export function forgetKnownSessions(db: Db) {
  shapesByDb.delete(db);
}

function knownShapes(db: Db, token: string, auth: AuthContext, ref: TargetRef): KnownSession | undefined {
  const known = shapesByDb.get(db)?.get(token);
  if (!known) return undefined;
  if (known.userId !== auth.userId || known.ref.kind !== ref.kind || known.ref.id !== ref.id)
    throw new AppError('EXAM_SESSION_INVALID');
  return known;
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
