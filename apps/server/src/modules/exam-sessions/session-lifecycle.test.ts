import { EXAM_GRACE_SECONDS } from '@tutor/contract/exam-sessions';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, type SignedIn, signedInAs } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { examHistories, examSessions } from '../../db/schema';
import { sweepOverdueSessions } from './closing';
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
  setDeadline,
  sheet,
} from './exam-sessions.fixtures';

let t: TestApp;
let student: SignedIn;
let other: SignedIn;
let paper: Paper;

beforeAll(async () => {
  t = await createTestApp();
  student = await signedInAs(t, 'student');
  other = await signedInAs(t, 'student');
  paper = await insertPaper(t);
});
afterAll(() => t?.close());

type Opened = { token: string; isNewToken: boolean; examTime: number };
const open = (who: SignedIn, examId: number) =>
  ok<Opened>(api(t, who)('POST', `/exams/${examId}/exam-sessions`));
const save = (who: SignedIn, examId: number, token: string, body: object) =>
  api(t, who)('PUT', `/exams/${examId}/exam-answers/${token}`, body);
const submit = (who: SignedIn, examId: number, token: string, body: object) =>
  api(t, who)('POST', `/exams/${examId}/exam-histories/${token}`, body);
const sessionRow = async (token: string) =>
  (await t.database.db.select().from(examSessions).where(eq(examSessions.token, token)))[0];
const historiesOf = (userId: number, examId: number) =>
  t.database.db
    .select()
    .from(examHistories)
    .where(and(eq(examHistories.userId, userId), eq(examHistories.examId, examId)));

describe('opening a session', () => {
  it('opens once, resumes with the same token and the server deadline, and counts down from it', async () => {
    const exam = await insertExam(t, paper, { duration: 45 });
    const me = await signedInAs(t, 'student');
    const first = await open(me, exam.id);
    expect(first.isNewToken).toBe(true);
    expect(first.examTime).toBeGreaterThan(45 * 60 - 5);
    expect(first.examTime).toBeLessThanOrEqual(45 * 60);

    // Signing in again (another device) resumes the same session; the deadline does not move.
    await setDeadline(t, first.token, secondsFromNow(600));
    const res = await login(t, me.user.username);
    const elsewhere = { ...me, headers: { authorization: `Bearer ${res.json().accessToken}` } };
    const resumed = await open(elsewhere, exam.id);
    expect(resumed).toMatchObject({ token: first.token, isNewToken: false });
    expect(resumed.examTime).toBeGreaterThan(590);
    expect(resumed.examTime).toBeLessThanOrEqual(600);
  });

  it('opens one session for twenty requests at once', async () => {
    const exam = await insertExam(t, paper);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => api(t, student)('POST', `/exams/${exam.id}/exam-sessions`)),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
    const tokens = new Set(answers.map((res) => res.json().token));
    expect(tokens.size).toBe(1);
    expect(answers.filter((res) => res.json().isNewToken)).toHaveLength(1);
    const rows = await t.database.db.select().from(examSessions).where(eq(examSessions.examId, exam.id));
    expect(rows).toHaveLength(1);
  });

  it('keeps to the allowed attempts, also when many opens race after a submit', async () => {
    const exam = await insertExam(t, paper, { attemptsAllowed: 2 });
    const first = await open(student, exam.id);
    await ok(submit(student, exam.id, first.token, { ...sheet({}), submitKey: 'attempt-one-key' }));
    const racing = await Promise.all(
      Array.from({ length: 10 }, () => api(t, student)('POST', `/exams/${exam.id}/exam-sessions`)),
    );
    expect(new Set(racing.map((res) => res.json().token)).size).toBe(1);
    const second = racing[0]?.json() as Opened;
    await ok(submit(student, exam.id, second.token, { ...sheet({}), submitKey: 'attempt-two-key' }));
    const after = await Promise.all(
      Array.from({ length: 5 }, () => api(t, student)('POST', `/exams/${exam.id}/exam-sessions`)),
    );
    for (const res of after) expect(res.json().code).toBe('EXAM_ATTEMPTS_EXHAUSTED');
    expect(await historiesOf(student.user.id, exam.id)).toHaveLength(2);
    const status = await ok(api(t, student)('GET', `/exams/${exam.id}/exam-status`));
    expect(status).toMatchObject({ examStatus: 'DONE', attemptsUsed: 2, attemptsAllowed: 2 });
  });

  it('refuses outside the window, and never sets a deadline past its close', async () => {
    const early = await insertExam(t, paper, { opensAt: secondsFromNow(3600) });
    await refused(api(t, student)('POST', `/exams/${early.id}/exam-sessions`), 'EXAM_NOT_OPEN_YET');
    const late = await insertExam(t, paper, { opensAt: secondsAgo(7200), closesAt: secondsAgo(60) });
    await refused(api(t, student)('POST', `/exams/${late.id}/exam-sessions`), 'EXAM_CLOSED');
    const closing = await insertExam(t, paper, { duration: 90, closesAt: secondsFromNow(300) });
    const opened = await open(student, closing.id);
    expect(opened.examTime).toBeLessThanOrEqual(300);
    expect(opened.examTime).toBeGreaterThan(290);
  });

  it('refuses an exam that is inactive, missing or without questions', async () => {
    const inactive = await insertExam(t, paper, { status: 'INACTIVE' });
    await refused(api(t, student)('POST', `/exams/${inactive.id}/exam-sessions`), 'NOT_FOUND');
    await refused(api(t, student)('POST', '/exams/999999999/exam-sessions'), 'NOT_FOUND');
    const empty = await insertExam(t, { ...paper, questionIds: [] });
    await refused(api(t, student)('POST', `/exams/${empty.id}/exam-sessions`), 'EXAM_HAS_NO_QUESTIONS');
    await refused(api(t, null)('POST', `/exams/${inactive.id}/exam-sessions`), 'UNAUTHENTICATED');
  });
});

