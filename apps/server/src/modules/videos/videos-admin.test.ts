import http from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signedInAs } from '../../../test/helpers/factories';
import { filesUnder, listenOnLoopback, sendStreamedUpload } from '../../../test/helpers/streamed-upload';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { lessonGifts, lessons, thematics, videos, videoTimelines } from '../../db/schema';
import { multipartFile, TINY_PDF } from '../books/catalogue.fixtures';
import { LESSON_FOLDER } from '../shared/lesson-files';
import { copyLessonVideos } from '../shared/lesson-video-copy';
import { DEMO_CLIP, enroll, insertLesson, insertUploadedVideo, videoRow } from './videos.fixtures';

let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  // A 1 MB file limit, so an oversize upload is quick to send.
  t = await createTestApp({ UPLOAD_MAX_FILE_MB: '1' });
  admin = await signedInAs(t, 'admin');
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
    url,
    headers: who.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

function upload(videoId: number, field: string, data: Buffer, name: string, type: string, who = admin) {
  const body = multipartFile(data, name, type);
  return t.request({
    method: 'POST',
    url: `/api/admin/videos/${videoId}/upload?field=${field}`,
    headers: { ...who.headers, ...body.headers },
    payload: body.payload,
  });
}

describe('admin video CRUD under a lesson', () => {
  it('creates, lists in position order, reads, updates and deletes videos', async () => {
    const { lesson } = await insertLesson(t);
    const second = await call('POST', `/api/admin/lessons/${lesson.id}/videos`, {
      name: 'Phần 2',
      duration: 120,
      position: 2,
      allowedViews: 3,
    });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({
      lessonId: lesson.id,
      option: 'UPLOAD',
      hasFile: false,
      allowedViews: 3,
      isFree: false,
      timelines: [],
    });
    const first = await call('POST', `/api/admin/lessons/${lesson.id}/videos`, {
      name: 'Phần 1',
      option: 'YOUTUBE',
      externalId: 'https://youtu.be/dQw4w9WgXcQ?t=42',
      position: 1,
      allowedViews: '',
    });
    expect(first.json()).toMatchObject({
      externalId: 'dQw4w9WgXcQ',
      embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      allowedViews: null,
    });
    const list = await call('GET', `/api/admin/lessons/${lesson.id}/videos`);
    expect(list.json().data.map((v: { name: string }) => v.name)).toEqual(['Phần 1', 'Phần 2']);

    const vimeo = await call('PATCH', `/api/admin/videos/${first.json().id}`, {
      option: 'VIMEO',
      externalId: 'https://vimeo.com/76979871',
      isFree: true,
    });
    expect(vimeo.json()).toMatchObject({ option: 'VIMEO', externalId: '76979871', isFree: true });
    expect((await call('GET', `/api/admin/videos/${first.json().id}`)).json().embedUrl).toBe(
      'https://player.vimeo.com/video/76979871',
    );
    expect((await call('DELETE', `/api/admin/videos/${second.json().id}`)).json()).toEqual({ ok: true });
    expect((await call('GET', `/api/admin/videos/${second.json().id}`)).json().code).toBe('NOT_FOUND');
  });

  it('refuses service ids that do not fit their option, and bad numbers, changing nothing', async () => {
    const { lesson } = await insertLesson(t);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: 'A', option: 'YOUTUBE' }, 'externalId'],
      [
        { name: 'A', option: 'YOUTUBE', externalId: 'https://www.youtube.com.evil.vn/watch?v=dQw4w9WgXcQ' },
        'externalId',
      ],
      [{ name: 'A', option: 'YOUTUBE', externalId: 'short' }, 'externalId'],
      [{ name: 'A', option: 'VIMEO', externalId: 'abc' }, 'externalId'],
      [{ name: 'A', option: 'DAILYMOTION' }, 'option'],
      [{ name: 'A', allowedViews: -1 }, 'allowedViews'],
      [{ name: 'A', duration: 1.5 }, 'duration'],
      [{ name: '' }, 'name'],
    ];
    for (const [body, path] of cases) {
      const res = await call('POST', `/api/admin/lessons/${lesson.id}/videos`, body);
      expect([res.statusCode, res.json().code], JSON.stringify(body)).toEqual([400, 'VALIDATION_ERROR']);
      expect(res.json().details[0].path).toBe(path);
    }
    const stored = await call('POST', `/api/admin/lessons/${lesson.id}/videos`, {
      name: 'YouTube',
      option: 'YOUTUBE',
      externalId: 'dQw4w9WgXcQ',
    });
    const switched = await call('PATCH', `/api/admin/videos/${stored.json().id}`, { option: 'VIMEO' });
    expect(switched.json().details[0].path).toBe('externalId');
    expect((await videoRow(t, stored.json().id))?.option).toBe('YOUTUBE');
    expect((await call('GET', `/api/admin/lessons/${lesson.id}/videos`)).json().data).toHaveLength(1);
    expect((await call('POST', '/api/admin/lessons/987654/videos', { name: 'A' })).json().code).toBe(
      'NOT_FOUND',
    );
  });

  it('keeps students and staff without the video permissions out', async () => {
    const { lesson } = await insertLesson(t);
    const student = await signedInAs(t, 'student');
    const res = await call('GET', `/api/admin/lessons/${lesson.id}/videos`, undefined, student);
    expect(res.statusCode).toBe(403);
    // Office staff read courses but do not manage videos; teachers do.
    const office = await signedInAs(t, 'staff');
    const refused = await call('POST', `/api/admin/lessons/${lesson.id}/videos`, { name: 'A' }, office);
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'PERMISSION_NOT_ACCEPTED']);
    expect((await call('GET', `/api/admin/lessons/${lesson.id}/videos`)).json().data).toHaveLength(0);
    const teacher = await signedInAs(t, 'teacher');
    const made = await call('POST', `/api/admin/lessons/${lesson.id}/videos`, { name: 'A' }, teacher);
    expect(made.statusCode).toBe(200);
  });
});

