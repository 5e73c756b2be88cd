import type { LessonDetail, LessonGift } from '@tutor/contract/learning';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  enrollments,
  lessonAnswers,
  lessonCompletions,
  lessonGiftClaims,
  lessonGifts,
  lessonHistories,
  videos,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isoDate } from '../../lib/list';
import type { AuthContext } from '../../plugins/auth';
import { visibleCourseLessons } from './course-outline';
import { type LessonRow, lessonAccess, signedInLessonAccess } from './lesson-access';

/** The lessons before and after this one in the course, among those the caller sees. */
async function neighbours(db: Db, lesson: LessonRow, isStaff: boolean) {
  const outline = await visibleCourseLessons(db, lesson.courseId, isStaff);
  const flat = outline.flatMap((thematic) => thematic.lessons);
  const index = flat.findIndex((row) => row.id === lesson.id);
  return {
    previous: index > 0 ? flat[index - 1] : undefined,
    next: index >= 0 ? flat[index + 1] : undefined,
  };
}

/** Sheet size, gift and completion of one lesson for one user, in one query. */
async function lessonFacts(db: Db, lessonId: number, userId: number | null) {
  const [row] = await db
    .select({
      answerCount: sql<number>`(select count(*)::int from ${lessonAnswers} where ${lessonAnswers.lessonId} = ${lessonId})`,
      hasGift: sql<boolean>`exists (select 1 from ${lessonGifts} where ${lessonGifts.lessonId} = ${lessonId})`,
      isDone: sql<boolean>`exists (select 1 from ${lessonCompletions} where ${lessonCompletions.lessonId} = ${lessonId} and ${lessonCompletions.userId} = ${userId ?? 0})`,
    })
    .from(sql`(select 1) as one`);
  return {
    answerCount: Number(row?.answerCount ?? 0),
    hasGift: Boolean(row?.hasGift),
    isDone: Boolean(row?.isDone),
  };
}

/**
 * `GET /lessons/{id}`: the lesson of the learning screen. An enrolled student opening it becomes their
 * recent lesson of the course. A bounded number of queries whatever the course size.
 */
export async function getLessonForStudy(db: Db, auth: AuthContext | null, id: number): Promise<LessonDetail> {
  const { lesson, via } = await lessonAccess(db, auth, id);
  const isStaff = via === 'STAFF';
  const [around, videoRows, facts] = await Promise.all([
    neighbours(db, lesson, isStaff),
    db
      .select({
        id: videos.id,
        name: videos.name,
        duration: videos.duration,
        isFree: videos.isFree,
        status: videos.status,
      })
      .from(videos)
      .where(eq(videos.lessonId, id))
      .orderBy(videos.position, videos.id),
    lessonFacts(db, id, auth?.userId ?? null),
  ]);
  if (auth && via === 'ENROLLED')
    await db
      .update(enrollments)
      .set({ lastLessonId: id, lastStudiedAt: new Date() })
      .where(and(eq(enrollments.userId, auth.userId), eq(enrollments.courseId, lesson.courseId)));
  return {
    id: lesson.id,
    courseId: lesson.courseId,
    thematicId: lesson.thematicId,
    name: lesson.name,
    slug: lesson.slug,
    content: lesson.content,
    isFree: lesson.isFree,
    releaseDate: lesson.releaseDate ? isoDate(lesson.releaseDate) : null,
    examTime: lesson.examTime,
    totalQuestions: lesson.totalQuestions,
    passPoint: lesson.passPoint,
    totalPoint: lesson.totalPoint,
    videos: videoRows
      .filter((video) => isStaff || video.status === 'ACTIVE')
      .map(({ status: _status, ...video }) => video),
    hasDocument: lesson.documentFile !== null,
    documentName: lesson.documentFile ? lesson.documentName : '',
    hasAnswerFile: lesson.answerFile !== null,
    answerCount: facts.answerCount,
    hasGift: facts.hasGift,
    isDone: facts.isDone,
    previousLessonId: around.previous?.id ?? null,
    nextLessonId: around.next?.id ?? null,
  };
}

export type LessonDownload = { file: string; fileName: string };

