import { DEFAULT_SCORING } from '@tutor/contract/exam-grading';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signedInAs } from '../../../test/helpers/factories';
import { statementsOf } from '../../../test/helpers/statements';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { examQuestions, exams, lessons, questions } from '../../db/schema';
import { multipartFile } from '../books/catalogue.fixtures';
import { insertLesson } from '../videos/videos.fixtures';
import {
  choiceQuestion,
  insertQuestionCategory,
  insertTag,
  shortQuestion,
  trueFalseQuestion,
} from './questions.fixtures';

let t: TestApp;
let admin: SignedIn;
let teacher: SignedIn;
let student: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  [admin, teacher, student] = await Promise.all([
    signedInAs(t, 'admin'),
    signedInAs(t, 'teacher'),
    signedInAs(t, 'student'),
  ]);
});
afterAll(() => t?.close());

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  who = admin,
) =>
  t.request({
    method,
    url: `/api/admin${url}`,
    headers: who.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const questionCount = async () => (await t.database.db.select({ n: count() }).from(questions))[0]?.n ?? 0;

describe('question CRUD', () => {
  it('creates a question with its answers labelled by position, reads and edits it', async () => {
    const chapter = await insertQuestionCategory(t);
    const tag = await insertTag(t);
    const created = await call(
      'POST',
      '/questions',
      choiceQuestion({ categoryId: chapter.id, tagIds: [tag.id] }),
    );
    expect(created.statusCode).toBe(200);
    const id = created.json().id;
    expect(created.json()).toMatchObject({
      type: 'CHOICE',
      answerCount: 4,
      examCount: 0,
      lessonCount: 0,
      category: { id: chapter.id },
      tags: [{ id: tag.id }],
    });
    expect(created.json().excerpt).toContain('$y = x^3 - 3x + 1$');

    const detail = (await call('GET', `/questions/${id}`)).json();
    expect(detail.answers.map((a: { label: string }) => a.label)).toEqual(['A', 'B', 'C', 'D']);
    expect(detail.answers.map((a: { isCorrect: boolean }) => a.isCorrect)).toEqual([
      false,
      true,
      false,
      false,
    ]);
    expect(detail.solution).toContain('\\Leftrightarrow');
    const optionIds = detail.answers.map((a: { id: number }) => a.id);

    // Moving the correct answer keeps the option rows (their ids), which open sessions refer to.
    const edited = await call('PATCH', `/questions/${id}`, {
      difficulty: 'APPLY',
      answers: choiceQuestion().answers.map((a, i) => ({ ...a, isCorrect: i === 3 })),
    });
    expect(edited.statusCode).toBe(200);
    const after = (await call('GET', `/questions/${id}`)).json();
    expect(after.difficulty).toBe('APPLY');
    expect(after.answers.map((a: { id: number }) => a.id)).toEqual(optionIds);
    expect(after.answers.map((a: { isCorrect: boolean }) => a.isCorrect)).toEqual([
      false,
      false,
      false,
      true,
    ]);

    // A type change is checked against the stored answers' shape.
    const toShort = await call('PATCH', `/questions/${id}`, { type: 'SHORT' });
    expect(toShort.statusCode).toBe(400);
    expect(toShort.json().code).toBe('QUESTION_ANSWERS_INVALID');

    expect((await call('DELETE', `/questions/${id}`)).statusCode).toBe(200);
    expect((await call('GET', `/questions/${id}`)).statusCode).toBe(404);
  });

  it('refuses answers that do not fit the type, and a category that is not a question chapter', async () => {
    const twoCorrect = choiceQuestion({
      answers: choiceQuestion().answers.map((a) => ({ ...a, isCorrect: true })),
    });
    const res = await call('POST', '/questions', twoCorrect);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'QUESTION_ANSWERS_INVALID',
      details: [{ path: 'answers', key: 'choiceNeedsOneCorrect' }],
    });
    const threeStatements = trueFalseQuestion({ answers: trueFalseQuestion().answers?.slice(0, 3) });
    expect((await call('POST', '/questions', threeStatements)).json().details[0].key).toBe(
      'trueFalseNeedsFourStatements',
    );
    const tooLong = shortQuestion({ answers: [{ content: '-12,5', isCorrect: true }] });
    expect((await call('POST', '/questions', tooLong)).json().details[0].key).toBe('shortValueTooLong');

    const [bookCategory] = await t.database.db
      .insert((await import('../../db/schema')).categories)
      .values({ type: 'BOOK', name: 'Sách lớp 12', slug: 'sach-lop-12-q' })
      .returning();
    const wrongCategory = await call('POST', '/questions', shortQuestion({ categoryId: bookCategory?.id }));
    expect(wrongCategory.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ path: 'categoryId' }],
    });
  });
});

