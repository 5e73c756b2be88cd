import type { QuestionType } from '@tutor/contract/exam-grading';
import type { LessonQuestion, LessonQuestionList } from '@tutor/contract/questions';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { lessonQuestions, lessons, questions } from '../../db/schema';
import { fieldError, notFound } from '../../lib/app-error';
import { plainText } from '../../lib/rich-text';
import { EXCERPT_LENGTH } from './bank-service';

/*
 * `lessons/{id}/lesson-questions`: the ordered bank questions of a lesson's timed exam. Every write
 * locks the lesson row first (so two staff adding at once get distinct positions), rewrites positions
 * 0…n-1 and sets the lesson's `totalQuestions` to the count, all in one transaction.
 */

async function lockLesson(tx: Tx, lessonId: number) {
  const [row] = await tx
    .select({ id: lessons.id })
    .from(lessons)
    .where(eq(lessons.id, lessonId))
    .for('update');
  if (!row) throw notFound();
}

async function orderedIds(tx: DbOrTx, lessonId: number): Promise<number[]> {
  const rows = await tx
    .select({ questionId: lessonQuestions.questionId })
    .from(lessonQuestions)
    .where(eq(lessonQuestions.lessonId, lessonId))
    .orderBy(asc(lessonQuestions.position), asc(lessonQuestions.questionId));
  return rows.map((row) => row.questionId);
}

/** Positions 0…n-1 in the given order, and the lesson's total to match. */
async function writeOrder(tx: Tx, lessonId: number, ids: readonly number[]) {
  // (lesson, question) is the key, not the position, so positions can be rewritten row by row.
  for (const [position, questionId] of ids.entries()) {
    await tx
      .update(lessonQuestions)
      .set({ position })
      .where(and(eq(lessonQuestions.lessonId, lessonId), eq(lessonQuestions.questionId, questionId)));
  }
  await tx
    .update(lessons)
    .set({ totalQuestions: ids.length, updatedAt: new Date() })
    .where(eq(lessons.id, lessonId));
}

export function createLessonQuestions(db: Db) {
  async function list(lessonId: number): Promise<LessonQuestionList> {
    const [lesson] = await db
      .select({ totalQuestions: lessons.totalQuestions })
      .from(lessons)
      .where(eq(lessons.id, lessonId));
    if (!lesson) throw notFound();
    const rows = await db
      .select({
        questionId: lessonQuestions.questionId,
        position: lessonQuestions.position,
        type: questions.type,
        content: questions.content,
        difficulty: questions.difficulty,
        status: questions.status,
      })
      .from(lessonQuestions)
      .innerJoin(questions, eq(questions.id, lessonQuestions.questionId))
      .where(eq(lessonQuestions.lessonId, lessonId))
      .orderBy(asc(lessonQuestions.position), asc(lessonQuestions.questionId));
    const data: LessonQuestion[] = rows.map(({ content, ...row }) => ({
      ...row,
      type: row.type as QuestionType,
      difficulty: row.difficulty as LessonQuestion['difficulty'],
      status: row.status as LessonQuestion['status'],
      excerpt: plainText(content, EXCERPT_LENGTH),
    }));
    return { data, totalQuestions: lesson.totalQuestions };
  }

  return {
    list,
    /** Appends bank questions in the order given; ones the lesson already has stay where they are. */
    async add(lessonId: number, questionIds: readonly number[]) {
      const wanted = [...new Set(questionIds)];
      await db.transaction(async (tx) => {
        await lockLesson(tx, lessonId);
        const [found] = await tx.select({ n: count() }).from(questions).where(inArray(questions.id, wanted));
        if ((found?.n ?? 0) !== wanted.length) throw fieldError('questionIds', 'invalid');
        const current = await orderedIds(tx, lessonId);
        const added = wanted.filter((id) => !current.includes(id));
        if (added.length > 0) {
          await tx
            .insert(lessonQuestions)
            .values(added.map((questionId, i) => ({ lessonId, questionId, position: current.length + i })));
        }
        await writeOrder(tx, lessonId, [...current, ...added]);
      });
      return list(lessonId);
    },
    /** The full list in a new order: exactly the lesson's questions, each once; anything else is refused. */
    async reorder(lessonId: number, questionIds: readonly number[]) {
      await db.transaction(async (tx) => {
        await lockLesson(tx, lessonId);
        const current = await orderedIds(tx, lessonId);
        const sameSet =
          questionIds.length === current.length &&
          new Set(questionIds).size === questionIds.length &&
          questionIds.every((id) => current.includes(id));
        if (!sameSet) throw fieldError('questionIds', 'invalid');
        await writeOrder(tx, lessonId, questionIds);
      });
      return list(lessonId);
    },
    async remove(lessonId: number, questionId: number) {
      await db.transaction(async (tx) => {
        await lockLesson(tx, lessonId);
        const deleted = await tx
          .delete(lessonQuestions)
          .where(and(eq(lessonQuestions.lessonId, lessonId), eq(lessonQuestions.questionId, questionId)))
          .returning({ questionId: lessonQuestions.questionId });
        if (deleted.length === 0) throw notFound();
        await writeOrder(tx, lessonId, await orderedIds(tx, lessonId));
      });
      return list(lessonId);
    },
  };
}
