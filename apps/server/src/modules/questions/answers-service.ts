import type { QuestionAnswerInput } from '@tutor/contract/question-input';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { questions } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { answersOf, lockQuestion } from './bank-service';
import { requireAnswersShape, writeAnswers } from './question-rows';

/*
 * `questions/{id}/answers`: one answer at a time. Each change is applied to the whole list in memory,
 * the list is checked against the type's shape (QUESTION_ANSWERS_INVALID) and written by position, in
 * one transaction under the question's row lock, so two edits at once cannot leave a wrong shape.
 * For a multiple-choice question, marking an option correct unmarks the others (one correct of four),
 * so the correct option can be moved one call at a time. Removing an accepted value (the only type whose
 * count may shrink) moves the later values up a position.
 */

export function createAnswersService(db: Db) {
  async function change(
    questionId: number,
    edit: (
      answers: QuestionAnswerInput[],
      type: 'CHOICE' | 'TRUE_FALSE' | 'SHORT',
      ids: number[],
    ) => QuestionAnswerInput[],
  ) {
    await db.transaction(async (tx) => {
      const question = await lockQuestion(tx, questionId);
      const current = await answersOf(tx, questionId);
      const next = edit(
        current.map(({ content, isCorrect }) => ({ content, isCorrect })),
        question.type,
        current.map((answer) => answer.id),
      );
      requireAnswersShape(question.type, next);
      await writeAnswers(tx, questionId, question.type, next);
    });
    return { data: await answersOf(db, questionId) };
  }

  function indexOf(ids: number[], answerId: number) {
    const index = ids.indexOf(answerId);
    if (index < 0) throw notFound();
    return index;
  }

  return {
    async list(questionId: number) {
      const [found] = await db
        .select({ id: questions.id })
        .from(questions)
        .where(eq(questions.id, questionId));
      if (!found) throw notFound();
      return { data: await answersOf(db, questionId) };
    },
    add: (questionId: number, body: QuestionAnswerInput) =>
      change(questionId, (answers) => [...answers, body]),
    update: (questionId: number, answerId: number, body: QuestionAnswerInput) =>
      change(questionId, (answers, type, ids) => {
        const index = indexOf(ids, answerId);
        return answers.map((answer, i) => {
          if (i === index) return body;
          return type === 'CHOICE' && body.isCorrect ? { ...answer, isCorrect: false } : answer;
        });
      }),
    remove: (questionId: number, answerId: number) =>
      change(questionId, (answers, _type, ids) => {
        const index = indexOf(ids, answerId);
        return answers.filter((_, i) => i !== index);
      }),
  };
}