describe('questions/multiple', () => {
  it('saves every item in one go', async () => {
    const res = await call('POST', '/questions/multiple', {
      items: [choiceQuestion(), trueFalseQuestion(), shortQuestion()],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((q: { type: string }) => q.type)).toEqual(['CHOICE', 'TRUE_FALSE', 'SHORT']);
  });

  it('writes twenty questions in as many statements as two (no statement per question)', async () => {
    const tag = await insertTag(t);
    const items = (n: number) =>
      Array.from({ length: n }, (_, i) =>
        i % 2 ? choiceQuestion({ tagIds: [tag.id] }) : shortQuestion({ tagIds: [tag.id, tag.id] }),
      );
    const two = await statementsOf(t, () => call('POST', '/questions/multiple', { items: items(2) }));
    let res: Awaited<ReturnType<typeof call>> | undefined;
    const twenty = await statementsOf(t, async () => {
      res = await call('POST', '/questions/multiple', { items: items(20) });
    });
    expect(res?.statusCode).toBe(200);
    expect(twenty).toBe(two);
    // Each question kept its own answers and its tag once, in the order given.
    const saved = res?.json().data as { id: number; type: string; tags: { id: number }[] }[];
    expect(saved.map((q) => q.type)).toEqual(items(20).map((q) => q.type));
    expect(saved.every((q) => q.tags.length === 1 && q.tags[0]?.id === tag.id)).toBe(true);
    const detail = (await call('GET', `/questions/${saved[1]?.id}`)).json();
    expect(detail.answers.map((a: { label: string }) => a.label)).toEqual(['A', 'B', 'C', 'D']);
  });

  it('saves nothing when one item is wrong, and names the item', async () => {
    const before = await questionCount();
    const res = await call('POST', '/questions/multiple', {
      items: [
        choiceQuestion(),
        trueFalseQuestion(),
        shortQuestion(),
        choiceQuestion({ answers: choiceQuestion().answers?.slice(0, 2) }),
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'QUESTION_ANSWERS_INVALID',
      details: [{ path: 'items.3.answers', key: 'choiceNeedsFourOptions' }],
    });
    expect(res.json().details[0].message).not.toBe('');

    const unknownTag = await call('POST', '/questions/multiple', {
      items: [shortQuestion(), shortQuestion({ tagIds: [987654] })],
    });
    expect(unknownTag.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ path: 'items.1.tagIds' }],
    });

    const badField = await call('POST', '/questions/multiple', {
      items: [shortQuestion(), { ...shortQuestion(), difficulty: 'EASY' }],
    });
    expect(badField.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ path: 'items.1.difficulty' }],
    });
    expect(await questionCount()).toBe(before);
  });
});

describe('access', () => {
  it('refuses a student on every admin question route and lets a teacher in', async () => {
    const [created] = (await call('POST', '/questions/multiple', { items: [shortQuestion()] })).json().data;
    const { lesson } = await insertLesson(t);
    for (const [method, url, body] of [
      ['GET', '/questions', undefined],
      ['GET', `/questions/${created.id}`, undefined],
      ['POST', '/questions', shortQuestion()],
      ['POST', '/questions/multiple', { items: [shortQuestion()] }],
      ['PATCH', `/questions/${created.id}`, { difficulty: 'RECALL' }],
      ['DELETE', `/questions/${created.id}`, undefined],
      ['GET', `/questions/${created.id}/answers`, undefined],
      ['POST', `/questions/${created.id}/answers`, { content: '2', isCorrect: true }],
      ['GET', `/lessons/${lesson.id}/lesson-questions`, undefined],
      ['POST', `/lessons/${lesson.id}/lesson-questions`, { questionIds: [created.id] }],
    ] as const) {
      const res = await call(method, url, body, student);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await call('GET', '/questions', undefined, teacher)).statusCode).toBe(200);
    expect(await questionCount()).toBeGreaterThan(0);
  });
});

