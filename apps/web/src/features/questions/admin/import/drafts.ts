import type { FieldError } from '@tutor/contract/errors';
import { ANSWER_SLOTS, type QuestionType } from '@tutor/contract/exam-grading';
import type { QuestionDraft } from '@tutor/contract/question-import';
import { answersProblem, type QuestionInput } from '@tutor/contract/question-input';
import type { ValidationKey } from '@tutor/contract/validation-messages';

/*
 * The review screen's model: the drafts the server read from a paper, as the admin corrects them, and
 * how they become the body of `POST /questions/multiple`. Pure, so it is tested without a browser.
 */

/** A draft on the screen: a key that survives removals, and the save's errors for it. */
export type ReviewDraft = QuestionDraft & { key: string; serverErrors: string[] };

export const toReviewDrafts = (drafts: readonly QuestionDraft[], batch: number): ReviewDraft[] =>
  drafts.map((draft, index) => ({ ...draft, key: `${batch}-${index}`, serverErrors: [] }));

/**
 * A draft moved to another type keeps what it can: options and statements are both four slots (texts
 * kept, marks cleared); a short answer has values, not slots.
 */
export function changeType(draft: ReviewDraft, type: QuestionType): ReviewDraft {
  if (type === draft.type) return draft;
  const slots = Array.from({ length: ANSWER_SLOTS }, (_, i) => ({
    content: draft.type === 'SHORT' ? '' : (draft.answers[i]?.content ?? ''),
    isCorrect: false,
  }));
  return { ...draft, type, answers: type === 'SHORT' ? [] : slots };
}

/** The question as `questions/multiple` takes it: the draft without what only the review needs. */
export function toQuestionInput(draft: ReviewDraft): QuestionInput {
  return {
    type: draft.type,
    content: draft.content,
    solution: draft.solution,
    difficulty: draft.difficulty,
    categoryId: draft.categoryId,
    tagIds: draft.tagIds,
    status: draft.status,
    answers: draft.answers.map((answer) => ({
      content: draft.type === 'SHORT' ? answer.content.replace(/\s+/g, '') : answer.content,
      isCorrect: draft.type === 'SHORT' ? true : answer.isCorrect,
    })),
  };
}

/** What is still wrong with a draft before it can be saved (checked again by the server). */
export function draftProblems(draft: ReviewDraft): ValidationKey[] {
  const problems: ValidationKey[] = [];
  if (draft.content.replace(/<[^>]*>/g, '').trim() === '') problems.push('required');
  if (draft.type !== 'SHORT' && draft.answers.some((answer) => answer.content.trim() === ''))
    problems.push('required');
  const shape = answersProblem(draft.type, toQuestionInput(draft).answers);
  if (shape) problems.push(shape as ValidationKey);
  return [...new Set(problems)];
}

/**
 * The save's per-item errors (`items.N.field`, already in the request's language) on the drafts they
 * are about; an error without an item index is the batch's, answered apart.
 */
export function errorsOnDrafts(
  drafts: readonly ReviewDraft[],
  details: readonly FieldError[],
): { drafts: ReviewDraft[]; general: string[] } {
  const byIndex = new Map<number, string[]>();
  const general: string[] = [];
  for (const detail of details) {
    const match = /^items\.(\d+)(?:\.|$)/.exec(detail.path);
    const index = match ? Number(match[1]) : -1;
    if (index < 0 || index >= drafts.length) general.push(detail.message);
    else byIndex.set(index, [...(byIndex.get(index) ?? []), detail.message]);
  }
  return {
    drafts: drafts.map((draft, index) => ({ ...draft, serverErrors: byIndex.get(index) ?? [] })),
    general,
  };
}
