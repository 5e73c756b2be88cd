import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { categories, combos, images, tags } from './catalogue';
import { createdAt, id, money, ref, status, updatedAt } from './columns';

/**
 * Courses and learning: courses with their groups and links, the outline (thematics → lessons, each a
 * chain through `previous_id`), videos with timelines, lesson answer sheets, and what a student does:
 * enrollments (the one source of "may study this course"), video views and watch progress, lesson
 * histories and lesson completion.
 *
 * Chains: a thematic's `previous_id` names the thematic before it in the same course (null = first);
 * a lesson's names the lesson before it in the same thematic. The unique constraints on
 * (parent, previous) are deferred so a reorder can rewrite several links in one transaction and be
 * checked once at commit: two items can never follow the same one, so the chain cannot fork; the
 * service checks that it reaches every item from the head (no cycle) before it commits.
 */

export const courseGroups = pgTable(
  'course_groups',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    status: status(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('course_groups_name_lower_key').on(sql`lower(${t.name})`)],
);

/** ONLINE | OFFLINE. Prices are integer VND, decided by the server. */
export const courses = pgTable(
  'courses',
  {
    id: id(),
    type: text('type').notNull().default('ONLINE'),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    summary: text('summary').notNull().default(''),
    /** Sanitised HTML. */
    content: text('content').notNull().default(''),
    imageId: ref('image_id').references(() => images.id, { onDelete: 'set null' }),
    rootPrice: money('root_price'),
    salePrice: money('sale_price'),
    /** Who the course is for (e.g. "Học sinh lớp 12 ôn thi THPT"). */
    target: text('target').notNull().default(''),
    teacherId: ref('teacher_id').references(() => users.id, { onDelete: 'set null' }),
    courseGroupId: ref('course_group_id').references(() => courseGroups.id, { onDelete: 'set null' }),
    /** The class's chat group and the teaching assistant's contact: validated http(s) URLs or ''. */
    groupUrl: text('group_url').notNull().default(''),
    assistantUrl: text('assistant_url').notNull().default(''),
    releaseDate: timestamp('release_date', { withTimezone: true }),
    status: status(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The storefront's sorts (createdAt default, name, salePrice) within a type.
    index('courses_type_created_at_idx').on(t.type, t.createdAt, t.id),
    index('courses_type_name_idx').on(t.type, t.name, t.id),
    index('courses_type_sale_price_idx').on(t.type, t.salePrice, t.id),
    index('courses_teacher_idx').on(t.teacherId),
    index('courses_group_idx').on(t.courseGroupId),
    check('courses_prices_non_negative', sql`${t.rootPrice} >= 0 and ${t.salePrice} >= 0`),
    check('courses_type_known', sql`${t.type} in ('ONLINE', 'OFFLINE')`),
  ],
);

export const courseCategories = pgTable(
  'course_categories',
  {
    courseId: ref('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    categoryId: ref('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.courseId, t.categoryId] }),
    index('course_categories_category_idx').on(t.categoryId, t.courseId),
  ],
);

export const courseTags = pgTable(
  'course_tags',
  {
    courseId: ref('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    tagId: ref('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.courseId, t.tagId] }),
    index('course_tags_tag_idx').on(t.tagId, t.courseId),
  ],
);

/** The courses of a combo, in display order. */
export const comboCourses = pgTable(
  'combo_courses',
  {
    comboId: ref('combo_id')
      .notNull()
      .references(() => combos.id, { onDelete: 'cascade' }),
    courseId: ref('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.comboId, t.courseId] }),
    index('combo_courses_course_idx').on(t.courseId, t.comboId),
  ],
);

/**
 * An upsell: `offered_course_id` is offered at `sale_price` to the students of `course_id` (shown in
 * their learning screen). A course is never offered on itself.
 */
export const saleCourses = pgTable(
  'sale_courses',
  {
    courseId: ref('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    offeredCourseId: ref('offered_course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    salePrice: money('sale_price'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.courseId, t.offeredCourseId] }),
    index('sale_courses_offered_idx').on(t.offeredCourseId),
    check('sale_courses_not_self', sql`${t.courseId} <> ${t.offeredCourseId}`),
    check('sale_courses_price_non_negative', sql`${t.salePrice} >= 0`),
  ],
);

