import type { ExamRanks, NotDoExamList } from '@tutor/contract/exam-sessions';
import { and, count, desc, eq, exists, gt, isNull, lte, not, or, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { examHistories, examQuestions, exams } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isoDate, pageOf, pagination } from '../../lib/list';
import type { AuthContext } from '../../plugins/auth';
import { userName } from './histories';
import { areResultsVisible, type TargetRef, targetForReader } from './targets';

type Page = { offset: number; limit: number };

type RankRow = {
  rank: string | number;
  user_id: string | number;
  score: number;
  time_taken: number;
  submitted_at: Date | string;
  first_name: string;
  last_name: string;
  username: string;
  avatar: string | null;
};

/**
 * `GET /exams/{id}/exam-ranks`, `GET /lessons/{id}/lesson-exam-ranks`: each student's best attempt
 * (highest score, then less time, then the earlier submit), ranked the same way. Public, and only once
 * the results are visible (a mock exam's ranking would reveal scores while it runs).
 */
export async function targetRanks(
  db: Db,
  auth: AuthContext | null,
  ref: TargetRef,
  page: Page,
): Promise<ExamRanks> {
  const target = await targetForReader(db, auth, ref);
  if (!areResultsVisible(target, auth)) throw new AppError('EXAM_RESULT_HIDDEN');
  const { limit, offset } = pageOf(page);
  const column = ref.kind === 'EXAM' ? sql.raw('exam_id') : sql.raw('lesson_id');
  const rows = await queryRows<RankRow>(
    db,
    sql`with best as (
          select distinct on (h.user_id) h.id, h.user_id, h.score, h.time_taken, h.submitted_at
          from exam_histories h
          where h.${column} = ${ref.id}
          order by h.user_id, h.score desc, h.time_taken asc, h.submitted_at asc, h.id asc
        ), ranked as (
          select row_number() over (order by score desc, time_taken asc, submitted_at asc, id asc) as rank, best.*
          from best
        )
        select r.rank, r.user_id, r.score, r.time_taken, r.submitted_at,
               u.first_name, u.last_name, u.username, u.avatar
        from ranked r join users u on u.id = r.user_id
        order by r.rank
        limit ${limit} offset ${offset}`,
  );
  const [total] = await queryRows<{ total: string | number }>(
    db,
    sql`select count(distinct user_id) as total from exam_histories where ${column} = ${ref.id}`,
  );
  return {
    data: rows.map((row) => ({
      rank: Number(row.rank),
      user: {
        id: Number(row.user_id),
        name: userName({ firstName: row.first_name, lastName: row.last_name, username: row.username }),
        avatar: row.avatar,
      },
      score: row.score,
      timeTaken: row.time_taken,
      submittedAt: isoDate(row.submitted_at),
    })),
    pagination: pagination(page, Number(total?.total ?? 0)),
  };
}

/**
 * `GET /users/not-do-exam`: active exams open now (inside their window), with questions, that the caller
 * has no history of; newest first.
 */
export async function examsNotDone(db: Db, auth: AuthContext, page: Page): Promise<NotDoExamList> {
  const now = new Date();
  const { limit, offset } = pageOf(page);
  const questionCount = sql<number>`(select count(*)::int from ${examQuestions} where ${examQuestions.examId} = ${exams.id})`;
  const where = and(
    eq(exams.status, 'ACTIVE'),
    or(isNull(exams.opensAt), lte(exams.opensAt, now)),
    or(isNull(exams.closesAt), gt(exams.closesAt, now)),
    exists(db.select({ one: sql`1` }).from(examQuestions).where(eq(examQuestions.examId, exams.id))),
    not(
      exists(
        db
          .select({ one: sql`1` })
          .from(examHistories)
          .where(and(eq(examHistories.examId, exams.id), eq(examHistories.userId, auth.userId))),
      ),
    ),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: exams.id,
        name: exams.name,
        slug: exams.slug,
        duration: exams.duration,
        totalPoint: exams.totalPoint,
        opensAt: exams.opensAt,
        closesAt: exams.closesAt,
        questionCount,
      })
      .from(exams)
      .where(where)
      .orderBy(desc(exams.createdAt), desc(exams.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(exams).where(where),
  ]);
  return {
    data: rows.map((row) => ({
      ...row,
      questionCount: Number(row.questionCount),
      opensAt: row.opensAt ? isoDate(row.opensAt) : null,
      closesAt: row.closesAt ? isoDate(row.closesAt) : null,
    })),
    pagination: pagination(page, total?.total ?? 0),
  };
}
