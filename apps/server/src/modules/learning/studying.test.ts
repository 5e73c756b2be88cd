import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signedInAs } from '../../../test/helpers/factories';
import { statementsOf } from '../../../test/helpers/statements';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { enrollments, lessonCompletions, lessonHistories, lessonSheetOpens } from '../../db/schema';
import { multipartFile, TINY_PDF } from '../books/catalogue.fixtures';
import { caller, enroll, insertCourse, ok, setLesson } from './learning.fixtures';

let t: TestApp;
let teacher: SignedIn;
let student: SignedIn;
let stranger: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  teacher = await signedInAs(t, 'teacher');
  student = await signedInAs(t, 'student');
  stranger = await signedInAs(t, 'student');
});
afterAll(() => t?.close());

const as = (who: SignedIn | null) => caller(t, who);

type Built = { courseId: number; thematicIds: number[]; lessonIds: number[] };

/** A course of `n` lessons over two thematics, `student` enrolled; lesson 0 carries a 3-slot sheet. */
async function buildCourse(n: number, options: { enrolled?: boolean } = {}): Promise<Built> {
  const course = await insertCourse(t);
  const thematicIds: number[] = [];
  for (const name of ['Hàm số', 'Tích phân'])
    thematicIds.push(
      (await ok<{ id: number }>(as(teacher)('POST', `/api/admin/courses/${course.id}/thematics`, { name })))
        .id,
    );
  const lessonIds: number[] = [];
  for (let i = 0; i < n; i++) {
    const thematicId = thematicIds[i < n / 2 ? 0 : 1];
    const created = await ok<{ id: number }>(
      as(teacher)('POST', `/api/admin/thematics/${thematicId}/lessons`, {
        name: `Bài ${i + 1}`,
        passPoint: 5,
        totalPoint: 10,
      }),
    );
    lessonIds.push(created.id);
  }
  await ok(
    as(teacher)('PUT', `/api/admin/lessons/${lessonIds[0]}/lesson-answers`, {
      answers: [
        { position: 1, kind: 'CHOICE', correct: 'B', point: 1 },
        { position: 2, kind: 'TRUE_FALSE', correct: 'Đ-S-Đ-Đ', point: 1 },
        { position: 3, kind: 'SHORT', correct: '2,5', point: 2 },
      ],
    }),
  );
  if (options.enrolled !== false) await enroll(t, student.user.id, course.id);
  return { courseId: course.id, thematicIds, lessonIds };
}

async function slotsOf(who: SignedIn, lessonId: number) {
  return (
    await ok<{ data: { id: number; position: number; kind: string }[] }>(
      as(who)('GET', `/api/lessons/${lessonId}/lesson-answers`),
    )
  ).data;
}

let keyCounter = 0;
async function submit(
  who: SignedIn,
  lessonId: number,
  values: string[],
  extra: Record<string, unknown> = {},
) {
  const slots = await slotsOf(who, lessonId);
  keyCounter++;
  return as(who)('POST', `/api/lessons/${lessonId}/lesson-histories`, {
    submitKey: `attempt-${keyCounter}-${Date.now()}`,
    answers: slots.map((slot, i) => ({ lessonAnswerId: slot.id, answerUser: values[i] ?? '' })),
    timeSpent: 120,
    ...extra,
  });
}

