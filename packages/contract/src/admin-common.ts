import { z } from 'zod';
import { idListSchema, idSchema } from './validators';

/** `DELETE /admin/<resource>` with the ids in the body (spec §7 delete-many). */
/** The server refuses an empty list with EMPTY_ID_LIST (spec §8), not a generic validation error. */
export const deleteManyBodySchema = z.strictObject({
  ids: idListSchema.pipe(z.array(z.number()).max(1000, { error: 'tooManyItems' })),
});

/** Bulk operations answer per id instead of failing the whole request. */
export const deleteManyResponseSchema = z.object({
  deleted: z.array(z.number()),
  failed: z.array(z.object({ id: z.number(), code: z.string(), message: z.string() })),
});
export type DeleteManyResponse = z.infer<typeof deleteManyResponseSchema>;

export const idParamsSchema = z.strictObject({ id: idSchema });

/** `GET /admin/extra-data?type=roles,permissions`: reference lists for forms. More types arrive with their domains. */
export const EXTRA_DATA_TYPES = [
  'roles',
  'permissions',
  'combos',
  'categories',
  'tags',
  'images',
  'folders',
  'courses',
  'courseGroups',
  'teachers',
] as const;
export type ExtraDataType = (typeof EXTRA_DATA_TYPES)[number];

export const extraDataQuerySchema = z.strictObject({
  type: z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : value,
    z.array(z.enum(EXTRA_DATA_TYPES, { error: 'invalidValue' })).min(1, { error: 'required' }),
  ),
});
