import type { ExamSheet, QuestionType, ScoringTable } from '@tutor/contract/exam-grading';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { categories, images, tags } from './catalogue';
import { createdAt, id, ref, status, updatedAt } from './columns';
import { courses, lessons } from './courses';

/*
 * The question bank and the exam engine (issue 11, migration 0007).
 *
 * - A question is CHOICE | TRUE_FALSE | SHORT (the three parts of the THPT 2025 sheet). Its answers are
 *   rows: CHOICE has 4 options A–D (`label`), exactly one `is_correct`; TRUE_FALSE has 4 statements a–d,
 *   `is_correct` = the statement is true; SHORT has one or more accepted values (`content`, plain text
 *   like `-1,5`), all `is_correct`. The service keeps those shapes (QUESTION_ANSWERS_INVALID).
 * - Exams and lessons reference bank questions through ordered link tables.
 * - One session engine serves exams and lesson exams: an `exam_sessions` row belongs to exactly one
 *   of them. "One open session per student and exam (or lesson)" is a partial unique index, not a
 *   read-then-write check. The deadline is the server's; autosaves are stamped with the server's clock.
 * - A session closes once, into one `exam_histories` row (unique on `session_id`), by the student's
 *   submit or by the deadline sweep with the last autosaved answers; a retried submit finds it.
 */

export const questions = pgTable(
  'questions',
  {
    id: id(),
    type: text('type').notNull(),
    /** Sanitised HTML; maths as LaTeX between $…$, \(…\), $$…$$ or \[…\], rendered by KaTeX in the browser. */
    content: text('content').notNull(),
    /** Sanitised HTML, shown with the result when the exam allows. */
    solution: text('solution').notNull().default(''),
    /** RECALL | UNDERSTAND | APPLY | ADVANCED (nhận biết, thông hiểu, vận dụng, vận dụng cao). */
    difficulty: text('difficulty').notNull().default('UNDERSTAND'),
    /** A category of type QUESTION (the chapter). */
    categoryId: ref('category_id').references(() => categories.id, { onDelete: 'set null' }),
    status: status(),
    createdBy: ref('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('questions_type_created_idx').on(t.type, t.createdAt, t.id),
    index('questions_category_idx').on(t.categoryId, t.createdAt),
    index('questions_created_idx').on(t.createdAt, t.id),
    check('questions_type_known', sql`${t.type} in ('CHOICE', 'TRUE_FALSE', 'SHORT')`),
    check(
      'questions_difficulty_known',
      sql`${t.difficulty} in ('RECALL', 'UNDERSTAND', 'APPLY', 'ADVANCED')`,
    ),
  ],
);

/** An option (CHOICE), a statement (TRUE_FALSE) or an accepted value (SHORT) of a question; `position` 0…3. */
export const questionAnswers = pgTable(
  'question_answers',
  {
    id: id(),
    questionId: ref('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** A–D for options, a–d for statements, '' for accepted values. */
    label: text('label').notNull().default(''),
    /** Sanitised HTML (options, statements) or the plain accepted value (SHORT). */
    content: text('content').notNull(),
    isCorrect: boolean('is_correct').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('question_answers_position_key').on(t.questionId, t.position),
    check('question_answers_position', sql`${t.position} >= 0 and ${t.position} < 20`),
  ],
);

export const questionTags = pgTable(
  'question_tags',
  {
    questionId: ref('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    tagId: ref('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.questionId, t.tagId] }),
    index('question_tags_tag_idx').on(t.tagId, t.questionId),
  ],
);

/**
 * An exam. `duration` in minutes. A window (`opens_at`, `closes_at`, either may be null) makes it a
 * scheduled mock exam. `attempts_allowed` null = unlimited. `results_shown`: IMMEDIATELY | AFTER_CLOSE
 * (after the window closes, so answers cannot be passed around during a mock exam).
 * Files are private storage keys served by download-document only after the student has submitted.
 */
