import { z } from 'zod';
import { catalogueName, richTextField, shortTextField, slugField, statusField } from './books';
import { ADMIN_MAX_PAGE_SIZE } from './constants';
import { listQuerySchema, listResponseSchema, paginationSchema } from './list-query';
import { imageRefSchema } from './media';
import { idListSchema, idSchema, requiredOr } from './validators';

/*
 * The course structure and what a student does in it (spec §2 learning screen, §3 thematic, lesson,
 * lesson answer, progress, course of user; §7 lessons, thematics, lesson answers, histories, ranks).
 *
 * Order: thematics of a course and lessons of a thematic are chains (`previousId`, null = first). The
 * back office reorders by sending the complete new order of one parent's children; the server checks
 * the ids are exactly that parent's children (each once), else CHAIN_CYCLE, and rewrites every link in
 * one transaction, so no order it accepts can fork, loop or lose an item.
 *
 * Paths: admin ones under /api/admin, storefront ones under /api (see each schema's comment).
 */

// ---------------------------------------------------------------------------------------------------------
// Shared values

/** A date-time with its offset (`2025-09-01T07:00:00+07:00`), or null. */
const dateTimeField = z.iso.datetime({ offset: true, error: requiredOr('date') });
const pointField = z
  .number({ error: requiredOr('invalidType') })
  .min(0, { error: 'nonNegative' })
  .max(1000, { error: 'tooBig' });
const smallCount = z
  .number({ error: requiredOr('integer') })
  .int({ error: 'integer' })
  .min(0, { error: 'nonNegative' })
  .max(10_000, { error: 'tooBig' });

/** `{ ids }`: the complete new order of one parent's children (thematics of a course, lessons of a thematic). */
export const chainOrderBodySchema = z.strictObject({
  ids: idListSchema.pipe(z.array(z.number()).max(1000, { error: 'tooManyItems' })),
});
export type ChainOrderBody = z.input<typeof chainOrderBodySchema>;

// ---------------------------------------------------------------------------------------------------------
// Thematics (admin: GET/POST /courses/{id}/thematics, GET/PUT/PATCH/DELETE /thematics/{id},
// PUT /courses/{id}/thematics/order)

