import { z } from 'zod';
import { ANSWER_SLOTS, EXAM_PARTS, examSheetSchema, QUESTION_TYPES } from './exam-grading';
import { listQuerySchema, listResponseSchema } from './list-query';
import { idSchema, requiredOr } from './validators';

/*
 * The session engine (issue 11): one engine for exams and lesson exams (spec §3 exam session, exam
 * status, exam history, lesson exam history; §4 answers kept in the browser; §7 exam and lesson exam calls).
 *
 * The server owns the clock: a session has a deadline (now + duration at opening, never past the exam's
 * window), `examTime` is always the seconds left until it, computed on the server at the time of the
 * answer. Autosaves are accepted until the deadline plus EXAM_GRACE_SECONDS (network latency, a last save
 * sent at zero); after that the session is closed with its last saved answers (by the sweep, by the next
 * call that reads it, or by a late submit, which answers that history with `isLate: true`).
 *
 * Nothing a student receives before submitting carries a key: questions come without `isCorrect`,
 * accepted values or solutions, CHOICE options relabelled A–D in the session's own order.
 *
 * Storefront paths, under /api (signed-in students):
 *   POST /exams/{id}/exam-sessions                 open or resume            → OpenExamSessionResponse
 *   GET  /exams/{id}/exam-questions/{token}        the paper of the session  → SessionPaper
 *   GET  /exams/{id}/exam-status                                             → ExamStatusResponse
 *   PUT  /exams/{id}/exam-answers/{token}          autosave                  → SaveExamAnswersResponse
 *   POST /exams/{id}/exam-histories/{token}        submit                    → SubmitExamResponse
 *   GET  /exams/{id}/exam-histories                mine, newest first        → ExamHistoryList
 *   GET  /exam-histories/{id}                      owner or staff            → ExamHistoryDetail
 *   GET  /exam-histories                           mine across exams         → ExamHistoryList
 *   GET  /exams/{id}/exam-ranks                    public, when visible      → ExamRanks
 *   GET  /users/not-do-exam                        open exams not taken      → NotDoExamList
 * Lesson exams (same shapes; the lesson's examTime, totalPoint, passPoint, DEFAULT_SCORING):
 *   POST /lessons/{id}/exam-sessions, GET /lessons/{id}/exam-questions/{token}, GET /lessons/{id}/exam-status,
 *   GET /lessons/{id}/inactive-exam-token/{token} (end now with the saved answers → SubmitExamResponse),
 *   PUT /lessons/{id}/exam-answers/{token}, POST /lessons/{id}/lesson-exam-histories/{token},
 *   GET /lessons/{id}/lesson-exam-histories, GET /lessons/{id}/lesson-exam-ranks,
 *   GET /lesson-exam-histories/{id}, GET /lesson-exam-histories (mine across lessons),
 *   POST /lesson-exam-histories/{id}/images (multipart "files"), GET /lesson-exam-histories/{id}/images/{imageId}.
 * Admin, under /api/admin:
 *   GET  /lessons/{id}/lesson-exam-histories                       the lesson's histories (exam:read)
 *   GET  /lessons/{id}/sync-lesson-exam-histories                  re-grade after a key change (exam:update)
 *   POST /lessons/{lessonId}/update-lesson-exam-history-image/{id} annotated replacement (exam:update)
 */

// ---------------------------------------------------------------------------------------------------------
// Constants

/** Seconds after the deadline during which autosaves and submits are still taken as they are. */
export const EXAM_GRACE_SECONDS = 30;
/** Largest autosave or submit body (a full paper's sheet is about 2 KB). */
export const EXAM_ANSWERS_BODY_LIMIT = 64 * 1024;
/** Photos of handwritten working per lesson exam history, and the size of each. */
export const HISTORY_IMAGES_MAX = 10;
export const HISTORY_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
/** Image types accepted, checked by content (magic bytes). */
export const HISTORY_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const EXAM_STATUSES = ['DONOT', 'DOING', 'DONE'] as const;
export type ExamStatus = (typeof EXAM_STATUSES)[number];
export const HISTORY_SOURCES = ['SUBMIT', 'SWEEP'] as const;