describe('autosave', () => {
  it('keeps the latest sheet, ignores an older seq, and restores it on another device', async () => {
    const exam = await insertExam(t, paper);
    const { token } = await open(student, exam.id);
    const q = paper.choice[0] as Paper['choice'][number];
    const newer = sheet({ options: [q.optionIds[1] as number] });
    const saved = await ok<{ savedAt: string; seq: number }>(
      save(student, exam.id, token, { ...newer, seq: 5 }),
    );
    expect(saved.seq).toBe(5);
    const stale = await ok<{ savedAt: string; seq: number }>(
      save(student, exam.id, token, { ...sheet({ options: [q.optionIds[3] as number] }), seq: 4 }),
    );
    expect(stale).toMatchObject({ savedAt: saved.savedAt, seq: 5 });
    const paperRes = await ok<{ answers: unknown; seq: number; savedAt: string }>(
      api(t, student)('GET', `/exams/${exam.id}/exam-questions/${token}`),
    );
    expect(paperRes.answers).toEqual(newer);
    expect(paperRes).toMatchObject({ seq: 5, savedAt: saved.savedAt });
  });

  it('refuses sheets of the wrong shape or for questions not in the session, storing nothing', async () => {
    const exam = await insertExam(t, paper);
    const { token } = await open(student, exam.id);
    const stranger = await insertPaper(t, { choice: 1, trueFalse: 1, short: 0 });
    const tf = paper.trueFalse[0] as Paper['trueFalse'][number];
    const choice = paper.choice[0] as Paper['choice'][number];
    const cases: [object, string][] = [
      [
        { ...sheet({ options: [stranger.choice[0]?.optionIds[0] as number] }), seq: 1 },
        'EXAM_ANSWER_INVALID',
      ],
      [
        { ...sheet({ options: [choice.optionIds[0] as number, choice.optionIds[1] as number] }), seq: 1 },
        'EXAM_ANSWER_INVALID',
      ],
      [
        { ...sheet({ trueFalse: { [stranger.trueFalse[0]?.id as number]: ['T', 'F', 'T', 'F'] } }), seq: 1 },
        'EXAM_ANSWER_INVALID',
      ],
      [{ ...sheet({ short: { [tf.id]: ['1', '', '', ''] } }), seq: 1 }, 'EXAM_ANSWER_INVALID'],
      [{ ...sheet({ trueFalse: { [tf.id]: ['T', 'X', '', ''] } }), seq: 1 }, 'VALIDATION_ERROR'],
      [{ ...sheet({ trueFalse: { [tf.id]: ['T'] } }), seq: 1 }, 'VALIDATION_ERROR'],
      [{ ...sheet({}), seq: -1 }, 'VALIDATION_ERROR'],
      [{ ...sheet({}), seq: 1, extra: 1 }, 'VALIDATION_ERROR'],
      [{ answered: 'abc', seq: 1 }, 'VALIDATION_ERROR'],
    ];
    for (const [body, code] of cases) await refused(save(student, exam.id, token, body), code);
    expect((await sessionRow(token))?.savedAt).toBeNull();
  });

  it('checks the sheet from the session row alone, and still checks a session opened before types were kept', async () => {
    const exam = await insertExam(t, paper);
    const { token } = await open(student, exam.id);
    const choice = paper.choice[0] as Paper['choice'][number];
    const tf = paper.trueFalse[0] as Paper['trueFalse'][number];
    const read: string[] = [];
    const stop = t.database.observeQueries((query) => {
      if (/\bquestion(s|_answers)\b/.test(query)) read.push(query);
    });
    try {
      await ok(
        save(student, exam.id, token, { ...sheet({ options: [choice.optionIds[0] as number] }), seq: 1 }),
      );
      await refused(
        save(student, exam.id, token, { ...sheet({ short: { [tf.id]: ['1', '', '', ''] } }), seq: 2 }),
        'EXAM_ANSWER_INVALID',
      );
    } finally {
      stop();
    }
    expect(read).toEqual([]);

    // A session whose layout has no types (opened before they were kept) reads the paper, same rules.
    const row = await sessionRow(token);
    const { types: _types, ...older } = row?.layout ?? { questionIds: [], optionOrder: {} };
    await t.database.db.update(examSessions).set({ layout: older }).where(eq(examSessions.token, token));
    await ok(
      save(student, exam.id, token, { ...sheet({ options: [choice.optionIds[1] as number] }), seq: 3 }),
    );
    await refused(
      save(student, exam.id, token, { ...sheet({ short: { [tf.id]: ['1', '', '', ''] } }), seq: 4 }),
      'EXAM_ANSWER_INVALID',
    );
    expect((await sessionRow(token))?.answerSeq).toBe(3);
  });

  it('answers a token of another student or another exam as an invalid session', async () => {
    const exam = await insertExam(t, paper);
    const otherExam = await insertExam(t, paper);
    const { token } = await open(student, exam.id);
    await refused(save(other, exam.id, token, { ...sheet({}), seq: 1 }), 'EXAM_SESSION_INVALID');
    await refused(save(student, otherExam.id, token, { ...sheet({}), seq: 1 }), 'EXAM_SESSION_INVALID');
    await refused(api(t, other)('GET', `/exams/${exam.id}/exam-questions/${token}`), 'EXAM_SESSION_INVALID');
    await refused(
      submit(other, exam.id, token, { ...sheet({}), submitKey: 'someone-elses' }),
      'EXAM_SESSION_INVALID',
    );
    await refused(save(student, exam.id, 'x'.repeat(32), { ...sheet({}), seq: 1 }), 'EXAM_SESSION_INVALID');
    expect((await sessionRow(token))?.closedAt).toBeNull();
  });
});

