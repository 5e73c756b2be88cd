import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';

/*
 * The progress rule (README "Progress"), shared by the learning screen, "my courses" and the back
 * office's students list: a lesson counts when it is ACTIVE, in an ACTIVE thematic and released; a
 * student has done it when a lesson_completions row names them. Percent = done / counted, rounded.
 */

export const progressPercent = (done: number, total: number) =>
  total > 0 ? Math.round((done / total) * 100) : 0;

const inList = (ids: readonly number[]): SQL =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** Done and counted lessons of one user in several courses, one statement. */
export async function progressOfUserByCourse(db: DbOrTx, userId: number, courseIds: readonly number[]) {
  if (courseIds.length === 0) return new Map<number, { done: number; total: number }>();
  const rows = await queryRows<{ course_id: unknown; total: unknown; done: unknown }>(
    db,
    sql`select l.course_id, count(*) as total, count(c.user_id) as done
        from lessons l
        join thematics t on t.id = l.thematic_id
        left join lesson_completions c on c.lesson_id = l.id and c.user_id = ${userId}
        where l.course_id in (${inList(courseIds)})
          and l.status = 'ACTIVE' and t.status = 'ACTIVE'
          and (l.release_date is null or l.release_date <= now())
        group by l.course_id`,
  );
  return new Map(
    rows.map((row) => [Number(row.course_id), { done: Number(row.done), total: Number(row.total) }]),
  );
}

/** The percent of several students of one course, one statement (a page of the students list). */
export async function progressOfStudents(db: DbOrTx, courseId: number, userIds: readonly number[]) {
  if (userIds.length === 0) return new Map<number, number>();
  const rows = await queryRows<{ user_id: unknown; done: unknown; total: unknown }>(
    db,
    sql`with open_lessons as (
          select l.id from lessons l join thematics t on t.id = l.thematic_id
          where l.course_id = ${courseId} and l.status = 'ACTIVE' and t.status = 'ACTIVE'
            and (l.release_date is null or l.release_date <= now())
        )
        select u.id as user_id, (select count(*) from open_lessons) as total,
               (select count(*) from lesson_completions c
                 where c.course_id = ${courseId} and c.user_id = u.id and c.lesson_id in (select id from open_lessons)) as done
        from unnest(${sql.raw(`ARRAY[${userIds.map(Number).join(',')}]::bigint[]`)}) as u(id)`,
  );
  return new Map(
    rows.map((row) => [Number(row.user_id), progressPercent(Number(row.done), Number(row.total))]),
  );
}
