import { z } from 'zod';
import { ADMIN_DEFAULT_PAGE_SIZE, ADMIN_MAX_PAGE_SIZE, BANNER_ORIENTATIONS, STATUSES } from './constants';
import { listQuerySchema } from './list-query';
import { imageRefSchema } from './media';
import { contentLinkSchema, contentStatusSchema, contentTitleSchema } from './slideshows';
import { idSchema, nonNegativeInteger } from './validators';

/** Banners (spec §3): advertising pictures, wide (HORIZONTAL) or tall (VERTICAL), in `position` order. */
export const bannerSchema = z.object({
  id: z.number(),
  title: z.string(),
  imageId: z.number(),
  image: imageRefSchema.nullable(),
  link: z.string(),
  orientation: z.enum(BANNER_ORIENTATIONS),
  position: z.number(),
  status: z.enum(STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;

const orientation = z.enum(BANNER_ORIENTATIONS, { error: 'invalidValue' });

export const createBannerBodySchema = z.strictObject({
  title: contentTitleSchema,
  imageId: idSchema,
  link: contentLinkSchema.default(''),
  orientation: orientation.default('HORIZONTAL'),
  position: nonNegativeInteger.default(0),
  status: contentStatusSchema.default('ACTIVE'),
});
export type CreateBannerBody = z.input<typeof createBannerBodySchema>;

export const updateBannerBodySchema = z.strictObject({
  title: contentTitleSchema.optional(),
  imageId: idSchema.optional(),
  link: contentLinkSchema.optional(),
  orientation: orientation.optional(),
  position: nonNegativeInteger.optional(),
  status: contentStatusSchema.optional(),
});
export type UpdateBannerBody = z.input<typeof updateBannerBodySchema>;

export const BANNER_SORT_FIELDS = ['position', 'createdAt', 'title'] as const;

export const bannerListQuerySchema = listQuerySchema(
  {
    sortFields: BANNER_SORT_FIELDS,
    defaultSort: 'position',
    defaultOrder: 'asc',
    defaultLimit: ADMIN_DEFAULT_PAGE_SIZE,
    maxLimit: ADMIN_MAX_PAGE_SIZE,
    allowAll: true,
  },
  {
    status: contentStatusSchema.optional(),
    orientation: orientation.optional(),
    q: z.string().trim().max(100).optional(),
  },
);
