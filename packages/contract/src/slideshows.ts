import { z } from 'zod';
import { shortTextField } from './books';
import { ADMIN_DEFAULT_PAGE_SIZE, ADMIN_MAX_PAGE_SIZE, STATUSES } from './constants';
import { listQuerySchema } from './list-query';
import { imageRefSchema } from './media';
import { idSchema, linkSchema, nonNegativeInteger, requiredString } from './validators';

/**
 * Slideshows (spec §3): the pictures of the home page carousel, in `position` order. Only ACTIVE ones
 * are shown to visitors (through /custom-data?code=slideshow and the home call).
 */
export const slideshowSchema = z.object({
  id: z.number(),
  title: z.string(),
  /** A line under the title; '' for none. Both are drawn over the picture as text, never baked into it. */
  subtitle: z.string(),
  imageId: z.number(),
  /** The picture, as every answer refers to one; null only if the image row vanished under us. */
  image: imageRefSchema.nullable(),
  /** Where a click leads: a path of this site or an http(s) address; '' for none. */
  link: z.string(),
  position: z.number(),
  status: z.enum(STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Slideshow = z.infer<typeof slideshowSchema>;

/** A click target: '' (none), a path of this site, or an http(s) address. Shared with banners. */
export const contentLinkSchema = linkSchema;

export const contentTitleSchema = requiredString.max(255, { error: 'tooLong' });
/** Optional, trimmed; '' for none. */
export const slideSubtitleSchema = shortTextField(255);
export const contentStatusSchema = z.enum(STATUSES, { error: 'invalidValue' });

const slideshowFields = {
  title: contentTitleSchema,
  subtitle: slideSubtitleSchema,
  imageId: idSchema,
  link: contentLinkSchema,
  position: nonNegativeInteger,
  status: contentStatusSchema,
};

export const createSlideshowBodySchema = z.strictObject({
  ...slideshowFields,
  subtitle: slideshowFields.subtitle.default(''),
  link: slideshowFields.link.default(''),
  position: slideshowFields.position.default(0),
  status: slideshowFields.status.default('ACTIVE'),
});
export type CreateSlideshowBody = z.input<typeof createSlideshowBodySchema>;

/** PUT and PATCH: only the fields given change. */
export const updateSlideshowBodySchema = z.strictObject({
  title: slideshowFields.title.optional(),
  subtitle: slideshowFields.subtitle.optional(),
  imageId: slideshowFields.imageId.optional(),
  link: slideshowFields.link.optional(),
  position: slideshowFields.position.optional(),
  status: slideshowFields.status.optional(),
});
export type UpdateSlideshowBody = z.input<typeof updateSlideshowBodySchema>;

export const SLIDESHOW_SORT_FIELDS = ['position', 'createdAt', 'title'] as const;

export const slideshowListQuerySchema = listQuerySchema(
  {
    sortFields: SLIDESHOW_SORT_FIELDS,
    defaultSort: 'position',
    defaultOrder: 'asc',
    defaultLimit: ADMIN_DEFAULT_PAGE_SIZE,
    maxLimit: ADMIN_MAX_PAGE_SIZE,
    allowAll: true,
  },
  {
    status: contentStatusSchema.optional(),
    q: z.string().trim().max(100).optional(),
  },
);
