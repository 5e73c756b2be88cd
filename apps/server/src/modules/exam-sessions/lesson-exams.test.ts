import { HISTORY_IMAGES_MAX } from '@tutor/contract/exam-sessions';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signedInAs } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { examHistories, lessonCompletions, lessonQuestions, questionAnswers } from '../../db/schema';
import { multipartFile, TINY_PDF } from '../books/catalogue.fixtures';
import { enroll, insertCourse, setLesson } from '../learning/learning.fixtures';
import {
  api,
  insertPaper,
  ok,
  type Paper,
  perfectSheet,
  refused,
  secondsFromNow,
  sheet,
} from './exam-sessions.fixtures';

let t: TestApp;
let teacher: SignedIn;
let student: SignedIn;
let paper: Paper;
let courseId: number;

beforeAll(async () => {
  t = await createTestApp();
  teacher = await signedInAs(t, 'teacher');
  student = await signedInAs(t, 'student');
  paper = await insertPaper(t, { choice: 2, trueFalse: 1, short: 1 });
  courseId = (await insertCourse(t)).id;
  await enroll(t, student.user.id, courseId);
});
afterAll(() => t?.close());

let thematicId: number | undefined;

/** A lesson of the course with a timed exam on `paper` (20 minutes, pass at 5 of 10). */
async function lessonWithExam(fields: { examTime?: number; questions?: number[] } = {}) {
  thematicId ??= (
    await ok<{ id: number }>(
      api(t, teacher)('POST', `/admin/courses/${courseId}/thematics`, { name: 'Hàm số' }),
    )
  ).id;
  const lesson = await ok<{ id: number }>(
    api(t, teacher)('POST', `/admin/thematics/${thematicId}/lessons`, {
      name: 'Bài kiểm tra',
      examTime: fields.examTime ?? 20,
      passPoint: 5,
      totalPoint: 10,
    }),
  );
  const ids = fields.questions ?? paper.questionIds;
  if (ids.length > 0)
    await t.database.db
      .insert(lessonQuestions)
      .values(ids.map((questionId, position) => ({ lessonId: lesson.id, questionId, position })));
  return lesson.id;
}

const openLesson = (who: SignedIn, lessonId: number) =>
  ok<{ token: string; isNewToken: boolean; examTime: number }>(
    api(t, who)('POST', `/lessons/${lessonId}/exam-sessions`),
  );
const submitLesson = (who: SignedIn, lessonId: number, token: string, body: object) =>
  ok<{ examHistory: { id: number; score: number; isPassed: boolean; source: string } }>(
    api(t, who)('POST', `/lessons/${lessonId}/lesson-exam-histories/${token}`, body),
  );
const completion = (userId: number, lessonId: number) =>
  t.database.db
    .select()
    .from(lessonCompletions)
    .where(and(eq(lessonCompletions.userId, userId), eq(lessonCompletions.lessonId, lessonId)));