export const adminThematicSchema = z.object({
  id: z.number(),
  courseId: z.number(),
  name: z.string(),
  description: z.string(),
  previousId: z.number().nullable(),
  status: statusField,
  lessonCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminThematic = z.infer<typeof adminThematicSchema>;
export const adminThematicListSchema = z.object({ data: z.array(adminThematicSchema) });

export const createThematicBodySchema = z.strictObject({
  name: catalogueName,
  description: shortTextField(2000).default(''),
  status: statusField.default('ACTIVE'),
});
export type CreateThematicBody = z.input<typeof createThematicBodySchema>;
export const updateThematicBodySchema = z.strictObject({
  name: catalogueName.optional(),
  description: shortTextField(2000).optional(),
  status: statusField.optional(),
});
export type UpdateThematicBody = z.input<typeof updateThematicBodySchema>;

// ---------------------------------------------------------------------------------------------------------
// Lessons (admin: GET/POST /thematics/{id}/lessons, GET/PUT/PATCH/DELETE /lessons/{id},
// PUT /thematics/{id}/lessons/order, PUT /lessons/{id}/move, POST /thematics/{id}/lessons/copy,
// POST|DELETE /lessons/{id}/upload?field=document|answer|gift)

export const adminLessonSchema = z.object({
  id: z.number(),
  thematicId: z.number(),
  courseId: z.number(),
  name: z.string(),
  slug: z.string(),
  previousId: z.number().nullable(),
  /** ISO instant, null = released. */
  releaseDate: z.string().nullable(),
  isFree: z.boolean(),
  examTime: z.number(),
  totalQuestions: z.number(),
  passPoint: z.number(),
  totalPoint: z.number(),
  status: statusField,
  /** Name of the lesson PDF as uploaded; '' when none. */
  documentName: z.string(),
  hasDocument: z.boolean(),
  answerName: z.string(),
  hasAnswerFile: z.boolean(),
  /** Slots of the answer sheet. */
  answerCount: z.number(),
  videoCount: z.number(),
  /** The bonus a student claims once the lesson is completed (see README "Gifts"); '' = none. */
  giftMessage: z.string(),
  giftFileName: z.string(),
  hasGiftFile: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminLesson = z.infer<typeof adminLessonSchema>;
export const adminLessonDetailSchema = adminLessonSchema.extend({ content: z.string() });
export type AdminLessonDetail = z.infer<typeof adminLessonDetailSchema>;
export const adminLessonListSchema = z.object({ data: z.array(adminLessonSchema) });

const lessonFields = {
  name: catalogueName,
  slug: slugField,
  content: richTextField,
  releaseDate: dateTimeField.nullable(),
  isFree: z.boolean({ error: 'invalidType' }),
  examTime: smallCount,
  totalQuestions: smallCount,
  passPoint: pointField,
  totalPoint: pointField,
  giftMessage: shortTextField(2000),
  status: statusField,
};

export const createLessonBodySchema = z
  .strictObject({
    name: lessonFields.name,
    slug: lessonFields.slug.default(''),
    content: lessonFields.content.default(''),
    releaseDate: lessonFields.releaseDate.default(null),
    isFree: lessonFields.isFree.default(false),
    examTime: lessonFields.examTime.default(0),
    totalQuestions: lessonFields.totalQuestions.default(0),
    passPoint: lessonFields.passPoint.default(0),
    totalPoint: lessonFields.totalPoint.default(10),
    giftMessage: lessonFields.giftMessage.default(''),
    status: lessonFields.status.default('ACTIVE'),
  })
  .refine((body) => body.passPoint <= body.totalPoint, { error: 'tooBig', path: ['passPoint'] });
export type CreateLessonBody = z.input<typeof createLessonBodySchema>;

/** The pass point is checked against the total point on the server too (either may change alone). */
export const updateLessonBodySchema = z.strictObject({
  name: lessonFields.name.optional(),
  slug: lessonFields.slug.optional(),
  content: lessonFields.content.optional(),
  releaseDate: lessonFields.releaseDate.optional(),
  isFree: lessonFields.isFree.optional(),
  examTime: lessonFields.examTime.optional(),
  totalQuestions: lessonFields.totalQuestions.optional(),
  passPoint: lessonFields.passPoint.optional(),
  totalPoint: lessonFields.totalPoint.optional(),
  giftMessage: lessonFields.giftMessage.optional(),
  status: lessonFields.status.optional(),
});
export type UpdateLessonBody = z.input<typeof updateLessonBodySchema>;

/** `PUT /lessons/{id}/move`: into `thematicId` (same course) right after `previousId` (null: first). */
export const moveLessonBodySchema = z.strictObject({
  thematicId: idSchema,
  previousId: idSchema.nullable(),
});
export type MoveLessonBody = z.input<typeof moveLessonBodySchema>;

/** `POST /thematics/{id}/lessons/copy`: a copy of `lessonId` appended to thematic {id} (any course). */
export const copyLessonBodySchema = z.strictObject({ lessonId: idSchema });
export type CopyLessonBody = z.input<typeof copyLessonBodySchema>;

/** `POST /lessons/{id}/upload?field=…` (multipart field "file", a PDF); DELETE the same path removes it. */
export const LESSON_FILE_FIELDS = ['document', 'answer', 'gift'] as const;
export type LessonFileField = (typeof LESSON_FILE_FIELDS)[number];
export const lessonFileQuerySchema = z.object({
  field: z.enum(LESSON_FILE_FIELDS, { error: 'invalidValue' }),
});

/** `GET /courses/{id}/tree` (admin): the course's thematics with their lessons, each in chain order. */
export const courseTreeSchema = z.object({
  course: z.object({ id: z.number(), name: z.string(), slug: z.string() }),
  thematics: z.array(adminThematicSchema.extend({ lessons: z.array(adminLessonSchema) })),
});
export type CourseTree = z.infer<typeof courseTreeSchema>;

// ---------------------------------------------------------------------------------------------------------
// Lesson answers (the answer sheet of a lesson's PDF exercise)

export const LESSON_ANSWER_KINDS = ['CHOICE', 'TRUE_FALSE', 'SHORT'] as const;
export type LessonAnswerKind = (typeof LESSON_ANSWER_KINDS)[number];
/** Most slots one sheet may hold (a full THPT paper has 22 questions; PDFs of exercises go further). */
export const LESSON_ANSWER_MAX_SLOTS = 200;
/** Longest answer a student may give in one slot (a SHORT value, or four TRUE_FALSE letters). */
export const LESSON_ANSWER_MAX_LENGTH = 50;

/**
 * TRUE_FALSE values are four letters joined by '-', each Đ (đúng) or S (sai); T/F are read as Đ/S.
 * CHOICE is one letter A–D. SHORT is a number (comma or dot decimals) or a short text.
 */
export const TRUE_FALSE_PATTERN = /^[ĐDTSF](-[ĐDTSF]){3}$/iu;

const lessonAnswerKindField = z.enum(LESSON_ANSWER_KINDS, { error: 'invalidValue' });

/** Admin `GET /lessons/{id}/lesson-answers`: the sheet with its key. */
export const adminLessonAnswerSchema = z.object({
  id: z.number(),
  position: z.number(),
  kind: lessonAnswerKindField,
  correct: z.string(),
  point: z.number(),
  explanation: z.string(),
});
export type AdminLessonAnswer = z.infer<typeof adminLessonAnswerSchema>;
export const adminLessonAnswerListSchema = z.object({ data: z.array(adminLessonAnswerSchema) });

/**
 * Admin `PUT /lessons/{id}/lesson-answers`: the whole sheet. Slots are kept by `position`, so a slot
 * whose key is corrected keeps its id and the histories pointing at it (re-grade with sync).
 */
export const lessonAnswerInputSchema = z
  .strictObject({
    position: z
      .number({ error: requiredOr('integer') })
      .int({ error: 'integer' })
      .min(1, { error: 'tooSmall' })
      .max(LESSON_ANSWER_MAX_SLOTS, { error: 'tooBig' }),
    kind: lessonAnswerKindField,
    correct: z
      .string({ error: requiredOr('invalidType') })
      .trim()
      .min(1, { error: 'required' })
      .max(50, {
        error: 'tooLong',
      }),
    point: pointField.default(1),
    explanation: shortTextField(5000).default(''),
  })
  .superRefine((slot, ctx) => {
    if (slot.kind === 'CHOICE' && !/^[A-D]$/i.test(slot.correct))
      ctx.addIssue({ code: 'custom', message: 'invalid', path: ['correct'], input: slot.correct });
    if (slot.kind === 'TRUE_FALSE' && !TRUE_FALSE_PATTERN.test(slot.correct))
      ctx.addIssue({ code: 'custom', message: 'invalid', path: ['correct'], input: slot.correct });
  });
export type LessonAnswerInput = z.input<typeof lessonAnswerInputSchema>;
export const replaceLessonAnswersBodySchema = z.strictObject({
  answers: z
    .array(lessonAnswerInputSchema, { error: requiredOr('invalidType') })
    .max(LESSON_ANSWER_MAX_SLOTS, { error: 'tooManyItems' })
    .superRefine((slots, ctx) => {
      const seen = new Set<number>();
      slots.forEach((slot, index) => {
        if (seen.has(slot.position))
          ctx.addIssue({
            code: 'custom',
            message: 'invalid',
            path: [index, 'position'],
            input: slot.position,
          });
        seen.add(slot.position);
      });
    }),
});
export type ReplaceLessonAnswersBody = z.input<typeof replaceLessonAnswersBodySchema>;

/** Storefront `GET /lessons/{id}/lesson-answers`: the slots to fill, without their correct values. */
export const lessonAnswerSlotSchema = z.object({
  id: z.number(),
  position: z.number(),
  kind: lessonAnswerKindField,
  point: z.number(),
});
export type LessonAnswerSlot = z.infer<typeof lessonAnswerSlotSchema>;
export const lessonAnswerSlotsSchema = z.object({
  data: z.array(lessonAnswerSlotSchema),
  totalPoint: z.number(),
  passPoint: z.number(),
  /** Whether the caller has submitted this sheet at least once (the key is then theirs to read). */
  hasSubmitted: z.boolean(),
});
export type LessonAnswerSlots = z.infer<typeof lessonAnswerSlotsSchema>;

/** `GET /lessons/{id}/{key}/lesson-answers-key`: the sheet with correct values and explanations. */
export const lessonAnswerKeySchema = z.object({
  data: z.array(adminLessonAnswerSchema),
  /** The history the key was asked with (null for staff asking with key 0). */
  historyId: z.number().nullable(),
});
export type LessonAnswerKey = z.infer<typeof lessonAnswerKeySchema>;

// ---------------------------------------------------------------------------------------------------------
// Lesson histories (one graded submission)

export const submitLessonHistoryBodySchema = z.strictObject({
  /** The client's idempotency key (one per attempt): a retried submit answers the first history. */
  submitKey: z
    .string({ error: requiredOr('invalidType') })
    .trim()
    .min(8, { error: 'tooShort' })
    .max(100, { error: 'tooLong' })
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'invalid' }),
  answers: z
    .array(
      z.strictObject({
        lessonAnswerId: idSchema,
        /** '' = left blank. */
        answerUser: z
          .string({ error: requiredOr('invalidType') })
          .max(LESSON_ANSWER_MAX_LENGTH, { error: 'tooLong' }),
      }),
      { error: requiredOr('invalidType') },
    )
    .max(LESSON_ANSWER_MAX_SLOTS, { error: 'tooManyItems' }),
  /** Seconds the student says they spent; the server caps it (README "Lesson answers"). */
  timeSpent: z
    .number({ error: requiredOr('integer') })
    .int({ error: 'integer' })
    .min(0, { error: 'nonNegative' })
    .max(10 * 24 * 3600, { error: 'tooBig' }),
});
export type SubmitLessonHistoryBody = z.input<typeof submitLessonHistoryBodySchema>;

export const lessonHistoryAnswerSchema = z.object({
  lessonAnswerId: z.number(),
  position: z.number(),
  kind: lessonAnswerKindField,
  answerUser: z.string(),
  isCorrect: z.boolean(),
  /** Points earned on this slot (TRUE_FALSE may earn a part). */
  earned: z.number(),
});

const historyUserSchema = z.object({ id: z.number(), username: z.string(), fullName: z.string() });

/** A history in a list (storefront: the caller's own; admin: anyone's, with `user`). */
export const lessonHistorySchema = z.object({
  id: z.number(),
  lessonId: z.number(),
  courseId: z.number(),
  userId: z.number(),
  correctCount: z.number(),
  totalCount: z.number(),
  /** Scaled to the lesson's total point, two decimals. */
  score: z.number(),
  totalPoint: z.number(),
  isPassed: z.boolean(),
  timeSpent: z.number(),
  createdAt: z.string(),
});
export type LessonHistory = z.infer<typeof lessonHistorySchema>;
export const lessonHistoryDetailSchema = lessonHistorySchema.extend({
  lessonName: z.string(),
  lessonSlug: z.string(),
  answers: z.array(lessonHistoryAnswerSchema),
  user: historyUserSchema,
});
export type LessonHistoryDetail = z.infer<typeof lessonHistoryDetailSchema>;
/** `POST /lessons/{id}/lesson-histories` answers the graded history and whether the lesson is now done. */
export const submitLessonHistoryResponseSchema = lessonHistoryDetailSchema.extend({
  isLessonCompleted: z.boolean(),
});
export type SubmitLessonHistoryResponse = z.infer<typeof submitLessonHistoryResponseSchema>;

/** Storefront `GET /lessons/{id}/lesson-histories`: the caller's histories of a lesson, newest first. */
export const lessonHistoryListQuerySchema = listQuerySchema({
  sortFields: ['createdAt', 'score'] as const,
  defaultLimit: 20,
});
export const lessonHistoryListResponseSchema = listResponseSchema(lessonHistorySchema);

/** Admin lists (`GET /lessons/{id}/lesson-histories`, `GET /users/{id}/lesson-histories`). */
export const adminLessonHistorySchema = lessonHistorySchema.extend({
  user: historyUserSchema,
  lessonName: z.string(),
});
export type AdminLessonHistory = z.infer<typeof adminLessonHistorySchema>;
export const adminLessonHistoryListQuerySchema = listQuerySchema(
  {
    sortFields: ['createdAt', 'score', 'timeSpent'] as const,
    defaultLimit: 25,
    maxLimit: ADMIN_MAX_PAGE_SIZE,
    allowAll: true,
  },
  { q: z.string().trim().max(100).optional() },
);
export const adminLessonHistoryListResponseSchema = listResponseSchema(adminLessonHistorySchema);

/** `GET /lessons/{id}/sync-lesson-histories`: what re-grading changed. */
export const syncLessonHistoriesResponseSchema = z.object({
  histories: z.number(),
  regraded: z.number(),
  completionsAdded: z.number(),
});
export type SyncLessonHistoriesResponse = z.infer<typeof syncLessonHistoriesResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// Ranks

export const RANKS_TOP_DEFAULT = 10;
export const RANKS_TOP_MAX = 100;
export const ranksQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'integer' })
    .int({ error: 'integer' })
    .min(1, { error: 'tooSmall' })
    .max(RANKS_TOP_MAX, { error: 'tooBig' })
    .default(RANKS_TOP_DEFAULT),
});

