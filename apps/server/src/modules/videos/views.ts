import { and, count, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { enrollments, videoViews } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/*
 * Views: one `video_views` row per play start, keyed by the server-issued play id, so a retried
 * `POST /view`, and the many Range requests of one stream, count once. Staff and signed-out visitors
 * of free videos are never counted (there is no row to write for a visitor); a free video is counted
 * for signed-in students but never limited.
 */

export async function viewsUsed(db: DbOrTx, videoId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(videoViews)
    .where(and(eq(videoViews.videoId, videoId), eq(videoViews.userId, userId)));
  return row?.n ?? 0;
}

export async function isCounted(db: DbOrTx, videoId: number, userId: number, playId: string) {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(videoViews)
    .where(
      and(eq(videoViews.videoId, videoId), eq(videoViews.userId, userId), eq(videoViews.playId, playId)),
    );
  return row !== undefined;
}

/**
 * Counts the play `playId` once. With a limit, the student's enrollment row is locked first, so two
 * plays started at the same moment on the last view left cannot both pass the check; past the limit
 * nothing is written and VIDEO_VIEW_LIMIT_REACHED is thrown (an already counted play still answers).
 */
export async function countView(
  db: Db,
  view: { videoId: number; userId: number; courseId: number; playId: string; limit: number | null },
): Promise<{ counted: boolean; viewsUsed: number }> {
  const { videoId, userId, courseId, playId, limit } = view;
  return db.transaction(async (tx) => {
    if (limit !== null) {
      await tx
        .select({ id: enrollments.id })
        .from(enrollments)
        .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)))
        .for('update');
    }
    if (await isCounted(tx, videoId, userId, playId)) {
      return { counted: false, viewsUsed: await viewsUsed(tx, videoId, userId) };
    }
    const used = await viewsUsed(tx, videoId, userId);
    if (limit !== null && used >= limit) throw new AppError('VIDEO_VIEW_LIMIT_REACHED');
    const inserted = await tx
      .insert(videoViews)
      .values({ videoId, userId, playId })
      .onConflictDoNothing()
      .returning({ playId: videoViews.playId });
    return { counted: inserted.length > 0, viewsUsed: used + inserted.length };
  });
}
