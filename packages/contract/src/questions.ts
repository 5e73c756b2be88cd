import { z } from 'zod';
import { statusField } from './books';
import { ADMIN_DEFAULT_PAGE_SIZE, ADMIN_MAX_PAGE_SIZE } from './constants';
import { QUESTION_TYPES } from './exam-grading';
import { listQuerySchema } from './list-query';
import {
  questionAnswerInputSchema,
  questionBodySchema,
  questionDifficultyField,
  questionInputSchema,
  questionTypeField,
} from './question-input';
import { idListSchema, idSchema } from './validators';

/*
 * The question bank (issue 11, spec §7 questions, lesson-questions). Staff write questions once and use
 * them in exams and lesson exams; the bank's list shows where each is used, and a used question cannot
 * be deleted (QUESTION_IN_USE). The input shape is `question-input.ts`.
 *
 * The storefront's `GET /api/questions/{id}` never carries the key (correct option, true statements,
 * accepted values, solution) unless the caller is staff or has a submitted attempt whose results are
 * visible; the answer's `key` is then filled, else null.
 */

export const QUESTIONS_MULTIPLE_MAX = 100;
export const LESSON_QUESTIONS_MAX = 200;

const refSchema = z.object({ id: z.number(), name: z.string() });

export const adminQuestionAnswerSchema = z.object({
  id: z.number(),
  position: z.number(),
  /** A–D (options), a–d (statements), '' (accepted values). */
  label: z.string(),
  content: z.string(),
  isCorrect: z.boolean(),
});
export type AdminQuestionAnswer = z.infer<typeof adminQuestionAnswerSchema>;

/** A row of the bank's list. */
export const adminQuestionSchema = z.object({
  id: z.number(),
  type: z.enum(QUESTION_TYPES),
  /** The stem as plain text (maths kept as `$…$`), cut at a word. */
  excerpt: z.string(),
  difficulty: questionDifficultyField,
  status: statusField,
  category: refSchema.nullable(),
  tags: z.array(refSchema),
  answerCount: z.number(),
  /** How many exams and lessons use it (a used question cannot be deleted). */
  examCount: z.number(),
  lessonCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminQuestion = z.infer<typeof adminQuestionSchema>;

export const adminQuestionDetailSchema = adminQuestionSchema.extend({
  content: z.string(),
  solution: z.string(),
  categoryId: z.number().nullable(),
  tagIds: z.array(z.number()),
  answers: z.array(adminQuestionAnswerSchema),
});
export type AdminQuestionDetail = z.infer<typeof adminQuestionDetailSchema>;

export const createQuestionBodySchema = questionBodySchema;
/** PUT and PATCH: any field; the answers, when sent, replace the list by position (ids kept). */
export const updateQuestionBodySchema = questionBodySchema.partial();
export type UpdateQuestionBody = z.input<typeof updateQuestionBodySchema>;

export const createQuestionsBodySchema = z.strictObject({
  items: z
    .array(questionBodySchema, { error: 'invalidType' })
    .min(1, { error: 'required' })
    .max(QUESTIONS_MULTIPLE_MAX, { error: 'tooManyItems' }),
});
export type CreateQuestionsBody = z.input<typeof createQuestionsBodySchema>;
/** The same batch with each item's answers checked per type: what the form checks before sending. */
export const questionsFormSchema = z.strictObject({
  items: z
    .array(questionInputSchema, { error: 'invalidType' })
    .min(1, { error: 'required' })
    .max(QUESTIONS_MULTIPLE_MAX, { error: 'tooManyItems' }),
});
export const createQuestionsResponseSchema = z.object({ data: z.array(adminQuestionSchema) });

export const adminQuestionListQuerySchema = listQuerySchema(
  {
    sortFields: ['createdAt', 'updatedAt', 'difficulty', 'type'] as const,
    defaultLimit: ADMIN_DEFAULT_PAGE_SIZE,
    maxLimit: ADMIN_MAX_PAGE_SIZE,
    allowAll: true,
  },
  {
    type: questionTypeField.optional(),
    difficulty: questionDifficultyField.optional(),
    categoryId: idSchema.optional(),
    tagId: idSchema.optional(),
    status: statusField.optional(),
    /** Words in the stem. */
    q: z.string().trim().max(100).optional(),
    /** Leave out these ids (the lesson picker hides what the lesson already has). */
    excludeLessonId: idSchema.optional(),
  },
);

// Answers one by one

export const questionAnswerParamsSchema = z.strictObject({ id: idSchema, answerId: idSchema });
export const questionAnswerBodySchema = questionAnswerInputSchema;
export const questionAnswerListSchema = z.object({ data: z.array(adminQuestionAnswerSchema) });

/** An image uploaded for the editor: its public address. */
export const questionUploadResponseSchema = z.object({ url: z.string() });

// Lesson questions

export const lessonQuestionSchema = z.object({
  questionId: z.number(),
  position: z.number(),
  type: z.enum(QUESTION_TYPES),
  excerpt: z.string(),
  difficulty: questionDifficultyField,
  status: statusField,
});
export type LessonQuestion = z.infer<typeof lessonQuestionSchema>;
export const lessonQuestionListSchema = z.object({
  data: z.array(lessonQuestionSchema),
  /** The lesson's `totalQuestions`, which follows the list. */
  totalQuestions: z.number(),
});
export type LessonQuestionList = z.infer<typeof lessonQuestionListSchema>;

const questionIdsField = idListSchema.pipe(
  z.array(z.number()).min(1, { error: 'required' }).max(LESSON_QUESTIONS_MAX, { error: 'tooManyItems' }),
);
export const addLessonQuestionsBodySchema = z.strictObject({ questionIds: questionIdsField });
/** The lesson's whole list in the new order: exactly the questions it has, each once. */
export const reorderLessonQuestionsBodySchema = z.strictObject({ questionIds: questionIdsField });
export const lessonQuestionParamsSchema = z.strictObject({ id: idSchema, questionId: idSchema });

// Storefront

export const publicQuestionOptionSchema = z.object({
  id: z.number(),
  label: z.string(),
  content: z.string(),
});

/** What only a caller allowed to see the result gets. */
export const questionKeySchema = z.object({
  solution: z.string(),
  /** CHOICE: the correct option; TRUE_FALSE: the true statements. */
  correctIds: z.array(z.number()),
  /** SHORT: the accepted values. */
  acceptedValues: z.array(z.string()),
});

export const publicQuestionSchema = z.object({
  id: z.number(),
  type: z.enum(QUESTION_TYPES),
  content: z.string(),
  /** CHOICE: options A–D; TRUE_FALSE: statements a–d; SHORT: none (its values are the key). */
  options: z.array(publicQuestionOptionSchema),
  key: questionKeySchema.nullable(),
});
export type PublicQuestion = z.infer<typeof publicQuestionSchema>;