/** `GET /lessons/{id}/lesson-ranks`: best score per student (ties: less time, then earlier submit). */
export const lessonRankSchema = z.object({
  rank: z.number(),
  user: historyUserSchema,
  score: z.number(),
  timeSpent: z.number(),
  submittedAt: z.string(),
});
export const lessonRanksSchema = z.object({
  data: z.array(lessonRankSchema),
  /** The caller's own row (also when outside the top), null when they have not submitted. */
  me: lessonRankSchema.nullable(),
  total: z.number(),
});
export type LessonRanks = z.infer<typeof lessonRanksSchema>;

/** `GET /courses/{id}/course-ranks`: by completed-lesson percent, then the sum of best scores, then time. */
export const courseRankSchema = z.object({
  rank: z.number(),
  user: historyUserSchema,
  processPercent: z.number(),
  completedLessons: z.number(),
  totalScore: z.number(),
  timeSpent: z.number(),
});
export const courseRanksSchema = z.object({
  data: z.array(courseRankSchema),
  me: courseRankSchema.nullable(),
  total: z.number(),
});
export type CourseRanks = z.infer<typeof courseRanksSchema>;

// ---------------------------------------------------------------------------------------------------------
// Storefront: outline, lesson, progress, recent lesson, my courses, gifts

/** A lesson in the course outline (`GET /courses/{id}/thematics`). */
export const outlineLessonSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  isFree: z.boolean(),
  releaseDate: z.string().nullable(),
  isReleased: z.boolean(),
  /** True when the caller may not open it (not enrolled and not a free preview, or not released). */
  isLocked: z.boolean(),
  /** Only for an enrolled caller: whether they completed it. */
  isDone: z.boolean(),
});
export type OutlineLesson = z.infer<typeof outlineLessonSchema>;
export const outlineThematicSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  lessons: z.array(outlineLessonSchema),
});
export type OutlineThematic = z.infer<typeof outlineThematicSchema>;
/**
 * `GET /courses/{id}/thematics`: ACTIVE thematics with ACTIVE lessons in chain order. Students and
 * visitors do not see lessons before their release date; staff see all (with `isReleased` false).
 */