/** A section of a course. */
export const thematics = pgTable(
  'thematics',
  {
    id: id(),
    courseId: ref('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    previousId: ref('previous_id').references((): AnyPgColumn => thematics.id, { onDelete: 'set null' }),
    status: status(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('thematics_course_idx').on(t.courseId),
    // Deferred: see the file comment (written by hand in the migration: drizzle-kit has no DEFERRABLE).
    unique('thematics_chain_key').on(t.courseId, t.previousId).nullsNotDistinct(),
  ],
);

/**
 * A lesson of a thematic. `course_id` repeats the thematic's course (kept equal by the service) so a
 * course's progress, ranks and outline are one indexed range, not a join per thematic.
 * Files are storage keys in the private area; served only through download-document to entitled users.
 */
export const lessons = pgTable(
  'lessons',
  {
    id: id(),
    thematicId: ref('thematic_id')
      .notNull()
      .references(() => thematics.id, { onDelete: 'cascade' }),
    courseId: ref('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    /** Sanitised HTML shown above the video. */
    content: text('content').notNull().default(''),
    previousId: ref('previous_id').references((): AnyPgColumn => lessons.id, { onDelete: 'set null' }),
    /** Hidden from students before this instant; staff always see it. Null = released. */
    releaseDate: timestamp('release_date', { withTimezone: true }),
    /** A free preview: anyone may open it, its free videos and its document. */
    isFree: boolean('is_free').notNull().default(false),
    documentFile: text('document_file'),
    documentName: text('document_name').notNull().default(''),
    answerFile: text('answer_file'),
    answerName: text('answer_name').notNull().default(''),
    /** Minutes allowed for the lesson exam (exam issue); 0 = no timed exam. */
    examTime: integer('exam_time').notNull().default(0),
    totalQuestions: integer('total_questions').notNull().default(0),
    passPoint: doublePrecision('pass_point').notNull().default(0),
    totalPoint: doublePrecision('total_point').notNull().default(10),
    status: status(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('lessons_thematic_idx').on(t.thematicId),
    index('lessons_course_idx').on(t.courseId),
    unique('lessons_chain_key').on(t.thematicId, t.previousId).nullsNotDistinct(),
    check(
      'lessons_amounts_non_negative',
      sql`${t.examTime} >= 0 and ${t.totalQuestions} >= 0 and ${t.passPoint} >= 0 and ${t.totalPoint} >= 0`,
    ),
  ],
);

/**
 * A lesson's video: an uploaded mp4 (`option` UPLOAD, `file` a private storage key, played only
 * through a short-lived signed URL) or an id on a sharing service (YOUTUBE | VIMEO, `external_id`).
 * `allowed_views` null = unlimited.
 */
export const videos = pgTable(
  'videos',
  {
    id: id(),
    lessonId: ref('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    option: text('option').notNull().default('UPLOAD'),
    file: text('file'),
    fileBytes: integer('file_bytes').notNull().default(0),
    externalId: text('external_id'),
    /** Seconds. */
    duration: integer('duration').notNull().default(0),
    isFree: boolean('is_free').notNull().default(false),
    allowedViews: integer('allowed_views'),
    position: integer('position').notNull().default(0),
    documentFile: text('document_file'),
    documentName: text('document_name').notNull().default(''),
    status: status(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('videos_lesson_idx').on(t.lessonId, t.position, t.id),
    index('videos_free_idx').on(t.isFree, t.createdAt),
    check('videos_option_known', sql`${t.option} in ('UPLOAD', 'YOUTUBE', 'VIMEO')`),
    check(
      'videos_amounts_non_negative',
      sql`${t.duration} >= 0 and ${t.fileBytes} >= 0 and (${t.allowedViews} is null or ${t.allowedViews} >= 0)`,
    ),
  ],
);

/** A chapter mark in a video. */
export const videoTimelines = pgTable(
  'video_timelines',
  {
    id: id(),
    videoId: ref('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    second: integer('second').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('video_timelines_video_idx').on(t.videoId, t.second),
    check('video_timelines_second', sql`${t.second} >= 0`),
  ],
);

/**
 * One row per play start: `play_id` is issued by the server with the signed URL, so a retried
 * "view" (or the stream's first byte) counts once. Views left = allowed_views − count(rows).
 */
export const videoViews = pgTable(
  'video_views',
  {
    videoId: ref('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    playId: text('play_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.videoId, t.userId, t.playId] })],
);

/**
 * Where a student is in a video: `position` to resume at, `watched_seconds` credited by the server
 * (never more than the wall-clock time between two reports), `completed_at` once watched to 90 %.
 */
export const videoProgress = pgTable(
  'video_progress',
  {
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    videoId: ref('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    watchedSeconds: integer('watched_seconds').notNull().default(0),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.videoId] })],
);

/**
 * The answer sheet of a lesson's PDF exercise: question `position` (1…n) with its correct value.
 * `kind`: CHOICE (one of A–D) | TRUE_FALSE (4 slots, e.g. "Đ-S-Đ-Đ") | SHORT (a number or text).
 */
export const lessonAnswers = pgTable(
  'lesson_answers',
  {
    id: id(),
    lessonId: ref('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind').notNull().default('CHOICE'),
    correct: text('correct').notNull(),
    point: doublePrecision('point').notNull().default(1),
    explanation: text('explanation').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('lesson_answers_position_key').on(t.lessonId, t.position),
    check('lesson_answers_kind_known', sql`${t.kind} in ('CHOICE', 'TRUE_FALSE', 'SHORT')`),
  ],
);

/** One graded submission of a lesson's answer sheet. `answers`: per slot what the student gave and whether it was right. */
export const lessonHistories = pgTable(
  'lesson_histories',
  {
    id: id(),
    lessonId: ref('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    courseId: ref('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    answers: jsonb('answers')
      .$type<Array<{ lessonAnswerId: number; answerUser: string; isCorrect: boolean }>>()
      .notNull()
      .default([]),
    correctCount: integer('correct_count').notNull().default(0),
    totalCount: integer('total_count').notNull().default(0),
    score: doublePrecision('score').notNull().default(0),
    /** Seconds, as reported by the client and capped by the server at the wall-clock time since the sheet was opened. */
    timeSpent: integer('time_spent').notNull().default(0),
    /** The client's idempotency key: a retried submit returns the first history. */
    submitKey: text('submit_key').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('lesson_histories_submit_key').on(t.userId, t.submitKey),
    index('lesson_histories_lesson_idx').on(t.lessonId, t.score, t.timeSpent),
    index('lesson_histories_user_idx').on(t.userId, t.createdAt),
    index('lesson_histories_course_user_idx').on(t.courseId, t.userId),
  ],
);

/** A lesson a student has completed (rule in the README): one row per (user, lesson). */
export const lessonCompletions = pgTable(
  'lesson_completions',
  {
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: ref('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    courseId: ref('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** VIDEO | ANSWERS | EXAM: what completed it first. */
    source: text('source').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.lessonId] }),
    index('lesson_completions_course_user_idx').on(t.courseId, t.userId),
  ],
);

/**
 * "May study this course": one row per (user, course), whoever granted it. `source`: ADMIN | ORDER |
 * COMBO_ORDER | ACTIVATION_CODE, with `source_ref` (the order or code id) so a refund can find it.
 * `expires_at` null = for good. `last_lesson_id` answers "recent lesson".
 */
export const enrollments = pgTable(
  'enrollments',
  {
    id: id(),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: ref('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    sourceRef: text('source_ref'),
    grantedBy: ref('granted_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastLessonId: ref('last_lesson_id').references(() => lessons.id, { onDelete: 'set null' }),
    lastStudiedAt: timestamp('last_studied_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('enrollments_user_course_key').on(t.userId, t.courseId),
    index('enrollments_course_idx').on(t.courseId, t.userId),
    check(
      'enrollments_source_known',
      sql`${t.source} in ('ADMIN', 'ORDER', 'COMBO_ORDER', 'ACTIVATION_CODE')`,
    ),
  ],
);
