import type {
  AdminLessonHistory,
  adminLessonHistoryListQuerySchema,
  LessonHistory,
  LessonHistoryDetail,
  lessonHistoryListQuerySchema,
  SubmitLessonHistoryResponse,
  SyncLessonHistoriesResponse,
  submitLessonHistoryBodySchema,
} from '@tutor/contract/learning';
import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { type Db, type DbOrTx, queryRows } from '../../db/client';
import { lessonCompletions, lessonHistories, lessonSheetOpens, lessons, users } from '../../db/schema';
import { AppError, fieldError, notFound } from '../../lib/app-error';
import { isoDate, likePattern, pageOf } from '../../lib/list';
import type { AuthContext } from '../../plugins/auth';
import { isCourseStaff, markLessonComplete } from '../enrollments/entitlement';
import { loadSlots } from './answer-sheets';
import { type GradedAnswer, gradeSheet, gradeSlot, isPassed, isWellShaped } from './grading';
import { signedInLessonAccess } from './lesson-access';

type HistoryRow = typeof lessonHistories.$inferSelect;
type MyListQuery = z.output<typeof lessonHistoryListQuerySchema>;
type AdminListQuery = z.output<typeof adminLessonHistoryListQuerySchema>;

/** Longest time one attempt may be credited with when its opening was not recorded (3 hours). */
export const MAX_SHEET_SECONDS = 3 * 3600;

const fullName = (user: { firstName: string; lastName: string; username: string }) =>
  `${user.lastName} ${user.firstName}`.trim() || user.username;

function toHistory(row: HistoryRow, lesson: { totalPoint: number; passPoint: number }): LessonHistory {
  return {
    id: row.id,
    lessonId: row.lessonId,
    courseId: row.courseId,
    userId: row.userId,
    correctCount: row.correctCount,
    totalCount: row.totalCount,
    score: row.score,
    totalPoint: lesson.totalPoint,
    isPassed: isPassed(row.score, lesson.passPoint),
    timeSpent: row.timeSpent,
    createdAt: isoDate(row.createdAt),
  };
}

/** A history with its lesson, its user and its answers laid on the current sheet. */
async function historyDetail(db: DbOrTx, id: number): Promise<LessonHistoryDetail> {
  const [row] = await db
    .select({
      history: lessonHistories,
      lesson: {
        name: lessons.name,
        slug: lessons.slug,
        totalPoint: lessons.totalPoint,
        passPoint: lessons.passPoint,
      },
      user: { id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName },
    })
    .from(lessonHistories)
    .innerJoin(lessons, eq(lessons.id, lessonHistories.lessonId))
    .innerJoin(users, eq(users.id, lessonHistories.userId))
    .where(eq(lessonHistories.id, id));
  if (!row) throw notFound();
  const slots = await loadSlots(db, row.history.lessonId);
  const given = new Map(
    (row.history.answers as GradedAnswer[]).map((answer) => [answer.lessonAnswerId, answer] as const),
  );
  return {
    ...toHistory(row.history, row.lesson),
    lessonName: row.lesson.name,
    lessonSlug: row.lesson.slug,
    user: { id: row.user.id, username: row.user.username, fullName: fullName(row.user) },
    answers: slots.map((slot) => {
      const answer = given.get(slot.id);
      const answerUser = answer?.answerUser ?? '';
      const graded = answer?.earned !== undefined ? answer : { ...gradeSlot(slot, answerUser) };
      return {
        lessonAnswerId: slot.id,
        position: slot.position,
        kind: slot.kind,
        answerUser,
        isCorrect: graded.isCorrect,
        earned: graded.earned,
      };
    }),
  };
}

/**
 * `POST /lessons/{id}/lesson-histories`: grades the answers on the server and stores them; a retry with
 * the same submitKey answers the first history (the unique (user, submit_key) index decides, also under
 * concurrent retries). A pass marks the lesson complete in the same transaction.
 */
