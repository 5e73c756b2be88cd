import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signedInAs } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { lessonAnswers, lessons, thematics, videos, videoTimelines } from '../../db/schema';
import { multipartFile, TINY_PDF } from '../books/catalogue.fixtures';
import { caller, insertCourse, ok } from './learning.fixtures';
import { LESSON_FOLDER } from './lesson-rows';

let t: TestApp;
let admin: SignedIn;
let teacher: SignedIn;
let student: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t, 'admin');
  teacher = await signedInAs(t, 'teacher');
  student = await signedInAs(t, 'student');
});
afterAll(() => t?.close());

const as = (who: SignedIn) => caller(t, who);

async function thematicOrder(courseId: number) {
  const tree = await ok<{ thematics: { id: number; lessons: { id: number }[] }[] }>(
    as(admin)('GET', `/api/admin/courses/${courseId}/tree`),
  );
  return tree;
}

async function newCourseWith(thematicCount: number, lessonCount = 0) {
  const course = await insertCourse(t);
  const thematicIds: number[] = [];
  for (let i = 0; i < thematicCount; i++) {
    const created = await ok<{ id: number }>(
      as(teacher)('POST', `/api/admin/courses/${course.id}/thematics`, { name: `Chuyên đề ${i + 1}` }),
    );
    thematicIds.push(created.id);
  }
  const lessonIds: number[] = [];
  for (let i = 0; i < lessonCount; i++) {
    const created = await ok<{ id: number }>(
      as(teacher)('POST', `/api/admin/thematics/${thematicIds[0]}/lessons`, { name: `Bài ${i + 1}` }),
    );
    lessonIds.push(created.id);
  }
  return { course, thematicIds, lessonIds };
}

describe('thematics', () => {
  it('appends new thematics at the end and lists them in chain order with lesson counts', async () => {
    const { course, thematicIds, lessonIds } = await newCourseWith(3, 2);
    const list = await ok<{ data: { id: number; previousId: number | null; lessonCount: number }[] }>(
      as(teacher)('GET', `/api/admin/courses/${course.id}/thematics`),
    );
    expect(list.data.map((row) => row.id)).toEqual(thematicIds);
    expect(list.data.map((row) => row.previousId)).toEqual([null, thematicIds[0], thematicIds[1]]);
    expect(list.data[0]?.lessonCount).toBe(lessonIds.length);
  });

  it('reorders with the complete order, and refuses a dropped, duplicated or foreign id with CHAIN_CYCLE changing nothing', async () => {
    const { course, thematicIds } = await newCourseWith(3);
    const [a, b, c] = thematicIds as [number, number, number];
    const other = await newCourseWith(1);
    for (const ids of [
      [a, b],
      [a, b, b],
      [a, b, c, other.thematicIds[0]],
      [c, b, a, a],
    ]) {
      const res = await as(teacher)('PUT', `/api/admin/courses/${course.id}/thematics/order`, { ids });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('CHAIN_CYCLE');
    }
    expect((await thematicOrder(course.id)).thematics.map((row) => row.id)).toEqual([a, b, c]);
    const reordered = await ok<{ data: { id: number }[] }>(
      as(teacher)('PUT', `/api/admin/courses/${course.id}/thematics/order`, { ids: [c, a, b] }),
    );
    expect(reordered.data.map((row) => row.id)).toEqual([c, a, b]);
    expect((await thematicOrder(course.id)).thematics.map((row) => row.id)).toEqual([c, a, b]);
  });

  it('deleting a thematic relinks the next one onto its predecessor', async () => {
    const { course, thematicIds } = await newCourseWith(3);
    const [a, b, c] = thematicIds as [number, number, number];
    await ok(as(teacher)('DELETE', `/api/admin/thematics/${b}`));
    const [row] = await t.database.db.select().from(thematics).where(eq(thematics.id, c));
    expect(row?.previousId).toBe(a);
    expect((await thematicOrder(course.id)).thematics.map((r) => r.id)).toEqual([a, c]);
    await ok(as(teacher)('DELETE', `/api/admin/thematics/${a}`));
    expect((await thematicOrder(course.id)).thematics.map((r) => r.id)).toEqual([c]);
  });

  it('renames, and is closed to students and to staff without course:update', async () => {
    const { thematicIds } = await newCourseWith(1);
    const renamed = await ok<{ name: string }>(
      as(teacher)('PATCH', `/api/admin/thematics/${thematicIds[0]}`, { name: 'Hàm số' }),
    );
    expect(renamed.name).toBe('Hàm số');
    expect((await as(student)('GET', `/api/admin/thematics/${thematicIds[0]}`)).statusCode).toBe(403);
    const staff = await signedInAs(t, 'staff');
    const res = await as(staff)('PATCH', `/api/admin/thematics/${thematicIds[0]}`, { name: 'X' });
    expect(res.json().code).toBe('PERMISSION_NOT_ACCEPTED');
  });
});