describe('delete in use', () => {
  it('answers QUESTION_IN_USE while an exam or a lesson uses the question', async () => {
    const [q1, q2] = (
      await call('POST', '/questions/multiple', { items: [choiceQuestion(), shortQuestion()] })
    ).json().data;
    const [exam] = await t.database.db
      .insert(exams)
      .values({ name: 'Thi thử THPT', slug: 'thi-thu', scoring: DEFAULT_SCORING })
      .returning();
    await t.database.db
      .insert(examQuestions)
      .values({ examId: exam?.id as number, questionId: q1.id, position: 0 });
    const { lesson } = await insertLesson(t);
    await call('POST', `/lessons/${lesson.id}/lesson-questions`, { questionIds: [q2.id] });

    const list = (await call('GET', '/questions?limit=200')).json().data;
    expect(list.find((q: { id: number }) => q.id === q1.id)).toMatchObject({ examCount: 1, lessonCount: 0 });
    expect(list.find((q: { id: number }) => q.id === q2.id)).toMatchObject({ examCount: 0, lessonCount: 1 });

    for (const id of [q1.id, q2.id]) {
      const res = await call('DELETE', `/questions/${id}`);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('QUESTION_IN_USE');
    }
    const many = await call('DELETE', '/questions', { ids: [q1.id, q2.id] });
    expect(many.json()).toMatchObject({
      deleted: [],
      failed: [
        { id: q1.id, code: 'QUESTION_IN_USE' },
        { id: q2.id, code: 'QUESTION_IN_USE' },
      ],
    });
    // A used question keeps its type (sessions were laid out by it).
    const retype = await call('PATCH', `/questions/${q1.id}`, { type: 'TRUE_FALSE' });
    expect(retype.json().code).toBe('QUESTION_IN_USE');

    await t.database.db.delete(examQuestions).where(eq(examQuestions.questionId, q1.id));
    expect((await call('DELETE', '/questions', { ids: [q1.id] })).json().deleted).toEqual([q1.id]);
  });
});

