import { z } from 'zod';
import {
  catalogueName,
  linkIdsField,
  priceField,
  richTextField,
  shortTextField,
  slugField,
  statusField,
} from './books';
import { categoryRefSchema, tagRefSchema } from './categories';
import { ADMIN_MAX_PAGE_SIZE, LIST_DEFAULTS, SORT_FIELDS } from './constants';
import { listQuerySchema, listResponseSchema } from './list-query';
import { imageRefSchema } from './media';
import { idSchema } from './validators';

/*
 * Documents (spec §3): a PDF with categories and tags, free for anyone or only for buyers. The file is
 * kept in private storage and only streamed by `GET /documents/download-document/{id}` after the
 * entitlement check.
 */

export const adminDocumentSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  summary: z.string(),
  imageId: z.number().nullable(),
  image: imageRefSchema.nullable(),
  categories: z.array(categoryRefSchema),
  isFree: z.boolean(),
  salePrice: z.number(),
  /** Name of the attached PDF as uploaded, '' when none is attached. */
  fileName: z.string(),
  fileBytes: z.number(),
  hasFile: z.boolean(),
  downloads: z.number(),
  status: statusField,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminDocument = z.infer<typeof adminDocumentSchema>;

export const adminDocumentDetailSchema = adminDocumentSchema.extend({
  content: z.string(),
  categoryIds: z.array(z.number()),
  tagIds: z.array(z.number()),
  tags: z.array(tagRefSchema),
});
export type AdminDocumentDetail = z.infer<typeof adminDocumentDetailSchema>;

export const createDocumentBodySchema = z.strictObject({
  name: catalogueName,
  slug: slugField.default(''),
  summary: shortTextField(2000).default(''),
  content: richTextField.default(''),
  imageId: idSchema.nullable().default(null),
  categoryIds: linkIdsField.default([]),
  tagIds: linkIdsField.default([]),
  isFree: z.boolean({ error: 'invalidType' }).default(true),
  salePrice: priceField.default(0),
  status: statusField.default('ACTIVE'),
});
export type CreateDocumentBody = z.input<typeof createDocumentBodySchema>;

export const updateDocumentBodySchema = z.strictObject({
  name: catalogueName.optional(),
  slug: slugField.optional(),
  summary: shortTextField(2000).optional(),
  content: richTextField.optional(),
  imageId: idSchema.nullable().optional(),
  categoryIds: linkIdsField.optional(),
  tagIds: linkIdsField.optional(),
  isFree: z.boolean({ error: 'invalidType' }).optional(),
  salePrice: priceField.optional(),
  status: statusField.optional(),
});
export type UpdateDocumentBody = z.input<typeof updateDocumentBodySchema>;

export const adminDocumentListQuerySchema = listQuerySchema(
  { sortFields: SORT_FIELDS, defaultLimit: 25, maxLimit: ADMIN_MAX_PAGE_SIZE, allowAll: true },
  {
    q: z.string().trim().max(100).optional(),
    categoryId: idSchema.optional(),
    status: statusField.optional(),
  },
);

// Storefront

export const documentCardSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  summary: z.string(),
  image: imageRefSchema.nullable(),
  isFree: z.boolean(),
  salePrice: z.number(),
  hasFile: z.boolean(),
  downloads: z.number(),
  createdAt: z.string(),
});
export type DocumentCard = z.infer<typeof documentCardSchema>;

export const documentDetailSchema = documentCardSchema.extend({
  /** Sanitised HTML. */
  content: z.string(),
  fileName: z.string(),
  fileBytes: z.number(),
  categories: z.array(categoryRefSchema),
  tags: z.array(tagRefSchema),
  updatedAt: z.string(),
});
export type DocumentDetail = z.infer<typeof documentDetailSchema>;

export const documentListQuerySchema = listQuerySchema(
  {
    sortFields: SORT_FIELDS,
    defaultSort: LIST_DEFAULTS.documents.sort,
    defaultOrder: LIST_DEFAULTS.documents.order,
    defaultLimit: LIST_DEFAULTS.documents.limit,
  },
  { categoryId: idSchema.optional(), excludeId: idSchema.optional() },
);
export const documentListExtraSchema = z.object({ categories: z.array(categoryRefSchema) });
export const documentListResponseSchema = listResponseSchema(documentCardSchema, documentListExtraSchema);
export type DocumentListResponse = z.infer<typeof documentListResponseSchema>;

/** Newest documents shown under each category on `GET /documents/category`. Project choice. */
export const DOCUMENTS_PER_CATEGORY_DEFAULT = 4;
export const DOCUMENTS_PER_CATEGORY_MAX = 12;
export const documentsByCategoryQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'integer' })
    .int({ error: 'integer' })
    .min(1, { error: 'tooSmall' })
    .max(DOCUMENTS_PER_CATEGORY_MAX, { error: 'tooBig' })
    .default(DOCUMENTS_PER_CATEGORY_DEFAULT),
});

/** `GET /documents/category`: each ACTIVE document category with its count and newest documents. */
export const documentCategoryGroupSchema = categoryRefSchema.extend({
  total: z.number(),
  documents: z.array(documentCardSchema),
});
export const documentsByCategoryResponseSchema = z.object({ data: z.array(documentCategoryGroupSchema) });
export type DocumentCategoryGroup = z.infer<typeof documentCategoryGroupSchema>;

/** `type` is accepted as the spec's calls send it (`?type=…`); a document has one file, so it is not used. */
export const downloadDocumentQuerySchema = z.object({ type: z.string().max(30).optional() });
