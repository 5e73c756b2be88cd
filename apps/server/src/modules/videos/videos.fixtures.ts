import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { TestApp } from '../../../test/helpers/test-app';
import { courses, enrollments, lessons, thematics, videos } from '../../db/schema';
import { VIDEO_FOLDER } from './admin-service';
import { DEMO_VIDEOS_DIR } from './seed';

let counter = 0;

/** A course with one thematic and one lesson (released, paid unless told). */
export async function insertLesson(
  t: TestApp,
  options: { releaseDate?: Date | null; isFree?: boolean; courseStatus?: string } = {},
) {
  counter++;
  const db = t.database.db;
  const [course] = await db
    .insert(courses)
    .values({
      name: `Toán 12 số ${counter}`,
      slug: `toan-12-so-${counter}`,
      status: options.courseStatus ?? 'ACTIVE',
    })
    .returning();
  if (!course) throw new Error('course insert failed');
  const [thematic] = await db
    .insert(thematics)
    .values({ courseId: course.id, name: 'Chuyên đề 1' })
    .returning();
  if (!thematic) throw new Error('thematic insert failed');
  const [lesson] = await db
    .insert(lessons)
    .values({
      thematicId: thematic.id,
      courseId: course.id,
      name: `Bài ${counter}: Đạo hàm`,
      slug: `bai-${counter}-dao-ham`,
      releaseDate: options.releaseDate ?? null,
      isFree: options.isFree ?? false,
    })
    .returning();
  if (!lesson) throw new Error('lesson insert failed');
  return { course, thematic, lesson };
}

/** The bytes of a real demo clip (6 s, about 20 KB). */
export const DEMO_CLIP = fs.readFileSync(path.join(DEMO_VIDEOS_DIR, 'dao-ham.mp4'));

/** An uploaded video on the lesson, its file already in private storage. */
export async function insertUploadedVideo(
  t: TestApp,
  lessonId: number,
  values: Partial<typeof videos.$inferInsert> = {},
) {
  // A video given `file: null` (not uploaded yet, or a service video) gets no file on disk.
  const file = 'file' in values ? null : await t.app.storage.write('private', VIDEO_FOLDER, DEMO_CLIP, 'mp4');
  const [video] = await t.database.db
    .insert(videos)
    .values({ lessonId, name: 'Video bài giảng', file, fileBytes: DEMO_CLIP.length, duration: 60, ...values })
    .returning();
  if (!video) throw new Error('video insert failed');
  return video;
}

export async function enroll(t: TestApp, userId: number, courseId: number, expiresAt: Date | null = null) {
  await t.database.db.insert(enrollments).values({ userId, courseId, source: 'ADMIN', expiresAt });
}

/** Moves a student's last progress report `seconds` into the past, as if that much time had passed. */
export async function ageProgress(t: TestApp, userId: number, videoId: number, seconds: number) {
  await t.database.db.execute(
    sql`update video_progress set updated_at = updated_at - make_interval(secs => ${seconds})
        where user_id = ${userId} and video_id = ${videoId}`,
  );
}

/** Moves a play's start `seconds` into the past. */
export async function agePlay(t: TestApp, playId: string, seconds: number) {
  await t.database.db.execute(
    sql`update video_views set created_at = created_at - make_interval(secs => ${seconds}) where play_id = ${playId}`,
  );
}

export async function videoRow(t: TestApp, id: number) {
  const [row] = await t.database.db.select().from(videos).where(eq(videos.id, id));
  return row;
}