export async function submitSheet(
  db: Db,
  authOrNull: AuthContext | null,
  lessonId: number,
  body: z.output<typeof submitLessonHistoryBodySchema>,
): Promise<SubmitLessonHistoryResponse> {
  const { lesson, auth } = await signedInLessonAccess(db, authOrNull, lessonId);
  const [replayed] = await db
    .select({ id: lessonHistories.id, lessonId: lessonHistories.lessonId })
    .from(lessonHistories)
    .where(and(eq(lessonHistories.userId, auth.userId), eq(lessonHistories.submitKey, body.submitKey)));
  if (replayed) return answerOf(db, replayed, lessonId, auth.userId);

  const slots = await loadSlots(db, lessonId);
  if (slots.length === 0) throw new AppError('LESSON_ANSWER_SHEET_EMPTY');
  const byId = new Map(slots.map((slot) => [slot.id, slot]));
  const answers = new Map<number, string>();
  body.answers.forEach((answer, index) => {
    const slot = byId.get(answer.lessonAnswerId);
    if (!slot) throw fieldError(`answers.${index}.lessonAnswerId`, 'invalidValue');
    if (answers.has(answer.lessonAnswerId)) throw fieldError(`answers.${index}.lessonAnswerId`, 'invalid');
    if (!isWellShaped(slot.kind, answer.answerUser))
      throw fieldError(`answers.${index}.answerUser`, 'invalid');
    answers.set(answer.lessonAnswerId, answer.answerUser.trim());
  });
  const graded = gradeSheet(slots, answers, lesson.totalPoint);

  const stored = await db.transaction(async (tx) => {
    const [opened] = await tx
      .delete(lessonSheetOpens)
      .where(and(eq(lessonSheetOpens.userId, auth.userId), eq(lessonSheetOpens.lessonId, lessonId)))
      .returning({
        elapsed: sql<number>`ceil(extract(epoch from now() - ${lessonSheetOpens.openedAt}))::int`,
      });
    const cap = opened ? Math.max(0, Number(opened.elapsed)) : MAX_SHEET_SECONDS;
    const [row] = await tx
      .insert(lessonHistories)
      .values({
        lessonId,
        courseId: lesson.courseId,
        userId: auth.userId,
        answers: graded.answers,
        correctCount: graded.correctCount,
        totalCount: graded.totalCount,
        score: graded.score,
        timeSpent: Math.min(body.timeSpent, cap, MAX_SHEET_SECONDS),
        submitKey: body.submitKey,
      })
      .onConflictDoNothing()
      .returning({ id: lessonHistories.id, lessonId: lessonHistories.lessonId });
    if (!row) return null; // the same key won a race meanwhile: nothing written here
    if (isPassed(graded.score, lesson.passPoint))
      await markLessonComplete(tx, {
        userId: auth.userId,
        lessonId,
        courseId: lesson.courseId,
        source: 'ANSWERS',
      });
    return row;
  });
  if (stored) return answerOf(db, stored, lessonId, auth.userId);
  const [winner] = await db
    .select({ id: lessonHistories.id, lessonId: lessonHistories.lessonId })
    .from(lessonHistories)
    .where(and(eq(lessonHistories.userId, auth.userId), eq(lessonHistories.submitKey, body.submitKey)));
  if (!winner) throw new Error('submit lost its history');
  return answerOf(db, winner, lessonId, auth.userId);
}

async function answerOf(
  db: Db,
  history: { id: number; lessonId: number },
  lessonId: number,
  userId: number,
): Promise<SubmitLessonHistoryResponse> {
  // A key reused for another lesson is the client's mistake, not a replay.
  if (history.lessonId !== lessonId) throw fieldError('submitKey', 'invalid');
  const [detail, [done]] = await Promise.all([
    historyDetail(db, history.id),
    db
      .select({ userId: lessonCompletions.userId })
      .from(lessonCompletions)
      .where(and(eq(lessonCompletions.userId, userId), eq(lessonCompletions.lessonId, lessonId))),
  ]);
  return { ...detail, isLessonCompleted: done !== undefined };
}