describe('the deadline', () => {
  it('takes saves during the grace, then refuses them and closes with the last saved sheet', async () => {
    const exam = await insertExam(t, paper);
    const { token } = await open(student, exam.id);
    const right = paper.choice[0] as Paper['choice'][number];
    await setDeadline(t, token, secondsAgo(EXAM_GRACE_SECONDS - 10), secondsAgo(3600));
    await ok(save(student, exam.id, token, { ...sheet({ options: [right.correctId] }), seq: 1 }));

    await setDeadline(t, token, secondsAgo(EXAM_GRACE_SECONDS + 1));
    const before = await sessionRow(token);
    await refused(
      save(student, exam.id, token, { ...sheet({ options: [right.optionIds[0] as number] }), seq: 2 }),
      'EXAM_TIME_UP',
    );
    const after = await sessionRow(token);
    expect(after?.answers).toEqual(before?.answers);
    expect(after?.answerSeq).toBe(1);
    // Closing on read: the refused save closed it with what was saved.
    const [history] = await historiesOf(student.user.id, exam.id);
    expect(history).toMatchObject({ source: 'SWEEP', correctCount: 1, submitKey: null });
    expect(after?.closedBy).toBe('SWEEP');
  });

  it('closes overdue sessions in the sweep with their saved answers, once', async () => {
    const exam = await insertExam(t, paper);
    const a = await open(student, exam.id);
    const b = await open(other, exam.id);
    await ok(save(student, exam.id, a.token, { ...perfectSheet(paper), seq: 1 }));
    await setDeadline(t, a.token, secondsAgo(EXAM_GRACE_SECONDS + 5), secondsAgo(5400));
    await setDeadline(t, b.token, secondsAgo(EXAM_GRACE_SECONDS + 5), secondsAgo(5400));
    const [closedA, closedB] = await Promise.all([
      sweepOverdueSessions(t.database.db),
      sweepOverdueSessions(t.database.db),
    ]);
    expect((closedA ?? 0) + (closedB ?? 0)).toBeGreaterThanOrEqual(2);
    const [mine] = await historiesOf(student.user.id, exam.id);
    expect(mine).toMatchObject({ source: 'SWEEP', score: 10 });
    // Time taken stops at the deadline, not at the sweep.
    expect(mine?.timeTaken).toBeLessThanOrEqual(5400 - EXAM_GRACE_SECONDS - 4);
    expect(await historiesOf(other.user.id, exam.id)).toHaveLength(1);
    const status = await ok(api(t, student)('GET', `/exams/${exam.id}/exam-status`));
    expect(status).toMatchObject({ examStatus: 'DONE', historyId: mine?.id });
  });

  it('closes on read: the status call finds an overdue session and answers DONE', async () => {
    const exam = await insertExam(t, paper);
    const { token } = await open(student, exam.id);
    expect(await ok(api(t, student)('GET', `/exams/${exam.id}/exam-status`))).toMatchObject({
      examStatus: 'DOING',
      token,
    });
    await setDeadline(t, token, secondsAgo(EXAM_GRACE_SECONDS + 1));
    expect(await ok(api(t, student)('GET', `/exams/${exam.id}/exam-status`))).toMatchObject({
      examStatus: 'DONE',
    });
    await refused(api(t, student)('GET', `/exams/${exam.id}/exam-questions/${token}`), 'EXAM_TIME_UP');
  });

  it('a late submit closes with the saved sheet, not the late body, and says so', async () => {
    const exam = await insertExam(t, paper);
    const { token } = await open(student, exam.id);
    await setDeadline(t, token, secondsAgo(EXAM_GRACE_SECONDS + 2));
    const late = await ok<{ isLate: boolean; examHistory: { score: number; source: string } }>(
      submit(student, exam.id, token, { ...perfectSheet(paper), submitKey: 'late-submit-key' }),
    );
    expect(late).toMatchObject({ isLate: true, examHistory: { score: 0, source: 'SWEEP' } });
  });

  it('staff extending the deadline in the database gives more time; a reset lets the student start over', async () => {
    const exam = await insertExam(t, paper, { duration: 10 });
    const { token } = await open(student, exam.id);
    await setDeadline(t, token, secondsAgo(EXAM_GRACE_SECONDS + 60));
    // Extended before anything read it: the session is alive again.
    await setDeadline(t, token, secondsFromNow(1200));
    const saved = await ok<{ examTime: number }>(save(student, exam.id, token, { ...sheet({}), seq: 1 }));
    expect(saved.examTime).toBeGreaterThan(1190);

    await t.database.db
      .update(examSessions)
      .set({ closedAt: new Date(), closedBy: 'RESET' })
      .where(eq(examSessions.token, token));
    await refused(save(student, exam.id, token, { ...sheet({}), seq: 2 }), 'EXAM_SESSION_CLOSED');
    await refused(
      submit(student, exam.id, token, { ...sheet({}), submitKey: 'after-reset-key' }),
      'EXAM_SESSION_CLOSED',
    );
    const fresh = await open(student, exam.id);
    expect(fresh.isNewToken).toBe(true);
    expect(fresh.token).not.toBe(token);
    expect(await historiesOf(student.user.id, exam.id)).toHaveLength(0);
  });
});

