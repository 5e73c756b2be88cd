import type { QuestionDraft } from '@tutor/contract/question-import';
import { describe, expect, it } from 'vitest';
import { changeType, draftProblems, errorsOnDrafts, toQuestionInput, toReviewDrafts } from './drafts';

const choice: QuestionDraft = {
  number: 1,
  type: 'CHOICE',
  content: '<p>Tính $1+1$.</p>',
  solution: '',
  difficulty: 'UNDERSTAND',
  categoryId: null,
  tagIds: [],
  status: 'ACTIVE',
  answers: ['1', '2', '3', '4'].map((v, i) => ({ content: `<p>${v}</p>`, isCorrect: i === 1 })),
  warnings: [],
  source: 'Câu 1. Tính $1+1$.',
};

describe('the review model', () => {
  it('saves a draft as a question input, without number, warnings or source', () => {
    const [draft] = toReviewDrafts([choice], 0);
    if (!draft) throw new Error('no draft');
    const input = toQuestionInput(draft);
    expect(Object.keys(input).sort()).toEqual(
      ['answers', 'categoryId', 'content', 'difficulty', 'solution', 'status', 'tagIds', 'type'].sort(),
    );
    expect(draftProblems(draft)).toEqual([]);
  });

  it('names what is missing: no correct option, an empty option, a short value off the sheet', () => {
    const [draft] = toReviewDrafts([choice], 0);
    if (!draft) throw new Error('no draft');
    const noKey = { ...draft, answers: draft.answers.map((a) => ({ ...a, isCorrect: false })) };
    expect(draftProblems(noKey)).toEqual(['choiceNeedsOneCorrect']);
    const emptyOption = {
      ...draft,
      answers: draft.answers.map((a, i) => (i === 3 ? { ...a, content: '' } : a)),
    };
    expect(draftProblems(emptyOption)).toEqual(['required']);
    const short = { ...changeType(draft, 'SHORT'), answers: [{ content: '1/2', isCorrect: true }] };
    expect(draftProblems(short)).toEqual(['shortValueNotOnSheet']);
    expect(draftProblems({ ...short, answers: [{ content: '- 1,5', isCorrect: false }] })).toEqual([]);
    expect(toQuestionInput({ ...short, answers: [{ content: '- 1,5', isCorrect: false }] }).answers).toEqual([
      { content: '-1,5', isCorrect: true },
    ]);
  });

  it('changes type keeping the slots texts and clearing the marks', () => {
    const [draft] = toReviewDrafts([choice], 0);
    if (!draft) throw new Error('no draft');
    const tf = changeType(draft, 'TRUE_FALSE');
    expect(tf.answers.map((a) => a.content)).toEqual(draft.answers.map((a) => a.content));
    expect(tf.answers.every((a) => !a.isCorrect)).toBe(true);
    expect(changeType(tf, 'SHORT').answers).toEqual([]);
    expect(changeType(changeType(tf, 'SHORT'), 'CHOICE').answers).toHaveLength(4);
  });

  it('puts the save errors on their drafts by item index', () => {
    const drafts = toReviewDrafts([choice, choice, choice], 1);
    const { drafts: marked, general } = errorsOnDrafts(drafts, [
      { path: 'items.2.answers', key: 'choiceNeedsOneCorrect', message: 'Cần đúng một đáp án' },
      { path: 'items.0.categoryId', key: 'invalidValue', message: 'Không hợp lệ' },
      { path: 'items', key: 'tooManyItems', message: 'Quá nhiều' },
    ]);
    expect(marked.map((d) => d.serverErrors)).toEqual([['Không hợp lệ'], [], ['Cần đúng một đáp án']]);
    expect(general).toEqual(['Quá nhiều']);
  });
});
