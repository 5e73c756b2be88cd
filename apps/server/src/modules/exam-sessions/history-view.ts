import type { ExamGrade } from '@tutor/contract/exam-grading';
import type { ExamHistory } from '@tutor/contract/exam-sessions';
import type { examHistories } from '../../db/schema';
import { isoDate } from '../../lib/list';
import type { AuthContext } from '../../plugins/auth';
import { areResultsVisible, type ExamTarget } from './targets';

export type HistoryRow = typeof examHistories.$inferSelect;

/** The grade as stored in `exam_histories.grade`. */
export type StoredGrade = Pick<ExamGrade, 'questions' | 'parts' | 'earned' | 'max'>;

/** Raw points (the scoring table's) as points of the exam's total, to two decimals. */
export function scaledPoints(raw: number, paperMax: number, totalPoint: number): number {
  return paperMax > 0 ? Math.round(((raw * totalPoint) / paperMax) * 100) / 100 : 0;
}

/**
 * A history as its owner (or staff) reads it in a list or after a submit. Until the results are visible
 * the score fields are null: the attempt shows as submitted, not how it went.
 */
export function historyView(
  row: HistoryRow,
  target: Pick<ExamTarget, 'name' | 'slug' | 'totalPoint' | 'resultsShown' | 'closesAt' | 'kind'>,
  auth: AuthContext | null,
  now = new Date(),
): ExamHistory {
  const isResultVisible = areResultsVisible(target, auth, now);
  const grade = row.grade as StoredGrade;
  return {
    id: row.id,
    examId: row.examId,
    lessonId: row.lessonId,
    courseId: row.courseId,
    name: target.name,
    slug: target.slug,
    isResultVisible,
    score: isResultVisible ? row.score : null,
    totalPoint: target.totalPoint,
    correctCount: isResultVisible ? row.correctCount : null,
    totalCount: row.totalCount,
    parts: isResultVisible
      ? grade.parts.map(({ part, score, correct, total, max }) => ({
          part,
          score,
          // The grade stores raw points; the part's worth is shown in the exam's points.
          max: scaledPoints(max, grade.max, target.totalPoint),
          correct,
          total,
        }))
      : null,
    isPassed: isResultVisible ? row.passed : null,
    timeTaken: row.timeTaken,
    startedAt: isoDate(row.startedAt),
    submittedAt: isoDate(row.submittedAt),
    source: row.source === 'SWEEP' ? 'SWEEP' : 'SUBMIT',
  };
}
