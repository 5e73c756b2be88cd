import { PART_OF_TYPE, type QuestionType } from '@tutor/contract/exam-grading';
import type { ExamReport, ReportQuestion } from '@tutor/contract/exam-reports';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { examHistories, examQuestions, lessonQuestions, questionAnswers, questions } from '../../db/schema';
import { historiesOf, loadTarget, type ReportTarget } from './target';

/*
 * The report of an exam or a lesson exam, computed by the database over its graded histories: a fixed
 * number of statements whatever the number of questions or histories (no query per question or per
 * student), and no history rows shipped to Node. Every graded attempt counts (a student who took the
 * exam twice is two attempts in the histogram and the rates, one taker).
 *
 * It reads what the engine stored at grading time (`exam_histories.grade`, the contract's ExamGrade:
 * per question isCorrect / isBlank / statementsRight, per part its scaled score), so the figures are
 * those the students were shown, even after a later key change that was not re-synced.
 */

/** More bins than this and the chart is unreadable; a wider bin is used instead. */
const MAX_BINS = 200;
const EXCERPT_LENGTH = 120;

const round = (value: number, digits = 2) => {
  const f = 10 ** digits;
  return Math.round((value + Number.EPSILON) * f) / f;
};
const asNumber = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);

/** The stem as one line of plain text (the bank stores sanitised HTML; maths stays as its LaTeX). */
export function excerptOf(html: string): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text;
}

function paperOf(target: ReportTarget) {
  return target.kind === 'EXAM'
    ? {
        table: examQuestions,
        owner: examQuestions.examId,
        questionId: examQuestions.questionId,
        position: examQuestions.position,
      }
    : {
        table: lessonQuestions,
        owner: lessonQuestions.lessonId,
        questionId: lessonQuestions.questionId,
        position: lessonQuestions.position,
      };
}

/** Bins of `bin` points from 0 to the total point; a full score falls in the last bin. */
function binsFor(totalPoint: number, requested: number) {
  const bin = Math.max(requested, Math.ceil(totalPoint / requested / MAX_BINS) * requested);
  return { bin, count: Math.max(1, Math.ceil(round(totalPoint / bin, 6))) };
}