describe('outline and lesson', () => {
  it('shows lessons in order, locked for visitors except free previews, hides unreleased ones from students but not staff', async () => {
    const { courseId, lessonIds } = await buildCourse(4);
    const [a, b, c, d] = lessonIds as [number, number, number, number];
    await setLesson(t, b, { isFree: true });
    await setLesson(t, d, { releaseDate: new Date(Date.now() + 86_400_000) });
    const visitor = await ok<{ data: { lessons: { id: number; isLocked: boolean }[] }[]; access: string }>(
      as(null)('GET', `/api/courses/${courseId}/thematics`),
    );
    expect(visitor.access).toBe('NONE');
    expect(visitor.data.flatMap((th) => th.lessons.map((l) => [l.id, l.isLocked]))).toEqual([
      [a, true],
      [b, false],
      [c, true],
    ]);
    const enrolled = await ok<{ data: { lessons: { id: number; isLocked: boolean }[] }[]; access: string }>(
      as(student)('GET', `/api/courses/${courseId}/thematics`),
    );
    expect(enrolled.access).toBe('ENROLLED');
    expect(enrolled.data.flatMap((th) => th.lessons.filter((l) => !l.isLocked).map((l) => l.id))).toEqual([
      a,
      b,
      c,
    ]);
    const staff = await ok<{ data: { lessons: { id: number; isReleased: boolean }[] }[] }>(
      as(teacher)('GET', `/api/courses/${courseId}/thematics`),
    );
    expect(staff.data.flatMap((th) => th.lessons.map((l) => [l.id, l.isReleased]))).toEqual([
      [a, true],
      [b, true],
      [c, true],
      [d, false],
    ]);
  });

  it('opens a lesson for the enrolled student (recent lesson recorded), refuses others, LESSON_NOT_RELEASED before the date', async () => {
    const { courseId, lessonIds } = await buildCourse(3);
    const [a, b, c] = lessonIds as [number, number, number];
    const lesson = await ok<{
      previousLessonId: number | null;
      nextLessonId: number | null;
      answerCount: number;
    }>(as(student)('GET', `/api/lessons/${b}`));
    expect(lesson).toMatchObject({ previousLessonId: a, nextLessonId: c });
    const [enrollment] = await t.database.db
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.userId, student.user.id), eq(enrollments.courseId, courseId)));
    expect(enrollment?.lastLessonId).toBe(b);
    const recent = await ok<{ data: { id: number } | null }>(
      as(student)('GET', `/api/courses/${courseId}/recent-lesson`),
    );
    expect(recent.data?.id).toBe(b);
    expect((await as(stranger)('GET', `/api/lessons/${b}`)).json().code).toBe('COURSE_NOT_ENROLLED');
    expect((await as(null)('GET', `/api/lessons/${b}`)).json().code).toBe('UNAUTHENTICATED');
    await setLesson(t, c, { releaseDate: new Date(Date.now() + 3_600_000) });
    const early = await as(student)('GET', `/api/lessons/${c}`);
    expect(early.statusCode).toBe(403);
    expect(early.json().code).toBe('LESSON_NOT_RELEASED');
    expect((await as(teacher)('GET', `/api/lessons/${c}`)).statusCode).toBe(200);
    await setLesson(t, a, { isFree: true });
    expect((await as(null)('GET', `/api/lessons/${a}`)).statusCode).toBe(200);
  });

  it('downloads PDFs only as the rules say', async () => {
    const { thematicIds, lessonIds } = await buildCourse(2);
    const [a, b] = lessonIds as [number, number];
    for (const [lessonId, field] of [
      [a, 'document'],
      [a, 'answer'],
      [b, 'document'],
    ] as const) {
      const file = multipartFile(TINY_PDF, 'Đề bài.pdf', 'application/pdf');
      await t.request({
        method: 'POST',
        url: `/api/admin/lessons/${lessonId}/upload?field=${field}`,
        headers: { ...teacher.headers, ...file.headers },
        payload: file.payload,
      });
    }
    const url = (lessonId: number, type: string) =>
      `/api/thematics/${thematicIds[lessonId === a ? 0 : 1]}/lessons/${lessonId}/download-document?type=${type}`;
    const paid = await as(stranger)('GET', url(a, 'document'));
    expect(paid.statusCode).toBe(403);
    expect(paid.json().code).toBe('COURSE_NOT_ENROLLED');
    const mine = await as(student)('GET', url(a, 'document'));
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.headers['content-disposition']).toMatch(/attachment/);
    expect(mine.rawPayload.equals(TINY_PDF)).toBe(true);
    expect((await as(student)('GET', url(a, 'answer'))).json().code).toBe('LESSON_ANSWERS_NOT_SUBMITTED');
    await submit(student, a, ['B']);
    expect((await as(student)('GET', url(a, 'answer'))).statusCode).toBe(200);
    expect((await as(student)('GET', url(b, 'answer'))).json().code).toBe('DOCUMENT_NOT_ATTACHED');
    expect(
      (await as(student)('GET', `/api/thematics/${thematicIds[0]}/lessons/${b}/download-document`)).json()
        .code,
    ).toBe('NOT_FOUND');
    await setLesson(t, b, { isFree: true });
    expect((await as(null)('GET', url(b, 'document'))).statusCode).toBe(200);
    expect((await as(teacher)('GET', url(a, 'answer'))).statusCode).toBe(200);
  });
});

