import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { lessonCompletions, lessons, videoProgress, videos } from '../../db/schema';
import type { DemoFiles } from '../../db/seed/demo-data';
import { prepareDemoVideoFiles, seedVideos } from './seed';
import { enroll, insertLesson } from './videos.fixtures';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('demo videos', () => {
  it('puts playable clips with chapters on the demo lessons, a free preview, a YouTube lesson and progress', async () => {
    const courses = [];
    for (let i = 0; i < 2; i++) {
      const first = await insertLesson(t);
      courses.push(first);
      let previousId = first.lesson.id;
      for (let j = 2; j <= 3; j++) {
        const [next] = await t.database.db
          .insert(lessons)
          .values({
            thematicId: first.thematic.id,
            courseId: first.course.id,
            name: `Bài ${j}`,
            slug: `bai-${j}`,
            previousId,
          })
          .returning({ id: lessons.id });
        previousId = next?.id ?? previousId;
      }
    }
    const student = await createUser(t, { username: 'hocsinh01' });
    await enroll(t, student.id, courses[0]?.course.id ?? 0);
    const files = await prepareDemoVideoFiles(t.app.storage);
    await t.database.db.transaction((tx) => seedVideos(tx, { files: { videos: files } as DemoFiles }));

    const rows = await t.database.db.select().from(videos).orderBy(videos.id);
    // Three lessons in each of two courses: five clips and the second course's YouTube lecture.
    expect(rows.map((row) => row.option).sort()).toEqual([
      'UPLOAD',
      'UPLOAD',
      'UPLOAD',
      'UPLOAD',
      'UPLOAD',
      'YOUTUBE',
    ]);
    const free = rows.find((row) => row.isFree);
    expect(free?.option).toBe('UPLOAD');
    expect(
      rows.filter((row) => !row.isFree && row.option === 'UPLOAD').every((row) => row.allowedViews === 5),
    ).toBe(true);

    // The free clip plays for a visitor, from the copied file.
    const play = await t.request({ method: 'GET', url: `/api/videos/${free?.id}` });
    expect(play.statusCode).toBe(200);
    expect(play.json().timelines.length).toBeGreaterThan(0);
    const stream = await t.request({
      method: 'GET',
      url: play.json().streamUrl,
      headers: { range: 'bytes=4-7' },
    });
    expect([stream.statusCode, stream.body]).toEqual([206, 'ftyp']);

    const progress = await t.database.db
      .select()
      .from(videoProgress)
      .where(eq(videoProgress.userId, student.id));
    expect(progress.some((row) => row.completedAt !== null)).toBe(true);
    const completions = await t.database.db
      .select()
      .from(lessonCompletions)
      .where(eq(lessonCompletions.userId, student.id));
    expect(completions).toHaveLength(1);
    await files.remove();
  });
});