async function hasSubmitted(db: Db, userId: number, lessonId: number) {
  const [row] = await db
    .select({ id: lessonHistories.id })
    .from(lessonHistories)
    .where(and(eq(lessonHistories.lessonId, lessonId), eq(lessonHistories.userId, userId)))
    .limit(1);
  return row !== undefined;
}

/**
 * Who may download a lesson's PDFs (README "Lesson files"): the document, whoever may open the lesson
 * (anyone for a free preview); the answer PDF (worked solutions), staff, or a signed-in student who may
 * open the lesson and, when it has an answer sheet, has submitted it once; the gift PDF, staff or a
 * student who claimed the gift.
 */
export async function authorizeLessonDownload(
  db: Db,
  auth: AuthContext | null,
  thematicId: number,
  lessonId: number,
  type: 'document' | 'answer' | 'gift',
): Promise<LessonDownload> {
  const { lesson, via } = await lessonAccess(db, auth, lessonId);
  if (lesson.thematicId !== thematicId) throw new AppError('NOT_FOUND');
  const isStaff = via === 'STAFF';
  if (type === 'document') {
    if (!lesson.documentFile) throw new AppError('DOCUMENT_NOT_ATTACHED');
    return { file: lesson.documentFile, fileName: lesson.documentName || `bai-giang-${lesson.id}.pdf` };
  }
  if (!auth) throw new AppError('UNAUTHENTICATED');
  if (type === 'answer') {
    if (!isStaff) {
      const { answerCount } = await lessonFacts(db, lessonId, auth.userId);
      if (answerCount > 0 && !(await hasSubmitted(db, auth.userId, lessonId)))
        throw new AppError('LESSON_ANSWERS_NOT_SUBMITTED');
    }
    if (!lesson.answerFile) throw new AppError('DOCUMENT_NOT_ATTACHED');
    return { file: lesson.answerFile, fileName: lesson.answerName || `dap-an-${lesson.id}.pdf` };
  }
  const [gift] = await db.select().from(lessonGifts).where(eq(lessonGifts.lessonId, lessonId));
  if (!isStaff) {
    const [claim] = await db
      .select({ userId: lessonGiftClaims.userId })
      .from(lessonGiftClaims)
      .where(and(eq(lessonGiftClaims.lessonId, lessonId), eq(lessonGiftClaims.userId, auth.userId)));
    if (!claim) throw new AppError('LESSON_NOT_COMPLETED');
  }
  if (!gift?.file) throw new AppError('DOCUMENT_NOT_ATTACHED');
  return { file: gift.file, fileName: gift.fileName || `qua-tang-${lesson.id}.pdf` };
}

/**
 * `POST /lessons/{id}/gifts` (README "Gifts"): a student who completed the lesson claims the teacher's
 * gift (a message and maybe a bonus PDF); claiming again answers the same claim.
 */
export async function claimLessonGift(
  db: Db,
  authOrNull: AuthContext | null,
  lessonId: number,
): Promise<LessonGift> {
  const { lesson, via, auth } = await signedInLessonAccess(db, authOrNull, lessonId);
  const [gift] = await db.select().from(lessonGifts).where(eq(lessonGifts.lessonId, lessonId));
  if (!gift || (!gift.message && !gift.file)) throw new AppError('LESSON_HAS_NO_GIFT');
  const { isDone } = await lessonFacts(db, lessonId, auth.userId);
  if (!isDone && via !== 'STAFF') throw new AppError('LESSON_NOT_COMPLETED');
  await db.insert(lessonGiftClaims).values({ userId: auth.userId, lessonId }).onConflictDoNothing();
  const [claim] = await db
    .select({ createdAt: lessonGiftClaims.createdAt })
    .from(lessonGiftClaims)
    .where(and(eq(lessonGiftClaims.lessonId, lessonId), eq(lessonGiftClaims.userId, auth.userId)));
  const { next } = await neighbours(db, lesson, via === 'STAFF');
  return {
    lessonId,
    message: gift.message,
    fileName: gift.file ? gift.fileName : '',
    hasFile: gift.file !== null,
    claimedAt: isoDate(claim?.createdAt ?? new Date()),
    nextLesson: next ? { id: next.id, name: next.name, slug: next.slug } : null,
  };
}
