import type { CourseOutline, CourseTree, OutlineThematic } from '@tutor/contract/learning';
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { courses, lessonCompletions, lessons, thematics } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { isoDate } from '../../lib/list';
import type { AuthContext } from '../../plugins/auth';
import { type CourseAccess, courseAccess } from '../enrollments/entitlement';
import { inChainOrder } from './chain';
import { isReleased } from './lesson-access';
import { toAdminLessons } from './lesson-rows';
import { listThematics } from './thematics-service';

const outlineLessonColumns = {
  id: lessons.id,
  thematicId: lessons.thematicId,
  previousId: lessons.previousId,
  name: lessons.name,
  slug: lessons.slug,
  isFree: lessons.isFree,
  releaseDate: lessons.releaseDate,
  status: lessons.status,
};
export type OutlineLessonRow = { [K in keyof typeof outlineLessonColumns]: (typeof lessons.$inferSelect)[K] };

/**
 * A course's lessons in reading order (thematic chain, then each thematic's lesson chain) as the
 * caller may see them: staff everything, others only ACTIVE lessons of ACTIVE thematics that are
 * released. Two queries whatever the course size.
 */
export async function visibleCourseLessons(db: DbOrTx, courseId: number, isStaff: boolean, now = new Date()) {
  const [thematicRows, lessonRows] = await Promise.all([
    db
      .select({
        id: thematics.id,
        previousId: thematics.previousId,
        name: thematics.name,
        description: thematics.description,
        status: thematics.status,
      })
      .from(thematics)
      .where(eq(thematics.courseId, courseId)),
    db.select(outlineLessonColumns).from(lessons).where(eq(lessons.courseId, courseId)),
  ]);
  const byThematic = new Map<number, OutlineLessonRow[]>();
  for (const row of lessonRows) {
    if (!isStaff && (row.status !== 'ACTIVE' || !isReleased(row, now))) continue;
    const list = byThematic.get(row.thematicId) ?? [];
    list.push(row);
    byThematic.set(row.thematicId, list);
  }
  return inChainOrder(thematicRows)
    .filter((thematic) => isStaff || thematic.status === 'ACTIVE')
    .map((thematic) => ({ ...thematic, lessons: inChainOrder(byThematic.get(thematic.id) ?? []) }));
}

/** A student's completed lessons of a course, one query. */
export async function completedLessonIds(db: DbOrTx, userId: number, courseId: number): Promise<Set<number>> {
  const rows = await db
    .select({ lessonId: lessonCompletions.lessonId })
    .from(lessonCompletions)
    .where(and(eq(lessonCompletions.courseId, courseId), eq(lessonCompletions.userId, userId)));
  return new Set(rows.map((row) => row.lessonId));
}

/** `GET /courses/{id}/thematics`: the outline with a lock per lesson for this caller. */
export async function courseOutline(
  db: Db,
  auth: AuthContext | null,
  courseId: number,
): Promise<CourseOutline> {
  const access: CourseAccess = await courseAccess(db, auth, courseId);
  const isStaff = access === 'STAFF';
  const [course] = await db.select({ status: courses.status }).from(courses).where(eq(courses.id, courseId));
  if (!course || (course.status !== 'ACTIVE' && !isStaff)) throw notFound();
  const now = new Date();
  const [outline, done] = await Promise.all([
    visibleCourseLessons(db, courseId, isStaff, now),
    access === 'ENROLLED' || access === 'EXPIRED'
      ? completedLessonIds(db, (auth as AuthContext).userId, courseId)
      : Promise.resolve(new Set<number>()),
  ]);
  const data: OutlineThematic[] = outline.map((thematic) => ({
    id: thematic.id,
    name: thematic.name,
    description: thematic.description,
    lessons: thematic.lessons.map((lesson) => {
      const released = isReleased(lesson, now);
      return {
        id: lesson.id,
        name: lesson.name,
        slug: lesson.slug,
        isFree: lesson.isFree,
        releaseDate: lesson.releaseDate ? isoDate(lesson.releaseDate) : null,
        isReleased: released,
        isLocked: !isStaff && !(released && (lesson.isFree || access === 'ENROLLED')),
        isDone: done.has(lesson.id),
      };
    }),
  }));
  return { data, access };
}

/** Admin `GET /courses/{id}/tree`: every thematic and lesson, in chain order. */
export async function courseTree(db: Db, courseId: number): Promise<CourseTree> {
  const [course] = await db
    .select({ id: courses.id, name: courses.name, slug: courses.slug })
    .from(courses)
    .where(eq(courses.id, courseId));
  if (!course) throw notFound();
  const [thematicList, lessonRows] = await Promise.all([
    listThematics(db, courseId),
    db.select().from(lessons).where(eq(lessons.courseId, courseId)),
  ]);
  const adminLessons = await toAdminLessons(db, lessonRows);
  const byId = new Map(adminLessons.map((lesson) => [lesson.id, lesson]));
  return {
    course,
    thematics: thematicList.map((thematic) => ({
      ...thematic,
      lessons: inChainOrder(lessonRows.filter((row) => row.thematicId === thematic.id)).map(
        (row) => byId.get(row.id) as (typeof adminLessons)[number],
      ),
    })),
  };
}