describe('submitting', () => {
  it('grades on the server and answers the same history to every retry', async () => {
    const exam = await insertExam(t, paper);
    const { token } = await open(student, exam.id);
    const body = { ...perfectSheet(paper), submitKey: 'perfect-submit-key' };
    const [a, b] = await Promise.all([
      submit(student, exam.id, token, body),
      submit(student, exam.id, token, body),
    ]);
    const first = a.json();
    expect(a.statusCode, a.body).toBe(200);
    expect(b.json().examHistory.id).toBe(first.examHistory.id);
    expect(first).toMatchObject({
      isLate: false,
      examHistory: { score: 10, source: 'SUBMIT', correctCount: 8 },
    });
    const another = await ok<{ examHistory: { id: number } }>(
      submit(student, exam.id, token, { ...sheet({}), submitKey: 'different-key-later' }),
    );
    expect(another.examHistory.id).toBe(first.examHistory.id);
    expect(await historiesOf(student.user.id, exam.id)).toHaveLength(1);
    await refused(save(student, exam.id, token, { ...sheet({}), seq: 9 }), 'EXAM_SESSION_CLOSED');
    await refused(api(t, student)('GET', `/exams/${exam.id}/exam-questions/${token}`), 'EXAM_SESSION_CLOSED');
  });

  it('refuses a key that already named another attempt, and bodies over the limit', async () => {
    const exam = await insertExam(t, paper);
    const first = await open(student, exam.id);
    await ok(submit(student, exam.id, first.token, { ...sheet({}), submitKey: 'used-once-key' }));
    const second = await open(student, exam.id);
    await refused(
      submit(student, exam.id, second.token, { ...sheet({}), submitKey: 'used-once-key' }),
      'VALIDATION_ERROR',
    );
    expect((await sessionRow(second.token))?.closedAt).toBeNull();
    const huge = { ...sheet({}), seq: 1, padding: 'x'.repeat(70 * 1024) };
    expect((await save(student, exam.id, second.token, huge)).statusCode).toBe(413);
  });

  it('refuses an invalid final sheet and leaves the session open', async () => {
    const exam = await insertExam(t, paper);
    const { token } = await open(student, exam.id);
    await refused(
      submit(student, exam.id, token, { ...sheet({ options: [999999999] }), submitKey: 'bad-sheet-key' }),
      'EXAM_ANSWER_INVALID',
    );
    expect((await sessionRow(token))?.closedAt).toBeNull();
    expect(await historiesOf(student.user.id, exam.id)).toHaveLength(0);
  });
});