/** Announces a 50 GB body, sends a few bytes, and reads the answer (which must come without the rest). */
function announceHugeUpload(baseUrl: string, path: string): Promise<{ status: number; code: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      new URL(path, baseUrl),
      {
        method: 'POST',
        headers: {
          ...admin.headers,
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(50 * 1024 ** 3),
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () => {
          resolve({ status: response.statusCode ?? 0, code: JSON.parse(text).code });
          request.destroy();
        });
      },
    );
    request.on('error', reject);
    request.write('--x\r\n');
  });
}

describe('uploads', () => {
  it('stores a real mp4 privately (no public address) and replaces the previous file', async () => {
    const { lesson } = await insertLesson(t);
    const video = await insertUploadedVideo(t, lesson.id, { file: null, fileBytes: 0 });
    const res = await upload(video.id, 'video', DEMO_CLIP, 'bai-giang.mp4', 'video/mp4');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ hasFile: true, fileBytes: DEMO_CLIP.length });
    const first = (await videoRow(t, video.id))?.file;
    expect(filesUnder(t.app.storage.privateDir)).toContain(`videos/${first}`);
    expect(filesUnder(t.app.storage.publicDir).some((f) => f.startsWith('videos/'))).toBe(false);
    await upload(video.id, 'video', DEMO_CLIP, 'moi.mp4', 'video/mp4');
    const second = (await videoRow(t, video.id))?.file;
    expect(second).not.toBe(first);
    expect(filesUnder(t.app.storage.privateDir)).not.toContain(`videos/${first}`);
  });

  it('refuses a file named .mp4 that is not one, a PDF as the video, and a video for a service option', async () => {
    const { lesson } = await insertLesson(t);
    const video = await insertUploadedVideo(t, lesson.id, { file: null, fileBytes: 0 });
    const before = filesUnder(t.app.storage.privateDir);
    const text = await upload(
      video.id,
      'video',
      Buffer.from('<html>not a video</html>'),
      'gia.mp4',
      'video/mp4',
    );
    expect([text.statusCode, text.json().code]).toEqual([400, 'FILE_TYPE_NOT_ALLOWED']);
    const pdf = await upload(video.id, 'video', TINY_PDF, 'bai.mp4', 'video/mp4');
    expect(pdf.json().code).toBe('FILE_TYPE_NOT_ALLOWED');
    const youtube = await insertUploadedVideo(t, lesson.id, {
      option: 'YOUTUBE',
      externalId: 'dQw4w9WgXcQ',
      file: null,
    });
    const wrong = await upload(youtube.id, 'video', DEMO_CLIP, 'a.mp4', 'video/mp4');
    expect(wrong.json().code).toBe('VALIDATION_ERROR');
    expect((await videoRow(t, video.id))?.file).toBeNull();
    expect(filesUnder(t.app.storage.privateDir)).toEqual(before);
    expect(filesUnder(t.app.storage.tempDir)).toEqual([]);
  });

  it('answers an oversize file, streamed or announced by its Content-Length, without storing anything', async () => {
    const { lesson } = await insertLesson(t);
    const video = await insertUploadedVideo(t, lesson.id, { file: null, fileBytes: 0 });
    const before = filesUnder(t.app.storage.privateDir);
    const baseUrl = await listenOnLoopback(t.app);
    const announced = await announceHugeUpload(baseUrl, `/api/admin/videos/${video.id}/upload?field=video`);
    expect([announced.status, announced.code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    const streamed = await sendStreamedUpload(baseUrl, {
      url: `/api/admin/videos/${video.id}/upload?field=video`,
      headers: admin.headers,
      fileName: 'dai.mp4',
      contentType: 'video/mp4',
      head: DEMO_CLIP,
      // Under the body limit (file limit + multipart framing) but over the file limit.
      bytes: 1024 * 1024 + 32 * 1024,
    });
    expect([streamed.status, streamed.body.code]).toEqual([413, 'FILE_TOO_LARGE']);
    expect((await videoRow(t, video.id))?.file).toBeNull();
    expect(filesUnder(t.app.storage.privateDir)).toEqual(before);
    expect(filesUnder(t.app.storage.tempDir)).toEqual([]);
  });
});

