import { inArray, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client';
import { lessonGifts, lessons, thematics, videos } from '../../db/schema';
import type { Storage } from '../../lib/storage';

/** Private folders of a course's files: lesson PDFs and gift files, and video files (mp4 and PDF). */
export const LESSON_FOLDER = 'lessons';
export const VIDEO_FOLDER = 'videos';

/** The stored files of lessons about to be deleted, by folder. */
export type LessonFiles = { lesson: string[]; video: string[] };

/** Which lessons: one or several, a thematic's, or a whole course's. */
export type LessonScope = { lessonIds: number[] } | { thematicId: number } | { courseId: number };

function lessonIdsOf(scope: LessonScope) {
  if ('lessonIds' in scope) return scope.lessonIds;
  if ('thematicId' in scope)
    return sql`(select ${lessons.id} from ${lessons} where ${lessons.thematicId} = ${scope.thematicId})`;
  return sql`(select ${lessons.id} from ${lessons} join ${thematics} on ${thematics.id} = ${lessons.thematicId}
    where ${thematics.courseId} = ${scope.courseId})`;
}

/**
 * Read in the deleting transaction, before the rows go (their cascades take the lessons' videos and
 * gifts): what `removeLessonFiles` must delete once it has committed. Three statements whatever the
 * number of lessons.
 */
export async function lessonFilesOf(tx: DbOrTx, scope: LessonScope): Promise<LessonFiles> {
  const ids = lessonIdsOf(scope);
  if (Array.isArray(ids) && ids.length === 0) return { lesson: [], video: [] };
  const lessonRows = await tx
    .select({ document: lessons.documentFile, answer: lessons.answerFile })
    .from(lessons)
    .where(inArray(lessons.id, ids));
  const giftRows = await tx
    .select({ file: lessonGifts.file })
    .from(lessonGifts)
    .where(inArray(lessonGifts.lessonId, ids));
  const videoRows = await tx
    .select({ file: videos.file, document: videos.documentFile })
    .from(videos)
    .where(inArray(videos.lessonId, ids));
  const named = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => !!v))];
  return {
    lesson: named([...lessonRows.flatMap((r) => [r.document, r.answer]), ...giftRows.map((r) => r.file)]),
    video: named(videoRows.flatMap((r) => [r.file, r.document])),
  };
}

/**
 * After the commit: deletes the files `lessonFilesOf` read. A lesson's PDFs are its own (a copied
 * lesson gets copies), but a copied lesson's videos share their files, so a video file still named by
 * a video that remains stays. A file that cannot be removed is logged, never an error: the rows are gone.
 */
export async function removeLessonFiles(
  db: Db,
  storage: Storage,
  log: FastifyBaseLogger,
  files: LessonFiles,
): Promise<void> {
  let stillNamed = new Set<string>();
  if (files.video.length > 0) {
    const rows = await db
      .select({ file: videos.file, document: videos.documentFile })
      .from(videos)
      .where(or(inArray(videos.file, files.video), inArray(videos.documentFile, files.video)));
    stillNamed = new Set(rows.flatMap((r) => [r.file, r.document]).filter((v): v is string => !!v));
  }
  const removals = [
    ...files.lesson.map((name) => [LESSON_FOLDER, name] as const),
    ...files.video.filter((name) => !stillNamed.has(name)).map((name) => [VIDEO_FOLDER, name] as const),
  ];
  for (const [folder, name] of removals) {
    try {
      await storage.remove('private', folder, name);
    } catch (error) {
      log.warn({ err: error, folder, file: name }, 'could not remove a deleted lesson file');
    }
  }
}
