import type { QuestionType } from '@tutor/contract/exam-grading';
import { hasAllPermissions } from '@tutor/contract/permissions';
import type { PublicQuestion } from '@tutor/contract/questions';
import { and, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { examHistories, examQuestions, exams, lessonQuestions, questions } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import type { AuthContext } from '../../plugins/auth';
import { answersOf } from './bank-service';

/*
 * `GET /api/questions/{id}` (spec §7). The question as a student sees it on the sheet: stem, options or
 * statements with their ids and labels, type. The key (correct option, true statements, accepted
 * values, solution) is added only for:
 * - staff holding question:read, who also see inactive questions;
 * - a student with a SUBMITTED attempt (an exam_histories row: an open session has none) at an exam
 *   containing the question whose results are visible (IMMEDIATELY, or AFTER_CLOSE once closes_at has
 *   passed), or at a lesson exam containing it (a lesson shows its result on submit).
 * Everyone else gets the key as null, and an inactive question is NOT_FOUND.
 */

export function isQuestionStaff(auth: AuthContext | null): boolean {
  return auth !== null && hasAllPermissions(auth, ['question:read']);
}

/** Whether this user has a graded attempt containing the question whose results are now visible. */
async function hasVisibleResult(db: Db, userId: number, questionId: number): Promise<boolean> {
  const rows = await queryRows<{ visible: boolean }>(
    db,
    sql`select exists (
        select 1 from ${examHistories}
        join ${examQuestions} on ${examQuestions.examId} = ${examHistories.examId}
        join ${exams} on ${exams.id} = ${examHistories.examId}
        where ${examHistories.userId} = ${userId} and ${examQuestions.questionId} = ${questionId}
          and (${exams.resultsShown} = 'IMMEDIATELY'
            or (${exams.resultsShown} = 'AFTER_CLOSE' and ${exams.closesAt} is not null and ${exams.closesAt} <= now()))
      ) or exists (
        select 1 from ${examHistories}
        join ${lessonQuestions} on ${lessonQuestions.lessonId} = ${examHistories.lessonId}
        where ${examHistories.userId} = ${userId} and ${lessonQuestions.questionId} = ${questionId}
      ) as visible`,
  );
  return rows[0]?.visible === true;
}

export async function publicQuestion(db: Db, auth: AuthContext | null, id: number): Promise<PublicQuestion> {
  const staff = isQuestionStaff(auth);
  const [row] = await db
    .select({
      id: questions.id,
      type: questions.type,
      content: questions.content,
      solution: questions.solution,
    })
    .from(questions)
    .where(staff ? eq(questions.id, id) : and(eq(questions.id, id), eq(questions.status, 'ACTIVE')));
  if (!row) throw notFound();
  const type = row.type as QuestionType;
  const answers = await answersOf(db, id);
  const showKey = staff || (auth !== null && (await hasVisibleResult(db, auth.userId, id)));
  return {
    id: row.id,
    type,
    content: row.content,
    // A short answer's rows are its accepted values: the key itself, never listed without it.
    options:
      type === 'SHORT'
        ? []
        : answers.map((answer) => ({ id: answer.id, label: answer.label, content: answer.content })),
    key: showKey
      ? {
          solution: row.solution,
          correctIds: type === 'SHORT' ? [] : answers.filter((a) => a.isCorrect).map((a) => a.id),
          acceptedValues: type === 'SHORT' ? answers.map((a) => a.content) : [],
        }
      : null,
  };
}
