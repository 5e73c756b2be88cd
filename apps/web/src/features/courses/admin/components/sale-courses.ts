import type { SaleCourseInput } from '@tutor/contract/courses';

/*
 * The sale-courses editor of a course form: rows of (offered course, offer price). The form keeps rows
 * as typed; the body sends the complete list, which replaces the stored one.
 */

export type SaleCourseRow = { courseId?: number | null; salePrice?: number | null };

export type CourseChoice = { id: number; name: string; rootPrice?: number; salePrice?: number };

/** The body's `saleCourses`: rows with a course, each course once (the first row wins), never the course itself. */
export function saleCoursesInput(
  rows: readonly SaleCourseRow[] | undefined,
  selfId?: number,
): SaleCourseInput[] {
  const seen = new Set<number>();
  const input: SaleCourseInput[] = [];
  for (const row of rows ?? []) {
    const courseId = row.courseId ?? null;
    if (courseId === null || courseId === selfId || seen.has(courseId)) continue;
    seen.add(courseId);
    input.push({ courseId, salePrice: row.salePrice ?? 0 });
  }
  return input;
}

/**
 * The courses a row may offer: not the course being edited, and not one another row already offers
 * (the row's own choice stays available to it).
 */
export function offerableCourses(
  courses: readonly CourseChoice[],
  rows: readonly SaleCourseRow[] | undefined,
  rowIndex: number,
  selfId?: number,
): CourseChoice[] {
  const taken = new Set(
    (rows ?? []).flatMap((row, index) => (index !== rowIndex && row.courseId ? [row.courseId] : [])),
  );
  return courses.filter((course) => course.id !== selfId && !taken.has(course.id));
}

/** A new row for `course`: its own sale price is the starting offer, which staff then lower. */
export function rowForCourse(course: CourseChoice | undefined): SaleCourseRow {
  return { courseId: course?.id ?? null, salePrice: course?.salePrice ?? 0 };
}
