import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { examHistories, exams, lessonCompletions, users } from '../../db/schema';
import { loadDemoData } from '../../db/seed/demo-data';
import { api, ok, refused } from './exam-sessions.fixtures';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await loadDemoData(t.database.db, { storage: t.app.storage });
}, 180_000);
afterAll(() => t?.close());

describe('the demo data’s attempts', () => {
  it('fill the ranks of the practice papers, keep the mock exam’s hidden, and give lessons exam results', async () => {
    const db = t.database.db;
    const examRows = await db.select().from(exams).where(eq(exams.status, 'ACTIVE'));
    const histories = await db.select().from(examHistories);
    const [hocsinh01] = await db.select().from(users).where(eq(users.username, 'hocsinh01'));
    expect(histories.some((h) => h.userId === hocsinh01?.id)).toBe(false);

    for (const exam of examRows) {
      const taken = histories.filter((h) => h.examId === exam.id);
      expect(taken.length, exam.name).toBeGreaterThan(3);
      if (exam.resultsShown === 'AFTER_CLOSE') {
        await refused(api(t, null)('GET', `/exams/${exam.id}/exam-ranks`), 'EXAM_RESULT_HIDDEN');
        expect(new Set(taken.map((h) => h.userId)).size).toBe(taken.length);
      } else {
        const ranks = await ok<{ data: { score: number }[] }>(
          api(t, null)('GET', `/exams/${exam.id}/exam-ranks`),
        );
        expect(ranks.data.length).toBeGreaterThan(3);
        expect(new Set(ranks.data.map((r) => r.score)).size).toBeGreaterThan(1);
      }
    }
    const lessonRows = histories.filter((h) => h.lessonId !== null);
    expect(lessonRows.length).toBeGreaterThan(0);
    const passed = lessonRows.filter((h) => h.passed);
    const completions = await db
      .select()
      .from(lessonCompletions)
      .where(isNotNull(lessonCompletions.lessonId));
    for (const h of passed)
      expect(completions.some((c) => c.userId === h.userId && c.lessonId === h.lessonId)).toBe(true);
  });
});