/** Storefront `GET /lessons/{id}/lesson-histories`: the caller's own histories of the lesson. */
export async function myHistories(
  db: Db,
  authOrNull: AuthContext | null,
  lessonId: number,
  query: MyListQuery,
) {
  const { lesson, auth } = await signedInLessonAccess(db, authOrNull, lessonId);
  const condition = and(eq(lessonHistories.lessonId, lessonId), eq(lessonHistories.userId, auth.userId));
  const sortColumn = { createdAt: lessonHistories.createdAt, score: lessonHistories.score };
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(lessonHistories)
      .where(condition)
      .orderBy(
        ...query.sort.map((field, i) =>
          query.order[i] === 'asc' ? asc(sortColumn[field]) : desc(sortColumn[field]),
        ),
        desc(lessonHistories.id),
      )
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(lessonHistories).where(condition),
  ]);
  return {
    data: rows.map((row) => toHistory(row, lesson)),
    pagination: { total: totals[0]?.n ?? 0, offset: query.offset, limit: query.limit },
  };
}

/** `GET /lesson-histories/{id}`: its owner or course staff; anyone else ACCESS_DENIED. */
export async function readHistory(
  db: Db,
  auth: AuthContext | null,
  id: number,
): Promise<LessonHistoryDetail> {
  if (!auth) throw new AppError('UNAUTHENTICATED');
  const [row] = await db
    .select({ userId: lessonHistories.userId })
    .from(lessonHistories)
    .where(eq(lessonHistories.id, id));
  if (!row) throw notFound();
  if (row.userId !== auth.userId && !isCourseStaff(auth)) throw new AppError('ACCESS_DENIED');
  return historyDetail(db, id);
}

/** Admin lists: by lesson or by user, paged, with the student. */
export async function adminHistories(
  db: Db,
  filter: { lessonId?: number; userId?: number },
  query: AdminListQuery,
): Promise<{ data: AdminLessonHistory[]; total: number }> {
  if (filter.lessonId !== undefined) {
    const [lesson] = await db.select({ id: lessons.id }).from(lessons).where(eq(lessons.id, filter.lessonId));
    if (!lesson) throw notFound();
  }
  if (filter.userId !== undefined) {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, filter.userId));
    if (!user) throw new AppError('USER_NOT_FOUND');
  }
  const { limit, offset } = pageOf(query);
  const p = query.q ? likePattern(query.q) : undefined;
  const condition = and(
    filter.lessonId !== undefined ? eq(lessonHistories.lessonId, filter.lessonId) : undefined,
    filter.userId !== undefined ? eq(lessonHistories.userId, filter.userId) : undefined,
    p
      ? or(
          ilike(users.username, p),
          ilike(users.firstName, p),
          ilike(users.lastName, p),
          ilike(lessons.name, p),
        )
      : undefined,
  );
  const sortColumn: Record<string, AnyPgColumn> = {
    createdAt: lessonHistories.createdAt,
    score: lessonHistories.score,
    timeSpent: lessonHistories.timeSpent,
  };
  const base = () =>
    db
      .select({
        history: lessonHistories,
        lesson: { name: lessons.name, totalPoint: lessons.totalPoint, passPoint: lessons.passPoint },
        user: {
          id: users.id,
          username: users.username,
          firstName: users.firstName,
          lastName: users.lastName,
        },
      })
      .from(lessonHistories)
      .innerJoin(lessons, eq(lessons.id, lessonHistories.lessonId))
      .innerJoin(users, eq(users.id, lessonHistories.userId));
  const [rows, totals] = await Promise.all([
    base()
      .where(condition)
      .orderBy(
        ...query.sort.map((field, i) =>
          query.order[i] === 'asc'
            ? asc(sortColumn[field] as AnyPgColumn)
            : desc(sortColumn[field] as AnyPgColumn),
        ),
        desc(lessonHistories.id),
      )
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(lessonHistories)
      .innerJoin(lessons, eq(lessons.id, lessonHistories.lessonId))
      .innerJoin(users, eq(users.id, lessonHistories.userId))
      .where(condition),
  ]);
  return {
    data: rows.map((row) => ({
      ...toHistory(row.history, row.lesson),
      lessonName: row.lesson.name,
      user: { id: row.user.id, username: row.user.username, fullName: fullName(row.user) },
    })),
    total: totals[0]?.n ?? 0,
  };
}

