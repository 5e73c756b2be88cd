import { z } from 'zod';
import { ADMIN_DEFAULT_PAGE_SIZE, ADMIN_MAX_PAGE_SIZE } from './constants';
import { listQuerySchema } from './list-query';
import { idSchema, requiredString } from './validators';

/** Media library folders (spec §3): a tree; a picture sits in at most one folder. */
export const folderSchema = z.object({
  id: z.number(),
  name: z.string(),
  parentId: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Folder = z.infer<typeof folderSchema>;

const parentId = z.union([idSchema, z.null()]);

export const createFolderBodySchema = z.strictObject({
  name: requiredString.max(200, { error: 'tooLong' }),
  parentId: parentId.default(null),
});
export type CreateFolderBody = z.input<typeof createFolderBodySchema>;

export const updateFolderBodySchema = z.strictObject({
  name: requiredString.max(200, { error: 'tooLong' }).optional(),
  parentId: parentId.optional(),
});
export type UpdateFolderBody = z.input<typeof updateFolderBodySchema>;

export const folderListQuerySchema = listQuerySchema(
  {
    sortFields: ['createdAt', 'name'] as const,
    defaultLimit: ADMIN_DEFAULT_PAGE_SIZE,
    maxLimit: ADMIN_MAX_PAGE_SIZE,
    allowAll: true,
  },
  {
    /** Only the sub-folders of this folder. */
    parentId: idSchema.optional(),
    q: z.string().trim().max(100).optional(),
  },
);
