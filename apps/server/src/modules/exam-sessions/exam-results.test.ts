import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signedInAs } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { examHistories, exams } from '../../db/schema';
import {
  api,
  insertExam,
  insertPaper,
  ok,
  type Paper,
  perfectSheet,
  refused,
  secondsAgo,
  secondsFromNow,
  sheet,
} from './exam-sessions.fixtures';

let t: TestApp;
let student: SignedIn;
let teacher: SignedIn;
let paper: Paper;

beforeAll(async () => {
  t = await createTestApp();
  student = await signedInAs(t, 'student');
  teacher = await signedInAs(t, 'teacher');
  paper = await insertPaper(t);
});
afterAll(() => t?.close());

/** Every key and value of a JSON body, walked. */
function walk(value: unknown, visit: (object: Record<string, unknown>) => void) {
  if (Array.isArray(value)) for (const item of value) walk(item, visit);
  else if (value && typeof value === 'object') {
    visit(value as Record<string, unknown>);
    for (const item of Object.values(value)) walk(item, visit);
  }
}

/**
 * What a student may see before submitting, checked on one response body: no planted solution or
 * accepted value anywhere in the text, no field that carries a key, and the correct options shown exactly
 * like the others (id, label, content).
 */
function leaksIn(body: string, paper: Paper): string[] {
  const found: string[] = [];
  for (const secret of paper.secrets) if (body.includes(secret)) found.push(`secret ${secret}`);
  const correctIds = new Set(paper.choice.map((q) => q.correctId));
  const keyFields = new Set([
    'isCorrect',
    'isTrue',
    'accepted',
    'solution',
    'correct',
    'correctOptionId',
    'statementsRight',
  ]);
  walk(JSON.parse(body), (object) => {
    for (const key of Object.keys(object)) if (keyFields.has(key)) found.push(`field ${key}`);
    // An option (it has a label; question ids may coincide with option ids, they are other tables).
    if (typeof object.id === 'number' && 'label' in object && correctIds.has(object.id)) {
      const extra = Object.keys(object).filter((key) => !['id', 'label', 'content'].includes(key));
      if (extra.length > 0) found.push(`correct option ${object.id} marked by ${extra.join(',')}`);
    }
  });
  return found;
}

