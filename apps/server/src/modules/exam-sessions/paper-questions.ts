import { PART_OF_TYPE, type QuestionKey, type QuestionType } from '@tutor/contract/exam-grading';
import type { PaperQuestion } from '@tutor/contract/exam-sessions';
import { asc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { questionAnswers, questions, type SessionLayout } from '../../db/schema';

/** A question with its answers as stored: the key included. Server-side only. */
export type StoredQuestion = {
  id: number;
  type: QuestionType;
  content: string;
  solution: string;
  answers: { id: number; position: number; label: string; content: string; isCorrect: boolean }[];
};

/** The questions named (answers by position), in the order given; ids that name nothing are left out. */
export async function loadQuestions(db: DbOrTx, ids: readonly number[]): Promise<StoredQuestion[]> {
  if (ids.length === 0) return [];
  const [rows, answerRows] = await Promise.all([
    db
      .select({
        id: questions.id,
        type: questions.type,
        content: questions.content,
        solution: questions.solution,
      })
      .from(questions)
      .where(inArray(questions.id, [...ids])),
    db
      .select({
        id: questionAnswers.id,
        questionId: questionAnswers.questionId,
        position: questionAnswers.position,
        label: questionAnswers.label,
        content: questionAnswers.content,
        isCorrect: questionAnswers.isCorrect,
      })
      .from(questionAnswers)
      .where(inArray(questionAnswers.questionId, [...ids]))
      .orderBy(asc(questionAnswers.questionId), asc(questionAnswers.position)),
  ]);
  const answersOf = new Map<number, StoredQuestion['answers']>();
  for (const { questionId, ...answer } of answerRows)
    answersOf.set(questionId, [...(answersOf.get(questionId) ?? []), answer]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ ...row, type: row.type as QuestionType, answers: answersOf.get(id) ?? [] }] : [];
  });
}

/** What grading needs of a question (its key). */
export function keyOf(question: StoredQuestion): QuestionKey {
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
export function optionsAsShown(question: StoredQuestion, layout: SessionLayout) {
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

export function statementsAsShown(question: StoredQuestion) {
  return question.answers.map((answer, i) => ({ ...answer, label: STATEMENT_LABELS[i] ?? '' }));
}

/**
 * A question as a student sees it while working. Built field by field from the stored row so that a key
 * (`isCorrect`, accepted values, the solution) can only reach the answer by someone writing it here.
 */
export function paperQuestion(question: StoredQuestion, layout: SessionLayout): PaperQuestion {
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