export const exams = pgTable(
  'exams',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    /** Sanitised HTML: the rules and what the exam covers. */
    description: text('description').notNull().default(''),
    imageId: ref('image_id').references(() => images.id, { onDelete: 'set null' }),
    duration: integer('duration').notNull().default(90),
    totalPoint: doublePrecision('total_point').notNull().default(10),
    scoring: jsonb('scoring').$type<ScoringTable>().notNull(),
    opensAt: timestamp('opens_at', { withTimezone: true }),
    closesAt: timestamp('closes_at', { withTimezone: true }),
    attemptsAllowed: integer('attempts_allowed'),
    shuffleQuestions: boolean('shuffle_questions').notNull().default(false),
    shuffleOptions: boolean('shuffle_options').notNull().default(false),
    resultsShown: text('results_shown').notNull().default('IMMEDIATELY'),
    documentFile: text('document_file'),
    documentName: text('document_name').notNull().default(''),
    answerFile: text('answer_file'),
    answerName: text('answer_name').notNull().default(''),
    status: status(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('exams_created_idx').on(t.createdAt, t.id),
    index('exams_name_idx').on(t.name, t.id),
    check(
      'exams_amounts',
      sql`${t.duration} > 0 and ${t.totalPoint} > 0 and (${t.attemptsAllowed} is null or ${t.attemptsAllowed} > 0)`,
    ),
    check('exams_window', sql`${t.opensAt} is null or ${t.closesAt} is null or ${t.opensAt} < ${t.closesAt}`),
    check('exams_results_shown_known', sql`${t.resultsShown} in ('IMMEDIATELY', 'AFTER_CLOSE')`),
  ],
);

export const examCategories = pgTable(
  'exam_categories',
  {
    examId: ref('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    categoryId: ref('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.examId, t.categoryId] }),
    index('exam_categories_category_idx').on(t.categoryId, t.examId),
  ],
);

export const examTags = pgTable(
  'exam_tags',
  {
    examId: ref('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    tagId: ref('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.examId, t.tagId] }), index('exam_tags_tag_idx').on(t.tagId, t.examId)],
);

/** The questions of an exam, in paper order (`position` within the whole paper; the part is the question's type). */
export const examQuestions = pgTable(
  'exam_questions',
  {
    examId: ref('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    questionId: ref('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.examId, t.questionId] }),
    index('exam_questions_question_idx').on(t.questionId),
  ],
);

/** The questions of a lesson's timed exam, in order (the lesson holds its time, total and pass point). */
export const lessonQuestions = pgTable(
  'lesson_questions',
  {
    lessonId: ref('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    questionId: ref('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.lessonId, t.questionId] }),
    index('lesson_questions_question_idx').on(t.questionId),
  ],
);

/**
 * The order a session shows: question ids in paper order (shuffled within each part when the exam says
 * so) and, per multiple-choice question, its option ids in the order shown. Kept on the server.
 */
export type SessionLayout = {
  questionIds: number[];
  optionOrder: Record<string, number[]>;
  /**
   * Each question's type, so an autosave checks the sheet's shape from the session row alone (no paper
   * read on the hottest call). Absent in sessions opened before it was kept: those read the paper.
   */
  types?: Record<string, QuestionType>;
};

