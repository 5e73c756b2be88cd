import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signedInAs } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { lessonCompletions, videoProgress, videoViews } from '../../db/schema';
import {
  agePlay,
  ageProgress,
  DEMO_CLIP,
  enroll,
  insertLesson,
  insertUploadedVideo,
} from './videos.fixtures';

let t: TestApp;
let staff: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  staff = await signedInAs(t, 'admin');
});
afterAll(() => t?.close());

async function play(videoId: number, who?: SignedIn, path = '') {
  return t.request({ method: 'GET', url: `/api/videos/${videoId}${path}`, headers: who?.headers ?? {} });
}

/** A student enrolled in a fresh course with one uploaded video (5 views, 60 s unless told). */
async function studentWithVideo(values: Parameters<typeof insertUploadedVideo>[2] = {}) {
  const { course, lesson } = await insertLesson(t);
  const video = await insertUploadedVideo(t, lesson.id, { allowedViews: 5, ...values });
  const student = await signedInAs(t, 'student');
  await enroll(t, student.user.id, course.id);
  return { course, lesson, video, student };
}

async function views(videoId: number, userId: number) {
  return t.database.db
    .select()
    .from(videoViews)
    .where(and(eq(videoViews.videoId, videoId), eq(videoViews.userId, userId)));
}

describe('GET /videos/{id}: who may play', () => {
  it('gives an enrolled student a signed stream URL, a play id, the chapters and the views left', async () => {
    const { video, student } = await studentWithVideo();
    await t.database.db.execute(
      sql.raw(
        `insert into video_timelines (video_id, title, second) values (${video.id}, 'Phần 2', 30), (${video.id}, 'Mở đầu', 0)`,
      ),
    );
    const res = await play(video.id, student);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: video.id,
      option: 'UPLOAD',
      duration: 60,
      viewsAllowed: 5,
      viewsUsed: 0,
      viewsLeft: 5,
      resumeAt: 0,
      externalId: null,
      embedUrl: null,
    });
    expect(body.timelines.map((mark: { title: string }) => mark.title)).toEqual(['Mở đầu', 'Phần 2']);
    expect(body.streamUrl).toMatch(new RegExp(`^/api/videos/${video.id}/stream\\?u=${student.user.id}&p=`));
    expect(body.playId).toMatch(/^[\w-]{16}\.[\w-]{22}$/);
    expect(Date.parse(body.expiresAt) - Date.now()).toBeGreaterThan(60 * 60 * 1000);
  });

  it('refuses a student of another course, a signed-out visitor, and an expired enrollment', async () => {
    const { course, video } = await studentWithVideo();
    const stranger = await signedInAs(t, 'student');
    expect((await play(video.id, stranger)).json().code).toBe('COURSE_NOT_ENROLLED');
    expect((await play(video.id)).json().code).toBe('UNAUTHENTICATED');
    const lapsed = await signedInAs(t, 'student');
    await enroll(t, lapsed.user.id, course.id, new Date(Date.now() - 60_000));
    const expired = await play(video.id, lapsed);
    expect([expired.statusCode, expired.json().code]).toEqual([403, 'ENROLLMENT_EXPIRED']);
  });

  it('keeps a lesson closed to students before its release date, but not to staff', async () => {
    const { course, lesson } = await insertLesson(t, { releaseDate: new Date(Date.now() + 86_400_000) });
    const video = await insertUploadedVideo(t, lesson.id);
    const student = await signedInAs(t, 'student');
    await enroll(t, student.user.id, course.id);
    const early = await play(video.id, student);
    expect([early.statusCode, early.json().code]).toEqual([403, 'LESSON_NOT_RELEASED']);
    const asStaff = await play(video.id, staff);
    expect(asStaff.statusCode).toBe(200);
    expect(asStaff.json()).toMatchObject({ viewsAllowed: null, viewsLeft: null });
  });

  it('answers NOT_FOUND for a hidden video to students and VIDEO_NOT_UPLOADED before the file arrives', async () => {
    const { video, student, lesson } = await studentWithVideo({ status: 'INACTIVE' });
    expect((await play(video.id, student)).json().code).toBe('NOT_FOUND');
    const empty = await insertUploadedVideo(t, lesson.id, { file: null, fileBytes: 0 });
    expect((await play(empty.id, student)).json().code).toBe('VIDEO_NOT_UPLOADED');
    expect((await play(987654, student)).json().code).toBe('NOT_FOUND');
  });

  it('plays a service video by its id and embed address', async () => {
    const { lesson, student } = await studentWithVideo();
    const youtube = await insertUploadedVideo(t, lesson.id, {
      option: 'YOUTUBE',
      externalId: 'dQw4w9WgXcQ',
      file: null,
    });
    const body = (await play(youtube.id, student)).json();
    expect(body).toMatchObject({
      option: 'YOUTUBE',
      externalId: 'dQw4w9WgXcQ',
      embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      streamUrl: null,
    });
  });

  it('answers in a bounded number of statements, however many chapters and views', async () => {
    const { video, student } = await studentWithVideo({ allowedViews: null });
    const count = async () => {
      let statements = 0;
      const stop = t.database.observeQueries(() => statements++);
      const res = await play(video.id, student);
      stop();
      expect(res.statusCode).toBe(200);
      return statements;
    };
    const before = await count();
    for (let i = 0; i < 30; i++) {
      await t.database.db.execute(
        sql.raw(
          `insert into video_timelines (video_id, title, second) values (${video.id}, 'Mốc ${i}', ${i})`,
        ),
      );
      await t.database.db
        .insert(videoViews)
        .values({ videoId: video.id, userId: student.user.id, playId: `p${i}` });
    }
    const after = await count();
    expect(after).toBe(before);
    expect(after).toBeLessThanOrEqual(6);
  });
});