describe('answers one by one', () => {
  it('keeps each type in its shape, in one transaction per change', async () => {
    const [choice, short] = (
      await call('POST', '/questions/multiple', { items: [choiceQuestion(), shortQuestion()] })
    ).json().data;
    const options = (await call('GET', `/questions/${choice.id}/answers`)).json().data;
    expect(options).toHaveLength(4);

    // A fifth option, or one fewer, does not fit a multiple-choice question.
    const fifth = await call('POST', `/questions/${choice.id}/answers`, { content: '$x$', isCorrect: false });
    expect(fifth.json()).toMatchObject({
      code: 'QUESTION_ANSWERS_INVALID',
      details: [{ key: 'choiceNeedsFourOptions' }],
    });
    expect((await call('DELETE', `/questions/${choice.id}/answers/${options[0].id}`)).json().code).toBe(
      'QUESTION_ANSWERS_INVALID',
    );
    // Marking D correct unmarks B: still exactly one correct.
    const moved = await call('PUT', `/questions/${choice.id}/answers/${options[3].id}`, {
      content: '<p>$(0; 2)$</p><script>alert(1)</script>',
      isCorrect: true,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.map((a: { isCorrect: boolean }) => a.isCorrect)).toEqual([
      false,
      false,
      false,
      true,
    ]);
    expect(moved.json().data[3].content).toBe('<p>$(0; 2)$</p>');
    // Unmarking the only correct option leaves none: refused, nothing changed.
    const none = await call('PUT', `/questions/${choice.id}/answers/${options[3].id}`, {
      content: '$(0; 2)$',
      isCorrect: false,
    });
    expect(none.json().details[0].key).toBe('choiceNeedsOneCorrect');
    expect((await call('GET', `/questions/${choice.id}/answers`)).json().data[3].isCorrect).toBe(true);

    // Short answers: add a value, refuse one that does not fit the 4 boxes, remove down to one.
    const values = (
      await call('POST', `/questions/${short.id}/answers`, { content: ' -3/2 ', isCorrect: true })
    ).json();
    expect(values).toMatchObject({
      code: 'QUESTION_ANSWERS_INVALID',
      details: [{ key: 'shortValueNotOnSheet' }],
    });
    const added = (
      await call('POST', `/questions/${short.id}/answers`, { content: ' - 1 , 5 ', isCorrect: false })
    ).json();
    expect(added.data.map((a: { content: string; isCorrect: boolean }) => [a.content, a.isCorrect])).toEqual([
      ['-1,5', true],
      ['-1.5', true],
      ['-1,5', true],
    ]);
    let list = added.data;
    while (list.length > 1) {
      list = (await call('DELETE', `/questions/${short.id}/answers/${list[0].id}`)).json().data;
    }
    expect(list.map((a: { position: number }) => a.position)).toEqual([0]);
    const last = await call('DELETE', `/questions/${short.id}/answers/${list[0].id}`);
    expect(last.json().details[0].key).toBe('shortNeedsAValue');
    expect(
      (await call('PUT', `/questions/${short.id}/answers/999999`, { content: '2', isCorrect: true }))
        .statusCode,
    ).toBe(404);
    expect((await call('GET', '/questions/999999/answers')).statusCode).toBe(404);
  });
});

describe('lesson questions', () => {
  it('adds, reorders (the full list only) and removes, with totalQuestions following', async () => {
    const [a, b, c] = (
      await call('POST', '/questions/multiple', {
        items: [choiceQuestion(), trueFalseQuestion(), shortQuestion()],
      })
    ).json().data;
    const { lesson } = await insertLesson(t);
    const path = `/lessons/${lesson.id}/lesson-questions`;
    const ids = (res: { json(): { data: { questionId: number }[] } }) =>
      res.json().data.map((q) => q.questionId);

    const added = await call('POST', path, { questionIds: [b.id, a.id] });
    expect(added.statusCode).toBe(200);
    expect(ids(added)).toEqual([b.id, a.id]);
    expect(added.json().totalQuestions).toBe(2);
    // Again with one already there: it stays where it is, the new one goes last.
    const more = await call('POST', path, { questionIds: [a.id, c.id] });
    expect(ids(more)).toEqual([b.id, a.id, c.id]);
    expect(more.json().data.map((q: { position: number }) => q.position)).toEqual([0, 1, 2]);
    expect(more.json().data[2]).toMatchObject({
      type: 'SHORT',
      excerpt: expect.stringContaining('2x + 3 = 0'),
    });
    expect((await call('POST', path, { questionIds: [987654] })).json().code).toBe('VALIDATION_ERROR');

    const reordered = await call('PUT', path, { questionIds: [c.id, a.id, b.id] });
    expect(ids(reordered)).toEqual([c.id, a.id, b.id]);
    for (const wrong of [
      [c.id, a.id],
      [c.id, a.id, b.id, b.id],
      [c.id, a.id, 987654],
    ]) {
      const res = await call('PUT', path, { questionIds: wrong });
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path: 'questionIds' }] });
    }
    expect(ids(await call('GET', path))).toEqual([c.id, a.id, b.id]);

    const removed = await call('DELETE', `${path}/${a.id}`);
    expect(ids(removed)).toEqual([c.id, b.id]);
    expect(removed.json().totalQuestions).toBe(2);
    expect((await call('DELETE', `${path}/${a.id}`)).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(lessons).where(eq(lessons.id, lesson.id));
    expect(row?.totalQuestions).toBe(2);
    expect((await call('GET', '/lessons/999999/lesson-questions')).statusCode).toBe(404);

    const picker = (await call('GET', `/questions?excludeLessonId=${lesson.id}&limit=200`)).json().data;
    expect(picker.map((q: { id: number }) => q.id)).toContain(a.id);
    expect(picker.map((q: { id: number }) => q.id)).not.toContain(b.id);
  });
});

