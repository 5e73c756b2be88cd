import fs from 'node:fs/promises';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  enrollments,
  lessons,
  users,
  videoProgress,
  videos,
  videoTimelines,
  videoViews,
} from '../../db/schema';
import type { SeedContext } from '../../db/seed/demo-data';
import type { Storage } from '../../lib/storage';
import { markLessonComplete } from '../enrollments/entitlement';
import { VIDEO_FOLDER } from './admin-service';

/** The committed clips (demo-videos/README.md); the bundle in dist/ and the source both find them. */
export const DEMO_VIDEOS_DIR = path.resolve(
  import.meta.dirname,
  path.basename(import.meta.dirname) === 'dist' ? '../demo-videos' : '../../../demo-videos',
);

/** Each clip with its lesson-video name, duration (seconds) and chapter marks. */
const CLIPS = [
  {
    key: 'ham-so-bac-hai',
    name: 'Hàm số bậc hai: đồ thị và đỉnh parabol',
    duration: 6,
    timelines: [
      { title: 'Dạng tổng quát', second: 0 },
      { title: 'Toạ độ đỉnh', second: 3 },
    ],
  },
  {
    key: 'luong-giac',
    name: 'Công thức lượng giác cơ bản',
    duration: 6,
    timelines: [
      { title: 'Hằng đẳng thức', second: 0 },
      { title: 'Công thức nhân đôi', second: 4 },
    ],
  },
  {
    key: 'dao-ham',
    name: 'Định nghĩa đạo hàm và quy tắc tính',
    duration: 6,
    timelines: [
      { title: 'Định nghĩa', second: 0 },
      { title: 'Đạo hàm của tích', second: 3 },
    ],
  },
  {
    key: 'tich-phan',
    name: 'Tích phân và diện tích hình phẳng',
    duration: 6,
    timelines: [
      { title: 'Công thức Newton – Leibniz', second: 0 },
      { title: 'Ứng dụng tính diện tích', second: 4 },
    ],
  },
] as const;

export type DemoVideoFiles = {
  clips: Record<string, { name: string; bytes: number }>;
  remove(): Promise<void>;
};

/** Copies the committed clips into private storage, before the demo data's transaction opens. */
export async function prepareDemoVideoFiles(storage: Storage): Promise<DemoVideoFiles> {
  const clips: DemoVideoFiles['clips'] = {};
  const remove = async () => {
    await Promise.allSettled(
      Object.values(clips).map((clip) => storage.remove('private', VIDEO_FOLDER, clip.name)),
    );
  };
  try {
    for (const clip of CLIPS) {
      const data = await fs.readFile(path.join(DEMO_VIDEOS_DIR, `${clip.key}.mp4`));
      clips[clip.key] = {
        name: await storage.write('private', VIDEO_FOLDER, data, 'mp4'),
        bytes: data.length,
      };
    }
  } catch (error) {
    await remove();
    throw error;
  }
  return { clips, remove };
}

/** A real maths lecture on YouTube (3Blue1Brown, "The paradox of the derivative"), for the service option. */
const YOUTUBE_DEMO_ID = '9vKqVkMQHKk';

/**
 * Videos on the demo lessons (made by the courses' seed, which runs before this one): the first lessons
 * of each course get a clip each, in course order, with chapter marks; the very first is a free preview,
 * the second course's third lesson plays a YouTube lecture, and paid clips allow 5 views. hocsinh01 has
 * watched the first video of their course to the end and started the second.
 */
export async function seedVideos(tx: Tx, { files }: SeedContext): Promise<void> {
  const { clips } = files.videos;
  const lessonRows = await tx
    .select({ id: lessons.id, courseId: lessons.courseId })
    .from(lessons)
    .orderBy(asc(lessons.courseId), asc(lessons.thematicId), asc(lessons.id));
  if (lessonRows.length === 0) return;
  const byCourse = new Map<number, number[]>();
  for (const row of lessonRows) byCourse.set(row.courseId, [...(byCourse.get(row.courseId) ?? []), row.id]);

  let clipIndex = 0;
  let courseIndex = 0;
  const made: Array<{ videoId: number; lessonId: number; courseId: number; duration: number }> = [];
  for (const [courseId, lessonIds] of byCourse) {
    for (const [lessonIndex, lessonId] of lessonIds.slice(0, 3).entries()) {
      if (courseIndex === 1 && lessonIndex === 2) {
        await tx.insert(videos).values({
          lessonId,
          name: 'Bài giảng minh hoạ: nghịch lý của đạo hàm (YouTube)',
          option: 'YOUTUBE',
          externalId: YOUTUBE_DEMO_ID,
          duration: 1036,
          allowedViews: null,
        });
        continue;
      }
      const clip = CLIPS[clipIndex % CLIPS.length] ?? CLIPS[0];
      clipIndex++;
      const stored = clips[clip.key];
      if (!stored) throw new Error(`demo clip ${clip.key} was not prepared`);
      const isFirst = made.length === 0;
      const [video] = await tx
        .insert(videos)
        .values({
          lessonId,
          name: clip.name,
          option: 'UPLOAD',
          file: stored.name,
          fileBytes: stored.bytes,
          duration: clip.duration,
          isFree: isFirst,
          allowedViews: isFirst ? null : 5,
        })
        .returning({ id: videos.id });
      if (!video) throw new Error('demo video insert returned nothing');
      await tx.insert(videoTimelines).values(clip.timelines.map((mark) => ({ videoId: video.id, ...mark })));
      made.push({ videoId: video.id, lessonId, courseId, duration: clip.duration });
    }
    courseIndex++;
  }

  const [student] = await tx
    .select({ id: users.id, courseId: enrollments.courseId })
    .from(users)
    .innerJoin(enrollments, eq(enrollments.userId, users.id))
    .where(eq(users.username, 'hocsinh01'))
    .orderBy(asc(enrollments.id))
    .limit(1);
  if (!student) return;
  const [done, started] = made.filter((video) => video.courseId === student.courseId);
  if (done) {
    await tx.insert(videoViews).values([
      { videoId: done.videoId, userId: student.id, playId: 'demo-play-1' },
      { videoId: done.videoId, userId: student.id, playId: 'demo-play-2' },
    ]);
    await tx.insert(videoProgress).values({
      userId: student.id,
      videoId: done.videoId,
      position: done.duration,
      watchedSeconds: done.duration,
      completedAt: sql`now()`,
    });
    await markLessonComplete(tx, {
      userId: student.id,
      lessonId: done.lessonId,
      courseId: done.courseId,
      source: 'VIDEO',
    });
  }
  if (started) {
    await tx
      .insert(videoViews)
      .values({ videoId: started.videoId, userId: student.id, playId: 'demo-play-3' });
    await tx.insert(videoProgress).values({
      userId: student.id,
      videoId: started.videoId,
      position: 3,
      watchedSeconds: 3,
    });
  }
}
