import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { videos, videoTimelines } from '../../db/schema';

/**
 * Copies a lesson's videos and their timelines to another lesson, in three statements whatever their
 * number (`POST /thematics/{id}/lessons/copy` calls it inside its transaction). The copies point at
 * the same stored files: files are never modified in place (an upload writes a new name and the row
 * then names it), so sharing one is safe; the videos domain deletes a file only when no other video
 * still names it. Views and progress belong to the original lesson's plays and are not copied.
 * Answers how many videos were copied.
 */
export async function copyLessonVideos(
  tx: DbOrTx,
  fromLessonId: number,
  toLessonId: number,
): Promise<number> {
  const rows = await tx
    .select()
    .from(videos)
    .where(eq(videos.lessonId, fromLessonId))
    .orderBy(videos.position, videos.id);
  if (rows.length === 0) return 0;
  const inserted = await tx
    .insert(videos)
    .values(
      rows.map(({ id: _id, createdAt: _c, updatedAt: _u, ...video }) => ({ ...video, lessonId: toLessonId })),
    )
    .returning({ id: videos.id });
  const newIdOf = new Map(rows.map((row, index) => [row.id, (inserted[index] as { id: number }).id]));
  const marks = await tx
    .select()
    .from(videoTimelines)
    .where(inArray(videoTimelines.videoId, [...newIdOf.keys()]));
  if (marks.length > 0)
    await tx.insert(videoTimelines).values(
      marks.map(({ id: _id, createdAt: _c, updatedAt: _u, ...mark }) => ({
        ...mark,
        videoId: newIdOf.get(mark.videoId) as number,
      })),
    );
  return rows.length;
}