describe('free videos', () => {
  it('plays a free video for a signed-out visitor, without counting or limiting', async () => {
    const { lesson } = await insertLesson(t);
    const video = await insertUploadedVideo(t, lesson.id, { isFree: true, allowedViews: 1 });
    const res = await play(video.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isFree: true, viewsAllowed: null, viewsLeft: null });
    expect(res.json().streamUrl).toContain('u=0');
    const again = await play(video.id, undefined, '/free');
    expect(again.statusCode).toBe(200);
    const stream = await t.request({
      method: 'GET',
      url: again.json().streamUrl,
      headers: { range: 'bytes=0-9' },
    });
    expect(stream.statusCode).toBe(206);
  });

  it('opens the videos of a free preview lesson, and /free refuses a paid one', async () => {
    const { lesson } = await insertLesson(t, { isFree: true });
    const video = await insertUploadedVideo(t, lesson.id);
    expect((await play(video.id, undefined, '/free')).statusCode).toBe(200);
    const { video: paid } = await studentWithVideo();
    expect((await play(paid.id, undefined, '/free')).json().code).toBe('NOT_FOUND');
  });

  it('lists free videos of visible, released lessons for the home section, with the learning link', async () => {
    const { lesson, course } = await insertLesson(t);
    const free = await insertUploadedVideo(t, lesson.id, { isFree: true, name: 'Video miễn phí mới' });
    const { lesson: later } = await insertLesson(t, { releaseDate: new Date(Date.now() + 86_400_000) });
    const unreleased = await insertUploadedVideo(t, later.id, { isFree: true });
    const { lesson: hiddenCourse } = await insertLesson(t, { courseStatus: 'INACTIVE' });
    const inHidden = await insertUploadedVideo(t, hiddenCourse.id, { isFree: true });
    const res = await t.request({ method: 'GET', url: '/api/videos/free' });
    expect(res.statusCode).toBe(200);
    const ids = res.json().data.map((card: { id: number }) => card.id);
    expect(ids).toContain(free.id);
    expect(ids).not.toContain(unreleased.id);
    expect(ids).not.toContain(inHidden.id);
    expect(ids.length).toBeLessThanOrEqual(10);
    const card = res.json().data.find((c: { id: number }) => c.id === free.id);
    expect(card).toMatchObject({
      name: 'Video miễn phí mới',
      courseId: course.id,
      lessonId: lesson.id,
      link: `/bai-giang/${course.id}/${lesson.id}/${lesson.slug}`,
    });
  });
});

