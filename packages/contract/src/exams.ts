import { z } from 'zod';
import { catalogueName, linkIdsField, richTextField, slugField, statusField } from './books';
import { categoryRefSchema, tagRefSchema } from './categories';
import { ADMIN_MAX_PAGE_SIZE, LIST_DEFAULTS } from './constants';
import { dateTimeField } from './courses';
import {
  DEFAULT_PAPER,
  DEFAULT_SCORING,
  EXAM_PARTS,
  QUESTION_TYPES,
  type ScoringTable,
  SHORT_QUARTER_SCORING,
  scoringTableSchema,
} from './exam-grading';
import { listQuerySchema, listResponseSchema } from './list-query';
import { imageRefSchema } from './media';
import { QUESTION_DIFFICULTIES } from './question-input';
import { idListSchema, idSchema } from './validators';

/*
 * Exams as a catalogue (issue 11): what staff write (name, rules, time, scoring, window, attempts,
 * results policy, files) and what the storefront shows. The questions and their keys never appear in
 * a storefront answer: the exam-sessions engine serves the questions of a session, without keys.
 */

export const RESULTS_SHOWN = ['IMMEDIATELY', 'AFTER_CLOSE'] as const;
export type ResultsShown = (typeof RESULTS_SHOWN)[number];

/** Scoring tables an admin picks from (the table itself stays editable). */
export const SCORING_PRESETS = { DEFAULT: DEFAULT_SCORING, SHORT_QUARTER: SHORT_QUARTER_SCORING } as const;
export type ScoringPreset = keyof typeof SCORING_PRESETS;

/** The exam's files: the paper (`document`) and the solutions (`answer`). */
export const EXAM_FILE_TYPES = ['document', 'answer'] as const;
export type ExamFileType = (typeof EXAM_FILE_TYPES)[number];

/** A day at most per attempt; a THPT paper is 90 minutes. */
export const EXAM_DURATION_MAX = 24 * 60;

const durationField = z
  .number({ error: 'invalidType' })
  .int({ error: 'integer' })
  .min(1, { error: 'tooSmall' })
  .max(EXAM_DURATION_MAX, { error: 'tooBig' });
const totalPointField = z
  .number({ error: 'invalidType' })
  .gt(0, { error: 'tooSmall' })
  .max(1000, { error: 'tooBig' });
const attemptsField = z
  .number({ error: 'invalidType' })
  .int({ error: 'integer' })
  .min(1, { error: 'tooSmall' })
  .max(1000, { error: 'tooBig' })
  .nullable();
const resultsShownField = z.enum(RESULTS_SHOWN, { error: 'invalidValue' });

/** The rules across fields: returned as issues (path, key) so the create schema and the update's merged row say the same. */
export function examRuleIssues(exam: {
  opensAt: string | Date | null;
  closesAt: string | Date | null;
  resultsShown: ResultsShown;
}): { path: string; key: string }[] {
  const issues: { path: string; key: string }[] = [];
  const opens = exam.opensAt === null ? null : new Date(exam.opensAt).getTime();
  const closes = exam.closesAt === null ? null : new Date(exam.closesAt).getTime();
  if (opens !== null && closes !== null && opens >= closes)
    issues.push({ path: 'closesAt', key: 'closesBeforeOpens' });
  // "After the window closes" means nothing without a close.
  if (exam.resultsShown === 'AFTER_CLOSE' && closes === null)
    issues.push({ path: 'closesAt', key: 'afterCloseNeedsClose' });
  return issues;
}

const examFields = {
  name: catalogueName,
  slug: slugField,
  description: richTextField,
  imageId: idSchema.nullable(),
  duration: durationField,
  totalPoint: totalPointField,
  scoring: scoringTableSchema,
  opensAt: dateTimeField.nullable(),
  closesAt: dateTimeField.nullable(),
  attemptsAllowed: attemptsField,
  shuffleQuestions: z.boolean({ error: 'invalidType' }),
  shuffleOptions: z.boolean({ error: 'invalidType' }),
  resultsShown: resultsShownField,
  categoryIds: linkIdsField,
  tagIds: linkIdsField,
  status: statusField,
};