describe('lesson exams', () => {
  it('need the course, a released lesson and a timed exam with questions', async () => {
    const lessonId = await lessonWithExam();
    const outsider = await signedInAs(t, 'student');
    await refused(api(t, outsider)('POST', `/lessons/${lessonId}/exam-sessions`), 'COURSE_NOT_ENROLLED');
    await refused(api(t, null)('POST', `/lessons/${lessonId}/exam-sessions`), 'UNAUTHENTICATED');
    // A free preview opens the lesson's page, not its exam.
    await setLesson(t, lessonId, { isFree: true });
    await refused(api(t, outsider)('POST', `/lessons/${lessonId}/exam-sessions`), 'COURSE_NOT_ENROLLED');
    await setLesson(t, lessonId, { releaseDate: secondsFromNow(86_400) });
    await refused(api(t, student)('POST', `/lessons/${lessonId}/exam-sessions`), 'LESSON_NOT_RELEASED');
    const untimed = await lessonWithExam({ examTime: 0 });
    await refused(api(t, student)('POST', `/lessons/${untimed}/exam-sessions`), 'LESSON_HAS_NO_EXAM');
    const empty = await lessonWithExam({ questions: [] });
    await refused(api(t, student)('POST', `/lessons/${empty}/exam-sessions`), 'LESSON_HAS_NO_EXAM');
  });

  it('runs on the same engine: the lesson’s time, a pass completes the lesson in the same step', async () => {
    const lessonId = await lessonWithExam();
    const opened = await openLesson(student, lessonId);
    expect(opened.examTime).toBeLessThanOrEqual(20 * 60);
    expect(opened.examTime).toBeGreaterThan(20 * 60 - 5);
    const shown = await ok<{ exam: unknown }>(
      api(t, student)('GET', `/lessons/${lessonId}/exam-questions/${opened.token}`),
    );
    expect(shown.exam).toEqual({
      id: lessonId,
      name: 'Bài kiểm tra',
      duration: 20,
      totalPoint: 10,
      // 2 × 0.25 + 1 + 0.5 raw points, scaled to 10.
      parts: [
        { part: 1, questionCount: 2, points: 2.5 },
        { part: 2, questionCount: 1, points: 5 },
        { part: 3, questionCount: 1, points: 2.5 },
      ],
    });
    // The exam engine's paths do not take a lesson's token.
    await refused(
      api(t, student)('GET', `/exams/${lessonId}/exam-questions/${opened.token}`),
      'EXAM_SESSION_INVALID',
    );

    const failed = await submitLesson(student, lessonId, opened.token, {
      ...sheet({}),
      submitKey: 'lesson-fail-key',
    });
    expect(failed.examHistory).toMatchObject({ score: 0, isPassed: false });
    expect(await completion(student.user.id, lessonId)).toHaveLength(0);

    const again = await openLesson(student, lessonId);
    expect(again.isNewToken).toBe(true);
    const passed = await submitLesson(student, lessonId, again.token, {
      ...perfectSheet(paper),
      submitKey: 'lesson-pass-key',
    });
    expect(passed.examHistory).toMatchObject({ score: 10, isPassed: true });
    expect((await completion(student.user.id, lessonId))[0]?.source).toBe('EXAM');

    const mine = await ok<{ data: { id: number }[] }>(
      api(t, student)('GET', `/lessons/${lessonId}/lesson-exam-histories`),
    );
    expect(mine.data.map((h) => h.id)).toEqual([passed.examHistory.id, failed.examHistory.id]);
    const across = await ok<{ data: { lessonId: number }[] }>(
      api(t, student)('GET', '/lesson-exam-histories'),
    );
    expect(across.data.every((h) => h.lessonId !== null)).toBe(true);
    // The exams' list across exams holds no lesson attempt.
    const examsAcross = await ok<{ data: { id: number; examId: number | null }[] }>(
      api(t, student)('GET', '/exam-histories'),
    );
    expect(examsAcross.data.every((h) => h.examId !== null)).toBe(true);
    expect(examsAcross.data.map((h) => h.id)).not.toContain(passed.examHistory.id);
    const ranks = await ok<{ data: { user: { id: number }; score: number }[] }>(
      api(t, student)('GET', `/lessons/${lessonId}/lesson-exam-ranks`),
    );
    expect(ranks.data).toEqual([
      expect.objectContaining({ score: 10, user: expect.objectContaining({ id: student.user.id }) }),
    ]);
    const detail = await ok<{ questions: unknown[] }>(
      api(t, student)('GET', `/lesson-exam-histories/${passed.examHistory.id}`),
    );
    expect(detail.questions).toHaveLength(paper.questionIds.length);
  });

  it('ends an attempt on request with the saved answers (inactive-exam-token)', async () => {
    const lessonId = await lessonWithExam();
    const { token } = await openLesson(student, lessonId);
    await ok(
      api(t, student)('PUT', `/lessons/${lessonId}/exam-answers/${token}`, {
        ...perfectSheet(paper),
        seq: 1,
      }),
    );
    const ended = await ok<{ isLate: boolean; examHistory: { score: number; source: string } }>(
      api(t, student)('GET', `/lessons/${lessonId}/inactive-exam-token/${token}`),
    );
    expect(ended).toMatchObject({ isLate: false, examHistory: { score: 10, source: 'SUBMIT' } });
    const status = await ok(api(t, student)('GET', `/lessons/${lessonId}/exam-status`));
    expect(status).toMatchObject({ examStatus: 'DONE', attemptsAllowed: null });
  });

  it('re-grades a lesson’s histories after a key change, in one call', async () => {
    const lessonId = await lessonWithExam();
    const { token } = await openLesson(student, lessonId);
    const { examHistory } = await submitLesson(student, lessonId, token, {
      ...perfectSheet(paper),
      submitKey: 'regrade-key',
    });
    const q = paper.choice[0] as Paper['choice'][number];
    // The key was wrong: option A is the right one, not C.
    await t.database.db
      .update(questionAnswers)
      .set({ isCorrect: false })
      .where(eq(questionAnswers.id, q.correctId));
    await t.database.db
      .update(questionAnswers)
      .set({ isCorrect: true })
      .where(eq(questionAnswers.id, q.optionIds[0] as number));
    await refused(
      api(t, student)('GET', `/admin/lessons/${lessonId}/sync-lesson-exam-histories`),
      'ACCESS_DENIED',
    );
    const synced = await ok<{ total: number; changed: number }>(
      api(t, teacher)('GET', `/admin/lessons/${lessonId}/sync-lesson-exam-histories`),
    );
    expect(synced).toEqual({ total: 1, changed: 1 });
    const [row] = await t.database.db
      .select()
      .from(examHistories)
      .where(eq(examHistories.id, examHistory.id));
    expect(row?.score).toBeLessThan(10);
    expect(row?.correctCount).toBe(paper.questionIds.length - 1);
    // Put the key back for the other tests.
    await t.database.db
      .update(questionAnswers)
      .set({ isCorrect: false })
      .where(eq(questionAnswers.id, q.optionIds[0] as number));
    await t.database.db
      .update(questionAnswers)
      .set({ isCorrect: true })
      .where(eq(questionAnswers.id, q.correctId));
    const admin = await ok<{ data: { user: { id: number } }[] }>(
      api(t, teacher)('GET', `/admin/lessons/${lessonId}/lesson-exam-histories`),
    );
    expect(admin.data.map((h) => h.user.id)).toEqual([student.user.id]);
  });
});