describe('the answer-leak scan', () => {
  it('finds no key in any response a student gets before submitting, and finds them after', async () => {
    const exam = await insertExam(t, paper, { shuffleQuestions: true, shuffleOptions: true });
    const me = await signedInAs(t, 'student');
    const call = api(t, me);
    const bodies: string[] = [];
    const seen = async (promise: ReturnType<typeof call>) => {
      const res = await promise;
      expect(res.statusCode, res.body).toBeLessThan(300);
      bodies.push(res.body);
      return res.json();
    };
    await seen(call('GET', `/exams/${exam.id}/exam-status`));
    await seen(call('GET', '/users/not-do-exam'));
    const { token } = await seen(call('POST', `/exams/${exam.id}/exam-sessions`));
    await seen(call('POST', `/exams/${exam.id}/exam-sessions`));
    const first = await seen(call('GET', `/exams/${exam.id}/exam-questions/${token}`));
    // Answer everything, the short ones wrong (a right one would echo an accepted value back).
    const wrongShort = Object.fromEntries(paper.short.map((q) => [q.id, ['9', '9', '9', '9']]));
    const answers = { ...perfectSheet(paper), shortAnswerAnswered: wrongShort };
    for (let seq = 1; seq <= 3; seq++)
      await seen(call('PUT', `/exams/${exam.id}/exam-answers/${token}`, { ...answers, seq }));
    await seen(call('GET', `/exams/${exam.id}/exam-questions/${token}`));
    await seen(call('GET', `/exams/${exam.id}/exam-status`));
    await seen(call('GET', `/exams/${exam.id}/exam-histories`));
    await seen(call('GET', `/exams/${exam.id}/exam-ranks`));

    expect(first.questions).toHaveLength(paper.questionIds.length);
    for (const body of bodies) expect(leaksIn(body, paper)).toEqual([]);

    // The scan is able to see a leak: the result, after submitting, carries every key it looks for.
    const submitted = await ok<{ examHistory: { id: number } }>(
      call('POST', `/exams/${exam.id}/exam-histories/${token}`, { ...answers, submitKey: 'leak-scan-key' }),
    );
    const result = await call('GET', `/exam-histories/${submitted.examHistory.id}`);
    const after = leaksIn(result.body, paper);
    for (const secret of paper.secrets) expect(after).toContain(`secret ${secret}`);
    expect(after).toContain('field isCorrect');
  });

  it('shuffles within parts per session, relabels options A–D, and grades by option id', async () => {
    const exam = await insertExam(t, paper, { shuffleQuestions: true, shuffleOptions: true });
    const orders = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const who = await signedInAs(t, 'student');
      const { token } = await ok<{ token: string }>(api(t, who)('POST', `/exams/${exam.id}/exam-sessions`));
      const shown = await ok<{
        questions: { id: number; part: number; options: { id: number; label: string }[] }[];
      }>(api(t, who)('GET', `/exams/${exam.id}/exam-questions/${token}`));
      const parts = shown.questions.map((q) => q.part);
      expect(parts).toEqual([...parts].sort());
      expect(new Set(shown.questions.map((q) => q.id))).toEqual(new Set(paper.questionIds));
      for (const q of shown.questions.filter((q) => q.part === 1))
        expect(q.options.map((o) => o.label)).toEqual(['A', 'B', 'C', 'D']);
      orders.add(JSON.stringify(shown.questions.map((q) => [q.id, q.options.map((o) => o.id)])));
      const graded = await ok<{ examHistory: { score: number } }>(
        api(t, who)('POST', `/exams/${exam.id}/exam-histories/${token}`, {
          ...perfectSheet(paper),
          submitKey: `shuffle-${i}-key`,
        }),
      );
      expect(graded.examHistory.score).toBe(10);
    }
    expect(orders.size).toBeGreaterThan(1);
  });
});