export const createExamBodySchema = z
  .strictObject({
    name: examFields.name,
    slug: examFields.slug.default(''),
    description: examFields.description.default(''),
    imageId: examFields.imageId.default(null),
    duration: examFields.duration.default(90),
    totalPoint: examFields.totalPoint.default(10),
    scoring: examFields.scoring.default(DEFAULT_SCORING),
    opensAt: examFields.opensAt.default(null),
    closesAt: examFields.closesAt.default(null),
    attemptsAllowed: examFields.attemptsAllowed.default(null),
    shuffleQuestions: examFields.shuffleQuestions.default(false),
    shuffleOptions: examFields.shuffleOptions.default(false),
    resultsShown: examFields.resultsShown.default('IMMEDIATELY'),
    categoryIds: examFields.categoryIds.default([]),
    tagIds: examFields.tagIds.default([]),
    status: examFields.status.default('ACTIVE'),
  })
  .superRefine((exam, ctx) => {
    for (const issue of examRuleIssues(exam))
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.key });
  });
export type CreateExamBody = z.input<typeof createExamBodySchema>;

/** Any subset; the server checks the window and results rules on the row as it would be after the change. */
export const updateExamBodySchema = z.strictObject({
  name: examFields.name.optional(),
  slug: examFields.slug.optional(),
  description: examFields.description.optional(),
  imageId: examFields.imageId.optional(),
  duration: examFields.duration.optional(),
  totalPoint: examFields.totalPoint.optional(),
  scoring: examFields.scoring.optional(),
  opensAt: examFields.opensAt.optional(),
  closesAt: examFields.closesAt.optional(),
  attemptsAllowed: examFields.attemptsAllowed.optional(),
  shuffleQuestions: examFields.shuffleQuestions.optional(),
  shuffleOptions: examFields.shuffleOptions.optional(),
  resultsShown: examFields.resultsShown.optional(),
  categoryIds: examFields.categoryIds.optional(),
  tagIds: examFields.tagIds.optional(),
  status: examFields.status.optional(),
});
export type UpdateExamBody = z.input<typeof updateExamBodySchema>;

export const adminExamSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  imageId: z.number().nullable(),
  image: imageRefSchema.nullable(),
  duration: z.number(),
  totalPoint: z.number(),
  opensAt: z.string().nullable(),
  closesAt: z.string().nullable(),
  attemptsAllowed: z.number().nullable(),
  resultsShown: z.enum(RESULTS_SHOWN),
  shuffleQuestions: z.boolean(),
  shuffleOptions: z.boolean(),
  categories: z.array(categoryRefSchema),
  questionCount: z.number(),
  /** Names of the attached PDFs as uploaded, '' when none. */
  documentName: z.string(),
  answerName: z.string(),
  status: statusField,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminExam = z.infer<typeof adminExamSchema>;

export const adminExamDetailSchema = adminExamSchema.extend({
  description: z.string(),
  scoring: scoringTableSchema,
  categoryIds: z.array(z.number()),
  tagIds: z.array(z.number()),
  tags: z.array(tagRefSchema),
});
export type AdminExamDetail = z.infer<typeof adminExamDetailSchema>;

export const EXAM_SORT_FIELDS = ['createdAt', 'name'] as const;

export const adminExamListQuerySchema = listQuerySchema(
  { sortFields: EXAM_SORT_FIELDS, defaultLimit: 25, maxLimit: ADMIN_MAX_PAGE_SIZE, allowAll: true },
  {
    q: z.string().trim().max(100).optional(),
    categoryId: idSchema.optional(),
    status: statusField.optional(),
  },
);

export const uploadExamFileQuerySchema = z.strictObject({
  type: z.enum(EXAM_FILE_TYPES, { error: 'invalidValue' }).default('document'),
});

// Exam questions (admin)

export const examPartSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);

export const adminExamQuestionSchema = z.object({
  questionId: z.number(),
  /** 1-based place in the paper. */
  position: z.number(),
  type: z.enum(QUESTION_TYPES),
  part: examPartSchema,
  difficulty: z.enum(QUESTION_DIFFICULTIES),
  /** The stem as plain text, cut short (the list shows it; the editor has the whole question). */
  excerpt: z.string(),
  status: statusField,
});
export type AdminExamQuestion = z.infer<typeof adminExamQuestionSchema>;

/** Per part: how many questions, how many the default paper has, and the most points it can give. */
export const examPartSummarySchema = z.object({
  part: examPartSchema,
  type: z.enum(QUESTION_TYPES),
  count: z.number(),
  expected: z.number(),
  maxPoints: z.number(),
});
export type ExamPartSummary = z.infer<typeof examPartSummarySchema>;

export const adminExamQuestionsResponseSchema = z.object({
  data: z.array(adminExamQuestionSchema),
  summary: z.array(examPartSummarySchema),
  /** Raw points of the paper by its scoring table (scaled to the exam's total point when graded). */
  maxPoints: z.number(),
});
export type AdminExamQuestionsResponse = z.infer<typeof adminExamQuestionsResponseSchema>;

