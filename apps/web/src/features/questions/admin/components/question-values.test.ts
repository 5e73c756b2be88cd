import { questionInputSchema } from '@tutor/contract/question-input';
import { describe, expect, it } from 'vitest';
import { answersFor, changedPaths, newQuestion, questionInput } from './question-values';

describe('question form values', () => {
  it('starts a question that only needs its text to be valid', () => {
    const blank = questionInput(newQuestion());
    expect(questionInputSchema.safeParse(blank).success).toBe(false);
    const typed = questionInput({
      ...newQuestion(),
      content: '<p>$1 + 1$</p>',
      answers: ['$1$', '$2$', '$3$', '$4$'].map((content, i) => ({ content, isCorrect: i === 1 })),
    });
    expect(questionInputSchema.safeParse(typed).success).toBe(true);
  });

  it('gives each type its slots, keeping typed options between choice and true/false', () => {
    const typed = ['a', 'b', 'c', 'd'].map((content) => ({ content, isCorrect: false }));
    expect(answersFor('TRUE_FALSE', typed).map((a) => a.content)).toEqual(['a', 'b', 'c', 'd']);
    expect(answersFor('CHOICE', typed).map((a) => a.isCorrect)).toEqual([true, false, false, false]);
    expect(answersFor('SHORT', typed)).toEqual([{ content: '', isCorrect: true }]);
  });

  it('sends no chapter as null and every accepted value as correct', () => {
    const input = questionInput({
      type: 'SHORT',
      content: '<p>x</p>',
      answers: [{ content: '-1,5', isCorrect: 'true' }, { content: '0,25' }],
    });
    expect(input).toMatchObject({
      categoryId: null,
      tagIds: [],
      answers: [
        { content: '-1,5', isCorrect: true },
        { content: '0,25', isCorrect: true },
      ],
    });
  });

  it('names the edited leaves of a sparse change', () => {
    // antd reports `items[1].answers[0].content` changed as a sparse structure.
    const items: unknown[] = [];
    items[1] = { answers: [{ content: '-1,5' }] };
    expect(changedPaths({ items })).toEqual([['items', 1, 'answers', 0, 'content']]);
    expect(changedPaths({ type: 'SHORT' })).toEqual([['type']]);
  });
});
