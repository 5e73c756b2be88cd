import {
  DEFAULT_SCORING,
  EMPTY_SHEET,
  type ExamSheet,
  gradeExam,
  type QuestionKey,
  type QuestionType,
  readSheet,
} from '@tutor/contract/exam-grading';
import type { TestApp } from '../../../test/helpers/test-app';
import {
  courses,
  examHistories,
  examQuestions,
  examSessions,
  exams,
  lessonQuestions,
  lessons,
  questionAnswers,
  questions,
  thematics,
} from '../../db/schema';

/*
 * A small paper with known answers and graded histories written as the engine writes them (the contract's
 * gradeExam over the sheet), so a report's figures can be checked to the digit.
 *
 * The paper (DEFAULT_SCORING, total 10, raw max 2, so ×5): Q1 and Q2 CHOICE (A–D; the key is A for Q1, C
 * for Q2), Q3 TRUE_FALSE (key T F T F), Q4 SHORT (key -1,5).
 */

let n = 0;
const MINUTE = 60_000;

export type Paper = {
  questionIds: number[];
  /** Option ids of Q1 and Q2, A–D. */
  options: number[][];
  keys: QuestionKey[];
};

async function insertQuestion(t: TestApp, type: QuestionType, content: string) {
  const [row] = await t.database.db
    .insert(questions)
    .values({ type, content })
    .returning({ id: questions.id });
  return (row as { id: number }).id;
}

export async function insertPaper(t: TestApp): Promise<Paper> {
  const db = t.database.db;
  const q1 = await insertQuestion(t, 'CHOICE', '<p>Đạo hàm của $y = x^2$ là</p>');
  const q2 = await insertQuestion(t, 'CHOICE', '<p>Giá trị của $\\log_2 8$ là</p>');
  const q3 = await insertQuestion(
    t,
    'TRUE_FALSE',
    '<p>Cho hàm số $f(x) = x^3 - 3x$. Xét các mệnh đề sau.</p>',
  );
  const q4 = await insertQuestion(t, 'SHORT', '<p>Nghiệm của phương trình $2x + 3 = 0$ là</p>');
  const options: number[][] = [];
  for (const [questionId, correct] of [
    [q1, 0],
    [q2, 2],
  ] as const) {
    const rows = await db
      .insert(questionAnswers)
      .values(
        ['A', 'B', 'C', 'D'].map((label, position) => ({
          questionId,
          position,
          label,
          content: `<p>Phương án ${label}</p>`,
          isCorrect: position === correct,
        })),
      )
      .returning({ id: questionAnswers.id });
    options.push(rows.map((row) => row.id));
  }
  const truths = [true, false, true, false];
  await db.insert(questionAnswers).values(
    truths.map((isCorrect, position) => ({
      questionId: q3,
      position,
      label: 'abcd'[position] as string,
      content: `<p>Mệnh đề ${position + 1}</p>`,
      isCorrect,
    })),
  );
  await db.insert(questionAnswers).values({ questionId: q4, position: 0, content: '-1,5', isCorrect: true });
  const [o1, o2] = options as [number[], number[]];
  return {
    questionIds: [q1, q2, q3, q4],
    options,
    keys: [
      { id: q1, type: 'CHOICE', optionIds: o1, correctOptionId: o1[0] as number },
      { id: q2, type: 'CHOICE', optionIds: o2, correctOptionId: o2[2] as number },
      { id: q3, type: 'TRUE_FALSE', statements: truths },
      { id: q4, type: 'SHORT', accepted: ['-1,5'] },
    ],
  };
}

export async function insertExam(t: TestApp, paper: Paper, fields: Partial<typeof exams.$inferInsert> = {}) {
  n++;
  const [exam] = await t.database.db
    .insert(exams)
    .values({
      name: `Đề thi thử số ${n}`,
      slug: `de-thi-thu-${n}`,
      scoring: DEFAULT_SCORING,
      totalPoint: 10,
      ...fields,
    })
    .returning();
  const examId = (exam as { id: number }).id;
  await t.database.db
    .insert(examQuestions)
    .values(paper.questionIds.map((questionId, position) => ({ examId, questionId, position })));
  return examId;
}

export async function insertLessonExam(t: TestApp, paper: Paper) {
  n++;
  const db = t.database.db;
  const [course] = await db
    .insert(courses)
    .values({ name: `Khoá luyện thi ${n}`, slug: `khoa-luyen-thi-${n}` })
    .returning({ id: courses.id });
  const courseId = (course as { id: number }).id;
  const [thematic] = await db
    .insert(thematics)
    .values({ courseId, name: 'Chương 1' })
    .returning({ id: thematics.id });
  const [lesson] = await db
    .insert(lessons)
    .values({
      courseId,
      thematicId: (thematic as { id: number }).id,
      name: `Kiểm tra chương ${n}`,
      slug: `kiem-tra-chuong-${n}`,
      examTime: 45,
      totalPoint: 10,
    })
    .returning({ id: lessons.id });
  const lessonId = (lesson as { id: number }).id;
  await db
    .insert(lessonQuestions)
    .values(paper.questionIds.map((questionId, position) => ({ lessonId, questionId, position })));
  return { lessonId, courseId };
}

export type Target = { examId: number } | { lessonId: number; courseId: number };

/** A session of `userId`: open (deadline in `minutesLeft`, negative = overdue) unless `closedBy` says. */
export async function insertSession(
  t: TestApp,
  target: Target,
  paper: Paper,
  userId: number,
  options: { minutesLeft?: number; closedBy?: 'SUBMIT' | 'SWEEP' | 'RESET'; startedAt?: Date } = {},
) {
  n++;
  const startedAt = options.startedAt ?? new Date(Date.now() - 30 * MINUTE);
  const [row] = await t.database.db
    .insert(examSessions)
    .values({
      token: `fixture-token-${process.pid}-${n}`,
      userId,
      ...target,
      layout: { questionIds: paper.questionIds, optionOrder: {} },
      startedAt,
      deadline: new Date(Date.now() + (options.minutesLeft ?? 60) * MINUTE),
      answers: EMPTY_SHEET,
      closedAt: options.closedBy ? new Date() : null,
      closedBy: options.closedBy ?? null,
    })
    .returning();
  return row as typeof examSessions.$inferSelect;
}

/** A graded attempt, closed and stored as the engine stores it. */
export async function insertHistory(
  t: TestApp,
  target: Target,
  paper: Paper,
  userId: number,
  sheet: ExamSheet,
  timeTaken: number,
  source: 'SUBMIT' | 'SWEEP' = 'SUBMIT',
) {
  const read = readSheet(sheet, paper.keys);
  if (!read.ok) throw new Error(`fixture sheet invalid: ${read.problem} ${read.id}`);
  const grade = gradeExam(paper.keys, read.answers, DEFAULT_SCORING, 10);
  const startedAt = new Date(Date.now() - 2 * 60 * MINUTE);
  const session = await insertSession(t, target, paper, userId, { closedBy: source, startedAt });
  const [row] = await t.database.db
    .insert(examHistories)
    .values({
      sessionId: session.id,
      userId,
      ...target,
      answers: sheet,
      grade,
      score: grade.score,
      correctCount: grade.correctCount,
      totalCount: grade.totalCount,
      timeTaken,
      startedAt,
      submittedAt: new Date(startedAt.getTime() + timeTaken * 1000),
      source,
    })
    .returning();
  return row as typeof examHistories.$inferSelect;
}
