import { eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/helpers/factories';
import { statementsOf } from '../../../test/helpers/statements';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { examHistories, examSessions, lessons, thematics } from '../../db/schema';
import type { SeedContext } from '../../db/seed/demo-data';
import { insertCourse } from '../learning/learning.fixtures';
import { api, insertExam, insertPaper, ok, secondsAgo, secondsFromNow } from './exam-sessions.fixtures';
import { regradeHistories } from './regrade';
import { seedExamSessions } from './seed';
import type { TargetRef } from './targets';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('demo attempts', () => {
  it('grades demo students’ attempts on what exists, inside the windows, leaving hocsinh01 free to try', async () => {
    const db = t.database.db;
    const demoStudents = [];
    for (let i = 1; i <= 9; i++)
      demoStudents.push(await createUser(t, { username: `hocsinh${String(i).padStart(2, '0')}` }));
    const hocsinh01 = demoStudents[0]?.id;
    const paper = await insertPaper(t, { choice: 8, trueFalse: 3, short: 3 });
    const practice = await insertExam(t, paper);
    const mock = await insertExam(t, paper, {
      opensAt: secondsAgo(3 * 86_400),
      closesAt: secondsFromNow(4 * 86_400),
      attemptsAllowed: 1,
      resultsShown: 'AFTER_CLOSE',
      shuffleQuestions: true,
      shuffleOptions: true,
    });
    const course = await insertCourse(t);
    const [thematic] = await db
      .insert(thematics)
      .values({ courseId: course.id, name: 'Chương 1' })
      .returning();
    await db
      .insert(lessons)
      .values({ thematicId: thematic?.id as number, courseId: course.id, name: 'Bài 1', slug: 'bai-1' });

    // Each paper is read once for all its attempts (the reads of question rows with their answers).
    const paperReads = await statementsOf(
      t,
      () => db.transaction((tx) => seedExamSessions(tx, {} as SeedContext)),
      (query) => /from "questions" where "questions"\."id" in/.test(query),
    );
    expect(paperReads).toBe(3); // the two exams and the lesson: one read each, whatever the attempts

    const histories = await db.select().from(examHistories);
    const practiceRows = histories.filter((h) => h.examId === practice.id);
    const mockRows = histories.filter((h) => h.examId === mock.id);
    expect(practiceRows.length).toBeGreaterThanOrEqual(6);
    expect(new Set(mockRows.map((h) => h.userId)).size).toBe(mockRows.length); // one attempt each
    for (const row of mockRows)
      expect(row.startedAt.getTime()).toBeGreaterThanOrEqual(mock.opensAt?.getTime() ?? 0);
    expect(new Set(practiceRows.map((h) => h.score)).size).toBeGreaterThan(1);
    const lessonRows = histories.filter((h) => h.lessonId !== null);
    expect(lessonRows.length).toBeGreaterThan(0);
    expect(histories.filter((h) => h.userId === hocsinh01)).toEqual([]);
    expect(await db.select().from(examSessions).where(isNull(examSessions.closedAt))).toEqual([]);
    expect(
      (await db.select().from(lessons).where(isNotNull(lessons.examTime))).some((l) => l.examTime > 0),
    ).toBe(true);

    const ranks = await ok<{ data: { rank: number }[] }>(
      api(t, null)('GET', `/exams/${practice.id}/exam-ranks`),
    );
    expect(ranks.data.length).toBe(new Set(practiceRows.map((h) => h.userId)).size);
    const [first] = await db.select().from(examHistories).where(eq(examHistories.examId, practice.id));
    expect(first?.source).toBe('SUBMIT');

    // Graded as the engine grades: grading every attempt again from its stored sheet with the keys read
    // afresh (the shuffled mock exam included) changes no score and no graded question.
    const targets: TargetRef[] = [
      { kind: 'EXAM', id: practice.id },
      { kind: 'EXAM', id: mock.id },
      ...lessonRows.map((row): TargetRef => ({ kind: 'LESSON', id: row.lessonId as number })),
    ];
    for (const ref of targets) {
      const before = await db.select().from(examHistories).orderBy(examHistories.id);
      expect((await regradeHistories(db, ref)).changed).toBe(0);
      const after = await db.select().from(examHistories).orderBy(examHistories.id);
      expect(after.map((h) => h.grade)).toEqual(before.map((h) => h.grade));
    }
  });
});
