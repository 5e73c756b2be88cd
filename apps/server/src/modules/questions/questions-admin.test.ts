import { DEFAULT_SCORING } from '@tutor/contract/exam-grading';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signedInAs } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { examQuestions, exams, questions } from '../../db/schema';
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