const questionIdsField = idListSchema.pipe(
  z.array(z.number()).min(1, { error: 'tooFewItems' }).max(200, { error: 'tooManyItems' }),
);
export const addExamQuestionsBodySchema = z.strictObject({ questionIds: questionIdsField });
/** The whole paper's order: every question of the exam once, grouped by part I → II → III. */
export const reorderExamQuestionsBodySchema = z.strictObject({ questionIds: questionIdsField });
export const copyExamQuestionsBodySchema = z.strictObject({ fromExamId: idSchema });
export const examQuestionParamsSchema = z.strictObject({ id: idSchema, questionId: idSchema });

/** The parts of a paper from its counts per type, with the most points each can give. */
export function summariseParts(
  counts: Partial<Record<(typeof QUESTION_TYPES)[number], number>>,
  scoring: ScoringTable,
): { summary: ExamPartSummary[]; maxPoints: number } {
  const pointsOf = { CHOICE: scoring.choice, TRUE_FALSE: scoring.trueFalse[4], SHORT: scoring.short };
  const summary = QUESTION_TYPES.map((type, index) => {
    const count = counts[type] ?? 0;
    return {
      part: EXAM_PARTS[index] as 1 | 2 | 3,
      type,
      count,
      expected: DEFAULT_PAPER[type],
      maxPoints: Math.round(count * pointsOf[type] * 1000) / 1000,
    };
  });
  return { summary, maxPoints: Math.round(summary.reduce((sum, p) => sum + p.maxPoints, 0) * 1000) / 1000 };
}

// Storefront

export const examCardSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  image: imageRefSchema.nullable(),
  duration: z.number(),
  questionCount: z.number(),
  opensAt: z.string().nullable(),
  closesAt: z.string().nullable(),
  attemptsAllowed: z.number().nullable(),
  /** Its first ACTIVE category, for the card's label. */
  category: categoryRefSchema.nullable(),
  createdAt: z.string(),
});
export type ExamCard = z.infer<typeof examCardSchema>;

/** What a signed-in student sees of their own attempts on the exam page. */
export const myExamAttemptsSchema = z.object({
  attemptsUsed: z.number(),
  hasOpenSession: z.boolean(),
});
export type MyExamAttempts = z.infer<typeof myExamAttemptsSchema>;

export const examDetailSchema = examCardSchema.extend({
  /** Sanitised HTML: the rules and what the exam covers. */
  description: z.string(),
  totalPoint: z.number(),
  scoring: scoringTableSchema,
  parts: z.array(examPartSummarySchema),
  resultsShown: z.enum(RESULTS_SHOWN),
  hasDocument: z.boolean(),
  hasAnswer: z.boolean(),
  categories: z.array(categoryRefSchema),
  tags: z.array(tagRefSchema),
  updatedAt: z.string(),
  /** Null for a visitor. */
  me: myExamAttemptsSchema.nullable(),
});
export type ExamDetail = z.infer<typeof examDetailSchema>;

export const examListQuerySchema = listQuerySchema(
  {
    sortFields: EXAM_SORT_FIELDS,
    defaultSort: LIST_DEFAULTS.exams.sort,
    defaultOrder: LIST_DEFAULTS.exams.order,
    defaultLimit: LIST_DEFAULTS.exams.limit,
  },
  { categoryId: idSchema.optional(), name: z.string().trim().max(100).optional() },
);
export type ExamListQuery = z.input<typeof examListQuerySchema>;
export const examListExtraSchema = z.object({ categories: z.array(categoryRefSchema) });
export const examListResponseSchema = listResponseSchema(examCardSchema, examListExtraSchema);
export type ExamListResponse = z.infer<typeof examListResponseSchema>;

export const EXAMS_PER_CATEGORY_DEFAULT = 4;
export const EXAMS_PER_CATEGORY_MAX = 12;
export const examsByCategoryQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'integer' })
    .int({ error: 'integer' })
    .min(1, { error: 'tooSmall' })
    .max(EXAMS_PER_CATEGORY_MAX, { error: 'tooBig' })
    .default(EXAMS_PER_CATEGORY_DEFAULT),
});
export const examCategoryGroupSchema = categoryRefSchema.extend({
  total: z.number(),
  exams: z.array(examCardSchema),
});
export type ExamCategoryGroup = z.infer<typeof examCategoryGroupSchema>;
export const examsByCategoryResponseSchema = z.object({ data: z.array(examCategoryGroupSchema) });

export const downloadExamDocumentQuerySchema = z.strictObject({
  type: z.enum(EXAM_FILE_TYPES, { error: 'invalidValue' }).default('document'),
});