// ---------------------------------------------------------------------------------------------------------
// Params and bodies

/** A session token: random, URL-safe. */
export const sessionTokenSchema = z
  .string({ error: requiredOr('invalidType') })
  .regex(/^[A-Za-z0-9_-]{16,64}$/, { error: 'invalidValue' });

/** `/{id}/…/{token}`: the exam's (or lesson's) id and the session token. */
export const examTokenParamsSchema = z.strictObject({ id: idSchema, token: sessionTokenSchema });
export type ExamTokenParams = z.input<typeof examTokenParamsSchema>;

/** `/lesson-exam-histories/{id}/images/{imageId}`. */
export const historyImageParamsSchema = z.strictObject({ id: idSchema, imageId: idSchema });
/** `/lessons/{lessonId}/update-lesson-exam-history-image/{id}` (id = the image). */
export const lessonImageParamsSchema = z.strictObject({ lessonId: idSchema, id: idSchema });
/** `?annotated=1`: the staff's annotated copy instead of the original. */
export const historyImageQuerySchema = z.object({
  annotated: z.enum(['0', '1'], { error: 'invalidValue' }).default('0'),
});

/**
 * `PUT …/exam-answers/{token}`: the whole sheet (spec §4 shape) and the client's counter of saves. A
 * save whose `seq` is lower than the stored one arrived late (an older request overtaken by a newer one)
 * and is ignored; the answer then carries the stored `savedAt` and `seq`.
 */
export const saveExamAnswersBodySchema = examSheetSchema.extend({
  seq: z
    .number({ error: requiredOr('integer') })
    .int({ error: 'integer' })
    .min(0, { error: 'nonNegative' })
    .max(2_147_483_647, { error: 'tooBig' }),
});
export type SaveExamAnswersBody = z.input<typeof saveExamAnswersBodySchema>;

/** The client's idempotency key of a submit (a random id made once per attempt, kept across retries). */
export const submitKeySchema = z
  .string({ error: requiredOr('invalidType') })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'invalidValue' });

/** `POST …/exam-histories/{token}` and `…/lesson-exam-histories/{token}`: the final sheet and the key. */
export const submitExamBodySchema = examSheetSchema.extend({ submitKey: submitKeySchema });
export type SubmitExamBody = z.input<typeof submitExamBodySchema>;

// ---------------------------------------------------------------------------------------------------------
// Opening, status, the paper

/** `POST …/exam-sessions`. A new token (isNewToken) tells the browser to clear its stored answers (§4). */
export const openExamSessionResponseSchema = z.object({
  token: z.string(),
  isNewToken: z.boolean(),
  /** Seconds left until the server's deadline. */
  examTime: z.number(),
});
export type OpenExamSessionResponse = z.infer<typeof openExamSessionResponseSchema>;

/** `GET …/exam-status`. */
export const examStatusResponseSchema = z.object({
  examStatus: z.enum(EXAM_STATUSES),
  attemptsUsed: z.number(),
  /** null = unlimited (lesson exams are always unlimited). */
  attemptsAllowed: z.number().nullable(),
  /** DOING: seconds left. */
  examTime: z.number().optional(),
  /** DOING: the open session's token. */
  token: z.string().optional(),
  /** DONE: the latest history. */
  historyId: z.number().optional(),
});
export type ExamStatusResponse = z.infer<typeof examStatusResponseSchema>;

const questionTypeField = z.enum(QUESTION_TYPES);
const partField = z.union(EXAM_PARTS.map((part) => z.literal(part)));

/** An option (CHOICE, label A–D as shown in this session) or a statement (TRUE_FALSE, label a–d). */
export const paperChoiceSchema = z.object({ id: z.number(), label: z.string(), content: z.string() });