describe('views', () => {
  it('counts a retried POST /view once, and the stream of the same play adds nothing', async () => {
    const { video, student } = await studentWithVideo();
    const { playId, streamUrl } = (await play(video.id, student)).json();
    const post = () =>
      t.request({
        method: 'POST',
        url: `/api/videos/${video.id}/view`,
        headers: student.headers,
        payload: { playId },
      });
    const first = await post();
    expect(first.json()).toEqual({ counted: true, viewsUsed: 1, viewsLeft: 4 });
    const retry = await post();
    expect(retry.json()).toEqual({ counted: false, viewsUsed: 1, viewsLeft: 4 });
    await t.request({ method: 'GET', url: streamUrl, headers: { range: 'bytes=0-99' } });
    await t.request({ method: 'GET', url: streamUrl, headers: { range: 'bytes=100-' } });
    expect(await views(video.id, student.user.id)).toHaveLength(1);
    expect((await play(video.id, student)).json()).toMatchObject({ viewsUsed: 1, viewsLeft: 4 });
  });

  it('counts a play that skips POST /view at its first stream request', async () => {
    const { video, student } = await studentWithVideo();
    const { streamUrl } = (await play(video.id, student)).json();
    expect((await t.request({ method: 'GET', url: streamUrl })).statusCode).toBe(200);
    expect(await views(video.id, student.user.id)).toHaveLength(1);
  });

  it('answers VIDEO_VIEW_LIMIT_REACHED past the allowed views, and a pending play cannot start', async () => {
    const { video, student } = await studentWithVideo({ allowedViews: 2 });
    const a = (await play(video.id, student)).json();
    const b = (await play(video.id, student)).json();
    const c = (await play(video.id, student)).json();
    // Three plays were handed out while views were left; only two may start.
    expect(
      (await t.request({ method: 'GET', url: a.streamUrl, headers: { range: 'bytes=0-1' } })).statusCode,
    ).toBe(206);
    const viewB = await t.request({
      method: 'POST',
      url: `/api/videos/${video.id}/view`,
      headers: student.headers,
      payload: { playId: b.playId },
    });
    expect(viewB.json()).toMatchObject({ counted: true, viewsLeft: 0 });
    const late = await t.request({ method: 'GET', url: c.streamUrl, headers: { range: 'bytes=0-1' } });
    expect([late.statusCode, late.json().code]).toEqual([403, 'VIDEO_VIEW_LIMIT_REACHED']);
    const again = await play(video.id, student);
    expect([again.statusCode, again.json().code]).toEqual([403, 'VIDEO_VIEW_LIMIT_REACHED']);
    // A play already counted keeps streaming (seeking within it is not a new view).
    expect(
      (await t.request({ method: 'GET', url: a.streamUrl, headers: { range: 'bytes=2-3' } })).statusCode,
    ).toBe(206);
    expect(await views(video.id, student.user.id)).toHaveLength(2);
  });

  it('refuses a play id made up or issued to someone else, and never counts staff', async () => {
    const { video, student, course } = await studentWithVideo();
    const classmate = await signedInAs(t, 'student');
    await enroll(t, classmate.user.id, course.id);
    const theirs = (await play(video.id, classmate)).json().playId;
    for (const playId of [theirs, 'x'.repeat(16) + '.' + 'y'.repeat(22), 'not-a-play-id']) {
      const res = await t.request({
        method: 'POST',
        url: `/api/videos/${video.id}/view`,
        headers: student.headers,
        payload: { playId },
      });
      expect([res.statusCode, res.json().code]).toEqual([403, 'VIDEO_LINK_INVALID']);
    }
    const staffPlay = (await play(video.id, staff)).json();
    await t.request({ method: 'GET', url: staffPlay.streamUrl });
    const staffView = await t.request({
      method: 'POST',
      url: `/api/videos/${video.id}/view`,
      headers: staff.headers,
      payload: { playId: staffPlay.playId },
    });
    expect(staffView.json()).toMatchObject({ counted: false, viewsLeft: null });
    expect(await views(video.id, staff.user.id)).toHaveLength(0);
    expect(await views(video.id, student.user.id)).toHaveLength(0);
  });
});

