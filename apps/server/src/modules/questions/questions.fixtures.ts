import type { QuestionInput } from '@tutor/contract/question-input';
import type { TestApp } from '../../../test/helpers/test-app';
import { categories, tags } from '../../db/schema';

let counter = 0;

/** A multiple-choice question: 4 options, B correct. */
export function choiceQuestion(overrides: Partial<QuestionInput> = {}): QuestionInput {
  return {
    type: 'CHOICE',
    content: '<p>Cho hàm số $y = x^3 - 3x + 1$. Hàm số đồng biến trên khoảng nào?</p>',
    solution: "<p>$y' = 3x^2 - 3 > 0 \\Leftrightarrow |x| > 1$.</p>",
    difficulty: 'UNDERSTAND',
    answers: [
      { content: '$(-1; 1)$', isCorrect: false },
      { content: '$(1; +\\infty)$', isCorrect: true },
      { content: '$(-\\infty; 1)$', isCorrect: false },
      { content: '$(0; 2)$', isCorrect: false },
    ],
    ...overrides,
  };
}

/** A true/false question: statements a and c true. */
export function trueFalseQuestion(overrides: Partial<QuestionInput> = {}): QuestionInput {
  return {
    type: 'TRUE_FALSE',
    content: '<p>Cho hàm số $f(x) = \\ln x$. Xét tính đúng sai của các mệnh đề sau.</p>',
    answers: [
      { content: "$f'(x) = \\frac{1}{x}$", isCorrect: true },
      { content: '$f(1) = 1$', isCorrect: false },
      { content: '$f$ đồng biến trên $(0; +\\infty)$', isCorrect: true },
      { content: '$f(e^2) = 1$', isCorrect: false },
    ],
    ...overrides,
  };
}

/** A short answer: accepted as `-1,5` or `-1.5`. */
export function shortQuestion(overrides: Partial<QuestionInput> = {}): QuestionInput {
  return {
    type: 'SHORT',
    content: '<p>Giải phương trình $2x + 3 = 0$.</p>',
    solution: '<p>$x = -\\frac{3}{2} = -1,5$.</p>',
    answers: [
      { content: '-1,5', isCorrect: true },
      { content: '-1.5', isCorrect: true },
    ],
    ...overrides,
  };
}

export async function insertQuestionCategory(t: TestApp, name = 'Hàm số') {
  counter++;
  const [row] = await t.database.db
    .insert(categories)
    .values({ type: 'QUESTION', name: `${name} ${counter}`, slug: `chuong-${counter}` })
    .returning();
  if (!row) throw new Error('category insert failed');
  return row;
}

export async function insertTag(t: TestApp, name = 'THPT 2025') {
  counter++;
  const [row] = await t.database.db
    .insert(tags)
    .values({ name: `${name} #${counter}`, slug: `the-${counter}` })
    .returning();
  if (!row) throw new Error('tag insert failed');
  return row;
}