export const courseOutlineSchema = z.object({
  data: z.array(outlineThematicSchema),
  /** The caller's access: NONE (visitor or not enrolled), ENROLLED, EXPIRED or STAFF. */
  access: z.enum(['NONE', 'ENROLLED', 'EXPIRED', 'STAFF']),
});
export type CourseOutline = z.infer<typeof courseOutlineSchema>;

export const lessonVideoRefSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** Seconds. */
  duration: z.number(),
  isFree: z.boolean(),
});

/** `GET /lessons/{id}`: the lesson of the learning screen. */
export const lessonDetailSchema = z.object({
  id: z.number(),
  courseId: z.number(),
  thematicId: z.number(),
  name: z.string(),
  slug: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  isFree: z.boolean(),
  releaseDate: z.string().nullable(),
  examTime: z.number(),
  totalQuestions: z.number(),
  passPoint: z.number(),
  totalPoint: z.number(),
  videos: z.array(lessonVideoRefSchema),
  hasDocument: z.boolean(),
  documentName: z.string(),
  hasAnswerFile: z.boolean(),
  /** Slots of the answer sheet (0 = none). */
  answerCount: z.number(),
  hasGift: z.boolean(),
  isDone: z.boolean(),
  /** Neighbours in the course (across thematics) among lessons the caller can see; null at either end. */
  previousLessonId: z.number().nullable(),
  nextLessonId: z.number().nullable(),
});
export type LessonDetail = z.infer<typeof lessonDetailSchema>;