describe('lessons', () => {
  it('creates with a slug and sanitised content, refuses a pass point above the total', async () => {
    const { thematicIds } = await newCourseWith(1);
    const created = await ok<{ id: number; slug: string; courseId: number }>(
      as(teacher)('POST', `/api/admin/thematics/${thematicIds[0]}/lessons`, {
        name: 'Đạo hàm và ứng dụng',
        content: '<p>Bài học</p><script>alert(1)</script>',
        releaseDate: '2030-01-01T07:00:00+07:00',
        passPoint: 5,
        totalPoint: 10,
      }),
    );
    expect(created.slug).toBe('dao-ham-va-ung-dung');
    const detail = await ok<{ content: string; releaseDate: string }>(
      as(teacher)('GET', `/api/admin/lessons/${created.id}`),
    );
    expect(detail.content).not.toMatch(/script/);
    expect(detail.releaseDate).toBe('2030-01-01T00:00:00.000Z');
    const bad = await as(teacher)('POST', `/api/admin/thematics/${thematicIds[0]}/lessons`, {
      name: 'Sai',
      passPoint: 11,
      totalPoint: 10,
    });
    expect(bad.json().code).toBe('VALIDATION_ERROR');
    const badUpdate = await as(teacher)('PATCH', `/api/admin/lessons/${created.id}`, { totalPoint: 4 });
    expect(badUpdate.json().code).toBe('VALIDATION_ERROR');
  });

  it('reorders lessons; a cycle-making or incomplete order is CHAIN_CYCLE and changes nothing; delete relinks', async () => {
    const { course, thematicIds, lessonIds } = await newCourseWith(1, 4);
    const [a, b, c, d] = lessonIds as [number, number, number, number];
    const url = `/api/admin/thematics/${thematicIds[0]}/lessons/order`;
    for (const ids of [
      [a, b, c],
      [a, a, b, c, d],
      [a, b, c, d, 999_999],
    ]) {
      const res = await as(teacher)('PUT', url, { ids });
      expect(res.json().code).toBe('CHAIN_CYCLE');
    }
    const lessonsOf = async () => (await thematicOrder(course.id)).thematics[0]?.lessons.map((l) => l.id);
    expect(await lessonsOf()).toEqual([a, b, c, d]);
    await ok(as(teacher)('PUT', url, { ids: [d, c, b, a] }));
    expect(await lessonsOf()).toEqual([d, c, b, a]);
    await ok(as(teacher)('DELETE', `/api/admin/lessons/${c}`));
    expect(await lessonsOf()).toEqual([d, b, a]);
    const [row] = await t.database.db.select().from(lessons).where(eq(lessons.id, b));
    expect(row?.previousId).toBe(d);
  });

  it('moves a lesson within and across thematics of one course, never onto itself', async () => {
    const { course, thematicIds, lessonIds } = await newCourseWith(2, 3);
    const [a, b, c] = lessonIds as [number, number, number];
    const [first, second] = thematicIds as [number, number];
    await ok(as(teacher)('PUT', `/api/admin/lessons/${c}/move`, { thematicId: first, previousId: null }));
    let tree = await thematicOrder(course.id);
    expect(tree.thematics[0]?.lessons.map((l) => l.id)).toEqual([c, a, b]);
    await ok(as(teacher)('PUT', `/api/admin/lessons/${a}/move`, { thematicId: second, previousId: null }));
    tree = await thematicOrder(course.id);
    expect(tree.thematics.map((th) => th.lessons.map((l) => l.id))).toEqual([[c, b], [a]]);
    const self = await as(teacher)('PUT', `/api/admin/lessons/${b}/move`, {
      thematicId: first,
      previousId: b,
    });
    expect(self.json().code).toBe('CHAIN_CYCLE');
    const otherCourse = await newCourseWith(1);
    const foreign = await as(teacher)('PUT', `/api/admin/lessons/${b}/move`, {
      thematicId: otherCourse.thematicIds[0],
      previousId: null,
    });
    expect(foreign.json().code).toBe('VALIDATION_ERROR');
    expect((await thematicOrder(course.id)).thematics.map((th) => th.lessons.map((l) => l.id))).toEqual([
      [c, b],
      [a],
    ]);
  });

  it('uploads the lesson and answer PDFs into private storage and refuses other files', async () => {
    const { lessonIds } = await newCourseWith(1, 1);
    const upload = (field: string, data = TINY_PDF) => {
      const file = multipartFile(data, 'Bài tập đạo hàm.pdf', 'application/pdf');
      return t.request({
        method: 'POST',
        url: `/api/admin/lessons/${lessonIds[0]}/upload?field=${field}`,
        headers: { ...teacher.headers, ...file.headers },
        payload: file.payload,
      });
    };
    const doc = (await upload('document')).json();
    expect(doc).toMatchObject({
      hasDocument: true,
      documentName: 'Bài tập đạo hàm.pdf',
      hasAnswerFile: false,
    });
    expect((await upload('answer')).json()).toMatchObject({ hasAnswerFile: true });
    expect((await upload('document', Buffer.from('not a pdf at all'))).json().code).toBe(
      'FILE_TYPE_NOT_ALLOWED',
    );
    const [row] = await t.database.db
      .select()
      .from(lessons)
      .where(eq(lessons.id, lessonIds[0] as number));
    expect(fs.existsSync(t.app.storage.pathOf('private', LESSON_FOLDER, row?.documentFile as string))).toBe(
      true,
    );
    const removed = await ok(
      as(teacher)('DELETE', `/api/admin/lessons/${lessonIds[0]}/upload?field=document`),
    );
    expect(removed).toMatchObject({ hasDocument: false });
    expect(fs.existsSync(t.app.storage.pathOf('private', LESSON_FOLDER, row?.documentFile as string))).toBe(
      false,
    );
  });

  it('copies a lesson with its own PDF, its videos and timelines, its answer sheet and its gift', async () => {
    const { lessonIds } = await newCourseWith(1, 1);
    const source = lessonIds[0] as number;
    const file = multipartFile(TINY_PDF, 'tai-lieu.pdf', 'application/pdf');
    await t.request({
      method: 'POST',
      url: `/api/admin/lessons/${source}/upload?field=document`,
      headers: { ...teacher.headers, ...file.headers },
      payload: file.payload,
    });
    await ok(as(teacher)('PATCH', `/api/admin/lessons/${source}`, { giftMessage: 'Chúc mừng em!' }));
    await ok(
      as(teacher)('PUT', `/api/admin/lessons/${source}/lesson-answers`, {
        answers: [
          { position: 1, kind: 'CHOICE', correct: 'a' },
          { position: 2, kind: 'SHORT', correct: '3,5' },
        ],
      }),
    );
    const [video] = await t.database.db
      .insert(videos)
      .values({ lessonId: source, name: 'Video 1', option: 'YOUTUBE', externalId: 'abc', duration: 60 })
      .returning();
    await t.database.db
      .insert(videoTimelines)
      .values({ videoId: video?.id as number, title: 'Mở đầu', second: 5 });
    const target = await newCourseWith(1);
    const copy = await ok<{
      id: number;
      hasDocument: boolean;
      answerCount: number;
      videoCount: number;
      giftMessage: string;
      courseId: number;
    }>(
      as(teacher)('POST', `/api/admin/thematics/${target.thematicIds[0]}/lessons/copy`, { lessonId: source }),
    );
    expect(copy).toMatchObject({
      hasDocument: true,
      answerCount: 2,
      videoCount: 1,
      giftMessage: 'Chúc mừng em!',
      courseId: target.course.id,
    });
    const rows = await t.database.db.select().from(lessons).where(eq(lessons.id, copy.id));
    const [original] = await t.database.db.select().from(lessons).where(eq(lessons.id, source));
    expect(rows[0]?.documentFile).not.toBe(original?.documentFile);
    const copiedVideos = await t.database.db.select().from(videos).where(eq(videos.lessonId, copy.id));
    const marks = await t.database.db
      .select()
      .from(videoTimelines)
      .where(eq(videoTimelines.videoId, copiedVideos[0]?.id as number));
    expect(marks.map((m) => m.title)).toEqual(['Mở đầu']);
    const sheet = await t.database.db.select().from(lessonAnswers).where(eq(lessonAnswers.lessonId, copy.id));
    expect(sheet.map((s) => s.correct).sort()).toEqual(['3,5', 'A']);
    const missing = await as(teacher)('POST', `/api/admin/thematics/${target.thematicIds[0]}/lessons/copy`, {
      lessonId: 999_999,
    });
    expect(missing.json().code).toBe('VALIDATION_ERROR');
  });

  it('replaces the answer sheet keeping slot ids by position, and refuses malformed keys', async () => {
    const { lessonIds } = await newCourseWith(1, 1);
    const url = `/api/admin/lessons/${lessonIds[0]}/lesson-answers`;
    const first = await ok<{ data: { id: number; position: number }[] }>(
      as(teacher)('PUT', url, {
        answers: [
          { position: 1, kind: 'CHOICE', correct: 'B' },
          { position: 2, kind: 'TRUE_FALSE', correct: 'đ-s-đ-đ' },
          { position: 3, kind: 'SHORT', correct: '12' },
        ],
      }),
    );
    const second = await ok<{ data: { id: number; position: number; correct: string }[] }>(
      as(teacher)('PUT', url, {
        answers: [
          { position: 1, kind: 'CHOICE', correct: 'C' },
          { position: 2, kind: 'TRUE_FALSE', correct: 'Đ-S-Đ-S' },
        ],
      }),
    );
    expect(second.data.map((s) => s.id)).toEqual(first.data.slice(0, 2).map((s) => s.id));
    expect(second.data.map((s) => s.correct)).toEqual(['C', 'Đ-S-Đ-S']);
    for (const answers of [
      [{ position: 1, kind: 'CHOICE', correct: 'E' }],
      [{ position: 1, kind: 'TRUE_FALSE', correct: 'Đ-S' }],
      [
        { position: 1, kind: 'SHORT', correct: '1' },
        { position: 1, kind: 'SHORT', correct: '2' },
      ],
    ]) {
      expect((await as(teacher)('PUT', url, { answers })).json().code).toBe('VALIDATION_ERROR');
    }
    expect((await ok<{ data: unknown[] }>(as(teacher)('GET', url))).data).toHaveLength(2);
  });
});
