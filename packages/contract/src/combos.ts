import { z } from 'zod';
import { catalogueName, priceField, richTextField, shortTextField, slugField, statusField } from './books';
import { ADMIN_MAX_PAGE_SIZE, LIST_DEFAULTS, SORT_FIELDS } from './constants';
import { courseCardSchema } from './courses';
import { listQuerySchema, listResponseSchema } from './list-query';
import { imageRefSchema } from './media';
import { idListSchema, idSchema } from './validators';

/*
 * Combos (spec §3): a bundle of courses sold at one price, with its name, prices, picture, description
 * and its courses in display order.
 */

/** A combo's courses, in display order (the first listed first). */
const comboCourseIdsField = idListSchema.pipe(z.array(z.number()).max(50, { error: 'tooManyItems' }));

/** A row of the admin combos table, and what create and update answer. */
export const adminComboSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  salePrice: z.number(),
  rootPrice: z.number(),
  imageId: z.number().nullable(),
  image: imageRefSchema.nullable(),
  summary: z.string(),
  content: z.string(),
  status: statusField,
  /** In display order. */
  courseIds: z.array(z.number()),
  courses: z.array(z.object({ id: z.number(), name: z.string() })),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminCombo = z.infer<typeof adminComboSchema>;

export const createComboBodySchema = z.strictObject({
  name: catalogueName,
  slug: slugField.default(''),
  salePrice: priceField.default(0),
  rootPrice: priceField.default(0),
  imageId: idSchema.nullable().default(null),
  summary: shortTextField(2000).default(''),
  content: richTextField.default(''),
  status: statusField.default('ACTIVE'),
  courseIds: comboCourseIdsField.default([]),
});
export type CreateComboBody = z.input<typeof createComboBodySchema>;

export const updateComboBodySchema = z.strictObject({
  name: catalogueName.optional(),
  slug: slugField.optional(),
  salePrice: priceField.optional(),
  rootPrice: priceField.optional(),
  imageId: idSchema.nullable().optional(),
  summary: shortTextField(2000).optional(),
  content: richTextField.optional(),
  status: statusField.optional(),
  /** Replaces the combo's courses (and their order) when given. */
  courseIds: comboCourseIdsField.optional(),
});
export type UpdateComboBody = z.input<typeof updateComboBodySchema>;

export const adminComboListQuerySchema = listQuerySchema(
  { sortFields: SORT_FIELDS, defaultLimit: 25, maxLimit: ADMIN_MAX_PAGE_SIZE, allowAll: true },
  {
    q: z.string().trim().max(100).optional(),
    status: statusField.optional(),
  },
);

// Storefront

export const comboCardSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  salePrice: z.number(),
  rootPrice: z.number(),
  image: imageRefSchema.nullable(),
  summary: z.string(),
  createdAt: z.string(),
});
export type ComboCard = z.infer<typeof comboCardSchema>;

export const comboDetailSchema = comboCardSchema.extend({
  /** Sanitised HTML. */
  content: z.string(),
  /** Its ACTIVE courses, in display order. */
  courses: z.array(courseCardSchema),
  updatedAt: z.string(),
});
export type ComboDetail = z.infer<typeof comboDetailSchema>;

export const comboListQuerySchema = listQuerySchema({
  sortFields: SORT_FIELDS,
  defaultSort: LIST_DEFAULTS.combos.sort,
  defaultOrder: LIST_DEFAULTS.combos.order,
  defaultLimit: LIST_DEFAULTS.combos.limit,
});
export const comboListResponseSchema = listResponseSchema(comboCardSchema);
export type ComboListResponse = z.infer<typeof comboListResponseSchema>;

/** What `GET /admin/extra-data?type=combos` lists for pickers. */
export const comboOptionSchema = z.object({ id: z.number(), name: z.string(), status: statusField });
export type ComboOption = z.infer<typeof comboOptionSchema>;
