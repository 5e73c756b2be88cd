import { eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { examHistories, examSessions, exams, lessons } from '../../db/schema';
import { notFound } from '../../lib/app-error';

/**
 * What a sessions list or a report is about: an exam, or a lesson's timed exam. One engine stores both
 * (an `exam_sessions` / `exam_histories` row has exactly one of `exam_id`, `lesson_id`), so every query
 * here is the same but for the column it filters on.
 */
export type ReportTarget = { kind: 'EXAM' | 'LESSON'; id: number };
export type LoadedTarget = ReportTarget & { name: string; totalPoint: number };

/** The target's row (404 NOT_FOUND when it does not exist). */
export async function loadTarget(db: DbOrTx, target: ReportTarget): Promise<LoadedTarget> {
  const table = target.kind === 'EXAM' ? exams : lessons;
  const [row] = await db
    .select({ name: table.name, totalPoint: table.totalPoint })
    .from(table)
    .where(eq(table.id, target.id));
  if (!row) throw notFound();
  return { ...target, ...row };
}

function column(target: ReportTarget, examColumn: AnyPgColumn, lessonColumn: AnyPgColumn): SQL {
  return eq(target.kind === 'EXAM' ? examColumn : lessonColumn, target.id);
}

export const sessionsOf = (target: ReportTarget) =>
  column(target, examSessions.examId, examSessions.lessonId);
export const historiesOf = (target: ReportTarget) =>
  column(target, examHistories.examId, examHistories.lessonId);
