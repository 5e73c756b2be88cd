import type { Status } from '@tutor/contract/constants';
import type { AdminLesson, AdminLessonDetail } from '@tutor/contract/learning';
import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { lessonAnswers, lessonGifts, lessons, videos } from '../../db/schema';
import { isoDate } from '../../lib/list';
import type { LessonRow } from './lesson-access';

/** Lesson PDFs (document, answer, gift) live here in private storage; only download-document reads them. */
export { LESSON_FOLDER } from '../shared/lesson-files';

type Extras = {
  answerCount: number;
  videoCount: number;
  giftMessage: string;
  giftFile: string | null;
  giftName: string;
};

/** Slot and video counts and gifts of lessons, in one query. */
async function extrasOf(db: DbOrTx, ids: number[]): Promise<Map<number, Extras>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: lessons.id,
      answerCount: sql<number>`(select count(*)::int from ${lessonAnswers} where ${lessonAnswers.lessonId} = ${lessons.id})`,
      videoCount: sql<number>`(select count(*)::int from ${videos} where ${videos.lessonId} = ${lessons.id})`,
      giftMessage: lessonGifts.message,
      giftFile: lessonGifts.file,
      giftName: lessonGifts.fileName,
    })
    .from(lessons)
    .leftJoin(lessonGifts, eq(lessonGifts.lessonId, lessons.id))
    .where(inArray(lessons.id, ids));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        answerCount: Number(row.answerCount),
        videoCount: Number(row.videoCount),
        giftMessage: row.giftMessage ?? '',
        giftFile: row.giftFile ?? null,
        giftName: row.giftName ?? '',
      },
    ]),
  );
}

export async function toAdminLessons(db: DbOrTx, rows: LessonRow[]): Promise<AdminLesson[]> {
  const extras = await extrasOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const extra = extras.get(row.id);
    return {
      id: row.id,
      thematicId: row.thematicId,
      courseId: row.courseId,
      name: row.name,
      slug: row.slug,
      previousId: row.previousId,
      releaseDate: row.releaseDate ? isoDate(row.releaseDate) : null,
      isFree: row.isFree,
      examTime: row.examTime,
      totalQuestions: row.totalQuestions,
      passPoint: row.passPoint,
      totalPoint: row.totalPoint,
      status: row.status as Status,
      documentName: row.documentFile ? row.documentName : '',
      hasDocument: row.documentFile !== null,
      answerName: row.answerFile ? row.answerName : '',
      hasAnswerFile: row.answerFile !== null,
      answerCount: extra?.answerCount ?? 0,
      videoCount: extra?.videoCount ?? 0,
      giftMessage: extra?.giftMessage ?? '',
      giftFileName: extra?.giftFile ? extra.giftName : '',
      hasGiftFile: Boolean(extra?.giftFile),
      createdAt: isoDate(row.createdAt),
      updatedAt: isoDate(row.updatedAt),
    };
  });
}

export async function toAdminLessonDetail(db: DbOrTx, row: LessonRow): Promise<AdminLessonDetail> {
  const [lesson] = await toAdminLessons(db, [row]);
  return { ...(lesson as AdminLesson), content: row.content };
}