describe('answer sheets and histories', () => {
  it('serves slots without values, grades on the server with partial true/false points, and completes on a pass', async () => {
    const { courseId, lessonIds } = await buildCourse(2);
    const lessonId = lessonIds[0] as number;
    const slots = await ok<{ data: Record<string, unknown>[] }>(
      as(student)('GET', `/api/lessons/${lessonId}/lesson-answers`),
    );
    expect(slots.data).toHaveLength(3);
    expect(slots.data.every((slot) => !('correct' in slot))).toBe(true);
    // CHOICE right (1), TRUE_FALSE 3 of 4 (0.5 of 1), SHORT "2.5" = "2,5" (2): 3.5 of 4 → 8.75 of 10.
    const res = await submit(student, lessonId, [' b ', 'Đ-S-Đ-S', '2.5']);
    const history = res.json();
    expect(res.statusCode, res.body).toBe(200);
    expect(history).toMatchObject({
      score: 8.75,
      correctCount: 2,
      totalCount: 3,
      isPassed: true,
      isLessonCompleted: true,
    });
    expect(history.answers.map((a: { earned: number }) => a.earned)).toEqual([1, 0.5, 2]);
    const [completion] = await t.database.db
      .select()
      .from(lessonCompletions)
      .where(and(eq(lessonCompletions.userId, student.user.id), eq(lessonCompletions.lessonId, lessonId)));
    expect(completion?.source).toBe('ANSWERS');
    const progress = await ok<{ processPercent: number; lessons: { id: number; done: boolean }[] }>(
      as(student)('GET', `/api/courses/process-percent/${courseId}`),
    );
    expect(progress.processPercent).toBe(50);
    expect(progress.lessons.find((l) => l.id === lessonId)?.done).toBe(true);
    const students = await ok<{ data: { userId: number; processPercent: number }[] }>(
      as(teacher)('GET', `/api/admin/courses/${courseId}/students`),
    );
    expect(students.data.find((row) => row.userId === student.user.id)?.processPercent).toBe(50);
  });

  it('caps time spent by the clock since the sheet was opened', async () => {
    const { lessonIds } = await buildCourse(1);
    const lessonId = lessonIds[0] as number;
    const res = await submit(student, lessonId, ['A'], { timeSpent: 5000 });
    expect(res.json().timeSpent).toBeLessThan(60);
    const opens = await t.database.db
      .select()
      .from(lessonSheetOpens)
      .where(eq(lessonSheetOpens.lessonId, lessonId));
    expect(opens).toHaveLength(0);
  });

  it('answers a replayed submitKey with the same history, stored once', async () => {
    const { lessonIds } = await buildCourse(1);
    const lessonId = lessonIds[0] as number;
    const slots = await slotsOf(student, lessonId);
    const body = {
      submitKey: 'replay-key-123456',
      answers: slots.map((slot) => ({ lessonAnswerId: slot.id, answerUser: 'B' })).slice(0, 1),
      timeSpent: 30,
    };
    const [first, second] = await Promise.all([
      as(student)('POST', `/api/lessons/${lessonId}/lesson-histories`, body),
      as(student)('POST', `/api/lessons/${lessonId}/lesson-histories`, body),
    ]);
    const third = await as(student)('POST', `/api/lessons/${lessonId}/lesson-histories`, body);
    expect(first.json().id).toBe(second.json().id);
    expect(third.json().id).toBe(first.json().id);
    const rows = await t.database.db
      .select()
      .from(lessonHistories)
      .where(eq(lessonHistories.lessonId, lessonId));
    expect(rows).toHaveLength(1);
  });

  it('refuses wrong-shaped answers with VALIDATION_ERROR and stores nothing', async () => {
    const { lessonIds } = await buildCourse(1);
    const lessonId = lessonIds[0] as number;
    const slots = await slotsOf(student, lessonId);
    const [choice, trueFalse] = slots as unknown as [{ id: number }, { id: number }];
    const bad = [
      [{ lessonAnswerId: 999_999, answerUser: 'A' }],
      [
        { lessonAnswerId: choice.id, answerUser: 'A' },
        { lessonAnswerId: choice.id, answerUser: 'B' },
      ],
      [{ lessonAnswerId: choice.id, answerUser: 'x'.repeat(51) }],
      [{ lessonAnswerId: choice.id, answerUser: 'E' }],
      [{ lessonAnswerId: trueFalse.id, answerUser: 'Đ-S' }],
    ];
    for (const answers of bad) {
      const res = await as(student)('POST', `/api/lessons/${lessonId}/lesson-histories`, {
        submitKey: `bad-${Math.random().toString(36).slice(2)}`,
        answers,
        timeSpent: 10,
      });
      expect(res.statusCode, JSON.stringify(answers)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    const rows = await t.database.db
      .select()
      .from(lessonHistories)
      .where(eq(lessonHistories.lessonId, lessonId));
    expect(rows).toHaveLength(0);
    expect(
      (
        await as(stranger)('POST', `/api/lessons/${lessonId}/lesson-histories`, {
          submitKey: 'stranger-key-1',
          answers: [],
          timeSpent: 1,
        })
      ).json().code,
    ).toBe('COURSE_NOT_ENROLLED');
  });

  it('reveals the key only with the student’s own history; another student’s history is ACCESS_DENIED', async () => {
    const { courseId, lessonIds } = await buildCourse(1);
    const lessonId = lessonIds[0] as number;
    await enroll(t, stranger.user.id, courseId);
    const before = await as(student)('GET', `/api/lessons/${lessonId}/0/lesson-answers-key`);
    expect(before.statusCode).toBe(403);
    expect(before.json().code).toBe('LESSON_ANSWERS_NOT_SUBMITTED');
    const history = (await submit(student, lessonId, ['A'])).json();
    const key = await ok<{ data: { correct: string }[] }>(
      as(student)('GET', `/api/lessons/${lessonId}/${history.id}/lesson-answers-key`),
    );
    expect(key.data.map((slot) => slot.correct)).toEqual(['B', 'Đ-S-Đ-Đ', '2,5']);
    expect(
      (await as(stranger)('GET', `/api/lessons/${lessonId}/${history.id}/lesson-answers-key`)).json().code,
    ).toBe('LESSON_ANSWERS_NOT_SUBMITTED');
    expect((await as(teacher)('GET', `/api/lessons/${lessonId}/0/lesson-answers-key`)).statusCode).toBe(200);
    const other = await as(stranger)('GET', `/api/lesson-histories/${history.id}`);
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe('ACCESS_DENIED');
    expect((await as(student)('GET', `/api/lesson-histories/${history.id}`)).statusCode).toBe(200);
    expect((await as(teacher)('GET', `/api/lesson-histories/${history.id}`)).statusCode).toBe(200);
    const mine = await ok<{ data: { id: number }[] }>(
      as(student)('GET', `/api/lessons/${lessonId}/lesson-histories`),
    );
    expect(mine.data.map((h) => h.id)).toEqual([history.id]);
    expect(
      (await ok<{ data: unknown[] }>(as(stranger)('GET', `/api/lessons/${lessonId}/lesson-histories`))).data,
    ).toEqual([]);
  });

  it('ranks lessons and courses, with the caller’s own row', async () => {
    const { courseId, lessonIds } = await buildCourse(2);
    const lessonId = lessonIds[0] as number;
    await enroll(t, stranger.user.id, courseId);
    await submit(student, lessonId, ['B', 'Đ-S-Đ-Đ', '2,5']);
    await submit(stranger, lessonId, ['B']);
    await submit(stranger, lessonId, ['A']);
    const ranks = await ok<{
      data: { rank: number; user: { id: number }; score: number }[];
      me: { rank: number } | null;
      total: number;
    }>(as(stranger)('GET', `/api/lessons/${lessonId}/lesson-ranks?limit=1`));
    expect(ranks.total).toBe(2);
    expect(ranks.data).toHaveLength(1);
    expect(ranks.data[0]).toMatchObject({ rank: 1, score: 10, user: { id: student.user.id } });
    expect(ranks.me).toMatchObject({ rank: 2, score: 2.5 });
    const course = await ok<{
      data: { user: { id: number }; processPercent: number }[];
      me: { rank: number } | null;
    }>(as(stranger)('GET', `/api/courses/${courseId}/course-ranks`));
    expect(course.data[0]).toMatchObject({ user: { id: student.user.id }, processPercent: 50 });
    expect(course.me?.rank).toBe(2);
    const outsider = await signedInAs(t, 'student');
    expect((await as(outsider)('GET', `/api/courses/${courseId}/course-ranks`)).json().code).toBe(
      'COURSE_NOT_ENROLLED',
    );
  });

  it('re-grades after the key changed, adds completions, and a second sync changes nothing', async () => {
    const { lessonIds } = await buildCourse(1);
    const lessonId = lessonIds[0] as number;
    const history = (await submit(student, lessonId, ['C', 'Đ-S-Đ-Đ', '2,5'])).json();
    expect(history.score).toBe(7.5);
    await ok(
      as(teacher)('PUT', `/api/admin/lessons/${lessonId}/lesson-answers`, {
        answers: [
          { position: 1, kind: 'CHOICE', correct: 'C', point: 1 },
          { position: 2, kind: 'TRUE_FALSE', correct: 'Đ-S-Đ-Đ', point: 1 },
          { position: 3, kind: 'SHORT', correct: '2,5', point: 2 },
        ],
      }),
    );
    await setLesson(t, lessonId, { passPoint: 9 });
    await t.database.db.delete(lessonCompletions).where(eq(lessonCompletions.lessonId, lessonId));
    const first = await ok(as(teacher)('GET', `/api/admin/lessons/${lessonId}/sync-lesson-histories`));
    expect(first).toEqual({ histories: 1, regraded: 1, completionsAdded: 1 });
    const second = await ok(as(teacher)('GET', `/api/admin/lessons/${lessonId}/sync-lesson-histories`));
    expect(second).toEqual({ histories: 1, regraded: 0, completionsAdded: 0 });
    const detail = await ok<{ score: number }>(as(student)('GET', `/api/lesson-histories/${history.id}`));
    expect(detail.score).toBe(10);
  });

  it('lists histories per lesson and per user for staff and exports an xlsx report', async () => {
    const { lessonIds } = await buildCourse(1);
    const lessonId = lessonIds[0] as number;
    await submit(student, lessonId, ['B']);
    const byLesson = await ok<{ data: { user: { id: number } }[]; pagination: { total: number } }>(
      as(teacher)('GET', `/api/admin/lessons/${lessonId}/lesson-histories`),
    );
    expect(byLesson.pagination.total).toBe(1);
    expect(byLesson.data[0]?.user.id).toBe(student.user.id);
    const byUser = await ok<{ pagination: { total: number } }>(
      as(teacher)('GET', `/api/admin/users/${student.user.id}/lesson-histories`),
    );
    expect(byUser.pagination.total).toBeGreaterThan(0);
    const report = await as(teacher)('GET', `/api/admin/lessons/${lessonId}/lesson-histories/report`);
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-type']).toMatch(/spreadsheetml/);
    expect(report.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await as(student)('GET', `/api/admin/lessons/${lessonId}/lesson-histories`)).statusCode).toBe(
      403,
    );
  });
});

describe('my courses and gifts', () => {
  it('lists my courses with their progress and recent lesson', async () => {
    const { courseId, lessonIds } = await buildCourse(2);
    await ok(as(student)('GET', `/api/lessons/${lessonIds[1]}`));
    const mine = await ok<{
      data: { id: number; processPercent: number; recentLesson: { id: number } | null }[];
    }>(as(student)('GET', '/api/courses/course-of-user'));
    const entry = mine.data.find((c) => c.id === courseId);
    expect(entry?.recentLesson?.id).toBe(lessonIds[1]);
    expect(entry?.processPercent).toBe(0);
    expect(mine.data[0]?.id).toBe(courseId);
  });

  it('gives a completed lesson’s gift once, refuses before completion, and lets only claimers download its PDF', async () => {
    const { thematicIds, lessonIds } = await buildCourse(2);
    const lessonId = lessonIds[0] as number;
    expect((await as(student)('POST', `/api/lessons/${lessonId}/gifts`)).json().code).toBe(
      'LESSON_HAS_NO_GIFT',
    );
    await ok(as(teacher)('PATCH', `/api/admin/lessons/${lessonId}`, { giftMessage: 'Tặng em đề nâng cao!' }));
    const file = multipartFile(TINY_PDF, 'de-nang-cao.pdf', 'application/pdf');
    await t.request({
      method: 'POST',
      url: `/api/admin/lessons/${lessonId}/upload?field=gift`,
      headers: { ...teacher.headers, ...file.headers },
      payload: file.payload,
    });
    const early = await as(student)('POST', `/api/lessons/${lessonId}/gifts`);
    expect(early.json().code).toBe('LESSON_NOT_COMPLETED');
    const download = `/api/thematics/${thematicIds[0]}/lessons/${lessonId}/download-document?type=gift`;
    expect((await as(student)('GET', download)).json().code).toBe('LESSON_NOT_COMPLETED');
    await submit(student, lessonId, ['B', 'Đ-S-Đ-Đ', '2,5']);
    const gift = await ok<{
      message: string;
      hasFile: boolean;
      claimedAt: string;
      nextLesson: { id: number } | null;
    }>(as(student)('POST', `/api/lessons/${lessonId}/gifts`));
    expect(gift).toMatchObject({
      message: 'Tặng em đề nâng cao!',
      hasFile: true,
      nextLesson: { id: lessonIds[1] },
    });
    const again = await ok<{ claimedAt: string }>(as(student)('POST', `/api/lessons/${lessonId}/gifts`));
    expect(again.claimedAt).toBe(gift.claimedAt);
    expect((await as(student)('GET', download)).statusCode).toBe(200);
  });
});

describe('bounded statements', () => {
  it('progress, outline and the lesson cost the same statements for 3 and 30 lessons', async () => {
    const small = await buildCourse(3);
    const large = await buildCourse(30);
    const counts = async (built: Built) => [
      await statementsOf(t, () => ok(as(student)('GET', `/api/courses/process-percent/${built.courseId}`))),
      await statementsOf(t, () => ok(as(student)('GET', `/api/courses/${built.courseId}/thematics`))),
      await statementsOf(t, () => ok(as(student)('GET', `/api/lessons/${built.lessonIds[1]}`))),
      await statementsOf(t, () => ok(as(student)('GET', '/api/courses/course-of-user'))),
    ];
    const [a, b] = [await counts(small), await counts(large)];
    expect(b).toEqual(a);
    expect(Math.max(...a)).toBeLessThanOrEqual(10);
  });
});