export async function examReport(db: Db, target: ReportTarget, requestedBin: number): Promise<ExamReport> {
  const loaded = await loadTarget(db, target);
  const { bin, count: binCount } = binsFor(loaded.totalPoint, requestedBin);
  const paper = paperOf(target);
  const ofTarget = historiesOf(target);

  const [paperRows, optionRows, totalsRows, histogramRows, partRows, questionRows, choiceRows] =
    await Promise.all([
      queryRows<{ id: number; type: QuestionType; content: string; position: number }>(
        db,
        sql`select ${questions.id} as id, ${questions.type} as type, ${questions.content} as content,
                   ${paper.position} as position
            from ${paper.table} join ${questions} on ${questions.id} = ${paper.questionId}
            where ${paper.owner} = ${target.id}
            order by ${paper.position}, ${questions.id}`,
      ),
      queryRows<{ id: number; questionId: number; label: string; isCorrect: boolean }>(
        db,
        sql`select ${questionAnswers.id} as id, ${questionAnswers.questionId} as "questionId",
                   ${questionAnswers.label} as label, ${questionAnswers.isCorrect} as "isCorrect"
            from ${questionAnswers}
            join ${questions} on ${questions.id} = ${questionAnswers.questionId}
            join ${paper.table} on ${paper.questionId} = ${questions.id}
            where ${paper.owner} = ${target.id} and ${questions.type} = 'CHOICE'
            order by ${questionAnswers.questionId}, ${questionAnswers.position}`,
      ),
      queryRows<Record<string, unknown>>(
        db,
        sql`select count(*)::int as attempts, count(distinct ${examHistories.userId})::int as takers,
                   avg(${examHistories.score}) as mean, max(${examHistories.score}) as best,
                   percentile_cont(0.5) within group (order by ${examHistories.score}) as median,
                   avg(${examHistories.timeTaken}) as "meanTimeTaken"
            from ${examHistories} where ${ofTarget}`,
      ),
      queryRows<{ bin: number; count: number }>(
        db,
        sql`select least(floor(${examHistories.score} / ${bin}::float8), ${binCount - 1})::int as bin,
                   count(*)::int as count
            from ${examHistories} where ${ofTarget} group by 1`,
      ),
      queryRows<{ part: number; mean: number; max: number }>(
        db,
        sql`select (p->>'part')::int as part, avg((p->>'score')::float8) as mean,
                   avg((p->>'max')::float8 / nullif((${examHistories.grade}->>'max')::float8, 0)) as max
            from ${examHistories}, jsonb_array_elements(${examHistories.grade}->'parts') as p
            where ${ofTarget} group by 1 order by 1`,
      ),
      queryRows<Record<string, unknown>>(
        db,
        sql`select (q->>'questionId')::bigint as "questionId", count(*)::int as graded,
                   avg(case when (q->>'isCorrect')::boolean then 1 else 0 end) as "correctRate",
                   avg(case when (q->>'isBlank')::boolean then 1 else 0 end) as "blankRate",
                   avg((q->>'statementsRight')::float8) as "meanStatementsRight"
            from ${examHistories}, jsonb_array_elements(${examHistories.grade}->'questions') as q
            where ${ofTarget} group by 1`,
      ),
      // The options chosen, read from the sheet itself (`answered`: option ids joined by '-').
      queryRows<{ optionId: number; count: number }>(
        db,
        sql`select option::bigint as "optionId", count(*)::int as count
            from ${examHistories},
                 unnest(string_to_array(nullif(${examHistories.answers}->>'answered', ''), '-')) as option
            where ${ofTarget} group by 1`,
      ),
    ]);

  const totals = totalsRows[0] ?? {};
  const attempts = Number(totals.attempts ?? 0);
  const byBin = new Map(histogramRows.map((row) => [Number(row.bin), Number(row.count)]));
  const chosen = new Map(choiceRows.map((row) => [Number(row.optionId), Number(row.count)]));
  const graded = new Map(questionRows.map((row) => [Number(row.questionId), row]));
  const optionsOf = groupBy(optionRows, (row) => Number(row.questionId));

  return {
    target: { kind: loaded.kind, id: loaded.id, name: loaded.name, totalPoint: loaded.totalPoint },
    totals: {
      takers: Number(totals.takers ?? 0),
      attempts,
      mean: roundOrNull(totals.mean),
      median: roundOrNull(totals.median),
      best: roundOrNull(totals.best),
      meanTimeTaken: roundOrNull(totals.meanTimeTaken, 0),
    },
    bin,
    histogram: Array.from({ length: binCount }, (_, i) => ({
      from: round(i * bin),
      to: round(Math.min((i + 1) * bin, loaded.totalPoint)),
      count: byBin.get(i) ?? 0,
    })),
    parts: partRows.map((row) => ({
      part: Number(row.part),
      mean: round(Number(row.mean)),
      max: round(Number(row.max) * loaded.totalPoint),
    })),
    questions: paperRows.map((question, index) =>
      reportQuestion(question, index, graded.get(Number(question.id)), optionsOf, chosen, attempts),
    ),
  };
}

function reportQuestion(
  question: { id: number; type: QuestionType; content: string },
  index: number,
  graded: Record<string, unknown> | undefined,
  optionsOf: Map<number, { id: number; label: string; isCorrect: boolean }[]>,
  chosen: Map<number, number>,
  attempts: number,
): ReportQuestion {
  const id = Number(question.id);
  return {
    questionId: id,
    position: index + 1,
    type: question.type,
    part: PART_OF_TYPE[question.type],
    excerpt: excerptOf(question.content),
    graded: Number(graded?.graded ?? 0),
    correctRate: roundOrNull(graded?.correctRate, 4),
    blankRate: roundOrNull(graded?.blankRate, 4),
    meanStatementsRight: question.type === 'TRUE_FALSE' ? roundOrNull(graded?.meanStatementsRight) : null,
    options: (optionsOf.get(id) ?? []).map((option) => ({
      optionId: Number(option.id),
      label: option.label,
      isCorrect: option.isCorrect,
      share: attempts === 0 ? 0 : round((chosen.get(Number(option.id)) ?? 0) / attempts, 4),
    })),
  };
}

function roundOrNull(value: unknown, digits = 2): number | null {
  const number = asNumber(value);
  return number === null || Number.isNaN(number) ? null : round(number, digits);
}

function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}
