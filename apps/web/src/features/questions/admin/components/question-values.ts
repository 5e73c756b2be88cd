import { ANSWER_SLOTS, type QuestionType } from '@tutor/contract/exam-grading';
import type { QuestionAnswerInput } from '@tutor/contract/question-input';

/* The question forms' values: what a new question starts as, and what is sent. */

/** The answers a type starts with, keeping what was typed when the new type has the same slots. */
export function answersFor(
  type: QuestionType,
  current: readonly QuestionAnswerInput[] = [],
): QuestionAnswerInput[] {
  if (type === 'SHORT') return [{ content: '', isCorrect: true }];
  return Array.from({ length: ANSWER_SLOTS }, (_, i) => ({
    content: current[i]?.content ?? '',
    // One correct option by default (A), so a new multiple-choice question is valid once typed.
    isCorrect: type === 'CHOICE' ? i === 0 : (current[i]?.isCorrect ?? false),
  }));
}

/** A blank question: multiple choice, option A correct until staff pick another. */
export const newQuestion = () => ({
  type: 'CHOICE' as QuestionType,
  content: '',
  solution: '',
  difficulty: 'UNDERSTAND',
  categoryId: null,
  tagIds: [],
  status: 'ACTIVE',
  answers: answersFor('CHOICE'),
});

export const QUESTION_FIELDS = [
  'type',
  'content',
  'solution',
  'difficulty',
  'categoryId',
  'tagIds',
  'status',
  'answers',
] as const;

/** From what antd collected to the input shape: no chapter is null, every accepted value is correct. */
export function questionInput(values: Record<string, unknown>) {
  const answers = (values.answers ?? []) as QuestionAnswerInput[];
  return {
    ...values,
    categoryId: values.categoryId ?? null,
    tagIds: values.tagIds ?? [],
    answers: answers.map((answer) => ({
      content: answer.content ?? '',
      isCorrect: values.type === 'SHORT' ? true : Boolean(answer.isCorrect),
    })),
  };
}

/** The paths of the leaves antd reports as changed (lists arrive sparse, with only the edited index). */
export function changedPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== 'object') return [path];
  const entries = Array.isArray(value)
    ? value.flatMap((item, index) => (item === undefined ? [] : [[index, item] as const]))
    : Object.entries(value);
  return entries.length === 0 ? [path] : entries.flatMap(([key, item]) => changedPaths(item, [...path, key]));
}