describe("a video's document", () => {
  it('is served to its students and staff, refused to others, and answers DOCUMENT_NOT_ATTACHED when missing', async () => {
    const { lesson, course } = await insertLesson(t);
    const video = await insertUploadedVideo(t, lesson.id);
    const url = `/api/videos/${lesson.id}/${video.id}/download-document`;
    const student = await signedInAs(t, 'student');
    await enroll(t, student.user.id, course.id);
    const missing = await t.request({ method: 'GET', url, headers: student.headers });
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'DOCUMENT_NOT_ATTACHED']);

    const attached = await upload(video.id, 'document', TINY_PDF, 'Bài tập đạo hàm.pdf', 'application/pdf');
    expect(attached.json()).toMatchObject({ hasDocument: true, documentName: 'Bài tập đạo hàm.pdf' });
    const ok = await t.request({ method: 'GET', url, headers: student.headers });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('application/pdf');
    expect(ok.rawPayload.equals(TINY_PDF)).toBe(true);
    expect((await t.request({ method: 'GET', url, headers: admin.headers })).statusCode).toBe(200);

    const stranger = await signedInAs(t, 'student');
    expect((await t.request({ method: 'GET', url, headers: stranger.headers })).json().code).toBe(
      'COURSE_NOT_ENROLLED',
    );
    expect((await t.request({ method: 'GET', url })).json().code).toBe('UNAUTHENTICATED');
    const { lesson: otherLesson } = await insertLesson(t);
    const mismatched = await t.request({
      method: 'GET',
      url: `/api/videos/${otherLesson.id}/${video.id}/download-document`,
      headers: student.headers,
    });
    expect(mismatched.json().code).toBe('NOT_FOUND');
  });
});

describe('timelines', () => {
  it('adds, lists by second, edits and removes chapters within the duration', async () => {
    const { lesson } = await insertLesson(t);
    const video = await insertUploadedVideo(t, lesson.id, { duration: 300 });
    const base = `/api/admin/videos/${video.id}/video-timelines`;
    const late = await call('POST', base, { title: 'Bài tập', second: 240 });
    expect(late.json()).toMatchObject({ videoId: video.id, title: 'Bài tập', second: 240 });
    await call('POST', base, { title: 'Mở đầu', second: 0 });
    expect((await call('GET', base)).json().data.map((m: { title: string }) => m.title)).toEqual([
      'Mở đầu',
      'Bài tập',
    ]);
    const past = await call('POST', base, { title: 'Sau cùng', second: 301 });
    expect([past.statusCode, past.json().details[0].path]).toEqual([400, 'second']);
    const edited = await call('PATCH', `/api/admin/video-timelines/${late.json().id}`, { second: 200 });
    expect(edited.json().second).toBe(200);
    expect(
      (await call('PATCH', `/api/admin/video-timelines/${late.json().id}`, { second: 999 })).statusCode,
    ).toBe(400);
    // A duration shorter than a chapter would leave it pointing nowhere.
    const shorter = await call('PATCH', `/api/admin/videos/${video.id}`, { duration: 100 });
    expect(shorter.json().details[0].path).toBe('duration');
    expect((await videoRow(t, video.id))?.duration).toBe(300);
    expect((await call('DELETE', `/api/admin/video-timelines/${late.json().id}`)).json()).toEqual({
      ok: true,
    });
    expect((await call('GET', base)).json().data).toHaveLength(1);
    expect((await call('DELETE', `/api/admin/video-timelines/${late.json().id}`)).json().code).toBe(
      'NOT_FOUND',
    );
  });
});

