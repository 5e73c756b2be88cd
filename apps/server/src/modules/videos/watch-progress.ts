import { VIDEO_COMPLETE_RATIO } from '@tutor/contract/videos';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { videoProgress, videoViews } from '../../db/schema';
import { markLessonComplete } from '../enrollments/entitlement';

/*
 * Watch progress (README "Progress"): the player reports where it is (`position`, the resume point) and
 * how many seconds it played since its previous report. The server credits
 *   min(reported playing seconds, wall-clock seconds since the previous report)
 * where "previous report" is this user's last report on this video, or for the first one the start of
 * the play (its view row). Seeking to the end therefore moves the resume point but credits only the
 * time that really passed; two tabs share one clock, so they cannot double it. Once the credited
 * seconds reach 90 % of the duration the video is completed, and its lesson with it, in the same
 * transaction. All times are the database's, so several API processes agree.
 */

export type ProgressReport = {
  userId: number;
  videoId: number;
  lessonId: number;
  courseId: number;
  duration: number;
  playId: string;
  position: number;
  playing: number;
};

export async function reportProgress(db: Db, report: ProgressReport) {
  const { userId, videoId, lessonId, courseId, duration, playId, playing } = report;
  // An unknown duration (0) leaves the position as reported; nothing is credited then.
  const position = duration > 0 ? Math.min(report.position, duration) : report.position;
  return db.transaction(async (tx) => {
    // The start of this play, for the first report of a (user, video): the view the stream or the
    // player's POST /view wrote. Without one there is nothing to measure from, so nothing is credited.
    const playStart = sql`(select ${videoViews.createdAt} from ${videoViews}
      where ${videoViews.videoId} = ${videoId} and ${videoViews.userId} = ${userId} and ${videoViews.playId} = ${playId})`;
    const elapsed = (since: unknown) =>
      sql`coalesce(greatest(0, floor(extract(epoch from (now() - ${since})))), 0)::int`;
    const [row] = await tx
      .insert(videoProgress)
      .values({
        userId,
        videoId,
        position,
        watchedSeconds: sql`least(${playing}::int, ${elapsed(playStart)}, ${duration}::int)`,
        updatedAt: sql`now()`,
      })
      .onConflictDoUpdate({
        target: [videoProgress.userId, videoProgress.videoId],
        set: {
          position,
          watchedSeconds: sql`least(${duration}::int, ${videoProgress.watchedSeconds} + least(${playing}::int, ${elapsed(videoProgress.updatedAt)}))`,
          updatedAt: sql`now()`,
        },
      })
      .returning({
        position: videoProgress.position,
        watchedSeconds: videoProgress.watchedSeconds,
        completedAt: videoProgress.completedAt,
      });
    if (!row) throw new Error('progress upsert returned nothing');
    let completed = row.completedAt !== null;
    if (!completed && duration > 0 && row.watchedSeconds >= Math.ceil(duration * VIDEO_COMPLETE_RATIO)) {
      await tx
        .update(videoProgress)
        .set({ completedAt: sql`now()` })
        .where(and(eq(videoProgress.userId, userId), eq(videoProgress.videoId, videoId)));
      await markLessonComplete(tx, { userId, lessonId, courseId, source: 'VIDEO' });
      completed = true;
    }
    return { resumeAt: row.position, watchedSeconds: row.watchedSeconds, completed };
  });
}

/** Where a user is in a video (zeros before the first report). */
export async function readProgress(db: Db, userId: number, videoId: number) {
  const [row] = await db
    .select({ position: videoProgress.position, completedAt: videoProgress.completedAt })
    .from(videoProgress)
    .where(and(eq(videoProgress.userId, userId), eq(videoProgress.videoId, videoId)));
  return { resumeAt: row?.position ?? 0, completed: row?.completedAt != null };
}
