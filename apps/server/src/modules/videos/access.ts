import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { courses, lessons, videos } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../plugins/auth';
import { courseAccess, isCourseStaff, requireCourseAccess } from '../enrollments/entitlement';

/** How the caller may play a video: staff, a student of its course, or anyone because it is free. */
export type PlayKind = 'STAFF' | 'ENROLLED' | 'FREE';

export const playableColumns = {
  id: videos.id,
  lessonId: videos.lessonId,
  courseId: lessons.courseId,
  name: videos.name,
  option: videos.option,
  file: videos.file,
  externalId: videos.externalId,
  duration: videos.duration,
  videoFree: videos.isFree,
  lessonFree: lessons.isFree,
  allowedViews: videos.allowedViews,
  documentFile: videos.documentFile,
  documentName: videos.documentName,
  isVisible: sql<boolean>`${videos.status} = 'ACTIVE' and ${lessons.status} = 'ACTIVE'`,
  isCourseActive: sql<boolean>`${courses.status} = 'ACTIVE'`,
  isReleased: sql<boolean>`(${lessons.releaseDate} is null or ${lessons.releaseDate} <= now())`,
};

export type PlayableVideo = {
  id: number;
  lessonId: number;
  courseId: number;
  name: string;
  option: string;
  file: string | null;
  externalId: string | null;
  duration: number;
  videoFree: boolean;
  lessonFree: boolean;
  allowedViews: number | null;
  documentFile: string | null;
  documentName: string;
  isVisible: boolean;
  isCourseActive: boolean;
  isReleased: boolean;
};

/** A free video: its own flag, or its lesson is a free preview (which opens the lesson's videos). */
export const isFreeVideo = (video: Pick<PlayableVideo, 'videoFree' | 'lessonFree'>) =>
  video.videoFree || video.lessonFree;

export async function findPlayableVideo(db: DbOrTx, videoId: number): Promise<PlayableVideo | undefined> {
  const [row] = await db
    .select(playableColumns)
    .from(videos)
    .innerJoin(lessons, eq(lessons.id, videos.lessonId))
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(eq(videos.id, videoId));
  return row;
}

/**
 * May `auth` play this video, and as what? Staff see everything (hidden or not yet released); a student
 * of the course plays visible videos of released lessons; anyone plays a free one of a released lesson
 * in an active course. Otherwise the entitlement's own code (sign in, join the course, access expired),
 * LESSON_NOT_RELEASED before the lesson's date, NOT_FOUND for what is hidden.
 */
export async function authorizePlay(
  db: DbOrTx,
  auth: AuthContext | null,
  video: PlayableVideo,
): Promise<PlayKind> {
  if (isCourseStaff(auth)) return 'STAFF';
  if (!video.isVisible) throw new AppError('NOT_FOUND');
  const access = auth ? await courseAccess(db, auth, video.courseId) : 'NONE';
  if (access === 'ENROLLED') {
    if (!video.isReleased) throw new AppError('LESSON_NOT_RELEASED');
    return 'ENROLLED';
  }
  if (isFreeVideo(video)) {
    if (!video.isCourseActive) throw new AppError('NOT_FOUND');
    if (!video.isReleased) throw new AppError('LESSON_NOT_RELEASED');
    return 'FREE';
  }
  // Not free and not (or no longer) a student: the entitlement's code says which.
  await requireCourseAccess(db, auth, video.courseId);
  throw new AppError('COURSE_NOT_ENROLLED');
}

/** The views a play is limited to: none for staff or a free video, else the video's own (null = unlimited). */
export function viewLimitOf(kind: PlayKind, video: PlayableVideo): number | null {
  if (kind !== 'ENROLLED' || isFreeVideo(video)) return null;
  return video.allowedViews;
}

/**
 * The caller a signed stream address stands for, to ask the entitlement again: the signature proved
 * who it was issued to; what they may do now comes from the database, like any request.
 */
export function streamCaller(userId: number): AuthContext | null {
  if (userId === 0) return null;
  return { userId, sessionId: '', username: '', roleId: null, roleAcp: false, permissions: [] };
}