/** `GET /thematics/{a}/lessons/{b}/download-document?type=document|answer|gift`. */
export const LESSON_DOWNLOAD_TYPES = ['document', 'answer', 'gift'] as const;
export const lessonDownloadQuerySchema = z.object({
  type: z.enum(LESSON_DOWNLOAD_TYPES, { error: 'invalidValue' }).default('document'),
});
export const thematicLessonParamsSchema = z.strictObject({ thematicId: idSchema, lessonId: idSchema });

/** `GET /courses/process-percent/{id}`: the caller's progress (README "Progress"). */
export const courseProgressSchema = z.object({
  courseId: z.number(),
  /** 0–100, integer. */
  processPercent: z.number(),
  doneLessons: z.number(),
  totalLessons: z.number(),
  thematics: z.array(
    z.object({
      id: z.number(),
      processPercent: z.number(),
      doneLessons: z.number(),
      totalLessons: z.number(),
    }),
  ),
  lessons: z.array(z.object({ id: z.number(), done: z.boolean() })),
});
export type CourseProgress = z.infer<typeof courseProgressSchema>;

export const recentLessonRefSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  thematicId: z.number(),
  studiedAt: z.string(),
});
/** `GET /courses/{id}/recent-lesson`: the lesson the caller opened last in the course, or null. */
export const recentLessonSchema = z.object({ data: recentLessonRefSchema.nullable() });
export type RecentLesson = z.infer<typeof recentLessonSchema>;

/** `GET /courses/course-of-user`: the caller's courses, most recently studied first. */
export const courseOfUserSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  type: z.string(),
  image: imageRefSchema.nullable(),
  processPercent: z.number().nullable(),
  doneLessons: z.number(),
  totalLessons: z.number(),
  expiresAt: z.string().nullable(),
  isExpired: z.boolean(),
  recentLesson: recentLessonRefSchema.nullable(),
  enrolledAt: z.string(),
});
export type CourseOfUser = z.infer<typeof courseOfUserSchema>;
export const courseOfUserListSchema = z.object({
  data: z.array(courseOfUserSchema),
  pagination: paginationSchema,
});

/** `POST /lessons/{id}/gifts`: claims the lesson's bonus once it is completed (idempotent). */
export const lessonGiftSchema = z.object({
  lessonId: z.number(),
  message: z.string(),
  /** Name of the bonus PDF, '' when the gift is a message only; download with type=gift. */
  fileName: z.string(),
  hasFile: z.boolean(),
  claimedAt: z.string(),
  /** The next lesson the student can open now, to carry on. */
  nextLesson: z.object({ id: z.number(), name: z.string(), slug: z.string() }).nullable(),
});
export type LessonGift = z.infer<typeof lessonGiftSchema>;
