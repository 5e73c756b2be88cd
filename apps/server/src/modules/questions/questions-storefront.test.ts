import { DEFAULT_SCORING, EMPTY_SHEET } from '@tutor/contract/exam-grading';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signedInAs } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { examHistories, examQuestions, examSessions, exams, lessonQuestions } from '../../db/schema';
import { insertLesson } from '../videos/videos.fixtures';
import { choiceQuestion, shortQuestion, trueFalseQuestion } from './questions.fixtures';

/*
 * GET /api/questions/{id}: the key (correct ids, accepted values, solution) must never reach a caller
 * who has not earned it. Each branch of the rule has its own case.
 */

let t: TestApp;
let admin: SignedIn;
let staff: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  [admin, staff] = await Promise.all([signedInAs(t, 'admin'), signedInAs(t, 'staff')]);
});
afterAll(() => t?.close());

let sessionCounter = 0;

async function createQuestions(items: unknown[]) {
  const res = await t.request({
    method: 'POST',
    url: '/api/admin/questions/multiple',
    headers: admin.headers,
    payload: { items },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as { id: number }[];
}

const read = (id: number, who?: SignedIn) =>
  t.request({ method: 'GET', url: `/api/questions/${id}`, headers: who?.headers ?? {} });

async function insertExam(values: Partial<typeof exams.$inferInsert>, questionIds: number[]) {
  const [exam] = await t.database.db
    .insert(exams)
    .values({ name: 'Đề thi thử', slug: 'de-thi-thu', scoring: DEFAULT_SCORING, ...values })
    .returning();
  if (!exam) throw new Error('exam insert failed');
  await t.database.db
    .insert(examQuestions)
    .values(questionIds.map((questionId, position) => ({ examId: exam.id, questionId, position })));
  return exam;
}

/** A session of the student at the exam or lesson; `submitted` adds its graded history. */
async function attempt(
  student: SignedIn,
  target: { examId: number } | { lessonId: number; courseId: number },
  submitted: boolean,
) {
  sessionCounter++;
  const now = new Date();
  const [session] = await t.database.db
    .insert(examSessions)
    .values({
      token: `phien-${sessionCounter}-${Date.now()}`,
      userId: student.user.id,
      ...target,
      layout: { questionIds: [], optionOrder: {} },
      deadline: new Date(now.getTime() + 3_600_000),
      answers: EMPTY_SHEET,
      closedAt: submitted ? now : null,
      closedBy: submitted ? 'SUBMIT' : null,
    })
    .returning();
  if (!session || !submitted) return;
  await t.database.db.insert(examHistories).values({
    sessionId: session.id,
    userId: student.user.id,
    ...target,
    answers: EMPTY_SHEET,
    grade: {},
    score: 5,
    correctCount: 1,
    totalCount: 2,
    timeTaken: 600,
    startedAt: now,
    submittedAt: now,
    source: 'SUBMIT',
  });
}

function expectNoKey(body: Record<string, unknown>) {
  expect(body.key).toBeNull();
  const text = JSON.stringify(body);
  expect(text).not.toContain('isCorrect');
  expect(text).not.toContain('solution');
}

describe('GET /api/questions/{id}', () => {
  it('shows a visitor and a student the question without any key', async () => {
    const [choice, trueFalse, short] = await createQuestions([
      choiceQuestion(),
      trueFalseQuestion(),
      shortQuestion(),
    ]);
    const student = await signedInAs(t, 'student');
    for (const who of [undefined, student]) {
      const c = (await read(choice?.id as number, who)).json();
      expect(c).toMatchObject({ type: 'CHOICE', content: expect.stringContaining('x^3') });
      expect(c.options.map((o: { label: string }) => o.label)).toEqual(['A', 'B', 'C', 'D']);
      expect(Object.keys(c.options[0]).sort()).toEqual(['content', 'id', 'label']);
      expectNoKey(c);
      const tf = (await read(trueFalse?.id as number, who)).json();
      expect(tf.options.map((o: { label: string }) => o.label)).toEqual(['a', 'b', 'c', 'd']);
      expectNoKey(tf);
      // A short answer's rows are its accepted values: none are listed.
      const s = (await read(short?.id as number, who)).json();
      expect(s.options).toEqual([]);
      expect(JSON.stringify(s)).not.toContain('-1,5');
      expectNoKey(s);
    }
  });

  it('gives staff with question:read the key and solution, even of an inactive question', async () => {
    const [choice, short] = await createQuestions([choiceQuestion({ status: 'INACTIVE' }), shortQuestion()]);
    const c = (await read(choice?.id as number, staff)).json();
    expect(c.key.correctIds).toEqual([c.options[1].id]);
    expect(c.key.solution).toContain('Leftrightarrow');
    const s = (await read(short?.id as number, staff)).json();
    expect(s.key.acceptedValues).toEqual(['-1,5', '-1.5']);
  });

  it('hides an inactive question from students and visitors', async () => {
    const [hidden] = await createQuestions([choiceQuestion({ status: 'INACTIVE' })]);
    const student = await signedInAs(t, 'student');
    expect((await read(hidden?.id as number)).statusCode).toBe(404);
    expect((await read(hidden?.id as number, student)).statusCode).toBe(404);
    expect((await read(999_999)).statusCode).toBe(404);
  });

  it('keeps the key from a student whose session is still open', async () => {
    const [choice] = await createQuestions([choiceQuestion()]);
    const exam = await insertExam({ resultsShown: 'IMMEDIATELY' }, [choice?.id as number]);
    const student = await signedInAs(t, 'student');
    await attempt(student, { examId: exam.id }, false);
    expectNoKey((await read(choice?.id as number, student)).json());
  });

  it('gives the key after a submitted attempt at an exam showing results immediately', async () => {
    const [choice, other] = await createQuestions([choiceQuestion(), trueFalseQuestion()]);
    const exam = await insertExam({ resultsShown: 'IMMEDIATELY' }, [choice?.id as number]);
    const student = await signedInAs(t, 'student');
    await attempt(student, { examId: exam.id }, true);
    const body = (await read(choice?.id as number, student)).json();
    expect(body.key).toMatchObject({ correctIds: [body.options[1].id], solution: expect.any(String) });
    // Only for questions of that exam, and only for that student.
    expectNoKey((await read(other?.id as number, student)).json());
    expectNoKey((await read(choice?.id as number, await signedInAs(t, 'student'))).json());
  });

  it('waits for the window to close when results are shown after close', async () => {
    const [open, closed] = await createQuestions([trueFalseQuestion(), trueFalseQuestion()]);
    const hour = 3_600_000;
    const stillOpen = await insertExam(
      {
        resultsShown: 'AFTER_CLOSE',
        opensAt: new Date(Date.now() - hour),
        closesAt: new Date(Date.now() + hour),
      },
      [open?.id as number],
    );
    const past = await insertExam(
      {
        resultsShown: 'AFTER_CLOSE',
        opensAt: new Date(Date.now() - 3 * hour),
        closesAt: new Date(Date.now() - hour),
      },
      [closed?.id as number],
    );
    const student = await signedInAs(t, 'student');
    await attempt(student, { examId: stillOpen.id }, true);
    await attempt(student, { examId: past.id }, true);
    expectNoKey((await read(open?.id as number, student)).json());
    const body = (await read(closed?.id as number, student)).json();
    expect(body.key.correctIds).toEqual([body.options[0].id, body.options[2].id]);
  });

  it('gives the key after a submitted lesson exam containing the question', async () => {
    const [short] = await createQuestions([shortQuestion()]);
    const { lesson, course } = await insertLesson(t);
    await t.database.db
      .insert(lessonQuestions)
      .values({ lessonId: lesson.id, questionId: short?.id as number, position: 0 });
    const waiting = await signedInAs(t, 'student');
    const done = await signedInAs(t, 'student');
    await attempt(waiting, { lessonId: lesson.id, courseId: course.id }, false);
    await attempt(done, { lessonId: lesson.id, courseId: course.id }, true);
    expectNoKey((await read(short?.id as number, waiting)).json());
    expect((await read(short?.id as number, done)).json().key.acceptedValues).toEqual(['-1,5', '-1.5']);
  });
});
