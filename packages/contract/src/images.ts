import { z } from 'zod';
import { categoryRefSchema } from './categories';
import { ADMIN_DEFAULT_PAGE_SIZE, ADMIN_MAX_PAGE_SIZE } from './constants';
import { listQuerySchema } from './list-query';
import { imageRefSchema } from './media';
import { idListSchema, idSchema, requiredString } from './validators';

/** A picture of the media library as the back office sees it: its ImageRef plus bookkeeping. */
export const adminImageSchema = imageRefSchema.extend({
  folderId: z.number().nullable(),
  categoryIds: z.array(z.number()),
  bytes: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminImage = z.infer<typeof adminImageSchema>;

const folderId = z.union([idSchema, z.null()]);
const imageName = requiredString.max(200, { error: 'tooLong' });
const alt = z.string({ error: 'invalidType' }).trim().max(300, { error: 'tooLong' });

/**
 * The text fields of the multipart `POST /admin/images` (the file itself is the "file" field). Multipart
 * values are text: `folderId` is a number or blank, `categoryIds` a comma list.
 */
export const createImageFieldsSchema = z.strictObject({
  name: z.string().trim().max(200, { error: 'tooLong' }).optional(),
  alt: alt.optional(),
  folderId: z.preprocess((value) => (value === '' || value === 'null' ? null : value), folderId).optional(),
  categoryIds: idListSchema.optional(),
});
export type CreateImageFields = z.input<typeof createImageFieldsSchema>;

export const updateImageBodySchema = z.strictObject({
  name: imageName.optional(),
  alt: alt.optional(),
  folderId: folderId.optional(),
  categoryIds: z.array(idSchema, { error: 'invalidType' }).max(100, { error: 'tooManyItems' }).optional(),
});
export type UpdateImageBody = z.input<typeof updateImageBodySchema>;

export const imageListQuerySchema = listQuerySchema(
  {
    sortFields: ['createdAt', 'name', 'bytes'] as const,
    defaultLimit: ADMIN_DEFAULT_PAGE_SIZE,
    maxLimit: ADMIN_MAX_PAGE_SIZE,
    allowAll: true,
  },
  {
    q: z.string().trim().max(100).optional(),
    folderId: idSchema.optional(),
    categoryId: idSchema.optional(),
    /** Exactly these pictures (a picker showing its current value). */
    ids: idListSchema.pipe(z.array(z.number()).max(200, { error: 'tooManyItems' })).optional(),
  },
);

/** `GET /api/images/category`: the storefront gallery, newest pictures per image category. */
export const IMAGES_PER_CATEGORY = 12;
export const imageCategoryGroupSchema = categoryRefSchema.extend({ images: z.array(imageRefSchema) });
export type ImageCategoryGroup = z.infer<typeof imageCategoryGroupSchema>;
export const imagesByCategoryResponseSchema = z.array(imageCategoryGroupSchema);

/** extra-data `images`: the latest pictures for pickers. */
export const EXTRA_DATA_IMAGES_LIMIT = 500;
export const extraDataImageSchema = imageRefSchema.extend({ folderId: z.number().nullable() });
export type ExtraDataImage = z.infer<typeof extraDataImageSchema>;
