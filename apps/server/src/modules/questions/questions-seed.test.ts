import { questionInputSchema } from '@tutor/contract/question-input';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signedInAs } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { categories, questions } from '../../db/schema';
import { seedQuestions } from './seed';
import { DEMO_CHAPTERS, DEMO_QUESTIONS } from './seed-data';

describe('demo question data', () => {
  it('has at least 60 questions that each pass the input schema, across the three parts and 5+ chapters', () => {
    expect(DEMO_QUESTIONS.length).toBeGreaterThanOrEqual(60);
    for (const [index, demo] of DEMO_QUESTIONS.entries()) {
      const parsed = questionInputSchema.safeParse(demo.question);
      expect(parsed.success, `question ${index}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
    }
    const types = new Set(DEMO_QUESTIONS.map((demo) => demo.question.type));
    expect([...types].sort()).toEqual(['CHOICE', 'SHORT', 'TRUE_FALSE']);
    const chapters = new Set(DEMO_QUESTIONS.map((demo) => demo.chapter));
    expect(chapters.size).toBeGreaterThanOrEqual(5);
    expect(new Set(DEMO_QUESTIONS.map((demo) => demo.question.difficulty)).size).toBe(4);
    const withSolution = DEMO_QUESTIONS.filter((demo) => demo.question.solution);
    expect(withSolution.length / DEMO_QUESTIONS.length).toBeGreaterThan(0.75);
    // Every stem carries maths.
    expect(DEMO_QUESTIONS.filter((demo) => demo.question.content.includes('$')).length).toBeGreaterThan(50);
  });
});

describe('seedQuestions', () => {
  let t: TestApp;
  let teacher: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    teacher = await signedInAs(t, 'teacher');
    await t.database.db.transaction((tx) => seedQuestions(tx));
  });
  afterAll(() => t?.close());

  it('writes the bank with its chapters and tags, readable by the admin list', async () => {
    const [total] = await t.database.db.select({ n: count() }).from(questions);
    expect(total?.n).toBe(DEMO_QUESTIONS.length);
    const chapters = await t.database.db.select().from(categories).where(eq(categories.type, 'QUESTION'));
    expect(chapters.map((c) => c.name).sort()).toEqual([...DEMO_CHAPTERS].sort());

    const list = await t.request({
      method: 'GET',
      url: `/api/admin/questions?categoryId=${chapters[0]?.id}&limit=100`,
      headers: teacher.headers,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.length).toBeGreaterThan(5);
    for (const row of list.json().data) {
      expect(row.category.id).toBe(chapters[0]?.id);
      expect(row.tags.length).toBeGreaterThan(0);
      expect(row.answerCount).toBeGreaterThan(0);
    }
  });
});
