import { holdsAllCodes } from '@tutor/contract/permissions';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { enrollmentGrants, enrollments, lessonCompletions } from '../../db/schema';
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

export type Grant = {
  userId: number;
  courseId: number;
  source: EnrollmentSource;
  sourceRef?: string | null;
  grantedBy?: number | null;
  expiresAt?: Date | null;
};

/**
 * Grants (or extends) a user's access to a course; idempotent. Each reason is kept in
 * `enrollment_grants` (so revoking one leaves the others); `enrollments` keeps one row per (user,
 * course) for the access check: a second grant keeps the later expiry (null, "for good", wins) and
 * records the newest source. Every grant path calls this, inside its own transaction (an order's
 * completion and its enrollments land together).
 */
export function grantEnrollment(db: DbOrTx, grant: Grant): Promise<void> {
  return grantEnrollments(db, [grant]);
}

/**
 * `grantEnrollment` for many at once, in two statements whatever their number (an order of a combo of
 * several courses, an approval of a cart). A (user, course) named twice keeps its last grant, since one
 * INSERT … ON CONFLICT cannot touch a row twice.
 */
export async function grantEnrollments(db: DbOrTx, grants: readonly Grant[]): Promise<void> {
  const byPair = new Map<string, Grant>();
  for (const grant of grants) byPair.set(`${grant.userId}:${grant.courseId}`, grant);
  if (byPair.size === 0) return;
  // Rows are written in (user, course) order: two grants of overlapping courses at once (two webhooks for
  // one student) then queue on the first shared row instead of each holding one the other waits for.
  const sorted = [...byPair.values()].sort((a, b) => a.userId - b.userId || a.courseId - b.courseId);
  const reasons = sorted.map((grant) => ({
    userId: grant.userId,
    courseId: grant.courseId,
    source: grant.source,
    sourceRef: grant.sourceRef ?? '',
    grantedBy: grant.grantedBy ?? null,
    expiresAt: grant.expiresAt ?? null,
  }));
  await db
    .insert(enrollmentGrants)
    .values(reasons)
    .onConflictDoUpdate({
      target: [
        enrollmentGrants.userId,
        enrollmentGrants.courseId,
        enrollmentGrants.source,
        enrollmentGrants.sourceRef,
      ],
      set: {
        grantedBy: sql`excluded.granted_by`,
        expiresAt: sql`case when ${enrollmentGrants.expiresAt} is null or excluded.expires_at is null then null
          else greatest(${enrollmentGrants.expiresAt}, excluded.expires_at) end`,
      },
    });
  await db
    .insert(enrollments)
    .values(
      reasons.map((reason) => ({ ...reason, sourceRef: reason.sourceRef === '' ? null : reason.sourceRef })),
    )
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

/**
 * Takes back what one source granted (an order moved out of DONE): its grant rows go, and each
 * (user, course) it touched keeps access only through its other grants (the latest expiry of those,
 * the newest one's source), or loses its enrollment when none is left. Progress and histories stay.
 * Returns the (user, course) pairs that lost access.
 */
export async function revokeGrants(
  db: DbOrTx,
  reason: { source: EnrollmentSource; sourceRef: string },
): Promise<Array<{ userId: number; courseId: number }>> {
  const revoked = await db
    .delete(enrollmentGrants)
    .where(and(eq(enrollmentGrants.source, reason.source), eq(enrollmentGrants.sourceRef, reason.sourceRef)))
    .returning({ userId: enrollmentGrants.userId, courseId: enrollmentGrants.courseId });
  if (revoked.length === 0) return [];
  const pairs = sql.join(
    revoked.map((row) => sql`(${row.userId}::bigint, ${row.courseId}::bigint)`),
    sql`, `,
  );
  // Recompute the pairs that still have another reason, in one statement.
  await db.execute(sql`
    update ${enrollments} e set
      expires_at = g.expires_at, source = g.source, source_ref = nullif(g.source_ref, ''), updated_at = now()
    from (
      select distinct on (user_id, course_id) user_id, course_id, source, source_ref,
        case when bool_or(expires_at is null) over w then null else max(expires_at) over w end as expires_at
      from ${enrollmentGrants}
      where (user_id, course_id) in (${pairs})
      window w as (partition by user_id, course_id)
      order by user_id, course_id, created_at desc
    ) g
    where e.user_id = g.user_id and e.course_id = g.course_id`);
  const gone = await db
    .delete(enrollments)
    .where(
      and(
        sql`(${enrollments.userId}, ${enrollments.courseId}) in (${pairs})`,
        sql`not exists (select 1 from ${enrollmentGrants} g
          where g.user_id = ${enrollments.userId} and g.course_id = ${enrollments.courseId})`,
      ),
    )
    .returning({ userId: enrollments.userId, courseId: enrollments.courseId });
  return gone;
}

/** Removes a student from a course whatever the reasons (staff's "remove from course"). */
export async function removeAllGrants(db: DbOrTx, userId: number, courseId: number): Promise<void> {
  await db
    .delete(enrollmentGrants)
    .where(and(eq(enrollmentGrants.userId, userId), eq(enrollmentGrants.courseId, courseId)));
}

export type CompletionSource = 'VIDEO' | 'ANSWERS' | 'EXAM';

/** Records that a student completed a lesson; the first source wins and a repeat changes nothing. */
export async function markLessonComplete(
  db: DbOrTx,
  row: { userId: number; lessonId: number; courseId: number; source: CompletionSource },
): Promise<void> {
  await db.insert(lessonCompletions).values(row).onConflictDoNothing();
}
