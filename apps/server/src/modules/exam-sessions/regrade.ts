import { type GivenAnswer, gradeExam, readSheet } from '@tutor/contract/exam-grading';
import type { SyncHistoriesResponse } from '@tutor/contract/exam-sessions';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { examHistories, examSessions } from '../../db/schema';
import { markLessonComplete } from '../enrollments/entitlement';
import { keyOf, loadQuestions } from './paper-questions';
import { loadTarget, type TargetRef } from './targets';

/**
 * `GET /admin/lessons/{id}/sync-lesson-exam-histories`: after a key change (a wrong key fixed in the
 * bank), grades every history of the target again from its stored answers with today's keys, scoring
 * and total, in one transaction. A history that now passes completes the lesson; one that no longer
 * passes keeps the completion already earned (progress is never taken back). Answers the count changed.
 */
export async function regradeHistories(db: Db, ref: TargetRef): Promise<SyncHistoriesResponse> {
  return db.transaction(async (tx) => {
    const target = await loadTarget(tx, ref);
    const rows = await tx
      .select({ history: examHistories, layout: examSessions.layout })
      .from(examHistories)
      .innerJoin(examSessions, eq(examSessions.id, examHistories.sessionId))
      .where(ref.kind === 'EXAM' ? eq(examHistories.examId, ref.id) : eq(examHistories.lessonId, ref.id))
      .for('update', { of: examHistories });
    const questionIds = [...new Set(rows.flatMap((row) => row.layout.questionIds))];
    const byId = new Map((await loadQuestions(tx, questionIds)).map((question) => [question.id, question]));
    let changed = 0;
    for (const { history, layout } of rows) {
      const keys = layout.questionIds.flatMap((id) => {
        const question = byId.get(id);
        return question ? [keyOf(question)] : [];
      });
      const read = readSheet(history.answers, keys);
      const grade = gradeExam(
        keys,
        read.ok ? read.answers : new Map<number, GivenAnswer>(),
        target.scoring,
        target.totalPoint,
      );
      const passed = target.passPoint !== null && grade.score >= target.passPoint;
      if (
        grade.score !== history.score ||
        grade.correctCount !== history.correctCount ||
        passed !== history.passed
      )
        changed++;
      await tx
        .update(examHistories)
        .set({
          grade: { questions: grade.questions, parts: grade.parts, earned: grade.earned, max: grade.max },
          score: grade.score,
          correctCount: grade.correctCount,
          totalCount: grade.totalCount,
          passed,
          updatedAt: new Date(),
        })
        .where(eq(examHistories.id, history.id));
      if (passed && history.lessonId !== null && history.courseId !== null)
        await markLessonComplete(tx, {
          userId: history.userId,
          lessonId: history.lessonId,
          courseId: history.courseId,
          source: 'EXAM',
        });
    }
    return { total: rows.length, changed };
  });
}
