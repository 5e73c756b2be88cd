import type {
  AddToCourseResponse,
  addToCourseBodySchema,
  CourseStudentListResponse,
  courseStudentListQuerySchema,
  EnrollmentSourceName,
  UserInCourse,
} from '@tutor/contract/courses';
import { itemPath } from '@tutor/contract/orders';
import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { courses, enrollments, users } from '../../db/schema';
import { AppError, fieldError, notFound } from '../../lib/app-error';
import { isoDate, likePattern, pageOf } from '../../lib/list';
import type { AuthContext } from '../../plugins/auth';
import { notify } from '../notifications/notify';
import { personName } from '../shared/course-cards';
import { progressOfStudents } from '../shared/course-progress';
import { grantEnrollment, isCourseStaff, removeAllGrants } from './entitlement';

type AddToCourseInput = z.output<typeof addToCourseBodySchema>;
type StudentListQuery = z.output<typeof courseStudentListQuerySchema>;

const isExpired = sql<boolean>`${enrollments.expiresAt} is not null and ${enrollments.expiresAt} <= now()`;

async function requireCourse(db: Db, courseId: number) {
  const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
  if (!course) throw notFound();
}

/**
 * `POST /admin/users/add-to-course`: enrolls ACTIVE users in a course (source ADMIN), all or none in
 * one transaction. Adding someone already enrolled is not an error: the grant is idempotent (a later
 * expiry extends it, null makes it for good), and the answer counts who was newly added.
 */
export async function addToCourse(
  db: Db,
  actor: AuthContext,
  body: AddToCourseInput,
): Promise<AddToCourseResponse> {
  const userIds = [...new Set([...(body.userId ? [body.userId] : []), ...(body.userIds ?? [])])];
  return db.transaction(async (tx) => {
    const [course] = await tx
      .select({ id: courses.id, name: courses.name, slug: courses.slug })
      .from(courses)
      .where(eq(courses.id, body.courseId));
    if (!course) throw fieldError('courseId', 'invalid');
    const found = new Set(
      (
        await tx
          .select({ id: users.id })
          .from(users)
          .where(and(inArray(users.id, userIds), eq(users.status, 'ACTIVE')))
      ).map((row) => row.id),
    );
    const unknown = userIds.flatMap((id, index) =>
      found.has(id)
        ? []
        : [{ path: body.userIds ? `userIds.${index}` : 'userId', key: 'invalid', message: '' }],
    );
    if (unknown.length > 0) throw new AppError('VALIDATION_ERROR', { details: unknown });
    const before = new Set(
      (
        await tx
          .select({ userId: enrollments.userId })
          .from(enrollments)
          .where(and(eq(enrollments.courseId, body.courseId), inArray(enrollments.userId, userIds)))
      ).map((row) => row.userId),
    );
    const expiresAt = body.expiresAt ? new Date(body.expiresAt) : null;
    for (const userId of userIds)
      await grantEnrollment(tx, {
        userId,
        courseId: body.courseId,
        source: 'ADMIN',
        grantedBy: actor.userId,
        expiresAt,
      });
    // Those newly added hear of it, in the same transaction (an extension of an existing grant says nothing).
    await notify(
      tx,
      userIds
        .filter((userId) => !before.has(userId))
        .map((userId) => ({
          userId,
          kind: 'ENROLLMENT' as const,
          data: { courseId: course.id, courseName: course.name },
          link: itemPath('COURSE', course.id, course.slug),
        })),
    );
    const alreadyEnrolled = before.size;
    return { courseId: body.courseId, userIds, added: userIds.length - alreadyEnrolled, alreadyEnrolled };
  });
}

/** `GET /courses/user-in-course/{courseId}/{userId}`: a student may ask only about themself; staff about anyone. */
export async function userInCourse(
  db: Db,
  auth: AuthContext,
  courseId: number,
  userId: number,
): Promise<UserInCourse> {
  if (auth.userId !== userId && !isCourseStaff(auth)) throw new AppError('ACCESS_DENIED');
  const [row] = await db
    .select({ courseId: courses.id, source: enrollments.source, expiresAt: enrollments.expiresAt, isExpired })
    .from(courses)
    .leftJoin(enrollments, and(eq(enrollments.courseId, courses.id), eq(enrollments.userId, userId)))
    .where(eq(courses.id, courseId));
  if (!row) throw notFound();
  const hasRow = row.source !== null;
  return {
    enrolled: hasRow && !row.isExpired,
    expired: hasRow && Boolean(row.isExpired),
    expiresAt: row.expiresAt ? isoDate(row.expiresAt) : null,
    source: (row.source as EnrollmentSourceName | null) ?? null,
  };
}

/** `GET /admin/courses/{id}/students`: the course's students, newest enrollment first by default. */
export async function listCourseStudents(
  db: Db,
  courseId: number,
  query: StudentListQuery,
): Promise<CourseStudentListResponse> {
  await requireCourse(db, courseId);
  const { limit, offset } = pageOf(query);
  const p = query.q ? likePattern(query.q) : undefined;
  const condition = and(
    eq(enrollments.courseId, courseId),
    p
      ? or(
          ilike(users.username, p),
          ilike(users.email, p),
          ilike(users.phone, p),
          ilike(sql`${users.lastName} || ' ' || ${users.firstName}`, p),
        )
      : undefined,
  );
  const columns = { createdAt: enrollments.createdAt, expiresAt: enrollments.expiresAt };
  const order = query.sort.map((field, i) =>
    query.order[i] === 'asc' ? asc(columns[field]) : desc(columns[field]),
  );
  const [rows, totals] = await Promise.all([
    db
      .select({
        userId: users.id,
        username: users.username,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        phone: users.phone,
        avatar: users.avatar,
        source: enrollments.source,
        expiresAt: enrollments.expiresAt,
        isExpired,
        createdAt: enrollments.createdAt,
      })
      .from(enrollments)
      .innerJoin(users, eq(users.id, enrollments.userId))
      .where(condition)
      .orderBy(...order, desc(enrollments.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(enrollments)
      .innerJoin(users, eq(users.id, enrollments.userId))
      .where(condition),
  ]);
  const percents = await progressOfStudents(
    db,
    courseId,
    rows.map((row) => row.userId),
  );
  return {
    data: rows.map((row) => ({
      userId: row.userId,
      username: row.username,
      name: personName(row),
      email: row.email,
      phone: row.phone,
      avatar: row.avatar ?? null,
      source: row.source as EnrollmentSourceName,
      expiresAt: row.expiresAt ? isoDate(row.expiresAt) : null,
      isExpired: Boolean(row.isExpired),
      createdAt: isoDate(row.createdAt),
      processPercent: percents.get(row.userId) ?? 0,
    })),
    pagination: { total: totals[0]?.n ?? 0, offset: query.offset, limit: query.limit },
  };
}

/** `DELETE /admin/courses/{courseId}/students/{userId}`: takes the course away from one student. */
export async function removeCourseStudent(db: Db, courseId: number, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(enrollments)
      .where(and(eq(enrollments.courseId, courseId), eq(enrollments.userId, userId)))
      .returning({ id: enrollments.id });
    if (deleted.length === 0) throw notFound();
    await removeAllGrants(tx, userId, courseId);
  });
}