describe('the signed stream', () => {
  it('serves the file with Range: 206 with the exact bytes, 200 whole, 416 past the end', async () => {
    const { video, student } = await studentWithVideo();
    const { streamUrl } = (await play(video.id, student)).json();
    const part = await t.request({ method: 'GET', url: streamUrl, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${DEMO_CLIP.length}`);
    expect(part.headers['content-length']).toBe('100');
    expect(part.headers['content-type']).toBe('video/mp4');
    expect(part.headers['accept-ranges']).toBe('bytes');
    expect(part.headers['cache-control']).toBe('private, no-store');
    expect(part.rawPayload.equals(DEMO_CLIP.subarray(100, 200))).toBe(true);

    const tail = await t.request({ method: 'GET', url: streamUrl, headers: { range: 'bytes=-10' } });
    expect(tail.rawPayload.equals(DEMO_CLIP.subarray(DEMO_CLIP.length - 10))).toBe(true);

    const whole = await t.request({ method: 'GET', url: streamUrl });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-length']).toBe(String(DEMO_CLIP.length));
    expect(whole.rawPayload.equals(DEMO_CLIP)).toBe(true);

    const past = await t.request({
      method: 'GET',
      url: streamUrl,
      headers: { range: `bytes=${DEMO_CLIP.length}-` },
    });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${DEMO_CLIP.length}`);

    // A Range the server does not use (several ranges, another unit) gets the whole file, as RFC 9110 allows.
    const several = await t.request({ method: 'GET', url: streamUrl, headers: { range: 'bytes=0-1,5-6' } });
    expect(several.statusCode).toBe(200);
  });

  it('refuses a tampered, expired, re-pointed or someone else’s address with VIDEO_LINK_INVALID', async () => {
    const { video, student, lesson } = await studentWithVideo();
    const other = await insertUploadedVideo(t, lesson.id);
    const { streamUrl } = (await play(video.id, student)).json();
    const url = new URL(streamUrl, 'http://x');
    const variant = (change: (q: URLSearchParams) => void, pathname = url.pathname) => {
      const q = new URLSearchParams(url.search);
      change(q);
      return `${pathname}?${q}`;
    };
    const classmate = await signedInAs(t, 'student');
    const attempts = [
      variant((q) => q.set('u', String(classmate.user.id))),
      variant((q) => q.set('e', String(Number(q.get('e')) + 3600))),
      variant((q) => q.set('k', 'S')),
      // One character of the signature changed (to one it is not: a signature ending in A stays valid as A).
      variant((q) => {
        const signature = q.get('s') ?? '';
        q.set('s', `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`);
      }),
      variant((q) => q.delete('s')),
      variant(() => {}, `/api/videos/${other.id}/stream`),
      // Expired: a correctly shaped address whose time has passed cannot be signed by anyone but us.
      variant((q) => q.set('e', '1000000000')),
    ];
    for (const attempt of attempts) {
      const res = await t.request({ method: 'GET', url: attempt });
      expect([res.statusCode, res.json().code], attempt).toEqual([403, 'VIDEO_LINK_INVALID']);
    }
    // Presented by another signed-in user, the genuine address is refused too.
    const stolen = await t.request({ method: 'GET', url: streamUrl, headers: classmate.headers });
    expect([stolen.statusCode, stolen.json().code]).toEqual([403, 'VIDEO_LINK_INVALID']);
    // Spelt with encoded characters, the route is the same and the checks hold.
    const encoded = await t.request({ method: 'GET', url: streamUrl.replace('/stream', '/%73tream') });
    expect(encoded.statusCode).toBe(200);
    const badId = await t.request({
      method: 'GET',
      url: streamUrl.replace(`/videos/${video.id}/`, '/videos/..%2F1/'),
    });
    expect(badId.statusCode).toBeGreaterThanOrEqual(400);
    expect(await views(video.id, student.user.id)).toHaveLength(1);
  });

  it('stops serving once the student loses access, even with an address still valid', async () => {
    const { video, student, course } = await studentWithVideo();
    const { streamUrl } = (await play(video.id, student)).json();
    await t.database.db.execute(
      sql.raw(
        `update enrollments set expires_at = now() - interval '1 minute' where user_id = ${student.user.id} and course_id = ${course.id}`,
      ),
    );
    const res = await t.request({ method: 'GET', url: streamUrl });
    expect([res.statusCode, res.json().code]).toEqual([403, 'ENROLLMENT_EXPIRED']);
  });
});

describe('watch progress', () => {
  async function startPlay(videoId: number, who: SignedIn) {
    const { playId } = (await play(videoId, who)).json();
    await t.request({
      method: 'POST',
      url: `/api/videos/${videoId}/view`,
      headers: who.headers,
      payload: { playId },
    });
    return playId as string;
  }
  const report = (
    videoId: number,
    who: SignedIn,
    body: { playId: string; position: number; playing: number },
  ) =>
    t.request({
      method: 'POST',
      url: `/api/videos/${videoId}/progress`,
      headers: who.headers,
      payload: body,
    });

  it('a jump to the end moves the resume point but does not complete the lesson', async () => {
    const { video, student, lesson } = await studentWithVideo({ duration: 60 });
    const playId = await startPlay(video.id, student);
    await agePlay(t, playId, 5);
    const res = await report(video.id, student, { playId, position: 60, playing: 60 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ resumeAt: 60, watchedSeconds: 5, completed: false });
    const completions = await t.database.db
      .select()
      .from(lessonCompletions)
      .where(eq(lessonCompletions.lessonId, lesson.id));
    expect(completions).toHaveLength(0);
    expect((await play(video.id, student)).json()).toMatchObject({ resumeAt: 60, completed: false });
  });

  it('steady reports over real time complete the video and its lesson at 90 %', async () => {
    const { video, student, lesson, course } = await studentWithVideo({ duration: 60, allowedViews: null });
    const playId = await startPlay(video.id, student);
    await agePlay(t, playId, 20);
    expect((await report(video.id, student, { playId, position: 20, playing: 20 })).json()).toMatchObject({
      watchedSeconds: 20,
      completed: false,
    });
    await ageProgress(t, student.user.id, video.id, 20);
    expect(
      (await report(video.id, student, { playId, position: 40, playing: 20 })).json().watchedSeconds,
    ).toBe(40);
    await ageProgress(t, student.user.id, video.id, 20);
    const done = await report(video.id, student, { playId, position: 60, playing: 20 });
    expect(done.json()).toEqual({ resumeAt: 60, watchedSeconds: 60, completed: true });
    const [completion] = await t.database.db
      .select()
      .from(lessonCompletions)
      .where(and(eq(lessonCompletions.lessonId, lesson.id), eq(lessonCompletions.userId, student.user.id)));
    expect(completion).toMatchObject({ courseId: course.id, source: 'VIDEO' });
  });

  it('credits at most the reported playing seconds, and refuses bad reports', async () => {
    const { video, student } = await studentWithVideo({ duration: 600 });
    const playId = await startPlay(video.id, student);
    await agePlay(t, playId, 100);
    expect(
      (await report(video.id, student, { playId, position: 10, playing: 10 })).json().watchedSeconds,
    ).toBe(10);
    for (const body of [
      { playId, position: -1, playing: 1 },
      { playId, position: 1, playing: 99999 },
      { playId, position: 1 },
    ]) {
      const res = await t.request({
        method: 'POST',
        url: `/api/videos/${video.id}/progress`,
        headers: student.headers,
        payload: body,
      });
      expect([res.statusCode, res.json().code]).toEqual([400, 'VALIDATION_ERROR']);
    }
    const forged = await report(video.id, student, { playId: 'made.up', position: 1, playing: 1 });
    expect(forged.json().code).toBe('VIDEO_LINK_INVALID');
    const [row] = await t.database.db
      .select()
      .from(videoProgress)
      .where(and(eq(videoProgress.userId, student.user.id), eq(videoProgress.videoId, video.id)));
    expect(row?.watchedSeconds).toBe(10);
  });
});
