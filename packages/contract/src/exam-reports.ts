import { z } from 'zod';
import { ADMIN_MAX_PAGE_SIZE } from './constants';
import { QUESTION_TYPES } from './exam-grading';
import { listQuerySchema, listResponseSchema } from './list-query';

/*
 * The back office's view of the exam engine (issue 11): the sessions of an exam or a lesson exam (with
 * the staff's two corrections, extend and reset) and the report of its graded histories. The same calls
 * serve exams (`/exams/{id}/…`) and lesson exams (`/lessons/{id}/…`): one engine, one report.
 */

// ---------------------------------------------------------------------------------------------------------
// Sessions

/**
 * OPEN: running; OVERDUE: past its deadline and not yet closed by the sweep (or a read) — the student can
 * no longer save; CLOSED: submitted, swept or reset (`closedBy` says which).
 */
export const EXAM_SESSION_STATES = ['OPEN', 'OVERDUE', 'CLOSED'] as const;
export type ExamSessionState = (typeof EXAM_SESSION_STATES)[number];
export const EXAM_SESSION_CLOSERS = ['SUBMIT', 'SWEEP', 'RESET'] as const;

const studentSchema = z.object({ id: z.number(), username: z.string(), fullName: z.string() });

export const adminExamSessionSchema = z.object({
  id: z.number(),
  user: studentSchema,
  startedAt: z.string(),
  deadline: z.string(),
  /** The latest autosave, by the server's clock; null before the first one. */
  savedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  closedBy: z.enum(EXAM_SESSION_CLOSERS).nullable(),
  state: z.enum(EXAM_SESSION_STATES),
});
export type AdminExamSession = z.infer<typeof adminExamSessionSchema>;

export const adminExamSessionListQuerySchema = listQuerySchema(
  {
    sortFields: ['startedAt', 'deadline', 'savedAt'] as const,
    defaultLimit: 25,
    maxLimit: ADMIN_MAX_PAGE_SIZE,
    allowAll: true,
  },
  {
    /** A student's name or username. */
    q: z.string().trim().max(100).optional(),
    state: z.enum(EXAM_SESSION_STATES, { error: 'invalidValue' }).optional(),
  },
);
export type AdminExamSessionListQuery = z.infer<typeof adminExamSessionListQuerySchema>;
/** `extra.target`: the exam's or lesson's name, for the page's title. */
export const adminExamSessionListResponseSchema = listResponseSchema(
  adminExamSessionSchema,
  z.object({ target: z.object({ name: z.string(), totalPoint: z.number() }) }),
);
export type AdminExamSessionList = z.infer<typeof adminExamSessionListResponseSchema>;

/** Bounds of one extension: at least a minute, at most three hours (the longest THPT paper is 90 minutes). */
export const EXTEND_MINUTES_MIN = 1;
export const EXTEND_MINUTES_MAX = 180;
export const extendExamSessionBodySchema = z.strictObject({
  minutes: z
    .int({ error: 'integer' })
    .min(EXTEND_MINUTES_MIN, { error: 'tooSmall' })
    .max(EXTEND_MINUTES_MAX, { error: 'tooBig' }),
});
export type ExtendExamSessionBody = z.infer<typeof extendExamSessionBodySchema>;

// ---------------------------------------------------------------------------------------------------------
// Report

/** Histogram bins on the scaled score: 1 point (default) or half a point. */
export const reportQuerySchema = z.strictObject({
  bin: z
    .enum(['1', '0.5'], { error: 'invalidValue' })
    .default('1')
    .transform((value) => Number(value)),
});

const partAverageSchema = z.object({
  part: z.number(),
  /** The mean of the part's scaled score over the histories, and the part's scaled maximum. */
  mean: z.number(),
  max: z.number(),
});

const optionShareSchema = z.object({
  optionId: z.number(),
  label: z.string(),
  isCorrect: z.boolean(),
  /** Share (0…1) of the histories that chose this option. */
  share: z.number(),
});

export const reportQuestionSchema = z.object({
  questionId: z.number(),
  /** 1-based position on the paper. */
  position: z.number(),
  type: z.enum(QUESTION_TYPES),
  part: z.number(),
  /** The stem as plain text, shortened, so the table can name the question. */
  excerpt: z.string(),
  /** Histories that graded this question (a key change after some attempts can make it differ). */
  graded: z.number(),
  /** Share (0…1) fully right; null when no history graded it. */
  correctRate: z.number().nullable(),
  /** Share left blank. */
  blankRate: z.number().nullable(),
  /** TRUE_FALSE: mean statements right (0…4). */
  meanStatementsRight: z.number().nullable(),
  /** CHOICE: the share choosing each option, in A–D order. */
  options: z.array(optionShareSchema),
});
export type ReportQuestion = z.infer<typeof reportQuestionSchema>;

export const examReportSchema = z.object({
  target: z.object({
    kind: z.enum(['EXAM', 'LESSON']),
    id: z.number(),
    name: z.string(),
    totalPoint: z.number(),
  }),
  totals: z.object({
    /** Distinct students with at least one graded history. */
    takers: z.number(),
    /** Graded histories (every attempt counts in the figures below). */
    attempts: z.number(),
    mean: z.number().nullable(),
    median: z.number().nullable(),
    best: z.number().nullable(),
    meanTimeTaken: z.number().nullable(),
  }),
  bin: z.number(),
  /** Every bin from 0 to the total point, empty ones included; a score equal to the total falls in the last. */
  histogram: z.array(z.object({ from: z.number(), to: z.number(), count: z.number() })),
  parts: z.array(partAverageSchema),
  questions: z.array(reportQuestionSchema),
});
export type ExamReport = z.infer<typeof examReportSchema>;

/** A graded attempt in the report's takers table. */
export const reportTakerSchema = z.object({
  historyId: z.number(),
  user: studentSchema,
  startedAt: z.string(),
  submittedAt: z.string(),
  timeTaken: z.number(),
  score: z.number(),
  correctCount: z.number(),
  totalCount: z.number(),
  /** SUBMIT (the student) or SWEEP (the deadline closed it with the last autosave). */
  source: z.enum(['SUBMIT', 'SWEEP']),
});
export type ReportTaker = z.infer<typeof reportTakerSchema>;

export const reportTakerListQuerySchema = listQuerySchema(
  {
    sortFields: ['score', 'timeTaken', 'submittedAt', 'startedAt'] as const,
    defaultLimit: 25,
    maxLimit: ADMIN_MAX_PAGE_SIZE,
    allowAll: true,
  },
  { q: z.string().trim().max(100).optional() },
);
export type ReportTakerListQuery = z.infer<typeof reportTakerListQuerySchema>;
export const reportTakerListResponseSchema = listResponseSchema(reportTakerSchema);

/** The xlsx export's cap (one sheet named data, spec §9). */
export const REPORT_EXPORT_MAX_ROWS = 10_000;
