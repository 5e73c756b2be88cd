import { z } from 'zod';
import { linkIdsField, richTextField, statusField } from './books';
import { ANSWER_SLOTS, QUESTION_TYPES } from './exam-grading';
import { idSchema, requiredOr } from './validators';

/*
 * What a question is when it is written (issue 11): the one input shape shared by the question bank's
 * create and edit, `questions/multiple`, the PDF import's review screen (its drafts are this shape) and
 * the demo data. The answers' shape per type is checked here, so every door refuses the same things
 * with the same message keys (the server answers QUESTION_ANSWERS_INVALID for a body that fails it).
 */

export const QUESTION_DIFFICULTIES = ['RECALL', 'UNDERSTAND', 'APPLY', 'ADVANCED'] as const;
export type QuestionDifficulty = (typeof QUESTION_DIFFICULTIES)[number];

export const questionTypeField = z.enum(QUESTION_TYPES, { error: 'invalidValue' });
export const questionDifficultyField = z.enum(QUESTION_DIFFICULTIES, { error: 'invalidValue' });

/** Labels by position: options A–D, statements a–d. */
export const OPTION_LABELS = ['A', 'B', 'C', 'D'] as const;
export const STATEMENT_LABELS = ['a', 'b', 'c', 'd'] as const;

/** Accepted short-answer forms: what fits the sheet's 4 boxes (digits, a leading minus, one decimal comma). */
export const SHORT_VALUE = /^-?(\d+([,.]\d*)?|[,.]\d+)$/;

export const questionAnswerInputSchema = z.strictObject({
  /** HTML for options and statements; the plain value for a short answer's accepted form. */
  content: z
    .string({ error: requiredOr('invalidType') })
    .trim()
    .min(1, { error: 'required' })
    .max(20_000, { error: 'tooLong' }),
  isCorrect: z.boolean({ error: 'invalidType' }),
});
export type QuestionAnswerInput = z.infer<typeof questionAnswerInputSchema>;

const questionFields = {
  type: questionTypeField,
  content: richTextField.refine((value) => value.trim() !== '', { error: 'required' }),
  solution: richTextField.default(''),
  difficulty: questionDifficultyField.default('UNDERSTAND'),
  categoryId: idSchema.nullable().default(null),
  tagIds: linkIdsField.default([]),
  status: statusField.default('ACTIVE'),
  /** CHOICE: 4 options in A–D order, one correct. TRUE_FALSE: 4 statements in a–d order, each true or not. SHORT: 1–5 accepted values. */
  answers: z
    .array(questionAnswerInputSchema, { error: requiredOr('invalidType') })
    .max(5, { error: 'tooManyItems' }),
};

/** Why a question's answers do not fit its type, or null when they do. */
export function answersProblem(
  type: (typeof QUESTION_TYPES)[number],
  answers: readonly QuestionAnswerInput[],
): string | null {
  if (type === 'CHOICE') {
    if (answers.length !== ANSWER_SLOTS) return 'choiceNeedsFourOptions';
    if (answers.filter((answer) => answer.isCorrect).length !== 1) return 'choiceNeedsOneCorrect';
    return null;
  }
  if (type === 'TRUE_FALSE') return answers.length === ANSWER_SLOTS ? null : 'trueFalseNeedsFourStatements';
  if (answers.length < 1) return 'shortNeedsAValue';
  for (const answer of answers) {
    if (!SHORT_VALUE.test(answer.content.replace(/\s+/g, ''))) return 'shortValueNotOnSheet';
    if (answer.content.replace(/\s+/g, '').length > ANSWER_SLOTS) return 'shortValueTooLong';
  }
  return null;
}

/**
 * The fields of a written question without the answers-per-type check: the server's request body, so it
 * can answer a shape problem with QUESTION_ANSWERS_INVALID (and the item's path) rather than a generic
 * validation error. Everything else is checked the same.
 */
export const questionBodySchema = z.strictObject(questionFields);

export const questionInputSchema = z.strictObject(questionFields).superRefine((question, ctx) => {
  const problem = answersProblem(question.type, question.answers);
  if (problem) ctx.addIssue({ code: 'custom', path: ['answers'], message: problem });
});
export type QuestionInput = z.input<typeof questionInputSchema>;
export type QuestionData = z.output<typeof questionInputSchema>;
