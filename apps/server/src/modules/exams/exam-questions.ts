import type { Status } from '@tutor/contract/constants';
import { PART_OF_TYPE, type QuestionType } from '@tutor/contract/exam-grading';
import { type AdminExamQuestionsResponse, summariseParts } from '@tutor/contract/exams';
import type { QuestionDifficulty } from '@tutor/contract/question-input';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { examQuestions, exams, questions } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { plainText } from '../../lib/rich-text';

/*
 * The questions of an exam (`/admin/exams/{id}/exam-questions`): bank questions in paper order. The
 * paper is always grouped by part (PHẦN I multiple choice, II true/false, III short answer), because
 * the answer sheet and the session layout are: every change renumbers the whole paper in that order.
 * Each change locks the exam row, so two editors cannot interleave their positions.
 */

const EXCERPT_LENGTH = 160;

/** SQL: the part of a question type, for ordering (PHẦN I, II, III). */
const partOf = sql`case ${questions.type} when 'CHOICE' then 1 when 'TRUE_FALSE' then 2 else 3 end`;

async function lockExam(tx: Tx, examId: number) {
  const [exam] = await tx.select({ id: exams.id }).from(exams).where(eq(exams.id, examId)).for('update');
  if (!exam) throw notFound();
}

/** The paper's question ids with their types, in the order stored (part first, then position). */
async function paperOf(db: DbOrTx, examId: number) {
  return db
    .select({ questionId: examQuestions.questionId, type: questions.type })
    .from(examQuestions)
    .innerJoin(questions, eq(questions.id, examQuestions.questionId))
    .where(eq(examQuestions.examId, examId))
    .orderBy(asc(partOf), asc(examQuestions.position), asc(examQuestions.questionId));
}

/** Writes positions 1…n in the order given, in one statement. */
async function writeOrder(tx: Tx, examId: number, questionIds: readonly number[]) {
  if (questionIds.length === 0) return;
  const ids = sql.raw(`ARRAY[${questionIds.map(Number).join(',')}]::bigint[]`);
  await tx.execute(sql`
    update exam_questions eq set position = v.position
    from (select id, ordinality::int as position from unnest(${ids}) with ordinality as u(id, ordinality)) v
    where eq.exam_id = ${examId} and eq.question_id = v.id`);
}

/** Renumbers the paper grouped by part, keeping the order within each part. */
async function regroup(tx: Tx, examId: number) {
  const paper = await paperOf(tx, examId);
  await writeOrder(
    tx,
    examId,
    paper.map((row) => Number(row.questionId)),
  );
}

export function createExamQuestionsService(db: Db) {
  async function list(examId: number): Promise<AdminExamQuestionsResponse> {
    const [exam] = await db.select({ scoring: exams.scoring }).from(exams).where(eq(exams.id, examId));
    if (!exam) throw notFound();
    const rows = await db
      .select({
        questionId: examQuestions.questionId,
        position: examQuestions.position,
        type: questions.type,
        difficulty: questions.difficulty,
        content: questions.content,
        status: questions.status,
      })
      .from(examQuestions)
      .innerJoin(questions, eq(questions.id, examQuestions.questionId))
      .where(eq(examQuestions.examId, examId))
      .orderBy(asc(examQuestions.position), asc(examQuestions.questionId));
    const counts: Partial<Record<QuestionType, number>> = {};
    for (const row of rows) counts[row.type as QuestionType] = (counts[row.type as QuestionType] ?? 0) + 1;
    return {
      data: rows.map((row) => ({
        questionId: Number(row.questionId),
        position: row.position,
        type: row.type as QuestionType,
        part: PART_OF_TYPE[row.type as QuestionType],
        difficulty: row.difficulty as QuestionDifficulty,
        excerpt: plainText(row.content, EXCERPT_LENGTH),
        status: row.status as Status,
      })),
      ...summariseParts(counts, exam.scoring),
    };
  }

  return {
    list,

    /** Appends bank questions (each to the end of its part); ones already on the paper are skipped. */
    async add(examId: number, questionIds: readonly number[]) {
      const wanted = [...new Set(questionIds)];
      await db.transaction(async (tx) => {
        await lockExam(tx, examId);
        const found = await tx
          .select({ id: questions.id })
          .from(questions)
          .where(inArray(questions.id, wanted));
        const known = new Set(found.map((row) => Number(row.id)));
        const details = questionIds.flatMap((id, index) =>
          known.has(id) ? [] : [{ path: `questionIds.${index}`, key: 'invalid', message: '' }],
        );
        if (details.length > 0) throw new AppError('VALIDATION_ERROR', { details });
        const [{ last } = { last: 0 }] = await tx
          .select({ last: sql<number>`coalesce(max(${examQuestions.position}), 0)::int` })
          .from(examQuestions)
          .where(eq(examQuestions.examId, examId));
        await tx
          .insert(examQuestions)
          .values(
            wanted.map((questionId, index) => ({ examId, questionId, position: Number(last) + index + 1 })),
          )
          .onConflictDoNothing();
        await regroup(tx, examId);
      });
      return list(examId);
    },

    async remove(examId: number, questionId: number) {
      await db.transaction(async (tx) => {
        await lockExam(tx, examId);
        const deleted = await tx
          .delete(examQuestions)
          .where(and(eq(examQuestions.examId, examId), eq(examQuestions.questionId, questionId)))
          .returning({ questionId: examQuestions.questionId });
        if (deleted.length === 0) throw notFound();
        await regroup(tx, examId);
      });
      return list(examId);
    },

    /**
     * Sets the whole order. Refused (EXAM_QUESTION_ORDER_INVALID, nothing changed) unless it names every
     * question of the paper exactly once and keeps the parts in order I → II → III.
     */
    async reorder(examId: number, questionIds: readonly number[]) {
      await db.transaction(async (tx) => {
        await lockExam(tx, examId);
        const paper = await paperOf(tx, examId);
        const typeOf = new Map(paper.map((row) => [Number(row.questionId), row.type as QuestionType]));
        const isEveryOnce =
          questionIds.length === paper.length &&
          new Set(questionIds).size === questionIds.length &&
          questionIds.every((id) => typeOf.has(id));
        const parts = questionIds.map((id) => PART_OF_TYPE[typeOf.get(id) ?? 'SHORT']);
        const isGrouped = parts.every((part, i) => i === 0 || part >= (parts[i - 1] ?? 0));
        if (!isEveryOnce || !isGrouped) throw new AppError('EXAM_QUESTION_ORDER_INVALID');
        await writeOrder(tx, examId, questionIds);
      });
      return list(examId);
    },

    /** Appends another exam's questions in its order, skipping those already here; one transaction. */
    async copy(examId: number, fromExamId: number) {
      await db.transaction(async (tx) => {
        await lockExam(tx, examId);
        const [from] = await tx.select({ id: exams.id }).from(exams).where(eq(exams.id, fromExamId));
        if (!from) throw notFound();
        await tx.execute(sql`
          insert into exam_questions (exam_id, question_id, position)
          select ${examId}, question_id,
                 (select coalesce(max(position), 0) from exam_questions where exam_id = ${examId})
                   + row_number() over (order by position, question_id)
          from exam_questions where exam_id = ${fromExamId}
          on conflict do nothing`);
        await regroup(tx, examId);
      });
      return list(examId);
    },
  };
}
