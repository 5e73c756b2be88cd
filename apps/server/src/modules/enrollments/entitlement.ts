import { holdsAllCodes } from '@tutor/contract/permissions';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { enrollments, lessonCompletions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../plugins/auth';

/**
 * "May this caller study this course?": the one question every learning call asks (lessons, videos,
 * documents, answer sheets, histories, progress). The `enrollments` table is its only source of truth;
 * orders, combo orders and activation codes grant by writing a row there (see grantEnrollment).
 *
 * Staff (roleAcp, or `course:read`) may open any course's content to check it, and see lessons before
 * their release date; they are not "enrolled", so they get no progress or rank of their own.
 */
export type CourseAccess = 'STAFF' | 'ENROLLED' | 'EXPIRED' | 'NONE';

export function isCourseStaff(auth: AuthContext | null): boolean {
  return holdsAllCodes(auth, ['course:read']);
}

export async function courseAccess(
  db: DbOrTx,
  auth: AuthContext | null,
  courseId: number,
): Promise<CourseAccess> {
  if (!auth) return 'NONE';
  if (isCourseStaff(auth)) return 'STAFF';
  const [row] = await db
    .select({
      expired: sql<boolean>`${enrollments.expiresAt} is not null and ${enrollments.expiresAt} <= now()`,
    })
    .from(enrollments)
    .where(and(eq(enrollments.userId, auth.userId), eq(enrollments.courseId, courseId)));
  if (!row) return 'NONE';
  return row.expired ? 'EXPIRED' : 'ENROLLED';
}

/** Throws the code a student should read (log in, join the course, access expired) unless access is STAFF or ENROLLED. */
export async function requireCourseAccess(
  db: DbOrTx,
  auth: AuthContext | null,
  courseId: number,
): Promise<'STAFF' | 'ENROLLED'> {
  if (!auth) throw new AppError('UNAUTHENTICATED');
  const access = await courseAccess(db, auth, courseId);
  if (access === 'EXPIRED') throw new AppError('ENROLLMENT_EXPIRED');
  if (access === 'NONE') throw new AppError('COURSE_NOT_ENROLLED');
  return access;
}

export type EnrollmentSource = 'ADMIN' | 'ORDER' | 'COMBO_ORDER' | 'ACTIVATION_CODE';

/**
 * Grants (or extends) a user's access to a course; idempotent. A second grant keeps the later expiry
 * (null, "for good", wins) and records the newest source. Every grant path calls this, inside its own
 * transaction (an order's completion and its enrollments land together).
 */
export async function grantEnrollment(
  db: DbOrTx,
  grant: {
    userId: number;
    courseId: number;
    source: EnrollmentSource;
    sourceRef?: string | null;
    grantedBy?: number | null;
    expiresAt?: Date | null;
  },
): Promise<void> {
  await db
    .insert(enrollments)
    .values({
      userId: grant.userId,
      courseId: grant.courseId,
      source: grant.source,
      sourceRef: grant.sourceRef ?? null,
      grantedBy: grant.grantedBy ?? null,
      expiresAt: grant.expiresAt ?? null,
    })
    .onConflictDoUpdate({
      target: [enrollments.userId, enrollments.courseId],
      set: {
        source: sql`excluded.source`,
        sourceRef: sql`excluded.source_ref`,
        grantedBy: sql`excluded.granted_by`,
        expiresAt: sql`case when ${enrollments.expiresAt} is null or excluded.expires_at is null then null
          else greatest(${enrollments.expiresAt}, excluded.expires_at) end`,
        updatedAt: sql`now()`,
      },
    });
}

export type CompletionSource = 'VIDEO' | 'ANSWERS' | 'EXAM';

/** Records that a student completed a lesson; the first source wins and a repeat changes nothing. */
export async function markLessonComplete(
  db: DbOrTx,
  row: { userId: number; lessonId: number; courseId: number; source: CompletionSource },
): Promise<void> {
  await db.insert(lessonCompletions).values(row).onConflictDoNothing();
}
