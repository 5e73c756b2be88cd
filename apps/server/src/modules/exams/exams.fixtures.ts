import type { QuestionType } from '@tutor/contract/exam-grading';
import { DEFAULT_SCORING, EMPTY_SHEET } from '@tutor/contract/exam-grading';
import type { TestApp } from '../../../test/helpers/test-app';
import { examHistories, examSessions, exams, questionAnswers, questions } from '../../db/schema';

let counter = 0;

/** A bank question of a type with its answer rows (option B correct; statements T, F, T, F; value -1,5). */
export async function insertQuestion(t: TestApp, type: QuestionType, content = `Câu hỏi ${++counter}`) {
  const [row] = await t.database.db
    .insert(questions)
    .values({ type, content: `<p>${content} $x^2$</p>`, solution: '<p>Lời giải bí mật</p>' })
    .returning({ id: questions.id });
  const questionId = (row as { id: number }).id;
  const answers =
    type === 'CHOICE'
      ? ['A', 'B', 'C', 'D'].map((label, i) => ({
          label,
          content: `<p>Phương án ${label}</p>`,
          isCorrect: i === 1,
        }))
      : type === 'TRUE_FALSE'
        ? ['a', 'b', 'c', 'd'].map((label, i) => ({
            label,
            content: `<p>Mệnh đề ${label}</p>`,
            isCorrect: i % 2 === 0,
          }))
        : [{ label: '', content: '-1,5', isCorrect: true }];
  await t.database.db
    .insert(questionAnswers)
    .values(answers.map((answer, position) => ({ ...answer, questionId, position })));
  return questionId;
}

/** An exam row straight in the database (defaults: ACTIVE, no window, results at once). */
export async function insertExam(t: TestApp, values: Partial<typeof exams.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(exams)
    .values({ name: `Đề thi ${++counter}`, slug: `de-thi-${counter}`, scoring: DEFAULT_SCORING, ...values })
    .returning({ id: exams.id });
  return (row as { id: number }).id;
}

/** A closed session of `userId` on `examId` with its history, as a submit leaves them. */
export async function insertSubmittedHistory(t: TestApp, examId: number, userId: number) {
  const now = new Date();
  const [session] = await t.database.db
    .insert(examSessions)
    .values({
      token: `tok-${++counter}-${Math.random()}`,
      userId,
      examId,
      layout: { questionIds: [], optionOrder: {} },
      deadline: now,
      answers: EMPTY_SHEET,
      closedAt: now,
      closedBy: 'SUBMIT',
    })
    .returning({ id: examSessions.id });
  await t.database.db.insert(examHistories).values({
    sessionId: (session as { id: number }).id,
    userId,
    examId,
    answers: EMPTY_SHEET,
    grade: {},
    score: 7.5,
    correctCount: 15,
    totalCount: 22,
    timeTaken: 3000,
    startedAt: now,
    submittedAt: now,
    source: 'SUBMIT',
    submitKey: `key-${counter}`,
  });
}

/** An open session of `userId` on `examId` (an attempt in progress). */
export async function insertOpenSession(t: TestApp, examId: number, userId: number) {
  await t.database.db.insert(examSessions).values({
    token: `tok-${++counter}-${Math.random()}`,
    userId,
    examId,
    layout: { questionIds: [], optionOrder: {} },
    deadline: new Date(Date.now() + 3_600_000),
    answers: EMPTY_SHEET,
  });
}
