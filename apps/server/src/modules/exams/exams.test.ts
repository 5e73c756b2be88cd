import { SHORT_QUARTER_SCORING } from '@tutor/contract/exam-grading';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signedInAs } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { examCategories, exams, examTags } from '../../db/schema';
import { insertCategory, insertTag, multipartFile, TINY_PDF } from '../books/catalogue.fixtures';
import { insertExam, insertOpenSession, insertQuestion, insertSubmittedHistory } from './exams.fixtures';

let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t, 'admin');
});
afterAll(() => t?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
function call(method: Method, url: string, payload?: unknown, who: SignedIn | null = admin) {
  return t.request({
    method,
    url,
    headers: who ? who.headers : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function createExam(body: Record<string, unknown>) {
  const res = await call('POST', '/api/admin/exams', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number; slug: string };
}

function upload(id: number, type: 'document' | 'answer') {
  const file = multipartFile(
    TINY_PDF,
    type === 'document' ? 'Đề thi thử.pdf' : 'Đáp án.pdf',
    'application/pdf',
  );
  return t.request({
    method: 'POST',
    url: `/api/admin/exams/${id}/upload?type=${type}`,
    headers: { ...admin.headers, ...file.headers },
    payload: file.payload,
  });
}

/** The ids of a paper: 2 of each type, made in a scrambled order. */
async function mixedQuestions() {
  return {
    short: await insertQuestion(t, 'SHORT'),
    choiceA: await insertQuestion(t, 'CHOICE'),
    trueFalse: await insertQuestion(t, 'TRUE_FALSE'),
    choiceB: await insertQuestion(t, 'CHOICE'),
  };
}

const paperIds = (body: { data: { questionId: number }[] }) => body.data.map((q) => q.questionId);

describe('admin exams CRUD', () => {
  it('creates with a slug, sanitised description, default scoring, EXAM categories and tags', async () => {
    const category = await insertCategory(t, 'EXAM');
    const tag = await insertTag(t);
    const created = await createExam({
      name: 'Đề thi thử THPT 2025',
      description: '<p>Quy chế</p><script>alert(1)</script>',
      categoryIds: [category.id],
      tagIds: [tag.id],
    });
    expect(created.slug).toBe('de-thi-thu-thpt-2025');
    const detail = (await call('GET', `/api/admin/exams/${created.id}`)).json();
    expect(detail).toMatchObject({
      description: '<p>Quy chế</p>',
      duration: 90,
      totalPoint: 10,
      scoring: { choice: 0.25, trueFalse: [0, 0.1, 0.25, 0.5, 1], short: 0.5 },
      resultsShown: 'IMMEDIATELY',
      attemptsAllowed: null,
      categoryIds: [category.id],
      tagIds: [tag.id],
      questionCount: 0,
    });
    const preset = await createExam({ name: 'Đề Vật lí', scoring: SHORT_QUARTER_SCORING });
    expect((await call('GET', `/api/admin/exams/${preset.id}`)).json().scoring.short).toBe(0.25);
  });

  it('refuses a window closing before it opens, AFTER_CLOSE without a close, a bad scoring table, a course category', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ opensAt: '2025-06-02T00:00:00Z', closesAt: '2025-06-01T00:00:00Z' }, 'closesAt'],
      [{ resultsShown: 'AFTER_CLOSE' }, 'closesAt'],
      [{ scoring: { choice: 0.25, trueFalse: [0, 0.1, 0.25], short: 0.5 } }, 'scoring.trueFalse'],
      [{ scoring: { choice: 0.25, trueFalse: [0, 0.5, 0.25, 0.5, 1], short: 0.5 } }, 'scoring.trueFalse'],
      [{ scoring: { choice: 0.25, short: 0.5, extra: 1 } }, 'scoring'],
      [{ duration: 0 }, 'duration'],
      [{ attemptsAllowed: 0 }, 'attemptsAllowed'],
      [{ categoryIds: [(await insertCategory(t, 'COURSE')).id] }, 'categoryIds.0'],
    ];
    for (const [body, path] of cases) {
      const res = await call('POST', '/api/admin/exams', { name: 'Sai', ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
      expect(
        res
          .json()
          .details.map((d: { path: string }) => d.path)
          .join(' '),
      ).toContain(path);
    }
    const ok = await createExam({
      name: 'Thi thử có lịch',
      opensAt: '2025-06-01T00:00:00Z',
      closesAt: '2025-06-02T00:00:00Z',
      resultsShown: 'AFTER_CLOSE',
    });
    // An update is checked on the row as it would be: dropping the close of an AFTER_CLOSE exam is refused.
    const update = await call('PATCH', `/api/admin/exams/${ok.id}`, { closesAt: null });
    expect(update.statusCode).toBe(400);
    expect(update.json().details[0]).toMatchObject({ path: 'closesAt' });
    const earlier = await call('PUT', `/api/admin/exams/${ok.id}`, { opensAt: '2025-06-03T00:00:00Z' });
    expect(earlier.statusCode).toBe(400);
    const fine = await call('PUT', `/api/admin/exams/${ok.id}`, {
      resultsShown: 'IMMEDIATELY',
      closesAt: null,
    });
    expect(fine.statusCode, fine.body).toBe(200);
    expect(fine.json()).toMatchObject({ closesAt: null, resultsShown: 'IMMEDIATELY' });
  });

  it('refuses to delete an exam with histories, deletes one without, and deletes many per id', async () => {
    const student = await signedInAs(t, 'student');
    const taken = (await createExam({ name: 'Đã có bài làm' })).id;
    await insertSubmittedHistory(t, taken, student.user.id);
    const free = (await createExam({ name: 'Chưa ai làm' })).id;
    const refused = await call('DELETE', `/api/admin/exams/${taken}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('EXAM_HAS_SUBMISSIONS');
    const many = await call('DELETE', '/api/admin/exams', { ids: [taken, free] });
    expect(many.json()).toMatchObject({
      deleted: [free],
      failed: [{ id: taken, code: 'EXAM_HAS_SUBMISSIONS' }],
    });
    expect(await t.database.db.select().from(exams).where(eq(exams.id, taken))).toHaveLength(1);
  });

  it('attaches the paper and the solutions as PDFs checked by content', async () => {
    const id = (await createExam({ name: 'Có tệp' })).id;
    expect((await upload(id, 'document')).json().documentName).toBe('Đề thi thử.pdf');
    expect((await upload(id, 'answer')).json().answerName).toBe('Đáp án.pdf');
    const fake = multipartFile(Buffer.from('not a pdf at all'), 'fake.pdf', 'application/pdf');
    const res = await t.request({
      method: 'POST',
      url: `/api/admin/exams/${id}/upload`,
      headers: { ...admin.headers, ...fake.headers },
      payload: fake.payload,
    });
    expect(res.statusCode).toBe(400);
  });

  it('removes category and tag links, NOT_FOUND for a link that is not there', async () => {
    const category = await insertCategory(t, 'EXAM');
    const tag = await insertTag(t);
    const id = (await createExam({ name: 'Liên kết', categoryIds: [category.id], tagIds: [tag.id] })).id;
    expect((await call('DELETE', `/api/admin/category-exams/${id}/${category.id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/admin/tag-exams/${id}/${tag.id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/admin/tag-exams/${id}/${tag.id}`)).statusCode).toBe(404);
    expect(await t.database.db.select().from(examCategories).where(eq(examCategories.examId, id))).toEqual(
      [],
    );
    expect(await t.database.db.select().from(examTags).where(eq(examTags.examId, id))).toEqual([]);
  });

  it('answers a student token on admin routes with 403 and changes nothing', async () => {
    const student = await signedInAs(t, 'student');
    const id = await insertExam(t);
    for (const [method, url, body] of [
      ['GET', '/api/admin/exams'],
      ['POST', '/api/admin/exams', { name: 'Hack' }],
      ['DELETE', `/api/admin/exams/${id}`],
      ['GET', `/api/admin/exams/${id}/exam-questions`],
      ['POST', `/api/admin/exams/${id}/exam-questions/copy`, { fromExamId: id }],
    ] as [Method, string, unknown?][]) {
      const res = await call(method, url, body, student);
      expect(res.statusCode, url).toBe(403);
    }
    expect((await call('GET', '/api/admin/exams', undefined, null)).statusCode).toBe(401);
  });
});

describe('exam questions', () => {
  it('adds bank questions grouped by part, skips duplicates and refuses unknown ids', async () => {
    const id = await insertExam(t);
    const q = await mixedQuestions();
    const res = await call('POST', `/api/admin/exams/${id}/exam-questions`, {
      questionIds: [q.short, q.choiceA, q.trueFalse],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(paperIds(res.json())).toEqual([q.choiceA, q.trueFalse, q.short]);
    const again = await call('POST', `/api/admin/exams/${id}/exam-questions`, {
      questionIds: [q.choiceB, q.short],
    });
    const body = again.json();
    expect(paperIds(body)).toEqual([q.choiceA, q.choiceB, q.trueFalse, q.short]);
    expect(body.data.map((row: { position: number; part: number }) => [row.position, row.part])).toEqual([
      [1, 1],
      [2, 1],
      [3, 2],
      [4, 3],
    ]);
    expect(body.data[0].excerpt).toMatch(/^Câu hỏi \d+ \$x\^2\$$/);
    expect(body.summary).toEqual([
      { part: 1, type: 'CHOICE', count: 2, expected: 12, maxPoints: 0.5 },
      { part: 2, type: 'TRUE_FALSE', count: 1, expected: 4, maxPoints: 1 },
      { part: 3, type: 'SHORT', count: 1, expected: 6, maxPoints: 0.5 },
    ]);
    expect(body.maxPoints).toBe(2);
    const unknown = await call('POST', `/api/admin/exams/${id}/exam-questions`, {
      questionIds: [q.short, 99999999],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details[0].path).toBe('questionIds.1');
    expect(
      (await call('POST', '/api/admin/exams/99999999/exam-questions', { questionIds: [q.short] })).statusCode,
    ).toBe(404);
  });

  it('reorders with the full order grouped by part, else refuses and changes nothing', async () => {
    const id = await insertExam(t);
    const q = await mixedQuestions();
    await call('POST', `/api/admin/exams/${id}/exam-questions`, { questionIds: Object.values(q) });
    const url = `/api/admin/exams/${id}/exam-questions`;
    const moved = await call('PUT', url, { questionIds: [q.choiceB, q.choiceA, q.trueFalse, q.short] });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(paperIds(moved.json())).toEqual([q.choiceB, q.choiceA, q.trueFalse, q.short]);
    for (const questionIds of [
      [q.choiceB, q.trueFalse, q.choiceA, q.short], // part II before a part I question
      [q.choiceB, q.choiceA, q.trueFalse], // one missing
      [q.choiceB, q.choiceB, q.choiceA, q.trueFalse, q.short], // twice
      [q.choiceB, q.choiceA, q.trueFalse, q.short, 99999999], // not on the paper
    ]) {
      const res = await call('PUT', url, { questionIds });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('EXAM_QUESTION_ORDER_INVALID');
    }
    expect(paperIds((await call('GET', url)).json())).toEqual([q.choiceB, q.choiceA, q.trueFalse, q.short]);
  });

  it('removes a question and renumbers; copies another exam appending and skipping duplicates', async () => {
    const from = await insertExam(t);
    const to = await insertExam(t);
    const q = await mixedQuestions();
    const extra = await insertQuestion(t, 'CHOICE');
    await call('POST', `/api/admin/exams/${from}/exam-questions`, {
      questionIds: [q.choiceA, q.trueFalse, q.short],
    });
    await call('POST', `/api/admin/exams/${to}/exam-questions`, { questionIds: [extra, q.choiceA] });
    const copied = await call('POST', `/api/admin/exams/${to}/exam-questions/copy`, { fromExamId: from });
    expect(copied.statusCode, copied.body).toBe(200);
    expect(paperIds(copied.json())).toEqual([extra, q.choiceA, q.trueFalse, q.short]);
    const removed = await call('DELETE', `/api/admin/exams/${to}/exam-questions/${q.choiceA}`);
    expect(
      removed
        .json()
        .data.map((row: { questionId: number; position: number }) => [row.questionId, row.position]),
    ).toEqual([
      [extra, 1],
      [q.trueFalse, 2],
      [q.short, 3],
    ]);
    expect((await call('DELETE', `/api/admin/exams/${to}/exam-questions/${q.choiceA}`)).statusCode).toBe(404);
    expect(
      (await call('POST', `/api/admin/exams/${to}/exam-questions/copy`, { fromExamId: 99999999 })).statusCode,
    ).toBe(404);
  });
});

describe('storefront exams', () => {
  it('lists ACTIVE exams with counts and categories, filters by category, and never sends a question or key', async () => {
    const category = await insertCategory(t, 'EXAM');
    const id = (await createExam({ name: 'Đề công khai', categoryIds: [category.id], attemptsAllowed: 2 }))
      .id;
    await insertExam(t, { name: 'Đề ẩn', status: 'INACTIVE' });
    const q = await mixedQuestions();
    await call('POST', `/api/admin/exams/${id}/exam-questions`, { questionIds: Object.values(q) });
    const list = await t.request({ method: 'GET', url: `/api/exams?categoryId=${category.id}` });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([
      expect.objectContaining({
        id,
        questionCount: 4,
        attemptsAllowed: 2,
        category: expect.objectContaining({ id: category.id }),
      }),
    ]);
    expect(list.json().extra.categories.map((c: { id: number }) => c.id)).toContain(category.id);
    const all = (await t.request({ method: 'GET', url: '/api/exams?limit=100' })).json();
    expect(all.data.map((e: { name: string }) => e.name)).not.toContain('Đề ẩn');
    expect(all.pagination.limit).toBe(100);
    expect((await t.request({ method: 'GET', url: '/api/exams' })).json().pagination.limit).toBe(12);

    const page = await t.request({ method: 'GET', url: `/api/exams/${id}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers.etag).toBeDefined();
    expect(page.json()).toMatchObject({
      name: 'Đề công khai',
      me: null,
      parts: [
        { part: 1, count: 2, expected: 12 },
        { part: 2, count: 1, expected: 4 },
        { part: 3, count: 1, expected: 6 },
      ],
    });
    const byCategory = await t.request({ method: 'GET', url: '/api/exams/category' });
    const group = byCategory.json().data.find((g: { id: number }) => g.id === category.id);
    expect(group).toMatchObject({ total: 1, exams: [expect.objectContaining({ id })] });
    for (const body of [list.body, page.body, byCategory.body]) {
      expect(body).not.toContain('Phương án');
      expect(body).not.toContain('Mệnh đề');
      expect(body).not.toContain('-1,5');
      expect(body).not.toContain('Lời giải bí mật');
      expect(body).not.toContain('isCorrect');
      expect(body).not.toContain('Câu hỏi');
    }
    expect((await t.request({ method: 'GET', url: '/api/exams/99999999' })).statusCode).toBe(404);
  });

  it("shows a signed-in student's attempts and open session, and admin edits on the next read", async () => {
    const student = await signedInAs(t, 'student');
    const id = (await createExam({ name: 'Đề có lượt' })).id;
    const read = async () => (await call('GET', `/api/exams/${id}`, undefined, student)).json();
    expect((await read()).me).toEqual({ attemptsUsed: 0, hasOpenSession: false });
    await insertSubmittedHistory(t, id, student.user.id);
    await insertOpenSession(t, id, student.user.id);
    expect((await read()).me).toEqual({ attemptsUsed: 2, hasOpenSession: true });
    await call('PATCH', `/api/admin/exams/${id}`, { name: 'Đề có lượt (sửa)' });
    expect((await read()).name).toBe('Đề có lượt (sửa)');
  });

  it('serves the PDFs to staff always, to a student only after submitting, the solutions only when results show', async () => {
    const student = await signedInAs(t, 'student');
    const other = await signedInAs(t, 'student');
    const staff = await signedInAs(t, 'admin');
    const closesAt = new Date(Date.now() + 86_400_000).toISOString();
    const mock = (await createExam({ name: 'Thi thử', closesAt, resultsShown: 'AFTER_CLOSE' })).id;
    const practice = (await createExam({ name: 'Luyện tập' })).id;
    const bare = (await createExam({ name: 'Không tệp' })).id;
    for (const id of [mock, practice]) {
      await upload(id, 'document');
      await upload(id, 'answer');
      await insertSubmittedHistory(t, id, student.user.id);
    }
    await insertSubmittedHistory(t, bare, student.user.id);
    const download = (id: number, type: string, who: SignedIn | null) =>
      call('GET', `/api/exams/download-document/${id}?type=${type}`, undefined, who);
    const codeOf = async (id: number, type: string, who: SignedIn | null) => {
      const res = await download(id, type, who);
      return res.statusCode === 200 ? res.headers['content-type'] : res.json().code;
    };
    expect(await codeOf(practice, 'document', null)).toBe('UNAUTHENTICATED');
    expect(await codeOf(practice, 'document', other)).toBe('EXAM_NOT_SUBMITTED');
    expect(await codeOf(practice, 'answer', other)).toBe('EXAM_NOT_SUBMITTED');
    expect(await codeOf(practice, 'document', student)).toBe('application/pdf');
    expect(await codeOf(practice, 'answer', student)).toBe('application/pdf');
    expect(await codeOf(mock, 'document', student)).toBe('application/pdf');
    expect(await codeOf(mock, 'answer', student)).toBe('EXAM_RESULT_HIDDEN');
    expect(await codeOf(mock, 'answer', staff)).toBe('application/pdf');
    expect(await codeOf(mock, 'document', staff)).toBe('application/pdf');
    expect(await codeOf(bare, 'document', student)).toBe('EXAM_FILE_NOT_ATTACHED');
    const body = (await download(practice, 'document', student)).rawPayload;
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    // Once the window has closed, the solutions of the mock exam are the student's too.
    await t.database.db
      .update(exams)
      .set({ opensAt: new Date(Date.now() - 7_200_000), closesAt: new Date(Date.now() - 3_600_000) })
      .where(eq(exams.id, mock));
    expect(await codeOf(mock, 'answer', student)).toBe('application/pdf');
    expect(await codeOf(practice, 'nonsense', student)).toBe('VALIDATION_ERROR');
  });
});
