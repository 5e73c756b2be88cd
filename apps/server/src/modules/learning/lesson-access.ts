import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { courses, lessons, thematics } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import type { AuthContext } from '../../plugins/auth';
import { type CourseAccess, courseAccess, isCourseStaff } from '../enrollments/entitlement';

export type LessonRow = typeof lessons.$inferSelect;

/** How the caller reaches a lesson: staff, enrolled, or through a free preview (anyone). */
export type LessonAccess = { lesson: LessonRow; access: CourseAccess; via: 'STAFF' | 'ENROLLED' | 'FREE' };

/** A lesson is open to students when it, its thematic and its course are ACTIVE and its date has come. */
export function isReleased(lesson: Pick<LessonRow, 'releaseDate'>, now = new Date()): boolean {
  return lesson.releaseDate === null || lesson.releaseDate.getTime() <= now.getTime();
}

/**
 * May the caller open this lesson's content? Staff always (also before its release date). Others: it
 * must be visible (ACTIVE in an ACTIVE thematic and course; else NOT_FOUND) and released
 * (LESSON_NOT_RELEASED); a free preview is then open to anyone, any other lesson needs the course
 * (UNAUTHENTICATED, COURSE_NOT_ENROLLED or ENROLLMENT_EXPIRED from the entitlement).
 */
export async function lessonAccess(
  db: DbOrTx,
  auth: AuthContext | null,
  lessonId: number,
): Promise<LessonAccess> {
  const [row] = await db
    .select({ lesson: lessons, thematicStatus: thematics.status, courseStatus: courses.status })
    .from(lessons)
    .innerJoin(thematics, eq(thematics.id, lessons.thematicId))
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(eq(lessons.id, lessonId));
  if (!row) throw notFound();
  const { lesson } = row;
  if (isCourseStaff(auth)) return { lesson, access: 'STAFF', via: 'STAFF' };
  if (lesson.status !== 'ACTIVE' || row.thematicStatus !== 'ACTIVE' || row.courseStatus !== 'ACTIVE')
    throw notFound();
  if (!isReleased(lesson)) throw new AppError('LESSON_NOT_RELEASED');
  const access = await courseAccess(db, auth, lesson.courseId);
  if (access === 'ENROLLED') return { lesson, access, via: 'ENROLLED' };
  if (lesson.isFree) return { lesson, access, via: 'FREE' };
  if (!auth) throw new AppError('UNAUTHENTICATED');
  throw new AppError(access === 'EXPIRED' ? 'ENROLLMENT_EXPIRED' : 'COURSE_NOT_ENROLLED');
}

/** The same, for calls that need a signed-in caller (submitting, claiming). */
export async function signedInLessonAccess(db: DbOrTx, auth: AuthContext | null, lessonId: number) {
  if (!auth) throw new AppError('UNAUTHENTICATED');
  return { ...(await lessonAccess(db, auth, lessonId)), auth };
}
