import type { FieldError } from '@tutor/contract/errors';
import type { QuestionType } from '@tutor/contract/exam-grading';
import {
  answersProblem,
  OPTION_LABELS,
  type QuestionAnswerInput,
  type QuestionData,
  STATEMENT_LABELS,
} from '@tutor/contract/question-input';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { categories, questionAnswers, questionTags, tags } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { sanitizeRichText } from '../../lib/rich-text';

/*
 * How a question's rows are written: answers kept in their type's shape, rich text sanitised, the
 * category a QUESTION one, tags that exist. Shared by the bank's create and edit, `questions/multiple`
 * and the answers' own routes, so every door refuses the same things.
 */

/** The label an answer shows at a position: A–D for options, a–d for statements, none for values. */
export function labelAt(type: QuestionType, position: number): string {
  if (type === 'CHOICE') return OPTION_LABELS[position] ?? '';
  if (type === 'TRUE_FALSE') return STATEMENT_LABELS[position] ?? '';
  return '';
}

/**
 * An answer as stored: options and statements are rich text (sanitised like the stem); an accepted
 * value is the plain form the student types into the 4 boxes, spaces removed.
 */
export function storedAnswerContent(type: QuestionType, content: string): string {
  return type === 'SHORT' ? content.replace(/\s+/g, '') : sanitizeRichText(content);
}

/** QUESTION_ANSWERS_INVALID naming each failing item's answers (`answers`, or `items.3.answers`). */
export function answersInvalid(details: FieldError[]) {
  return new AppError('QUESTION_ANSWERS_INVALID', { details });
}

/** Throws QUESTION_ANSWERS_INVALID unless the answers fit the type. */
export function requireAnswersShape(
  type: QuestionType,
  answers: readonly QuestionAnswerInput[],
  path = 'answers',
) {
  const problem = answersProblem(type, answers);
  if (problem) throw answersInvalid([{ path, key: problem, message: '' }]);
}

/**
 * Checks a batch before anything is written: every item's answers fit its type (QUESTION_ANSWERS_INVALID),
 * then every category is a QUESTION category and every tag exists (VALIDATION_ERROR). `pathOf(i)` is
 * the item's prefix in the request ('' for a single question, `items.3.` for a batch).
 */
export async function checkQuestions(
  db: DbOrTx,
  inputs: readonly Pick<QuestionData, 'type' | 'answers' | 'categoryId' | 'tagIds'>[],
  pathOf: (index: number) => string,
) {
  const shapeErrors = inputs.flatMap((input, i) => {
    const problem = answersProblem(input.type, input.answers);
    return problem ? [{ path: `${pathOf(i)}answers`, key: problem, message: '' }] : [];
  });
  if (shapeErrors.length > 0) throw answersInvalid(shapeErrors);
  await checkReferences(db, inputs, pathOf);
}

/** Every named category is a QUESTION category, every tag exists; else VALIDATION_ERROR per item. */
export async function checkReferences(
  db: DbOrTx,
  inputs: readonly Partial<Pick<QuestionData, 'categoryId' | 'tagIds'>>[],
  pathOf: (index: number) => string,
) {
  const categoryIds = [...new Set(inputs.flatMap((input) => (input.categoryId ? [input.categoryId] : [])))];
  const tagIds = [...new Set(inputs.flatMap((input) => input.tagIds ?? []))];
  const [foundCategories, foundTags] = await Promise.all([
    categoryIds.length === 0
      ? []
      : db
          .select({ id: categories.id })
          .from(categories)
          .where(and(inArray(categories.id, categoryIds), eq(categories.type, 'QUESTION'))),
    tagIds.length === 0 ? [] : db.select({ id: tags.id }).from(tags).where(inArray(tags.id, tagIds)),
  ]);
  const knownCategories = new Set(foundCategories.map((row) => row.id));
  const knownTags = new Set(foundTags.map((row) => row.id));
  const details: FieldError[] = [];
  inputs.forEach((input, i) => {
    if (input.categoryId && !knownCategories.has(input.categoryId)) {
      details.push({ path: `${pathOf(i)}categoryId`, key: 'invalid', message: '' });
    }
    if ((input.tagIds ?? []).some((id) => !knownTags.has(id))) {
      details.push({ path: `${pathOf(i)}tagIds`, key: 'invalid', message: '' });
    }
  });
  if (details.length > 0) throw new AppError('VALIDATION_ERROR', { details });
}

/**
 * Makes the question's answers exactly `answers`, by position: rows at kept positions are updated in
 * place (their ids stay, so open exam sessions that refer to option ids keep working), new positions
 * are inserted, positions past the end removed. The caller holds the question's row lock.
 */
export async function writeAnswers(
  tx: Tx,
  questionId: number,
  type: QuestionType,
  answers: readonly QuestionAnswerInput[],
) {
  for (const [position, answer] of answers.entries()) {
    const values = answerValues(type, position, answer);
    await tx
      .insert(questionAnswers)
      .values({ questionId, position, ...values })
      .onConflictDoUpdate({
        target: [questionAnswers.questionId, questionAnswers.position],
        set: { ...values, updatedAt: new Date() },
      });
  }
  await tx
    .delete(questionAnswers)
    .where(
      and(eq(questionAnswers.questionId, questionId), sql`${questionAnswers.position} >= ${answers.length}`),
    );
}

/** The stored columns of the answer at `position` of a question of `type`. */
export function answerValues(type: QuestionType, position: number, answer: QuestionAnswerInput) {
  return {
    label: labelAt(type, position),
    content: storedAnswerContent(type, answer.content),
    // Every accepted value of a short answer is correct by definition.
    isCorrect: type === 'SHORT' ? true : answer.isCorrect,
  };
}

/** Replaces the question's tags. */
export async function writeTags(tx: Tx, questionId: number, tagIds: readonly number[]) {
  await tx.delete(questionTags).where(eq(questionTags.questionId, questionId));
  const unique = [...new Set(tagIds)];
  if (unique.length > 0) {
    await tx.insert(questionTags).values(unique.map((tagId) => ({ questionId, tagId })));
  }
}