describe('list filters', () => {
  it('filters by type, chapter, tag, difficulty, status and words, and pages', async () => {
    const chapter = await insertQuestionCategory(t, 'Xác suất');
    const tag = await insertTag(t, 'Đề minh hoạ');
    const word = `xucxac${Date.now()}`;
    const made = (
      await call('POST', '/questions/multiple', {
        items: [
          shortQuestion({
            content: `<p>Gieo ${word} hai lần.</p>`,
            categoryId: chapter.id,
            difficulty: 'APPLY',
          }),
          choiceQuestion({ content: `<p>Gieo ${word} một lần.</p>`, tagIds: [tag.id], status: 'INACTIVE' }),
          trueFalseQuestion({ categoryId: chapter.id, tagIds: [tag.id], difficulty: 'RECALL' }),
        ],
      })
    ).json().data;
    const idsOf = async (query: string) =>
      (await call('GET', `/questions?${query}&limit=200`))
        .json()
        .data.map((q: { id: number }) => q.id)
        .sort();
    const [s, ch, tf] = made.map((q: { id: number }) => q.id);
    expect(await idsOf(`q=${word}`)).toEqual([s, ch].sort());
    expect(await idsOf(`q=${word}&type=SHORT`)).toEqual([s]);
    expect(await idsOf(`categoryId=${chapter.id}`)).toEqual([s, tf].sort());
    expect(await idsOf(`tagId=${tag.id}`)).toEqual([ch, tf].sort());
    expect(await idsOf(`tagId=${tag.id}&difficulty=RECALL`)).toEqual([tf]);
    expect(await idsOf(`q=${word}&status=INACTIVE`)).toEqual([ch]);
    // One batch shares its creation time: the id breaks the tie, newest first.
    const page = (await call('GET', `/questions?q=${word}&limit=1&offset=1`)).json();
    expect(page.pagination).toEqual({ total: 2, offset: 1, limit: 1 });
    expect(page.data[0]).toMatchObject({
      id: s,
      category: { id: chapter.id },
      excerpt: `Gieo ${word} hai lần.`,
    });
    expect((await call('GET', '/questions?type=ESSAY')).json().code).toBe('VALIDATION_ERROR');
  });
});

describe('rich text', () => {
  it('keeps every maths delimiter and strips scripts from stem, solution and options', async () => {
    const maths = String.raw`Inline $\frac{a}{b}$, \(x^2\), display $$\int_0^1 x\,dx$$ and \[\sqrt{2} < 2\]`;
    const res = await call(
      'POST',
      '/questions',
      choiceQuestion({
        content: `<p onclick="steal()">${maths}</p><script>fetch('/x')</script><img src="javascript:alert(1)">`,
        solution: `<p>${maths}</p><iframe src="https://evil.example/"></iframe>`,
        answers: [
          { content: '<p>$a$<script>alert(1)</script></p>', isCorrect: true },
          { content: String.raw`\(b\)`, isCorrect: false },
          { content: '$$c$$', isCorrect: false },
          { content: String.raw`\[d\]`, isCorrect: false },
        ],
      }),
    );
    const detail = (await call('GET', `/questions/${res.json().id}`)).json();
    const storedMaths = maths.replace('<', '&lt;');
    expect(detail.content).toBe(`<p>${storedMaths}</p><img />`.replace('<img />', '<img loading="lazy" />'));
    expect(detail.content).not.toMatch(/script|onclick|javascript/);
    // An iframe from a host not allowed keeps no address (sanitize-html leaves the empty element).
    expect(detail.solution).toBe(`<p>${storedMaths}</p><iframe></iframe>`);
    expect(detail.answers.map((a: { content: string }) => a.content)).toEqual([
      '<p>$a$</p>',
      String.raw`\(b\)`,
      '$$c$$',
      String.raw`\[d\]`,
    ]);
    // The excerpt reads as typed: entities decoded, maths intact.
    expect(detail.excerpt).toBe(maths);
  });
});

describe('editor picture upload', () => {
  const png = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 160 } } })
      .png()
      .toBuffer();
  const upload = (id: number, data: Buffer, name: string, type: string, who = admin) => {
    const body = multipartFile(data, name, type);
    return t.request({
      method: 'POST',
      url: `/api/admin/questions/${id}/upload`,
      headers: { ...who.headers, ...body.headers },
      payload: body.payload,
    });
  };

  it('stores a real picture as WebP under /uploads/images and refuses anything else', async () => {
    const [question] = (await call('POST', '/questions/multiple', { items: [shortQuestion()] })).json().data;
    const res = await upload(question.id, await png(400, 300), 'do-thi.png', 'image/png');
    expect(res.statusCode).toBe(200);
    expect(res.json().url).toMatch(/^\/uploads\/images\/[\w-]+\.webp$/);
    const served = await t.request({ method: 'GET', url: res.json().url });
    expect(served.statusCode).toBe(200);

    // Checked by content, not by name or declared type.
    const lying = await upload(question.id, Buffer.from('<svg onload="x()"></svg>'), 'hinh.png', 'image/png');
    expect(lying.json().code).toBe('ONLY_IMAGES');
    expect((await upload(999_999, await png(400, 300), 'a.png', 'image/png')).statusCode).toBe(404);
    expect((await upload(question.id, await png(400, 300), 'a.png', 'image/png', student)).statusCode).toBe(
      403,
    );
  });
});