describe('copyLessonVideos', () => {
  it('copies the videos with their chapters to another lesson, sharing the files safely', async () => {
    const { lesson: from } = await insertLesson(t);
    const { lesson: to } = await insertLesson(t);
    const video = await insertUploadedVideo(t, from.id, { name: 'Gốc', allowedViews: 4, isFree: true });
    await t.database.db.insert(videoTimelines).values([
      { videoId: video.id, title: 'A', second: 0 },
      { videoId: video.id, title: 'B', second: 30 },
    ]);
    const copied = await t.database.db.transaction((tx) => copyLessonVideos(tx, from.id, to.id));
    expect(copied).toBe(1);
    const [copy] = await t.database.db.select().from(videos).where(eq(videos.lessonId, to.id));
    expect(copy).toMatchObject({ name: 'Gốc', allowedViews: 4, isFree: true, file: video.file });
    const marks = await t.database.db
      .select()
      .from(videoTimelines)
      .where(eq(videoTimelines.videoId, copy?.id ?? 0));
    expect(marks.map((m) => [m.title, m.second])).toEqual([
      ['A', 0],
      ['B', 30],
    ]);
    // Deleting the original keeps the file the copy still plays.
    await call('DELETE', `/api/admin/videos/${video.id}`);
    expect(filesUnder(t.app.storage.privateDir)).toContain(`videos/${video.file}`);
    await call('DELETE', `/api/admin/videos/${copy?.id}`);
    expect(filesUnder(t.app.storage.privateDir)).not.toContain(`videos/${video.file}`);
  });
});

describe('deleting lessons, thematics and courses removes their stored files', () => {
  /** A lesson with both PDFs, a gift PDF and an uploaded video with its PDF, all in private storage. */
  async function lessonWithFiles(lessonId: number) {
    const storage = t.app.storage;
    const pdf = () => storage.write('private', LESSON_FOLDER, TINY_PDF, 'pdf');
    const [documentFile, answerFile, giftFile] = [await pdf(), await pdf(), await pdf()];
    await t.database.db.update(lessons).set({ documentFile, answerFile }).where(eq(lessons.id, lessonId));
    await t.database.db.insert(lessonGifts).values({ lessonId, message: 'Quà', file: giftFile });
    const video = await insertUploadedVideo(t, lessonId, {
      documentFile: await t.app.storage.write('private', 'videos', TINY_PDF, 'pdf'),
    });
    return [
      `${LESSON_FOLDER}/${documentFile}`,
      `${LESSON_FOLDER}/${answerFile}`,
      `${LESSON_FOLDER}/${giftFile}`,
      `videos/${video.file}`,
      `videos/${video.documentFile}`,
    ];
  }
  const stored = () => filesUnder(t.app.storage.privateDir);

  it('a lesson: its PDFs, gift, videos and their PDFs', async () => {
    const { lesson } = await insertLesson(t);
    const files = await lessonWithFiles(lesson.id);
    expect(stored()).toEqual(expect.arrayContaining(files));
    expect((await call('DELETE', `/api/admin/lessons/${lesson.id}`)).statusCode).toBe(200);
    for (const file of files) expect(stored()).not.toContain(file);
  });

  it('a thematic: every lesson of it, but a video file a copied lesson elsewhere still plays stays', async () => {
    const { thematic, lesson, course } = await insertLesson(t);
    const [second] = await t.database.db
      .insert(lessons)
      .values({
        thematicId: thematic.id,
        courseId: course.id,
        name: 'Bài 2',
        slug: 'bai-2',
        previousId: lesson.id,
      })
      .returning();
    const files = [...(await lessonWithFiles(lesson.id)), ...(await lessonWithFiles(second?.id ?? 0))];
    const { lesson: elsewhere } = await insertLesson(t);
    await t.database.db.transaction((tx) => copyLessonVideos(tx, lesson.id, elsewhere.id));
    const [shared] = await t.database.db.select().from(videos).where(eq(videos.lessonId, elsewhere.id));
    expect((await call('DELETE', `/api/admin/thematics/${thematic.id}`)).statusCode).toBe(200);
    const kept = [`videos/${shared?.file}`, `videos/${shared?.documentFile}`];
    for (const file of files) {
      if (kept.includes(file)) expect(stored()).toContain(file);
      else expect(stored()).not.toContain(file);
    }
    expect(await t.database.db.select().from(thematics).where(eq(thematics.id, thematic.id))).toEqual([]);
  });

  it('a course without students: every lesson of every thematic', async () => {
    const { course, lesson } = await insertLesson(t);
    const files = await lessonWithFiles(lesson.id);
    expect((await call('DELETE', `/api/admin/courses/${course.id}`)).statusCode).toBe(200);
    for (const file of files) expect(stored()).not.toContain(file);
  });

  it('a course with students is refused and keeps its files', async () => {
    const { course, lesson } = await insertLesson(t);
    const files = await lessonWithFiles(lesson.id);
    await enroll(t, admin.user.id, course.id);
    const refused = await call('DELETE', `/api/admin/courses/${course.id}`);
    expect(refused.json().code).toBe('COURSE_HAS_STUDENTS');
    expect(stored()).toEqual(expect.arrayContaining(files));
  });
});