describe('results', () => {
  it('hides scores, keys and ranks of an AFTER_CLOSE exam until its window closes (staff always see)', async () => {
    const exam = await insertExam(t, paper, { resultsShown: 'AFTER_CLOSE', closesAt: secondsFromNow(3600) });
    const { token } = await ok<{ token: string }>(api(t, student)('POST', `/exams/${exam.id}/exam-sessions`));
    const submitted = await ok<{
      examHistory: { id: number; score: number | null; isResultVisible: boolean; parts: unknown };
    }>(
      api(t, student)('POST', `/exams/${exam.id}/exam-histories/${token}`, {
        ...perfectSheet(paper),
        submitKey: 'after-close-key',
      }),
    );
    expect(submitted.examHistory).toMatchObject({ score: null, isResultVisible: false, parts: null });
    const list = await ok<{ data: { score: number | null }[] }>(
      api(t, student)('GET', `/exams/${exam.id}/exam-histories`),
    );
    expect(list.data).toHaveLength(1);
    expect(list.data[0]?.score).toBeNull();
    await refused(
      api(t, student)('GET', `/exam-histories/${submitted.examHistory.id}`),
      'EXAM_RESULT_HIDDEN',
    );
    await refused(api(t, null)('GET', `/exams/${exam.id}/exam-ranks`), 'EXAM_RESULT_HIDDEN');
    const staffView = await ok<{ score: number }>(
      api(t, teacher)('GET', `/exam-histories/${submitted.examHistory.id}`),
    );
    expect(staffView.score).toBe(10);

    await t.database.db
      .update(exams)
      .set({ opensAt: secondsAgo(7200), closesAt: secondsAgo(1) })
      .where(eq(exams.id, exam.id));
    const detail = await ok<{
      score: number;
      parts: { part: number; score: number; max: number }[];
      questions: {
        type: string;
        solution: string;
        isCorrect: boolean;
        options: { isCorrect: boolean }[];
        accepted: string[];
      }[];
    }>(api(t, student)('GET', `/exam-histories/${submitted.examHistory.id}`));
    expect(detail.score).toBe(10);
    expect(detail.parts.map((p) => [p.part, p.score, p.max])).toEqual([
      [1, 2.5, 2.5],
      [2, 5, 5],
      [3, 2.5, 2.5],
    ]);
    expect(detail.questions.every((q) => q.isCorrect && q.solution.includes('LOI-GIAI-BI-MAT'))).toBe(true);
    expect(detail.questions.filter((q) => q.type === 'SHORT').every((q) => q.accepted.length === 2)).toBe(
      true,
    );
    const ranks = await ok<{ data: { score: number }[] }>(
      api(t, null)('GET', `/exams/${exam.id}/exam-ranks`),
    );
    expect(ranks.data.map((r) => r.score)).toEqual([10]);
  });

  it('shows a result only to its owner or staff', async () => {
    const exam = await insertExam(t, paper);
    const { token } = await ok<{ token: string }>(api(t, student)('POST', `/exams/${exam.id}/exam-sessions`));
    const { examHistory } = await ok<{ examHistory: { id: number } }>(
      api(t, student)('POST', `/exams/${exam.id}/exam-histories/${token}`, {
        ...sheet({}),
        submitKey: 'owner-only-key',
      }),
    );
    const stranger = await signedInAs(t, 'student');
    await refused(api(t, stranger)('GET', `/exam-histories/${examHistory.id}`), 'NOT_FOUND');
    await refused(api(t, null)('GET', `/exam-histories/${examHistory.id}`), 'UNAUTHENTICATED');
    await refused(api(t, student)('GET', `/lesson-exam-histories/${examHistory.id}`), 'NOT_FOUND');
    await ok(api(t, teacher)('GET', `/exam-histories/${examHistory.id}`));
  });

  it('ranks each student by their best attempt: score, then less time, then the earlier submit', async () => {
    const exam = await insertExam(t, paper);
    const students = await Promise.all([0, 1, 2, 3].map(() => signedInAs(t, 'student')));
    const attempt = async (who: SignedIn, right: boolean, key: string) => {
      const { token } = await ok<{ token: string }>(api(t, who)('POST', `/exams/${exam.id}/exam-sessions`));
      const body = right ? perfectSheet(paper) : sheet({ options: [paper.choice[0]?.correctId as number] });
      return (
        await ok<{ examHistory: { id: number } }>(
          api(t, who)('POST', `/exams/${exam.id}/exam-histories/${token}`, { ...body, submitKey: key }),
        )
      ).examHistory.id;
    };
    const [a, b, c, d] = students as [SignedIn, SignedIn, SignedIn, SignedIn];
    const setTime = (id: number, timeTaken: number, submittedAt: Date) =>
      t.database.db.update(examHistories).set({ timeTaken, submittedAt }).where(eq(examHistories.id, id));
    await setTime(await attempt(a, true, 'rank-a-1'), 600, secondsAgo(500));
    await setTime(await attempt(a, false, 'rank-a-2'), 100, secondsAgo(400)); // worse: not A's best
    await setTime(await attempt(b, true, 'rank-b-1'), 300, secondsAgo(300)); // same score, less time: first
    await setTime(await attempt(c, true, 'rank-c-1'), 600, secondsAgo(600)); // ties A, submitted earlier
    await setTime(await attempt(d, false, 'rank-d-1'), 60, secondsAgo(100));
    const ranks = await ok<{
      data: { rank: number; user: { id: number }; score: number; timeTaken: number }[];
      pagination: { total: number };
    }>(api(t, null)('GET', `/exams/${exam.id}/exam-ranks`));
    expect(ranks.data.map((r) => [r.rank, r.user.id, r.timeTaken])).toEqual([
      [1, b.user.id, 300],
      [2, c.user.id, 600],
      [3, a.user.id, 600],
      [4, d.user.id, 60],
    ]);
    expect(ranks.pagination.total).toBe(4);
    const page = await ok<{ data: { rank: number }[] }>(
      api(t, null)('GET', `/exams/${exam.id}/exam-ranks?offset=2&limit=1`),
    );
    expect(page.data.map((r) => r.rank)).toEqual([3]);
  });

  it('lists open exams the student has not taken', async () => {
    const fresh = await signedInAs(t, 'student');
    const taken = await insertExam(t, paper);
    const open = await insertExam(t, paper);
    const future = await insertExam(t, paper, { opensAt: secondsFromNow(3600) });
    const inactive = await insertExam(t, paper, { status: 'INACTIVE' });
    const { token } = await ok<{ token: string }>(api(t, fresh)('POST', `/exams/${taken.id}/exam-sessions`));
    await ok(
      api(t, fresh)('POST', `/exams/${taken.id}/exam-histories/${token}`, {
        ...sheet({}),
        submitKey: 'not-do-key',
      }),
    );
    const list = await ok<{ data: { id: number; questionCount: number }[] }>(
      api(t, fresh)('GET', '/users/not-do-exam?limit=100'),
    );
    const ids = list.data.map((exam) => exam.id);
    expect(ids).toContain(open.id);
    expect(ids).not.toContain(taken.id);
    expect(ids).not.toContain(future.id);
    expect(ids).not.toContain(inactive.id);
    expect(list.data.find((exam) => exam.id === open.id)?.questionCount).toBe(paper.questionIds.length);
  });
  it('lists my exam histories across exams, newest first, scores hidden where the exam hides them', async () => {
    const me = await signedInAs(t, 'student');
    const other = await signedInAs(t, 'student');
    const shown = await insertExam(t, paper);
    const hidden = await insertExam(t, paper, {
      resultsShown: 'AFTER_CLOSE',
      closesAt: secondsFromNow(3600),
    });
    const attempt = async (who: SignedIn, examId: number, key: string) => {
      const { token } = await ok<{ token: string }>(api(t, who)('POST', `/exams/${examId}/exam-sessions`));
      const { examHistory } = await ok<{ examHistory: { id: number } }>(
        api(t, who)('POST', `/exams/${examId}/exam-histories/${token}`, {
          ...perfectSheet(paper),
          submitKey: key,
        }),
      );
      return examHistory.id;
    };
    const first = await attempt(me, shown.id, 'across-1');
    const second = await attempt(me, hidden.id, 'across-2');
    await attempt(other, shown.id, 'across-other');
    await t.database.db
      .update(examHistories)
      .set({ submittedAt: secondsAgo(60) })
      .where(eq(examHistories.id, first));

    type Row = {
      id: number;
      examId: number;
      name: string;
      slug: string;
      score: number | null;
      source: string;
    };
    const mine = await ok<{ data: Row[]; pagination: { total: number } }>(
      api(t, me)('GET', '/exam-histories'),
    );
    expect(mine.data.map((h) => h.id)).toEqual([second, first]);
    expect(mine.pagination.total).toBe(2);
    expect(mine.data[0]).toMatchObject({
      examId: hidden.id,
      score: null,
      isResultVisible: false,
      source: 'SUBMIT',
    });
    expect(mine.data[1]).toMatchObject({ examId: shown.id, name: shown.name, slug: shown.slug, score: 10 });

    const page = await ok<{ data: Row[] }>(api(t, me)('GET', '/exam-histories?offset=1&limit=1'));
    expect(page.data.map((h) => h.id)).toEqual([first]);
    await refused(api(t, null)('GET', '/exam-histories'), 'UNAUTHENTICATED');
  });
});