/** A question as a student sees it while working: no key, no solution. */
export const paperQuestionSchema = z.object({
  id: z.number(),
  type: questionTypeField,
  part: partField,
  /** Sanitised HTML with LaTeX. */
  content: z.string(),
  /** CHOICE: the options in this session's order, relabelled A–D; [] otherwise. */
  options: z.array(paperChoiceSchema),
  /** TRUE_FALSE: statements a–d; [] otherwise. */
  statements: z.array(paperChoiceSchema),
});
export type PaperQuestion = z.infer<typeof paperQuestionSchema>;

/** One part of the paper: how many questions and what it is worth after scaling. */
export const paperPartSchema = z.object({ part: partField, questionCount: z.number(), points: z.number() });

/** `GET …/exam-questions/{token}`. */
export const sessionPaperSchema = z.object({
  exam: z.object({
    /** The exam's id (lesson exams: the lesson's id). */
    id: z.number(),
    name: z.string(),
    /** Minutes. */
    duration: z.number(),
    totalPoint: z.number(),
    parts: z.array(paperPartSchema),
  }),
  questions: z.array(paperQuestionSchema),
  examTime: z.number(),
  /** The server's latest saved sheet (an empty sheet before the first save). */
  answers: examSheetSchema,
  /** ISO instant of the latest save, null before the first. */
  savedAt: z.string().nullable(),
  /** The counter of the latest save (0 before the first): the client continues from it. */
  seq: z.number(),
});
export type SessionPaper = z.infer<typeof sessionPaperSchema>;

/** `PUT …/exam-answers/{token}`: committed (one UPDATE) when answered 2xx. */
export const saveExamAnswersResponseSchema = z.object({
  savedAt: z.string(),
  seq: z.number(),
  examTime: z.number(),
});
export type SaveExamAnswersResponse = z.infer<typeof saveExamAnswersResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// Histories

export const historyPartSchema = z.object({
  part: partField,
  /** Scaled to the total point. */
  score: z.number(),
  max: z.number(),
  correct: z.number(),
  total: z.number(),
});

/**
 * A history in a list or as a submit's answer. Before the results are visible (an AFTER_CLOSE exam whose
 * window is still open), `isResultVisible` is false and the score fields are null: the student sees that
 * the attempt was submitted, not how it went.
 */
export const examHistorySchema = z.object({
  id: z.number(),
  examId: z.number().nullable(),
  lessonId: z.number().nullable(),
  courseId: z.number().nullable(),
  /** The exam's or the lesson's name and slug. */
  name: z.string(),
  slug: z.string(),
  isResultVisible: z.boolean(),
  score: z.number().nullable(),
  totalPoint: z.number(),
  correctCount: z.number().nullable(),
  totalCount: z.number(),
  parts: z.array(historyPartSchema).nullable(),
  /** Lesson exams: score ≥ the pass point (null when not visible; always false for exams). */
  isPassed: z.boolean().nullable(),
  /** Seconds, never past the deadline. */
  timeTaken: z.number(),
  startedAt: z.string(),
  submittedAt: z.string(),
  /** SUBMIT, or SWEEP (the deadline passed and the last saved answers were graded). */
  source: z.enum(HISTORY_SOURCES),
});
export type ExamHistory = z.infer<typeof examHistorySchema>;

/**
 * `POST …/exam-histories/{token}`: the session's one history. `isLate`: the submit came after the
 * deadline plus the grace, so the session was closed with its last autosaved answers, not this body.
 * A retried submit (same key, or any submit on a closed session) answers the same history.
 */
export const submitExamResponseSchema = z.object({ examHistory: examHistorySchema, isLate: z.boolean() });
export type SubmitExamResponse = z.infer<typeof submitExamResponseSchema>;

export const historyListQuerySchema = listQuerySchema({
  sortFields: ['submittedAt'] as const,
  defaultLimit: 20,
});
export const examHistoryListSchema = listResponseSchema(examHistorySchema);
export type ExamHistoryList = z.infer<typeof examHistoryListSchema>;

