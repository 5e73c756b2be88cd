import { z } from 'zod';
import {
  ADMIN_DEFAULT_PAGE_SIZE,
  ADMIN_MAX_PAGE_SIZE,
  LIST_DEFAULTS,
  NEWS_STATES,
  PUBLIC_MAX_PAGE_SIZE,
} from './constants';
import { listQuerySchema, listResponseSchema } from './list-query';
import { imageRefSchema } from './media';
import { contentTitleSchema } from './slideshows';
import { idSchema } from './validators';

/**
 * News (spec §3): articles in three states. Only `publish` is visible on the storefront; `draft` is
 * work in progress and `remove` takes an article down without losing it. The title is unique whatever
 * its case (NEWS_TITLE_EXISTS); the slug follows the title.
 */
export const newsStateSchema = z.enum(NEWS_STATES, { error: 'invalidValue' });

/** Longest rich text accepted (characters of HTML), so one request cannot fill the database. */
export const RICH_TEXT_MAX_LENGTH = 500_000;
/** Rich text from the editor; the server sanitises it before storing. */
export const richTextSchema = z
  .string({ error: 'invalidType' })
  .max(RICH_TEXT_MAX_LENGTH, { error: 'tooLong' });

/** Public folder of news and page attachments: served as /uploads/attachments/<file>. */
export const ATTACHMENT_URL_PREFIX = '/uploads/attachments/';

export const adminNewsSchema = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  summary: z.string(),
  /** Sanitised HTML; maths as `$…$` text. */
  content: z.string(),
  imageId: z.number().nullable(),
  image: imageRefSchema.nullable(),
  state: z.enum(NEWS_STATES),
  /** The attached PDF's public address, or null. */
  attachmentUrl: z.string().nullable(),
  attachmentName: z.string(),
  /** When the article was first published; it stays when the article is taken down and put back. */
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminNews = z.infer<typeof adminNewsSchema>;

const summary = z.string({ error: 'invalidType' }).trim().max(1000, { error: 'tooLong' });

export const createNewsBodySchema = z.strictObject({
  title: contentTitleSchema,
  summary: summary.default(''),
  content: richTextSchema.default(''),
  imageId: idSchema.nullable().default(null),
  state: newsStateSchema.default('draft'),
});
export type CreateNewsBody = z.input<typeof createNewsBodySchema>;

export const updateNewsBodySchema = z.strictObject({
  title: contentTitleSchema.optional(),
  summary: summary.optional(),
  content: richTextSchema.optional(),
  imageId: idSchema.nullable().optional(),
  state: newsStateSchema.optional(),
});
export type UpdateNewsBody = z.input<typeof updateNewsBodySchema>;

export const adminNewsListQuerySchema = listQuerySchema(
  {
    sortFields: ['createdAt', 'title', 'publishedAt'] as const,
    defaultLimit: ADMIN_DEFAULT_PAGE_SIZE,
    maxLimit: ADMIN_MAX_PAGE_SIZE,
    allowAll: true,
  },
  {
    state: newsStateSchema.optional(),
    q: z.string().trim().max(100).optional(),
  },
);

// ---------------------------------------------------------------------------------------------------------
// Storefront

export const newsListItemSchema = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  summary: z.string(),
  image: imageRefSchema.nullable(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type NewsListItem = z.infer<typeof newsListItemSchema>;

export const newsDetailSchema = newsListItemSchema.extend({
  content: z.string(),
  attachmentUrl: z.string().nullable(),
  attachmentName: z.string(),
  updatedAt: z.string(),
});
export type NewsDetail = z.infer<typeof newsDetailSchema>;

/** Spec §9: 20 a page, newest first. */
export const newsListQuerySchema = listQuerySchema({
  sortFields: ['createdAt'] as const,
  defaultLimit: LIST_DEFAULTS.news.limit,
  defaultOrder: LIST_DEFAULTS.news.order,
  maxLimit: PUBLIC_MAX_PAGE_SIZE,
});

export const newsListResponseSchema = listResponseSchema(newsListItemSchema);
export type NewsListResponse = z.infer<typeof newsListResponseSchema>;

/**
 * `GET /news/download-document/{id}?type`: the spec names a `type` without saying more; `inline` opens
 * the PDF in the browser, anything else (or nothing) downloads it.
 */
export const newsDownloadQuerySchema = z.object({ type: z.string().max(20).optional() });
