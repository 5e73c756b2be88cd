import type { SaleCourseOffer } from '@tutor/contract/courses';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courses, saleCourses } from '../../db/schema';
import type { AuthContext } from '../../plugins/auth';
import { requireCourseAccess } from '../enrollments/entitlement';
import { type CourseCardRow, courseCardColumns, coverImages, teacherUsers, toCourseCard } from './cards';

/**
 * `GET /sale-courses/{id}`: the ACTIVE courses offered to the students of course `id`, with their offer
 * price, in display order. Only its enrolled students (and staff) are told the offer prices.
 */
export async function saleOffersFor(db: Db, auth: AuthContext | null, courseId: number) {
  await requireCourseAccess(db, auth, courseId);
  const rows = await db
    .select({ ...courseCardColumns, offerPrice: saleCourses.salePrice })
    .from(courses)
    .leftJoin(coverImages, eq(coverImages.id, courses.imageId))
    .leftJoin(teacherUsers, eq(teacherUsers.id, courses.teacherId))
    .innerJoin(saleCourses, eq(saleCourses.offeredCourseId, courses.id))
    .where(and(eq(saleCourses.courseId, courseId), eq(courses.status, 'ACTIVE')))
    .orderBy(asc(saleCourses.position), asc(saleCourses.offeredCourseId));
  return rows.map(
    (row): SaleCourseOffer => ({
      course: toCourseCard(row as CourseCardRow),
      salePrice: row.offerPrice,
    }),
  );
}
