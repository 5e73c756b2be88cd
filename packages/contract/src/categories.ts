import { z } from 'zod';
import { ADMIN_DEFAULT_PAGE_SIZE, ADMIN_MAX_PAGE_SIZE, STATUSES } from './constants';
import { listQuerySchema } from './list-query';
import { requiredString } from './validators';

/** What a category holds (spec: categories typed by book, course, document, exam, image; QUESTION = a chapter of the question bank). */
export const CATEGORY_TYPES = ['BOOK', 'COURSE', 'DOCUMENT', 'EXAM', 'IMAGE', 'QUESTION'] as const;
export type CategoryType = (typeof CATEGORY_TYPES)[number];
export const categoryTypeSchema = z.enum(CATEGORY_TYPES, { error: 'invalidValue' });

/** A category as other answers mention it (a book's categories, a list's `extra.categories`). */
export const categoryRefSchema = z.object({ id: z.number(), name: z.string(), slug: z.string() });
export type CategoryRef = z.infer<typeof categoryRefSchema>;

/** A tag as other answers mention it. */
export const tagRefSchema = z.object({ id: z.number(), name: z.string(), slug: z.string() });
export type TagRef = z.infer<typeof tagRefSchema>;

// ---------------------------------------------------------------------------------------------------------
// Back office (`/api/admin/categories`, `/api/admin/tags`)

/** A lowercase URL slug; blank means "derive it from the name". */
const slugInput = z
  .string({ error: 'invalidType' })
  .trim()
  .max(200, { error: 'tooLong' })
  .regex(/^([a-z0-9]+(-[a-z0-9]+)*)?$/, { error: 'invalid' });

export const categorySchema = z.object({
  id: z.number(),
  type: z.enum(CATEGORY_TYPES),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  position: z.number(),
  status: z.enum(STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Category = z.infer<typeof categorySchema>;

export const createCategoryBodySchema = z.strictObject({
  type: categoryTypeSchema,
  name: requiredString.max(200, { error: 'tooLong' }),
  slug: slugInput.optional(),
  description: z.string({ error: 'invalidType' }).trim().max(2000, { error: 'tooLong' }).default(''),
  position: z
    .int({ error: 'integer' })
    .min(0, { error: 'nonNegative' })
    .max(1_000_000, { error: 'tooBig' })
    .default(0),
  status: z.enum(STATUSES, { error: 'invalidValue' }).default('ACTIVE'),
});
export type CreateCategoryBody = z.input<typeof createCategoryBodySchema>;

export const updateCategoryBodySchema = z.strictObject({
  type: categoryTypeSchema.optional(),
  name: requiredString.max(200, { error: 'tooLong' }).optional(),
  slug: slugInput.optional(),
  description: z.string({ error: 'invalidType' }).trim().max(2000, { error: 'tooLong' }).optional(),
  position: z
    .int({ error: 'integer' })
    .min(0, { error: 'nonNegative' })
    .max(1_000_000, { error: 'tooBig' })
    .optional(),
  status: z.enum(STATUSES, { error: 'invalidValue' }).optional(),
});
export type UpdateCategoryBody = z.input<typeof updateCategoryBodySchema>;

export const categoryListQuerySchema = listQuerySchema(
  {
    sortFields: ['createdAt', 'name', 'position'] as const,
    defaultLimit: ADMIN_DEFAULT_PAGE_SIZE,
    maxLimit: ADMIN_MAX_PAGE_SIZE,
    allowAll: true,
  },
  {
    type: categoryTypeSchema.optional(),
    q: z.string().trim().max(100).optional(),
  },
);

export const tagSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Tag = z.infer<typeof tagSchema>;

export const createTagBodySchema = z.strictObject({
  name: requiredString.max(100, { error: 'tooLong' }),
  slug: slugInput.optional(),
});
export type CreateTagBody = z.input<typeof createTagBodySchema>;

export const updateTagBodySchema = z.strictObject({
  name: requiredString.max(100, { error: 'tooLong' }).optional(),
  slug: slugInput.optional(),
});

export const tagListQuerySchema = listQuerySchema(
  {
    sortFields: ['createdAt', 'name'] as const,
    defaultLimit: ADMIN_DEFAULT_PAGE_SIZE,
    maxLimit: ADMIN_MAX_PAGE_SIZE,
    allowAll: true,
  },
  { q: z.string().trim().max(100).optional() },
);
