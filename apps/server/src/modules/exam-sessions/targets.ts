import { DEFAULT_SCORING, type ScoringTable } from '@tutor/contract/exam-grading';
import { holdsAllCodes } from '@tutor/contract/permissions';
import { and, asc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { examHistories, examSessions, exams, lessonQuestions, lessons } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import type { AuthContext } from '../../plugins/auth';
import { isCourseStaff, requireCourseAccess } from '../enrollments/entitlement';
import { lessonAccess } from '../learning/lesson-access';

/*
 * What a session is taken on: an exam, or a lesson's timed exam. The engine (opening, saving, closing,
 * grading, histories, ranks) reads only this shape, so both run the same code; only loading and the
 * access rule differ.
 */

export type TargetKind = 'EXAM' | 'LESSON';
export type TargetRef = { kind: TargetKind; id: number };

export type ExamTarget = TargetRef & {
  name: string;
  slug: string;
  /** Minutes. */
  duration: number;
  totalPoint: number;
  scoring: ScoringTable;
  opensAt: Date | null;
  closesAt: Date | null;
  /** null = unlimited. */
  attemptsAllowed: number | null;
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
  resultsShown: 'IMMEDIATELY' | 'AFTER_CLOSE';
  /** Lesson exams: the score that passes (and completes the lesson); null for exams. */
  passPoint: number | null;
  /** Lesson exams: the lesson's course. */
  courseId: number | null;
  /** The paper's questions in order. */
  questionIds: number[];
  /** Exams: status ACTIVE (students see only those); lessons: visibility is the learning module's. */
  isActive: boolean;
};

/** The session and history columns that point at a target. */
export function sessionOf(target: TargetRef): SQL {
  return eq(target.kind === 'EXAM' ? examSessions.examId : examSessions.lessonId, target.id);
}
export function historyOf(target: TargetRef): SQL {
  return eq(target.kind === 'EXAM' ? examHistories.examId : examHistories.lessonId, target.id);
}

/** Staff who may see any attempt and any result (exams: exam:read; lesson exams: course staff too). */
export function isExamStaff(auth: AuthContext | null, kind: TargetKind): boolean {
  return holdsAllCodes(auth, ['exam:read']) || (kind === 'LESSON' && isCourseStaff(auth));
}

/** The exam and its paper's question ids (in order) in one statement (names written out: see `answersJson`). */
async function loadExam(db: DbOrTx, id: number): Promise<ExamTarget | undefined> {
  const [row] = await db
    .select({
      exam: getTableColumns(exams),
      questionIds: sql<number[]>`coalesce((select json_agg(l.question_id order by l.position, l.question_id)
        from exam_questions l where l.exam_id = exams.id), '[]'::json)`,
    })
    .from(exams)
    .where(eq(exams.id, id));
  return row ? examTarget(row.exam, row.questionIds) : undefined;
}

/** An exam row as a target. */
export function examTarget(
  exam: Pick<
    typeof exams.$inferSelect,
    | 'id'
    | 'name'
    | 'slug'
    | 'duration'
    | 'totalPoint'
    | 'scoring'
    | 'opensAt'
    | 'closesAt'
    | 'attemptsAllowed'
    | 'shuffleQuestions'
    | 'shuffleOptions'
    | 'resultsShown'
    | 'status'
  >,
  questionIds: number[],
): ExamTarget {
  return {
    kind: 'EXAM',
    id: exam.id,
    name: exam.name,
    slug: exam.slug,
    duration: exam.duration,
    totalPoint: exam.totalPoint,
    scoring: exam.scoring,
    opensAt: exam.opensAt,
    closesAt: exam.closesAt,
    attemptsAllowed: exam.attemptsAllowed,
    shuffleQuestions: exam.shuffleQuestions,
    shuffleOptions: exam.shuffleOptions,
    resultsShown: exam.resultsShown === 'AFTER_CLOSE' ? 'AFTER_CLOSE' : 'IMMEDIATELY',
    passPoint: null,
    courseId: null,
    questionIds,
    isActive: exam.status === 'ACTIVE',
  };
}

async function lessonTarget(db: DbOrTx, lesson: typeof lessons.$inferSelect): Promise<ExamTarget> {
  const links = await db
    .select({ questionId: lessonQuestions.questionId })
    .from(lessonQuestions)
    .where(eq(lessonQuestions.lessonId, lesson.id))
    .orderBy(asc(lessonQuestions.position), asc(lessonQuestions.questionId));
  return {
    kind: 'LESSON',
    id: lesson.id,
    name: lesson.name,
    slug: lesson.slug,
    duration: lesson.examTime,
    totalPoint: lesson.totalPoint,
    scoring: DEFAULT_SCORING,
    opensAt: null,
    closesAt: null,
    attemptsAllowed: null,
    shuffleQuestions: false,
    shuffleOptions: false,
    resultsShown: 'IMMEDIATELY',
    passPoint: lesson.passPoint,
    courseId: lesson.courseId,
    questionIds: links.map((link) => link.questionId),
    isActive: true,
  };
}

/** An exam a student may take: ACTIVE (else NOT_FOUND, staff excepted), with questions. */
export function checkExamForStudent(
  exam: ExamTarget | undefined,
  auth: AuthContext,
): asserts exam is ExamTarget {
  if (!exam || (!exam.isActive && !isExamStaff(auth, 'EXAM'))) throw notFound();
  if (exam.questionIds.length === 0) throw new AppError('EXAM_HAS_NO_QUESTIONS');
}

/**
 * The target as a student taking it may see it: an ACTIVE exam (else NOT_FOUND); a lesson the caller
 * may open (visible, released) in a course they are enrolled in (or staff), with a timed exam
 * (LESSON_HAS_NO_EXAM). A paper without questions is EXAM_HAS_NO_QUESTIONS / LESSON_HAS_NO_EXAM.
 */
export async function targetForStudent(db: DbOrTx, auth: AuthContext, ref: TargetRef): Promise<ExamTarget> {
  if (ref.kind === 'EXAM') {
    const exam = await loadExam(db, ref.id);
    checkExamForStudent(exam, auth);
    return exam;
  }
  const { lesson, via } = await lessonAccess(db, auth, ref.id);
  // A free preview opens the lesson's page, not its exam: that needs the course.
  if (via !== 'STAFF') await requireCourseAccess(db, auth, lesson.courseId);
  const target = await lessonTarget(db, lesson);
  if (lesson.examTime <= 0 || target.questionIds.length === 0) throw new AppError('LESSON_HAS_NO_EXAM');
  return target;
}

/** The target whatever its status (closing a session, reading a history, ranks): NOT_FOUND if gone. */
export async function loadTarget(db: DbOrTx, ref: TargetRef): Promise<ExamTarget> {
  if (ref.kind === 'EXAM') {
    const exam = await loadExam(db, ref.id);
    if (!exam) throw notFound();
    return exam;
  }
  const [lesson] = await db.select().from(lessons).where(eq(lessons.id, ref.id));
  if (!lesson) throw notFound();
  return lessonTarget(db, lesson);
}

/** A public read of an exam (ranks): ACTIVE only. Lessons: visible as the learning module decides. */
export async function targetForReader(
  db: DbOrTx,
  auth: AuthContext | null,
  ref: TargetRef,
): Promise<ExamTarget> {
  if (ref.kind === 'LESSON') {
    await lessonAccess(db, auth, ref.id);
    return loadTarget(db, ref);
  }
  const exam = await loadExam(db, ref.id);
  if (!exam || (!exam.isActive && !isExamStaff(auth, 'EXAM'))) throw notFound();
  return exam;
}

/**
 * May results (scores, keys, solutions, ranks) be shown now? At once, or for AFTER_CLOSE once the window
 * has closed (so answers cannot be passed around during a mock exam); an AFTER_CLOSE exam without a
 * closing time has nothing to wait for. Staff always.
 */
export function areResultsVisible(
  target: Pick<ExamTarget, 'resultsShown' | 'closesAt' | 'kind'>,
  auth: AuthContext | null,
  now = new Date(),
): boolean {
  if (isExamStaff(auth, target.kind)) return true;
  if (target.resultsShown === 'IMMEDIATELY' || target.closesAt === null) return true;
  return target.closesAt.getTime() <= now.getTime();
}

/** The filter of a target's rows in `exam_sessions` for one user. */
export const sessionsOfUser = (target: TargetRef, userId: number) =>
  and(sessionOf(target), eq(examSessions.userId, userId));
