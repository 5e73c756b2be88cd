import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type SignedIn, signedInAs } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { examHistories, examSessions } from '../../db/schema';
import { caller, ok } from '../learning/learning.fixtures';
import {
  insertExam,
  insertHistory,
  insertLessonExam,
  insertPaper,
  insertSession,
  type Paper,
} from './exam-reports.fixtures';

/*
 * Issue 11, exam sessions in the back office: the list with its states, extend and reset as one
 * conditional update each (never a closed session), and who may call them.
 */

let t: TestApp;
let teacher: SignedIn;
let staff: SignedIn;
let student: SignedIn;
let paper: Paper;
let examId: number;

const logLines: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, undefined, undefined, {
    write: (line) => void logLines.push(line),
  });
  [teacher, staff, student] = await Promise.all([
    signedInAs(t, 'teacher'),
    signedInAs(t, 'staff'),
    signedInAs(t, 'student'),
  ]);
  paper = await insertPaper(t);
  examId = await insertExam(t, paper);
});
afterAll(() => t?.close());

const as = (who: SignedIn | null) => caller(t, who);

async function student_(firstName: string) {
  return createUser(t, { firstName });
}

describe('GET /api/admin/exams/{id}/exam-sessions', () => {
  it('lists each session with its state and who closed it, filtered by state and name', async () => {
    const open = await student_('An');
    const overdue = await student_('Bảo');
    const done = await student_('Chi');
    await insertSession(t, { examId }, paper, open.id, { minutesLeft: 40 });
    await insertSession(t, { examId }, paper, overdue.id, { minutesLeft: -5 });
    await insertHistory(
      t,
      { examId },
      paper,
      done.id,
      { answered: '', trueFalseAnswered: {}, shortAnswerAnswered: {} },
      60,
      'SWEEP',
    );

    const list = await ok<{
      data: { user: { id: number }; state: string; closedBy: string | null }[];
      pagination: { total: number };
    }>(as(teacher)('GET', `/api/admin/exams/${examId}/exam-sessions?limit=-1`));
    const stateOf = (userId: number) => list.data.find((s) => s.user.id === userId);
    expect(stateOf(open.id)).toMatchObject({ state: 'OPEN', closedBy: null });
    expect(stateOf(overdue.id)).toMatchObject({ state: 'OVERDUE', closedBy: null });
    expect(stateOf(done.id)).toMatchObject({ state: 'CLOSED', closedBy: 'SWEEP' });
    expect(list.pagination.total).toBe(list.data.length);

    const overdueOnly = await ok<{ data: { user: { id: number } }[] }>(
      as(teacher)('GET', `/api/admin/exams/${examId}/exam-sessions?state=OVERDUE`),
    );
    expect(overdueOnly.data.map((s) => s.user.id)).toEqual([overdue.id]);
    const byName = await ok<{ data: { user: { id: number } }[] }>(
      as(teacher)('GET', `/api/admin/exams/${examId}/exam-sessions?q=${encodeURIComponent('Bảo')}`),
    );
    expect(byName.data.map((s) => s.user.id)).toEqual([overdue.id]);
  });

  it('lists a lesson exam’s sessions on its own path, and not another target’s', async () => {
    const { lessonId, courseId } = await insertLessonExam(t, paper);
    const someone = await student_('Dũng');
    const session = await insertSession(t, { lessonId, courseId }, paper, someone.id);
    const list = await ok<{ data: { id: number }[] }>(
      as(teacher)('GET', `/api/admin/lessons/${lessonId}/exam-sessions`),
    );
    expect(list.data.map((s) => s.id)).toEqual([session.id]);
    const exam = await ok<{ data: { id: number }[] }>(
      as(teacher)('GET', `/api/admin/exams/${examId}/exam-sessions`),
    );
    expect(exam.data.map((s) => s.id)).not.toContain(session.id);
  });

  it('answers NOT_FOUND for an unknown exam and VALIDATION_ERROR for an unknown state', async () => {
    const missing = await as(teacher)('GET', '/api/admin/exams/999999/exam-sessions');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('NOT_FOUND');
    const bad = await as(teacher)('GET', `/api/admin/exams/${examId}/exam-sessions?state=LOST`);
    expect(bad.statusCode).toBe(400);
  });
});

