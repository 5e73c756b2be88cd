import type { SessionPaper } from '@tutor/contract/exam-sessions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signedInAs } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { questionAnswers, questions } from '../../db/schema';
import { api, insertExam, insertPaper, ok, type Paper, perfectSheet } from './exam-sessions.fixtures';

let t: TestApp;
let paper: Paper;
beforeAll(async () => {
  // Long enough that nothing in this file outlives it by accident; the expiry is its own app below.
  t = await createTestApp({ EXAM_PAPER_CACHE_MS: '60000' });
  paper = await insertPaper(t);
});
afterAll(() => t?.close());

const open = (who: SignedIn, examId: number) =>
  ok<{ token: string }>(api(t, who)('POST', `/exams/${examId}/exam-sessions`));
const paperOf = (who: SignedIn, examId: number, token: string) =>
  ok<SessionPaper>(api(t, who)('GET', `/exams/${examId}/exam-questions/${token}`));

describe('the paper students read at the start of an exam', () => {
  it('is read from the database once for a class opening it, each student still in their own order', async () => {
    const exam = await insertExam(t, paper, { shuffleQuestions: true, shuffleOptions: true });
    const students = await Promise.all(Array.from({ length: 12 }, () => signedInAs(t, 'student')));
    const questionReads: string[] = [];
    const examReads: string[] = [];
    let papers: SessionPaper[] = [];
    const stop = t.database.observeQueries((query) => {
      if (/from "(questions|question_answers)"/.test(query)) questionReads.push(query);
      if (/from "(exams|exam_questions)"/.test(query)) examReads.push(query);
    });
    try {
      const tokens = await Promise.all(students.map((student) => open(student, exam.id)));
      // Opening checks each student's right to the exam (its own reads); the papers then read it no more.
      examReads.length = 0;
      papers = await Promise.all(
        students.map((student, i) => paperOf(student, exam.id, tokens[i]?.token ?? '')),
      );
    } finally {
      stop();
    }
    // The questions and their options, for twelve openings and twelve papers: read once.
    expect(questionReads).toHaveLength(2);
    // The exam and its question ids, for twelve papers: once.
    expect(examReads).toHaveLength(2);
    const orders = new Set(papers.map((p) => p.questions.map((q) => q.id).join(',')));
    expect(orders.size).toBeGreaterThan(1);
    for (const one of papers)
      expect(one.questions.map((q) => q.id).sort()).toEqual([...paper.questionIds].sort());
    // No key reaches a student, cached or not.
    const text = JSON.stringify(papers);
    for (const secret of paper.secrets) expect(text).not.toContain(secret);
  });

  it('grades by the key as it is at submit, even while the paper is kept', async () => {
    const exam = await insertExam(t, paper);
    const student = await signedInAs(t, 'student');
    const { token } = await open(student, exam.id);
    await paperOf(student, exam.id, token);
    // Staff correct the first multiple-choice question's key after the paper was read (and kept).
    const first = paper.choice[0] as Paper['choice'][number];
    const other = first.optionIds.find((id) => id !== first.correctId) as number;
    await t.database.db
      .update(questionAnswers)
      .set({ isCorrect: false })
      .where(eq(questionAnswers.id, first.correctId));
    await t.database.db.update(questionAnswers).set({ isCorrect: true }).where(eq(questionAnswers.id, other));
    try {
      const result = await ok<{ examHistory: { correctCount: number } }>(
        api(t, student)('POST', `/exams/${exam.id}/exam-histories/${token}`, {
          ...perfectSheet(paper),
          submitKey: 'graded-by-new-key',
        }),
      );
      // The sheet answered the old key: that question is now wrong.
      expect(result.examHistory.correctCount).toBe(7);
    } finally {
      await t.database.db
        .update(questionAnswers)
        .set({ isCorrect: true })
        .where(eq(questionAnswers.id, first.correctId));
      await t.database.db
        .update(questionAnswers)
        .set({ isCorrect: false })
        .where(eq(questionAnswers.id, other));
    }
  });

  it('shows an edited question once the short keeping time has passed', async () => {
    const quick = await createTestApp({ EXAM_PAPER_CACHE_MS: '150' });
    try {
      const own = await insertPaper(quick);
      const exam = await insertExam(quick, own);
      const student = await signedInAs(quick, 'student');
      const opened = await ok<{ token: string }>(
        api(quick, student)('POST', `/exams/${exam.id}/exam-sessions`),
      );
      const read = () =>
        ok<SessionPaper>(api(quick, student)('GET', `/exams/${exam.id}/exam-questions/${opened.token}`));
      const id = own.questionIds[0] as number;
      await read();
      await quick.database.db
        .update(questions)
        .set({ content: '<p>Câu đã sửa</p>' })
        .where(eq(questions.id, id));
      await new Promise((resolve) => setTimeout(resolve, 300));
      const after = await read();
      expect(after.questions.find((q) => q.id === id)?.content).toBe('<p>Câu đã sửa</p>');
    } finally {
      await quick.close();
    }
  });
});
