import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signedInAs } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { api, insertExam, insertPaper, ok, type Paper, perfectSheet } from './exam-sessions.fixtures';
import { forgetKnownSessions } from './sessions';

/** Auth, the session locked with its paper's keys, its target, the close with the history. */
const SUBMIT_STATEMENTS = 4;

/*
 * The exam burst (bench/README.md) is bound by the server's CPU per call, and most of that is spent
 * per SQL statement (building it, one write system call to send it, parsing its answer). These are the
 * statements each of the burst's calls sends, the auth check included, counted here so that one more
 * slipping into a hot path is a failing test, not a slower bench a week later.
 */

let t: TestApp;
let student: SignedIn;
let paper: Paper;

beforeAll(async () => {
  t = await createTestApp();
  student = await signedInAs(t, 'student');
  paper = await insertPaper(t, { choice: 4, trueFalse: 2, short: 2 });
});
afterAll(() => t?.close());

async function counted<T>(call: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const statements: string[] = [];
  const stop = t.database.observeQueries((query) => statements.push(query));
  try {
    return { result: await call(), statements };
  } finally {
    stop();
  }
}

/** Statements of a transaction's BEGIN and COMMIT: sent on PostgreSQL, not seen on PGlite. */
const inTransaction = (n: number) => (t.database.kind === 'postgres' ? n + 2 : n);

describe('statements per call of the exam burst', () => {
  it('an exam without an attempts limit: open 3, resume 2, paper 2, autosave 2, submit 4', async () => {
    const exam = await insertExam(t, paper);
    const call = api(t, student);
    const open = await counted(() => ok<{ token: string }>(call('POST', `/exams/${exam.id}/exam-sessions`)));
    const token = open.result.token;
    const resume = await counted(() => ok(call('POST', `/exams/${exam.id}/exam-sessions`)));
    const paperCall = await counted(() => ok(call('GET', `/exams/${exam.id}/exam-questions/${token}`)));
    const save = await counted(() =>
      ok(call('PUT', `/exams/${exam.id}/exam-answers/${token}`, { ...perfectSheet(paper), seq: 1 })),
    );
    const submit = await counted(() =>
      ok(
        call('POST', `/exams/${exam.id}/exam-histories/${token}`, {
          ...perfectSheet(paper),
          submitKey: 'count-key-1',
        }),
      ),
    );
    // The auth context, then: the exam, its paper and my open session in one read; the insert.
    expect(open.statements).toHaveLength(3);
    expect(resume.statements).toHaveLength(2);
    // The session, its exam and its questions in one read.
    expect(paperCall.statements).toHaveLength(2);
    // The sheet's shape is known from the opening: the UPDATE alone.
    expect(save.statements).toHaveLength(2);
    expect(submit.statements).toHaveLength(inTransaction(SUBMIT_STATEMENTS));
  });

  it('an exam with an attempts limit opens in a transaction under its lock, and an autosave from elsewhere reads the session once', async () => {
    const exam = await insertExam(t, paper, { attemptsAllowed: 2 });
    const call = api(t, student);
    const open = await counted(() => ok<{ token: string }>(call('POST', `/exams/${exam.id}/exam-sessions`)));
    // Auth, the read; then the lock, the open session FOR UPDATE, the count, the insert.
    expect(open.statements).toHaveLength(inTransaction(6));
    const token = open.result.token;
    // Another process would not know the session: forget it here the same way.
    forgetKnownSessions(t.database.db);
    const first = await counted(() =>
      ok(call('PUT', `/exams/${exam.id}/exam-answers/${token}`, { ...perfectSheet(paper), seq: 1 })),
    );
    const second = await counted(() =>
      ok(call('PUT', `/exams/${exam.id}/exam-answers/${token}`, { ...perfectSheet(paper), seq: 2 })),
    );
    expect(first.statements).toHaveLength(3);
    expect(second.statements).toHaveLength(2);
  });
});