describe('photos of the working', () => {
  const png = () =>
    sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 30, b: 30 } } })
      .png()
      .toBuffer();
  const upload = (who: SignedIn, historyId: number, data: Buffer, name: string, type: string) => {
    const { payload, headers } = multipartFile(data, name, type);
    return t.request({
      method: 'POST',
      url: `/api/lesson-exam-histories/${historyId}/images`,
      headers: { ...who.headers, ...headers },
      payload,
    });
  };

  it('takes images by content, to the owner’s own history, serves them privately, and lets staff annotate', async () => {
    const lessonId = await lessonWithExam();
    const { token } = await openLesson(student, lessonId);
    const { examHistory } = await submitLesson(student, lessonId, token, {
      ...sheet({}),
      submitKey: 'photos-key',
    });
    const image = await png();

    const stored = (await upload(student, examHistory.id, image, 'bai-lam.png', 'image/png')).json();
    expect(stored).toMatchObject({ historyId: examHistory.id, position: 0, annotatedUrl: null });
    await refused(
      upload(student, examHistory.id, Buffer.from('not an image at all'), 'anh.png', 'image/png'),
      'ONLY_IMAGES',
    );
    await refused(upload(student, examHistory.id, TINY_PDF, 'anh.jpg', 'image/jpeg'), 'ONLY_IMAGES');
    // A PNG signature over a body that is not one.
    const forged = Buffer.concat([image.subarray(0, 16), Buffer.alloc(64)]);
    await refused(upload(student, examHistory.id, forged, 'anh.png', 'image/png'), 'ONLY_IMAGES');
    const stranger = await signedInAs(t, 'student');
    await refused(upload(stranger, examHistory.id, image, 'anh.png', 'image/png'), 'NOT_FOUND');

    const served = await t.request({ method: 'GET', url: stored.url, headers: student.headers });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    await refused(t.request({ method: 'GET', url: stored.url, headers: stranger.headers }), 'NOT_FOUND');
    expect((await t.request({ method: 'GET', url: stored.url, headers: teacher.headers })).statusCode).toBe(
      200,
    );

    const { payload, headers } = multipartFile(image, 'cham.png', 'image/png');
    const annotated = await t.request({
      method: 'POST',
      url: `/api/admin/lessons/${lessonId}/update-lesson-exam-history-image/${stored.id}`,
      headers: { ...teacher.headers, ...headers },
      payload,
    });
    expect(annotated.statusCode, annotated.body).toBe(200);
    const annotatedUrl = annotated.json().annotatedUrl as string;
    expect((await t.request({ method: 'GET', url: annotatedUrl, headers: student.headers })).statusCode).toBe(
      200,
    );

    for (let i = 1; i < HISTORY_IMAGES_MAX; i++)
      expect((await upload(student, examHistory.id, image, `trang-${i}.png`, 'image/png')).statusCode).toBe(
        200,
      );
    await refused(
      upload(student, examHistory.id, image, 'mot-trang-nua.png', 'image/png'),
      'EXAM_HISTORY_IMAGES_FULL',
    );
    const list = await ok<{ data: unknown[] }>(
      api(t, student)('GET', `/lesson-exam-histories/${examHistory.id}/images`),
    );
    expect(list.data).toHaveLength(HISTORY_IMAGES_MAX);
  });
});