describe('PATCH /api/admin/exam-sessions/{id}/extend', () => {
  it('moves an open session’s deadline later by exactly the minutes asked', async () => {
    const someone = await student_('Em');
    const session = await insertSession(t, { examId }, paper, someone.id, { minutesLeft: 10 });
    const moved = await ok<{ deadline: string; state: string }>(
      as(teacher)('PATCH', `/api/admin/exam-sessions/${session.id}/extend`, { minutes: 15 }),
    );
    expect(new Date(moved.deadline).getTime() - session.deadline.getTime()).toBe(15 * 60_000);
    expect(moved.state).toBe('OPEN');
    const [row] = await t.database.db.select().from(examSessions).where(eq(examSessions.id, session.id));
    expect(row?.deadline.getTime()).toBe(session.deadline.getTime() + 15 * 60_000);
  });

  it('stops at the close of a mock exam whose results show after it', async () => {
    const closesAt = new Date(Date.now() + 20 * 60_000);
    const mock = await insertExam(t, paper, { closesAt, resultsShown: 'AFTER_CLOSE' });
    const someone = await student_('Phúc');
    const session = await insertSession(t, { examId: mock }, paper, someone.id, { minutesLeft: 10 });
    const moved = await ok<{ deadline: string }>(
      as(teacher)('PATCH', `/api/admin/exam-sessions/${session.id}/extend`, { minutes: 30 }),
    );
    expect(new Date(moved.deadline).getTime()).toBe(closesAt.getTime());
  });

  it('reopens an overdue session the sweep has not closed yet', async () => {
    const someone = await student_('Giang');
    const session = await insertSession(t, { examId }, paper, someone.id, { minutesLeft: -5 });
    const moved = await ok<{ state: string }>(
      as(teacher)('PATCH', `/api/admin/exam-sessions/${session.id}/extend`, { minutes: 20 }),
    );
    expect(moved.state).toBe('OPEN');
  });

  it('refuses a closed session (EXAM_SESSION_CLOSED), an unknown one (NOT_FOUND) and minutes out of 1–180', async () => {
    const someone = await student_('Hà');
    const history = await insertHistory(
      t,
      { examId },
      paper,
      someone.id,
      { answered: '', trueFalseAnswered: {}, shortAnswerAnswered: {} },
      60,
    );
    const [closed] = await t.database.db
      .select()
      .from(examSessions)
      .where(eq(examSessions.id, history.sessionId));
    const refused = await as(teacher)('PATCH', `/api/admin/exam-sessions/${history.sessionId}/extend`, {
      minutes: 5,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('EXAM_SESSION_CLOSED');
    const [after] = await t.database.db
      .select()
      .from(examSessions)
      .where(eq(examSessions.id, history.sessionId));
    expect(after?.deadline).toEqual(closed?.deadline);

    const unknown = await as(teacher)('PATCH', '/api/admin/exam-sessions/999999/extend', { minutes: 5 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NOT_FOUND');

    const open = await insertSession(t, { examId }, paper, someone.id);
    for (const minutes of [0, 181, 1.5, '10'])
      expect(
        (await as(teacher)('PATCH', `/api/admin/exam-sessions/${open.id}/extend`, { minutes })).statusCode,
      ).toBe(400);
  });
});

describe('POST /api/admin/exam-sessions/{id}/reset', () => {
  it('closes an open session as RESET with no history, so the student may open a new one', async () => {
    const someone = await student_('Khánh');
    const session = await insertSession(t, { examId }, paper, someone.id);
    const reset = await ok<{ state: string; closedBy: string }>(
      as(teacher)('POST', `/api/admin/exam-sessions/${session.id}/reset`),
    );
    expect(reset).toMatchObject({ state: 'CLOSED', closedBy: 'RESET' });
    const histories = await t.database.db
      .select()
      .from(examHistories)
      .where(eq(examHistories.sessionId, session.id));
    expect(histories).toEqual([]);
    // The one-open-session index no longer holds the student: a new session can be opened.
    await expect(insertSession(t, { examId }, paper, someone.id)).resolves.toBeTruthy();
  });

  it('audits extend and reset with who did it to whom, never the session token', async () => {
    const someone = await student_('Quang');
    const session = await insertSession(t, { examId }, paper, someone.id);
    await ok(as(teacher)('PATCH', `/api/admin/exam-sessions/${session.id}/extend`, { minutes: 5 }));
    await ok(as(teacher)('POST', `/api/admin/exam-sessions/${session.id}/reset`));
    const audits = logLines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry.sessionId === session.id && typeof entry.audit === 'string');
    expect(audits.map((entry) => entry.audit)).toEqual(['exam-session.extend', 'exam-session.reset']);
    for (const entry of audits)
      expect(entry).toMatchObject({ studentId: someone.id, staffId: teacher.user.id });
    expect(logLines.join('\n')).not.toContain(session.token);
  });

  it('refuses a second reset and a submitted session, whose history stays', async () => {
    const someone = await student_('Linh');
    const session = await insertSession(t, { examId }, paper, someone.id);
    await ok(as(teacher)('POST', `/api/admin/exam-sessions/${session.id}/reset`));
    const again = await as(teacher)('POST', `/api/admin/exam-sessions/${session.id}/reset`);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('EXAM_SESSION_CLOSED');

    const history = await insertHistory(
      t,
      { examId },
      paper,
      someone.id,
      { answered: '', trueFalseAnswered: {}, shortAnswerAnswered: {} },
      60,
    );
    const refused = await as(teacher)('POST', `/api/admin/exam-sessions/${history.sessionId}/reset`);
    expect(refused.json().code).toBe('EXAM_SESSION_CLOSED');
    const [kept] = await t.database.db.select().from(examHistories).where(eq(examHistories.id, history.id));
    expect(kept?.id).toBe(history.id);
  });
});

describe('access', () => {
  it('refuses a student and an anonymous caller everywhere, and staff without exam-session:update on the writes', async () => {
    const someone = await student_('Minh');
    const session = await insertSession(t, { examId }, paper, someone.id);
    const calls = [
      ['GET', `/api/admin/exams/${examId}/exam-sessions`],
      ['PATCH', `/api/admin/exam-sessions/${session.id}/extend`, { minutes: 5 }],
      ['POST', `/api/admin/exam-sessions/${session.id}/reset`],
    ] as const;
    for (const [method, url, body] of calls) {
      expect((await as(student)(method, url, body)).statusCode, url).toBe(403);
      expect((await as(null)(method, url, body)).statusCode, url).toBe(401);
    }
    // Staff (Nhân viên) read exams but may not change a session.
    await ok(as(staff)('GET', `/api/admin/exams/${examId}/exam-sessions`));
    expect(
      (await as(staff)('PATCH', `/api/admin/exam-sessions/${session.id}/extend`, { minutes: 5 })).statusCode,
    ).toBe(403);
    expect((await as(staff)('POST', `/api/admin/exam-sessions/${session.id}/reset`)).statusCode).toBe(403);
    const [unchanged] = await t.database.db
      .select()
      .from(examSessions)
      .where(eq(examSessions.id, session.id));
    expect(unchanged).toMatchObject({ closedAt: null, deadline: session.deadline });
  });
});