/** One attempt of a student at an exam or a lesson exam (exactly one of `exam_id`, `lesson_id`). */
export const examSessions = pgTable(
  'exam_sessions',
  {
    id: id(),
    /** Random, unguessable; the browser's handle on the session. */
    token: text('token').notNull(),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    examId: ref('exam_id').references(() => exams.id, { onDelete: 'cascade' }),
    lessonId: ref('lesson_id').references(() => lessons.id, { onDelete: 'cascade' }),
    /** The lesson's course, for lesson exams (entitlement and course reports). */
    courseId: ref('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    layout: jsonb('layout').$type<SessionLayout>().notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** The server's deadline; staff may extend it. Logging in elsewhere never moves it. */
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    /** The latest autosave, and when the server received it (its own clock). */
    answers: jsonb('answers').$type<ExamSheet>().notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }),
    /**
     * The client's counter of the latest autosave: a save with a lower one arrived after a newer save
     * (requests overtaking each other) and is ignored, so an old sheet never overwrites a newer one.
     */
    answerSeq: integer('answer_seq').notNull().default(0),
    /** Null while open. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** SUBMIT | SWEEP (the deadline passed; closed with the last autosave) | RESET (by staff, no history). */
    closedBy: text('closed_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('exam_sessions_token_key').on(t.token),
    uniqueIndex('exam_sessions_open_exam_key')
      .on(t.userId, t.examId)
      .where(sql`${t.closedAt} is null and ${t.examId} is not null`),
    uniqueIndex('exam_sessions_open_lesson_key')
      .on(t.userId, t.lessonId)
      .where(sql`${t.closedAt} is null and ${t.lessonId} is not null`),
    // The sweep's scan: open sessions by deadline.
    index('exam_sessions_open_deadline_idx').on(t.deadline).where(sql`${t.closedAt} is null`),
    index('exam_sessions_exam_idx').on(t.examId, t.createdAt),
    index('exam_sessions_lesson_idx').on(t.lessonId, t.createdAt),
    check('exam_sessions_one_target', sql`(${t.examId} is null) <> (${t.lessonId} is null)`),
    check(
      'exam_sessions_closed_by_known',
      sql`${t.closedBy} is null or ${t.closedBy} in ('SUBMIT', 'SWEEP', 'RESET')`,
    ),
  ],
);

/**
 * A graded attempt: what the student answered (the spec's shape), the grade per question and per part,
 * the score scaled to the total point, and the time taken. One per session.
 */
export const examHistories = pgTable(
  'exam_histories',
  {
    id: id(),
    sessionId: ref('session_id')
      .notNull()
      .references(() => examSessions.id, { onDelete: 'cascade' }),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    examId: ref('exam_id').references(() => exams.id, { onDelete: 'cascade' }),
    lessonId: ref('lesson_id').references(() => lessons.id, { onDelete: 'cascade' }),
    courseId: ref('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').$type<ExamSheet>().notNull(),
    /** The grade (contract `ExamGrade` without the question list's keys): per question and per part. */
    grade: jsonb('grade').notNull(),
    score: doublePrecision('score').notNull(),
    correctCount: integer('correct_count').notNull(),
    totalCount: integer('total_count').notNull(),
    /** Seconds from the session's start to its close (never past the deadline). */
    timeTaken: integer('time_taken').notNull(),
    /** Lesson exams: score >= the lesson's pass point at grading time. */
    passed: boolean('passed').notNull().default(false),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    /** SUBMIT | SWEEP. */
    source: text('source').notNull(),
    /** The client's idempotency key of the submit (null when the sweep closed it). */
    submitKey: text('submit_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('exam_histories_session_key').on(t.sessionId),
    uniqueIndex('exam_histories_submit_key').on(t.userId, t.submitKey),
    // Ranks: best score per student, ties by time taken.
    index('exam_histories_exam_rank_idx').on(t.examId, t.score, t.timeTaken),
    index('exam_histories_lesson_rank_idx').on(t.lessonId, t.score, t.timeTaken),
    index('exam_histories_user_idx').on(t.userId, t.createdAt),
    check('exam_histories_one_target', sql`(${t.examId} is null) <> (${t.lessonId} is null)`),
    check('exam_histories_source_known', sql`${t.source} in ('SUBMIT', 'SWEEP')`),
  ],
);

/** Photos of a student's handwritten working on a lesson exam; staff may replace one with an annotated copy. */
export const examHistoryImages = pgTable(
  'exam_history_images',
  {
    id: id(),
    historyId: ref('history_id')
      .notNull()
      .references(() => examHistories.id, { onDelete: 'cascade' }),
    /** Storage key in the private area. */
    file: text('file').notNull(),
    /** The staff's annotated replacement, when there is one. */
    annotatedFile: text('annotated_file'),
    position: integer('position').notNull().default(0),
    uploadedBy: ref('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('exam_history_images_history_idx').on(t.historyId, t.position)],
);