const userBriefSchema = z.object({ id: z.number(), name: z.string(), avatar: z.string().nullable() });

/** A question of a result: as shown in the session, with the student's answer, the key and the solution. */
export const resultQuestionSchema = z.object({
  id: z.number(),
  type: questionTypeField,
  part: partField,
  content: z.string(),
  options: z.array(paperChoiceSchema.extend({ isCorrect: z.boolean() })),
  statements: z.array(paperChoiceSchema.extend({ isTrue: z.boolean() })),
  /** SHORT: the accepted values. */
  accepted: z.array(z.string()),
  solution: z.string(),
  /** The student's answer: CHOICE option id, TRUE_FALSE slots, SHORT boxes (4 each). */
  chosenOptionId: z.number().nullable(),
  trueFalseSlots: z.array(z.string()).length(ANSWER_SLOTS).nullable(),
  shortAnswerSlots: z.array(z.string()).length(ANSWER_SLOTS).nullable(),
  /** Raw points (the scoring table's) earned and possible. */
  earned: z.number(),
  max: z.number(),
  isCorrect: z.boolean(),
  isBlank: z.boolean(),
  statementsRight: z.number().nullable(),
});
export type ResultQuestion = z.infer<typeof resultQuestionSchema>;

/** `GET /exam-histories/{id}`, `GET /lesson-exam-histories/{id}`: EXAM_RESULT_HIDDEN until visible. */
export const examHistoryDetailSchema = examHistorySchema.extend({
  user: userBriefSchema,
  questions: z.array(resultQuestionSchema),
});
export type ExamHistoryDetail = z.infer<typeof examHistoryDetailSchema>;

/** Admin list of a lesson's histories (with the student). */
export const adminExamHistorySchema = examHistorySchema.extend({ user: userBriefSchema });
export const adminExamHistoryListSchema = listResponseSchema(adminExamHistorySchema);
export type AdminExamHistoryList = z.infer<typeof adminExamHistoryListSchema>;

/** `GET /admin/lessons/{id}/sync-lesson-exam-histories`: histories re-graded, and how many changed score. */
export const syncHistoriesResponseSchema = z.object({ total: z.number(), changed: z.number() });
export type SyncHistoriesResponse = z.infer<typeof syncHistoriesResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// Ranks, exams not done

/** Best score per student; ties by less time taken, then the earlier submit. */
export const examRankSchema = z.object({
  rank: z.number(),
  user: userBriefSchema,
  score: z.number(),
  timeTaken: z.number(),
  submittedAt: z.string(),
});
export type ExamRank = z.infer<typeof examRankSchema>;
export const ranksListQuerySchema = listQuerySchema({ sortFields: ['rank'] as const, defaultLimit: 20 });
export const examRanksSchema = listResponseSchema(examRankSchema);
export type ExamRanks = z.infer<typeof examRanksSchema>;

/** `GET /users/not-do-exam`: active exams open now that the caller has not taken. */
export const notDoExamSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  duration: z.number(),
  totalPoint: z.number(),
  opensAt: z.string().nullable(),
  closesAt: z.string().nullable(),
  questionCount: z.number(),
});
export const notDoExamQuerySchema = listQuerySchema({ sortFields: ['createdAt'] as const, defaultLimit: 12 });
export const notDoExamListSchema = listResponseSchema(notDoExamSchema);
export type NotDoExamList = z.infer<typeof notDoExamListSchema>;

// ---------------------------------------------------------------------------------------------------------
// Lesson exam history images

export const historyImageSchema = z.object({
  id: z.number(),
  historyId: z.number(),
  position: z.number(),
  /** Path under /api serving the original to the owner and staff. */
  url: z.string(),
  /** The staff's annotated copy, when there is one. */
  annotatedUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type HistoryImage = z.infer<typeof historyImageSchema>;
export const historyImageListSchema = z.object({ data: z.array(historyImageSchema) });
