import type {
  AdminLessonAnswer,
  LessonAnswerKey,
  LessonAnswerKind,
  LessonAnswerSlots,
  replaceLessonAnswersBodySchema,
} from '@tutor/contract/learning';
import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { lessonAnswers, lessonHistories, lessonSheetOpens, lessons } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import type { AuthContext } from '../../plugins/auth';
import type { Slot } from './grading';
import { lessonAccess } from './lesson-access';

type ReplaceInput = z.output<typeof replaceLessonAnswersBodySchema>;

export async function loadSlots(db: DbOrTx, lessonId: number): Promise<(Slot & { explanation: string })[]> {
  const rows = await db
    .select()
    .from(lessonAnswers)
    .where(eq(lessonAnswers.lessonId, lessonId))
    .orderBy(asc(lessonAnswers.position));
  return rows.map((row) => ({
    id: row.id,
    position: row.position,
    kind: row.kind as LessonAnswerKind,
    correct: row.correct,
    point: row.point,
    explanation: row.explanation,
  }));
}

const toAdminAnswer = (slot: Slot & { explanation: string }): AdminLessonAnswer => ({
  id: slot.id,
  position: slot.position,
  kind: slot.kind,
  correct: slot.correct,
  point: slot.point,
  explanation: slot.explanation,
});

export async function adminSheet(db: Db, lessonId: number) {
  const [lesson] = await db.select({ id: lessons.id }).from(lessons).where(eq(lessons.id, lessonId));
  if (!lesson) throw notFound();
  return { data: (await loadSlots(db, lessonId)).map(toAdminAnswer) };
}

/**
 * Replaces the whole sheet. Slots are matched by position, so a corrected slot keeps its id and the
 * histories that answered it (re-grade them with sync-lesson-histories); positions no longer listed go.
 */
export async function replaceSheet(db: Db, lessonId: number, body: ReplaceInput) {
  await db.transaction(async (tx) => {
    const [lesson] = await tx
      .select({ id: lessons.id })
      .from(lessons)
      .where(eq(lessons.id, lessonId))
      .for('update');
    if (!lesson) throw notFound();
    const positions = body.answers.map((slot) => slot.position);
    await tx
      .delete(lessonAnswers)
      .where(
        and(
          eq(lessonAnswers.lessonId, lessonId),
          positions.length > 0 ? notInArray(lessonAnswers.position, positions) : undefined,
        ),
      );
    if (body.answers.length > 0)
      await tx
        .insert(lessonAnswers)
        .values(
          body.answers.map((slot) => ({ ...slot, correct: normaliseKey(slot.kind, slot.correct), lessonId })),
        )
        .onConflictDoUpdate({
          target: [lessonAnswers.lessonId, lessonAnswers.position],
          set: {
            kind: sql`excluded.kind`,
            correct: sql`excluded.correct`,
            point: sql`excluded.point`,
            explanation: sql`excluded.explanation`,
            updatedAt: sql`now()`,
          },
        });
  });
  return adminSheet(db, lessonId);
}

/** CHOICE and TRUE_FALSE keys are stored upper case (Đ-S-Đ-Đ), SHORT ones as typed. */
function normaliseKey(kind: string, correct: string) {
  return kind === 'SHORT' ? correct : correct.toUpperCase();
}

/**
 * Storefront `GET /lessons/{id}/lesson-answers`: the slots without their values. A signed-in student
 * opening the sheet starts an attempt (its clock caps the time they report on submit).
 */
export async function sheetSlots(
  db: Db,
  auth: AuthContext | null,
  lessonId: number,
): Promise<LessonAnswerSlots> {
  const { lesson, via } = await lessonAccess(db, auth, lessonId);
  const slots = await loadSlots(db, lessonId);
  let hasSubmitted = false;
  if (auth) {
    if (via !== 'STAFF' && slots.length > 0)
      await db.insert(lessonSheetOpens).values({ userId: auth.userId, lessonId }).onConflictDoNothing();
    const [mine] = await db
      .select({ id: lessonHistories.id })
      .from(lessonHistories)
      .where(and(eq(lessonHistories.lessonId, lessonId), eq(lessonHistories.userId, auth.userId)))
      .limit(1);
    hasSubmitted = mine !== undefined;
  }
  return {
    data: slots.map((slot) => ({ id: slot.id, position: slot.position, kind: slot.kind, point: slot.point })),
    totalPoint: lesson.totalPoint,
    passPoint: lesson.passPoint,
    hasSubmitted,
  };
}

/**
 * `GET /lessons/{id}/{key}/lesson-answers-key` (README "Answer key"): `key` is the id of one of the
 * caller's own histories of this lesson; staff may ask with any key (0 included).
 */
export async function answerKey(
  db: Db,
  auth: AuthContext | null,
  lessonId: number,
  key: number,
): Promise<LessonAnswerKey> {
  const { via } = await lessonAccess(db, auth, lessonId);
  if (!auth) throw new AppError('UNAUTHENTICATED');
  let historyId: number | null = null;
  if (via !== 'STAFF') {
    const [history] = await db
      .select({ id: lessonHistories.id })
      .from(lessonHistories)
      .where(
        and(
          eq(lessonHistories.id, key),
          eq(lessonHistories.lessonId, lessonId),
          eq(lessonHistories.userId, auth.userId),
        ),
      );
    if (!history) throw new AppError('LESSON_ANSWERS_NOT_SUBMITTED');
    historyId = history.id;
  } else if (key > 0) historyId = key;
  const slots = await loadSlots(db, lessonId);
  if (slots.length === 0) throw new AppError('LESSON_ANSWER_SHEET_EMPTY');
  return { data: slots.map(toAdminAnswer), historyId };
}
