import type { CourseRanks, LessonRanks } from '@tutor/contract/learning';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isoDate } from '../../lib/list';
import type { AuthContext } from '../../plugins/auth';
import { courseAccess } from '../enrollments/entitlement';
import { lessonAccess } from './lesson-access';

const userOf = (row: { user_id: unknown; username: string; first_name: string; last_name: string }) => ({
  id: Number(row.user_id),
  username: row.username,
  fullName: `${row.last_name} ${row.first_name}`.trim() || row.username,
});

/**
 * `GET /lessons/{id}/lesson-ranks`: each enrolled student's best history (highest score, then less time,
 * then the earlier submit), ranked the same way. One statement: the top `limit` and the caller's row.
 */
export async function lessonRanks(
  db: Db,
  auth: AuthContext | null,
  lessonId: number,
  limit: number,
): Promise<LessonRanks> {
  const { lesson } = await lessonAccess(db, auth, lessonId);
  const me = auth?.userId ?? 0;
  const rows = await queryRows<{
    rank: unknown;
    user_id: unknown;
    username: string;
    first_name: string;
    last_name: string;
    score: number;
    time_spent: number;
    created_at: Date | string;
    total: unknown;
  }>(
    db,
    sql`with best as (
          select distinct on (h.user_id) h.user_id, h.score, h.time_spent, h.created_at
          from lesson_histories h
          join enrollments e on e.user_id = h.user_id and e.course_id = ${lesson.courseId}
          where h.lesson_id = ${lessonId}
          order by h.user_id, h.score desc, h.time_spent asc, h.created_at asc
        ), ranked as (
          select b.*, row_number() over (order by b.score desc, b.time_spent asc, b.created_at asc, b.user_id) as rank,
                 count(*) over () as total
          from best b
        )
        select r.*, u.username, u.first_name, u.last_name
        from ranked r join users u on u.id = r.user_id
        where r.rank <= ${limit} or r.user_id = ${me}
        order by r.rank`,
  );
  const toRank = (row: (typeof rows)[number]) => ({
    rank: Number(row.rank),
    user: userOf(row),
    score: Number(row.score),
    timeSpent: Number(row.time_spent),
    submittedAt: isoDate(row.created_at),
  });
  const mine = rows.find((row) => Number(row.user_id) === me);
  return {
    data: rows.filter((row) => Number(row.rank) <= limit).map(toRank),
    me: mine ? toRank(mine) : null,
    total: Number(rows[0]?.total ?? 0),
  };
}

/**
 * `GET /courses/{id}/course-ranks`: the course's students by completed-lesson percent, then the sum of
 * their best score per lesson, then less time (the time of those best sheets). Enrolled students and
 * staff may read it. One statement for the top `limit` and the caller's row.
 */
export async function courseRanks(
  db: Db,
  auth: AuthContext | null,
  courseId: number,
  limit: number,
): Promise<CourseRanks> {
  const access = await courseAccess(db, auth, courseId);
  if (!auth) throw new AppError('UNAUTHENTICATED');
  if (access === 'NONE') throw new AppError('COURSE_NOT_ENROLLED');
  const rows = await queryRows<{
    rank: unknown;
    user_id: unknown;
    username: string;
    first_name: string;
    last_name: string;
    done: unknown;
    total_score: unknown;
    time_spent: unknown;
    total_lessons: unknown;
    total: unknown;
  }>(
    db,
    sql`with open_lessons as (
          select l.id from lessons l join thematics t on t.id = l.thematic_id
          where l.course_id = ${courseId} and l.status = 'ACTIVE' and t.status = 'ACTIVE'
            and (l.release_date is null or l.release_date <= now())
        ), done as (
          select c.user_id, count(*) as n from lesson_completions c
          where c.course_id = ${courseId} and c.lesson_id in (select id from open_lessons)
          group by c.user_id
        ), best as (
          select distinct on (h.user_id, h.lesson_id) h.user_id, h.score, h.time_spent
          from lesson_histories h where h.course_id = ${courseId}
          order by h.user_id, h.lesson_id, h.score desc, h.time_spent asc, h.created_at asc
        ), scores as (
          select user_id, sum(score) as total_score, sum(time_spent) as time_spent from best group by user_id
        ), ranked as (
          select e.user_id, coalesce(d.n, 0) as done, coalesce(s.total_score, 0) as total_score,
                 coalesce(s.time_spent, 0) as time_spent,
                 row_number() over (order by coalesce(d.n, 0) desc, coalesce(s.total_score, 0) desc,
                                    coalesce(s.time_spent, 0) asc, e.user_id) as rank,
                 count(*) over () as total
          from enrollments e
          left join done d on d.user_id = e.user_id
          left join scores s on s.user_id = e.user_id
          where e.course_id = ${courseId}
        )
        select r.*, (select count(*) from open_lessons) as total_lessons, u.username, u.first_name, u.last_name
        from ranked r join users u on u.id = r.user_id
        where r.rank <= ${limit} or r.user_id = ${auth.userId}
        order by r.rank`,
  );
  const toRank = (row: (typeof rows)[number]) => {
    const totalLessons = Number(row.total_lessons);
    const done = Number(row.done);
    return {
      rank: Number(row.rank),
      user: userOf(row),
      processPercent: totalLessons > 0 ? Math.round((done / totalLessons) * 100) : 0,
      completedLessons: done,
      totalScore: Math.round(Number(row.total_score) * 100) / 100,
      timeSpent: Number(row.time_spent),
    };
  };
  const mine = rows.find((row) => Number(row.user_id) === auth.userId);
  return {
    data: rows.filter((row) => Number(row.rank) <= limit).map(toRank),
    me: mine ? toRank(mine) : null,
    total: Number(rows[0]?.total ?? 0),
  };
}