/**
 * `GET /lessons/{id}/sync-lesson-histories`: re-grades every history of the lesson against the current
 * sheet and total point, and adds the completions a now-passing sheet earns, in one transaction.
 * Completions are never taken away (another source may have earned them). Running it twice changes
 * nothing the second time.
 */
export async function syncHistories(db: Db, lessonId: number): Promise<SyncLessonHistoriesResponse> {
  return db.transaction(async (tx) => {
    const [lesson] = await tx.select().from(lessons).where(eq(lessons.id, lessonId)).for('update');
    if (!lesson) throw notFound();
    const slots = await loadSlots(tx, lessonId);
    const histories = await tx
      .select()
      .from(lessonHistories)
      .where(eq(lessonHistories.lessonId, lessonId))
      .for('update');
    let regraded = 0;
    for (const history of histories) {
      const given = new Map(
        (history.answers as GradedAnswer[]).map((a) => [a.lessonAnswerId, a.answerUser] as const),
      );
      const graded = gradeSheet(slots, given, lesson.totalPoint);
      const same =
        graded.score === history.score &&
        graded.correctCount === history.correctCount &&
        graded.totalCount === history.totalCount &&
        sameAnswers(graded.answers, history.answers as GradedAnswer[]);
      if (same) continue;
      regraded++;
      await tx
        .update(lessonHistories)
        .set({
          answers: graded.answers,
          score: graded.score,
          correctCount: graded.correctCount,
          totalCount: graded.totalCount,
          updatedAt: new Date(),
        })
        .where(eq(lessonHistories.id, history.id));
    }
    let completionsAdded = 0;
    if (lesson.passPoint > 0) {
      const added = await queryRows<{ user_id: unknown }>(
        tx,
        sql`insert into lesson_completions (user_id, lesson_id, course_id, source)
            select distinct user_id, lesson_id, course_id, 'ANSWERS' from lesson_histories
            where lesson_id = ${lessonId} and score >= ${lesson.passPoint}
            on conflict do nothing
            returning user_id`,
      );
      completionsAdded = added.length;
    }
    return { histories: histories.length, regraded, completionsAdded };
  });
}

/** Field by field: jsonb does not keep the key order the answers were written in. */
function sameAnswers(a: readonly GradedAnswer[], b: readonly GradedAnswer[]) {
  return (
    a.length === b.length &&
    a.every((x, i) => {
      const y = b[i];
      return (
        y !== undefined &&
        x.lessonAnswerId === y.lessonAnswerId &&
        x.answerUser === y.answerUser &&
        x.isCorrect === y.isCorrect &&
        x.earned === y.earned
      );
    })
  );
}

/** Rows of the xlsx report of one lesson (README "Reports"): newest first, capped. */
export const REPORT_MAX_ROWS = 10_000;
export async function reportRows(db: Db, lessonId: number) {
  const [lesson] = await db
    .select({ id: lessons.id, name: lessons.name })
    .from(lessons)
    .where(eq(lessons.id, lessonId));
  if (!lesson) throw notFound();
  const rows = await db
    .select({
      history: lessonHistories,
      user: {
        username: users.username,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
      },
    })
    .from(lessonHistories)
    .innerJoin(users, eq(users.id, lessonHistories.userId))
    .where(eq(lessonHistories.lessonId, lessonId))
    .orderBy(desc(lessonHistories.createdAt), desc(lessonHistories.id))
    .limit(REPORT_MAX_ROWS);
  return { lesson, rows };
}
