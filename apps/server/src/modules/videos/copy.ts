import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { videos } from '../../db/schema';

/**
 * Copies a lesson's videos and their timelines to another lesson (`POST /thematics/{id}/lessons/copy`
 * calls it inside its transaction). The copies point at the same stored files: files are never
 * modified in place (an upload writes a new name and the row then names it), so sharing one is safe;
 * removing a video deletes its file only when no other video still names it (see admin-service).
 * Views and progress belong to the original lesson's plays and are not copied.
 */
export async function copyLessonVideos(
  tx: DbOrTx,
  fromLessonId: number,
  toLessonId: number,
): Promise<number> {
  const originals = await tx
    .select()
    .from(videos)
    .where(eq(videos.lessonId, fromLessonId))
    .orderBy(videos.id);
  for (const original of originals) {
    const { id, lessonId, createdAt, updatedAt, ...fields } = original;
    const [copy] = await tx
      .insert(videos)
      .values({ ...fields, lessonId: toLessonId })
      .returning({ id: videos.id });
    if (!copy) throw new Error('video copy returned nothing');
    await tx.execute(sql`
      insert into video_timelines (video_id, title, second)
      select ${copy.id}, title, second from video_timelines where video_id = ${id} order by second, id`);
  }
  return originals.length;
}
