import type { CourseOfUser, CourseProgress, RecentLesson } from '@tutor/contract/learning';
import { and, desc, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { courses, enrollments, lessons } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isoDate } from '../../lib/list';
import type { AuthContext } from '../../plugins/auth';
import { courseAccess } from '../enrollments/entitlement';
import { progressOfUserByCourse, progressPercent } from '../shared/course-progress';
import { loadImageRefs } from '../shared/image-ref';

/*
 * Progress (README "Progress"): a lesson is done when the student has a lesson_completions row for it
 * (video watched to 90 %, or answer sheet passed). A course's percent counts its released ACTIVE
 * lessons in ACTIVE thematics: done / all, rounded to an integer.
 */

const percent = progressPercent;

/** `GET /courses/process-percent/{id}`: two queries whatever the course size. */
export async function courseProgress(
  db: Db,
  auth: AuthContext | null,
  courseId: number,
): Promise<CourseProgress> {
  if (!auth) throw new AppError('UNAUTHENTICATED');
  const access = await courseAccess(db, auth, courseId);
  if (access === 'NONE') throw new AppError('COURSE_NOT_ENROLLED');
  const rows = await queryRows<{
    id: unknown;
    thematic_id: unknown;
    done: boolean;
    thematic_previous: unknown;
  }>(
    db,
    sql`select l.id, l.thematic_id, (c.user_id is not null) as done
        from lessons l
        join thematics t on t.id = l.thematic_id
        left join lesson_completions c on c.lesson_id = l.id and c.user_id = ${auth.userId}
        where l.course_id = ${courseId} and l.status = 'ACTIVE' and t.status = 'ACTIVE'
          and (l.release_date is null or l.release_date <= now())
        order by l.id`,
  );
  const byThematic = new Map<number, { done: number; total: number }>();
  for (const row of rows) {
    const key = Number(row.thematic_id);
    const entry = byThematic.get(key) ?? { done: 0, total: 0 };
    entry.total++;
    if (row.done) entry.done++;
    byThematic.set(key, entry);
  }
  const done = rows.filter((row) => row.done).length;
  return {
    courseId,
    processPercent: percent(done, rows.length),
    doneLessons: done,
    totalLessons: rows.length,
    thematics: [...byThematic].map(([id, entry]) => ({
      id,
      processPercent: percent(entry.done, entry.total),
      doneLessons: entry.done,
      totalLessons: entry.total,
    })),
    lessons: rows.map((row) => ({ id: Number(row.id), done: row.done })),
  };
}

/** Most courses "my courses" lists (a student has a handful). */
const MY_COURSES_MAX = 200;

/** `GET /courses/course-of-user`: the caller's courses, most recently studied first, with progress. */
export async function coursesOfUser(
  db: Db,
  auth: AuthContext | null,
): Promise<{ data: CourseOfUser[]; pagination: { total: number; offset: number; limit: number } }> {
  if (!auth) throw new AppError('UNAUTHENTICATED');
  const rows = await db
    .select({
      enrollment: enrollments,
      course: {
        id: courses.id,
        name: courses.name,
        slug: courses.slug,
        type: courses.type,
        imageId: courses.imageId,
      },
      lesson: { id: lessons.id, name: lessons.name, slug: lessons.slug, thematicId: lessons.thematicId },
      expired: sql<boolean>`${enrollments.expiresAt} is not null and ${enrollments.expiresAt} <= now()`,
    })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .leftJoin(lessons, eq(lessons.id, enrollments.lastLessonId))
    .where(eq(enrollments.userId, auth.userId))
    .orderBy(
      desc(sql`coalesce(${enrollments.lastStudiedAt}, ${enrollments.createdAt})`),
      desc(enrollments.id),
    )
    .limit(MY_COURSES_MAX);
  const [progress, images] = await Promise.all([
    progressOfUserByCourse(
      db,
      auth.userId,
      rows.map((row) => row.course.id),
    ),
    loadImageRefs(
      db,
      rows.flatMap((row) => (row.course.imageId ? [row.course.imageId] : [])),
    ),
  ]);
  const data = rows.map((row): CourseOfUser => {
    const counts = progress.get(row.course.id) ?? { done: 0, total: 0 };
    return {
      id: row.course.id,
      name: row.course.name,
      slug: row.course.slug,
      type: row.course.type,
      image: row.course.imageId ? (images.get(row.course.imageId) ?? null) : null,
      processPercent: percent(counts.done, counts.total),
      doneLessons: counts.done,
      totalLessons: counts.total,
      expiresAt: row.enrollment.expiresAt ? isoDate(row.enrollment.expiresAt) : null,
      isExpired: Boolean(row.expired),
      recentLesson:
        row.lesson && row.enrollment.lastStudiedAt
          ? { ...row.lesson, studiedAt: isoDate(row.enrollment.lastStudiedAt) }
          : null,
      enrolledAt: isoDate(row.enrollment.createdAt),
    };
  });
  return { data, pagination: { total: data.length, offset: 0, limit: MY_COURSES_MAX } };
}

/** `GET /courses/{id}/recent-lesson`: the lesson the caller opened last in this course. */
export async function recentLesson(
  db: Db,
  auth: AuthContext | null,
  courseId: number,
): Promise<RecentLesson> {
  if (!auth) throw new AppError('UNAUTHENTICATED');
  const [row] = await db
    .select({
      studiedAt: enrollments.lastStudiedAt,
      lesson: { id: lessons.id, name: lessons.name, slug: lessons.slug, thematicId: lessons.thematicId },
    })
    .from(enrollments)
    .innerJoin(lessons, eq(lessons.id, enrollments.lastLessonId))
    .where(and(eq(enrollments.userId, auth.userId), eq(enrollments.courseId, courseId)));
  if (!row?.studiedAt) {
    const access = await courseAccess(db, auth, courseId);
    if (access === 'NONE') throw new AppError('COURSE_NOT_ENROLLED');
    return { data: null };
  }
  return { data: { ...row.lesson, studiedAt: isoDate(row.studiedAt) } };
}
