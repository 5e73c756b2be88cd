import { z } from 'zod';
import { ADMIN_DEFAULT_PAGE_SIZE, ADMIN_MAX_PAGE_SIZE } from './constants';
import { listQuerySchema } from './list-query';
import { richTextSchema } from './news';
import { contentTitleSchema } from './slideshows';

/**
 * Fixed pages (about, contact, policy, guide…): rows that exist from the start, found by `code`. Staff
 * only read and edit them (spec §7: GET and PUT); there is no create or delete.
 */
export const PAGE_CODES = ['about', 'contact', 'policy', 'guide'] as const;
export type PageCode = (typeof PAGE_CODES)[number];

export const adminPageSchema = z.object({
  id: z.number(),
  code: z.string(),
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  attachmentUrl: z.string().nullable(),
  attachmentName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminPage = z.infer<typeof adminPageSchema>;

export const updatePageBodySchema = z.strictObject({
  title: contentTitleSchema.optional(),
  content: richTextSchema.optional(),
});
export type UpdatePageBody = z.input<typeof updatePageBodySchema>;

export const adminPageListQuerySchema = listQuerySchema(
  {
    sortFields: ['code', 'title', 'createdAt'] as const,
    defaultOrder: 'asc',
    defaultLimit: ADMIN_DEFAULT_PAGE_SIZE,
    maxLimit: ADMIN_MAX_PAGE_SIZE,
    allowAll: true,
  },
  { q: z.string().trim().max(100).optional() },
);

export const publicPageSchema = adminPageSchema.pick({
  code: true,
  title: true,
  content: true,
  attachmentUrl: true,
  attachmentName: true,
});
export type PublicPage = z.infer<typeof publicPageSchema>;

export const publicPagesResponseSchema = z.object({ data: z.array(publicPageSchema) });
export type PublicPagesResponse = z.infer<typeof publicPagesResponseSchema>;

export const pageCodeParamsSchema = z.strictObject({
  code: z.string().regex(/^[a-z0-9-]{1,50}$/, { error: 'invalid' }),
});
