import { PART_OF_TYPE, type QuestionKey, type QuestionType } from '@tutor/contract/exam-grading';
import type { PaperQuestion } from '@tutor/contract/exam-sessions';
import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { questions, type SessionLayout } from '../../db/schema';

/** A question with its answers as stored: the key included. Server-side only. */
export type StoredQuestion = {
  id: number;
  type: QuestionType;
  content: string;
  solution: string;
  answers: { id: number; position: number; label: string; content: string; isCorrect: boolean }[];
};

/** A question as working on it needs it: the solution is for results only. */
export type PaperRow = Omit<StoredQuestion, 'solution'>;

/**
 * A question's answers as one JSON array (by position), selected beside the question: the paper is one
 * statement, not a statement for questions and another for their answers. Names are written out:
 * Drizzle leaves the table off a column of a one-table select, which a subquery would misread.
 */
export const answersJson = sql<StoredQuestion['answers']>`coalesce((select json_agg(json_build_object(
    'id', a.id, 'position', a.position, 'label', a.label, 'content', a.content, 'isCorrect', a.is_correct)
    order by a.position) from question_answers a where a.question_id = questions.id), '[]'::json)`;

/** The questions named (answers by position), in the order given; ids that name nothing are left out. */
export async function loadQuestions(db: DbOrTx, ids: readonly number[]): Promise<StoredQuestion[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: questions.id,
      type: questions.type,
      content: questions.content,
      solution: questions.solution,
      answers: answersJson,
    })
    .from(questions)
    .where(inArray(questions.id, [...ids]));
  return inOrder(ids, rows);
}

/** Rows by id in the order of `ids` (the paper's or the session's); ids without a row are left out. */
export function inOrder<T extends { id: number; type: string }>(
  ids: readonly number[],
  rows: readonly T[],
): (T & { type: QuestionType })[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ ...row, type: row.type as QuestionType }] : [];
  });
}

/** What grading needs of a question (its key). */
export function keyOf(question: PaperRow): QuestionKey {
  if (question.type === 'CHOICE') {
    const correct = question.answers.find((answer) => answer.isCorrect);
    return {
      id: question.id,
      type: 'CHOICE',
      optionIds: question.answers.map((answer) => answer.id),
      // A question saved without a correct option (the bank refuses it) grades as never right.
      correctOptionId: correct?.id ?? 0,
    };
  }
  if (question.type === 'TRUE_FALSE')
    return { id: question.id, type: 'TRUE_FALSE', statements: question.answers.map((a) => a.isCorrect) };
  return { id: question.id, type: 'SHORT', accepted: question.answers.map((answer) => answer.content) };
}

const OPTION_LABELS = 'ABCDEFGHIJ';
const STATEMENT_LABELS = 'abcdefghij';

/** The options of a CHOICE question in the session's order, relabelled A–D as the student sees them. */
export function optionsAsShown(question: PaperRow, layout: SessionLayout) {
  const order = layout.optionOrder[String(question.id)];
  const byId = new Map(question.answers.map((answer) => [answer.id, answer]));
  const ordered = order
    ? order.flatMap((id) => {
        const answer = byId.get(id);
        return answer ? [answer] : [];
      })
    : question.answers;
  // Options added after the session opened (a key edit) come last rather than vanish.
  const missing = question.answers.filter((answer) => !ordered.includes(answer));
  return [...ordered, ...missing].map((answer, i) => ({ ...answer, label: OPTION_LABELS[i] ?? '' }));
}

export function statementsAsShown(question: PaperRow) {
  return question.answers.map((answer, i) => ({ ...answer, label: STATEMENT_LABELS[i] ?? '' }));
}

/**
 * A question as a student sees it while working. Built field by field from the stored row so that a key
 * (`isCorrect`, accepted values, the solution) can only reach the answer by someone writing it here.
 */
export function paperQuestion(question: PaperRow, layout: SessionLayout): PaperQuestion {
  const shown = ({ id, label, content }: { id: number; label: string; content: string }) => ({
    id,
    label,
    content,
  });
  return {
    id: question.id,
    type: question.type,
    part: PART_OF_TYPE[question.type],
    content: question.content,
    options: question.type === 'CHOICE' ? optionsAsShown(question, layout).map(shown) : [],
    statements: question.type === 'TRUE_FALSE' ? statementsAsShown(question).map(shown) : [],
  };
}
