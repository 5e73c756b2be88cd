import { DEFAULT_PAPER, QUESTION_TYPES } from '@tutor/contract/exam-grading';
import { questionInputSchema } from '@tutor/contract/question-input';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { loadDemoData } from '../../db/seed/demo-data';
import { DEMO_PAPERS, type SeedQuestion } from './seed-papers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await loadDemoData(t.database.db, { storage: t.app.storage });
}, 120_000);
afterAll(() => t?.close());

/** A demo question in the question bank's one input shape. */
function asInput(question: SeedQuestion) {
  const answers =
    question.type === 'CHOICE'
      ? question.options.map((content, i) => ({ content, isCorrect: i === question.correct }))
      : question.type === 'TRUE_FALSE'
        ? question.statements.map(([content, isCorrect]) => ({ content, isCorrect }))
        : question.accepted.map((content) => ({ content, isCorrect: true }));
  return { type: question.type, content: question.content, solution: question.solution, answers };
}

describe('demo exams', () => {
  it('ships two full THPT 2025 papers whose keys fit the question rules', () => {
    for (const paper of DEMO_PAPERS) {
      const counts = Object.fromEntries(
        QUESTION_TYPES.map((type) => [type, paper.questions.filter((q) => q.type === type).length]),
      );
      expect(counts, paper.name).toEqual(DEFAULT_PAPER);
      for (const question of paper.questions) {
        const parsed = questionInputSchema.safeParse(asInput(question));
        expect(parsed.success, `${question.content} ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
      }
    }
  });

  it('puts the papers on the storefront: a mock exam with a window and results after close, a practice paper, chapter tests', async () => {
    const list = (await t.request({ method: 'GET', url: '/api/exams?limit=50' })).json();
    expect(list.pagination.total).toBeGreaterThanOrEqual(5);
    const byName = (name: string) => list.data.find((exam: { name: string }) => exam.name === name);
    const [mockSeed, practiceSeed] = DEMO_PAPERS;
    const mock = (await t.request({ method: 'GET', url: `/api/exams/${byName(mockSeed.name).id}` })).json();
    expect(mock).toMatchObject({ questionCount: 22, resultsShown: 'AFTER_CLOSE', attemptsAllowed: 1 });
    expect(Date.parse(mock.opensAt)).toBeLessThan(Date.now());
    expect(Date.parse(mock.closesAt)).toBeGreaterThan(Date.now());
    expect(mock.parts.map((p: { count: number }) => p.count)).toEqual([12, 4, 6]);
    const practice = (
      await t.request({ method: 'GET', url: `/api/exams/${byName(practiceSeed.name).id}` })
    ).json();
    expect(practice).toMatchObject({
      questionCount: 22,
      resultsShown: 'IMMEDIATELY',
      opensAt: null,
      closesAt: null,
    });
    const categories = (await t.request({ method: 'GET', url: '/api/exams/category' })).json().data;
    const totals = Object.fromEntries(
      categories.map((c: { name: string; total: number }) => [c.name, c.total]),
    );
    // The public menu's "Thi thử THPT Quốc gia" lands on both papers.
    expect(totals).toMatchObject({
      'Đề thi thử THPT 2025': 2,
      'Đề kiểm tra chương': 3,
      'Thi thử THPT Quốc gia': 2,
    });
    const sitemap = (await t.request({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(sitemap).toContain(`/de-thi/${mock.id}/${mock.slug}</loc>`);
    expect(sitemap).toContain(`/de-thi/${practice.id}/${practice.slug}</loc>`);
    const home = (await t.request({ method: 'GET', url: '/api/home' })).json();
    expect(home.newExams.map((e: { name: string }) => e.name)).toContain(practiceSeed.name);
  });
});
