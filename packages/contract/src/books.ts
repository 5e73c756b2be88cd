import { z } from 'zod';
import { categoryRefSchema, tagRefSchema } from './categories';
import { ADMIN_MAX_PAGE_SIZE, BOOK_SALE_STATUSES, LIST_DEFAULTS, SORT_FIELDS, STATUSES } from './constants';
import { listQuerySchema, listResponseSchema, priceRangeSchema } from './list-query';
import { imageRefSchema } from './media';
import { idListSchema, idSchema, isSafeLink, nonNegativeInteger, requiredString } from './validators';

/*
 * Books (spec §3): the back office edits them with their categories, tags and ordered pictures (the first
 * is the cover); the storefront lists ACTIVE ones with a category and price filter. Field builders shared
 * by combos and documents live here too.
 */

// ---------------------------------------------------------------------------------------------------------
// Field builders (shared by the catalogue's entities)

/** A URL slug as `slug()` of format.ts makes it; blank means "derive it from the name". */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const slugField = z
  .string({ error: 'invalidType' })
  .trim()
  .max(255, { error: 'tooLong' })
  .refine((value) => value === '' || SLUG_PATTERN.test(value), { error: 'invalid' });

export const catalogueName = requiredString.max(255, { error: 'tooLong' });
/** Integer VND, never negative. */
export const priceField = nonNegativeInteger;
export const shortTextField = (max: number) =>
  z.string({ error: 'invalidType' }).trim().max(max, { error: 'tooLong' });
/** Staff rich text (HTML); the server sanitises it before storing. */
export const richTextField = z.string({ error: 'invalidType' }).max(200_000, { error: 'tooLong' });
/** Link lists are small: a book has a handful of categories and pictures. */
export const linkIdsField = idListSchema.pipe(z.array(z.number()).max(50, { error: 'tooManyItems' }));
export const statusField = z.enum(STATUSES, { error: 'invalidValue' });

/** Where uploaded trailers live; an admin may also paste an https address (YouTube, a CDN). */
export const BOOK_UPLOAD_URL_PREFIX = '/uploads/books/';
const UPLOADED_TRAILER = /^\/uploads\/books\/[A-Za-z0-9_-]+\.mp4$/;
export const trailerUrlField = z
  .string({ error: 'invalidType' })
  .trim()
  .max(2000, { error: 'tooLong' })
  .refine(
    (value) =>
      value === '' || UPLOADED_TRAILER.test(value) || (/^https:\/\//i.test(value) && isSafeLink(value)),
    { error: 'website' },
  );

// ---------------------------------------------------------------------------------------------------------
// Back office

export const bookSaleStatusField = z.enum(BOOK_SALE_STATUSES, { error: 'invalidValue' });

/** A row of the admin books table. */
export const adminBookSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  quantity: z.number(),
  salePrice: z.number(),
  coverPrice: z.number(),
  author: z.string(),
  saleStatus: bookSaleStatusField,
  status: statusField,
  cover: imageRefSchema.nullable(),
  categories: z.array(categoryRefSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminBook = z.infer<typeof adminBookSchema>;

/** One book as its edit form reads it. */
export const adminBookDetailSchema = adminBookSchema.extend({
  pages: z.number(),
  summary: z.string(),
  content: z.string(),
  trailerUrl: z.string(),
  previewPdfUrl: z.string().nullable(),
  categoryIds: z.array(z.number()),
  tagIds: z.array(z.number()),
  tags: z.array(tagRefSchema),
  /** In display order; the first is the cover. */
  imageIds: z.array(z.number()),
  images: z.array(imageRefSchema),
});
export type AdminBookDetail = z.infer<typeof adminBookDetailSchema>;

const bookFields = {
  name: catalogueName,
  slug: slugField,
  categoryIds: linkIdsField,
  tagIds: linkIdsField,
  imageIds: linkIdsField,
  quantity: nonNegativeInteger,
  salePrice: priceField,
  coverPrice: priceField,
  author: shortTextField(255),
  pages: nonNegativeInteger,
  summary: shortTextField(2000),
  content: richTextField,
  trailerUrl: trailerUrlField,
  saleStatus: bookSaleStatusField,
  status: statusField,
};

export const createBookBodySchema = z.strictObject({
  name: bookFields.name,
  slug: bookFields.slug.default(''),
  categoryIds: bookFields.categoryIds.default([]),
  tagIds: bookFields.tagIds.default([]),
  imageIds: bookFields.imageIds.default([]),
  quantity: bookFields.quantity.default(0),
  salePrice: bookFields.salePrice.default(0),
  coverPrice: bookFields.coverPrice.default(0),
  author: bookFields.author.default(''),
  pages: bookFields.pages.default(0),
  summary: bookFields.summary.default(''),
  content: bookFields.content.default(''),
  trailerUrl: bookFields.trailerUrl.default(''),
  saleStatus: bookFields.saleStatus.default('AVAILABLE'),
  status: bookFields.status.default('ACTIVE'),
});
export type CreateBookBody = z.input<typeof createBookBodySchema>;

/** Every field optional; a link list given replaces the stored one; a blank slug is derived again. */
export const updateBookBodySchema = z.strictObject({
  name: bookFields.name.optional(),
  slug: bookFields.slug.optional(),
  categoryIds: bookFields.categoryIds.optional(),
  tagIds: bookFields.tagIds.optional(),
  imageIds: bookFields.imageIds.optional(),
  quantity: bookFields.quantity.optional(),
  salePrice: bookFields.salePrice.optional(),
  coverPrice: bookFields.coverPrice.optional(),
  author: bookFields.author.optional(),
  pages: bookFields.pages.optional(),
  summary: bookFields.summary.optional(),
  content: bookFields.content.optional(),
  trailerUrl: bookFields.trailerUrl.optional(),
  saleStatus: bookFields.saleStatus.optional(),
  status: bookFields.status.optional(),
});
export type UpdateBookBody = z.input<typeof updateBookBodySchema>;

export const adminBookListQuerySchema = listQuerySchema(
  { sortFields: SORT_FIELDS, defaultLimit: 25, maxLimit: ADMIN_MAX_PAGE_SIZE, allowAll: true },
  {
    /** Matches name, slug or author. */
    q: z.string().trim().max(100).optional(),
    categoryId: idSchema.optional(),
    saleStatus: bookSaleStatusField.optional(),
    status: statusField.optional(),
  },
);

/** `POST /admin/books/{id}/upload?field=…`: a preview PDF or a trailer video (multipart field "file"). */
export const BOOK_UPLOAD_FIELDS = ['previewPdf', 'trailer'] as const;
export type BookUploadField = (typeof BOOK_UPLOAD_FIELDS)[number];
export const bookUploadQuerySchema = z.object({
  field: z.enum(BOOK_UPLOAD_FIELDS, { error: 'invalidValue' }),
});

// ---------------------------------------------------------------------------------------------------------
// Storefront

/** A book in a storefront list or card. */
export const bookCardSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  salePrice: z.number(),
  coverPrice: z.number(),
  saleStatus: bookSaleStatusField,
  author: z.string(),
  cover: imageRefSchema.nullable(),
  createdAt: z.string(),
});
export type BookCard = z.infer<typeof bookCardSchema>;

/** `GET /books/{id}`: everything a visitor may see of an ACTIVE book. */
export const bookDetailSchema = bookCardSchema.extend({
  quantity: z.number(),
  pages: z.number(),
  summary: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  trailerUrl: z.string(),
  previewPdfUrl: z.string().nullable(),
  categories: z.array(categoryRefSchema),
  tags: z.array(tagRefSchema),
  images: z.array(imageRefSchema),
  updatedAt: z.string(),
});
export type BookDetail = z.infer<typeof bookDetailSchema>;

export const bookListQuerySchema = listQuerySchema(
  {
    sortFields: SORT_FIELDS,
    defaultSort: LIST_DEFAULTS.books.sort,
    defaultOrder: LIST_DEFAULTS.books.order,
    defaultLimit: LIST_DEFAULTS.books.limit,
  },
  {
    categoryId: idSchema.optional(),
    priceRange: priceRangeSchema,
    saleStatus: bookSaleStatusField.optional(),
    /** Leaves one book out: "same category" beside a book's own page. */
    excludeId: idSchema.optional(),
  },
);
export type BookListQuery = z.input<typeof bookListQuerySchema>;

export const bookListExtraSchema = z.object({ categories: z.array(categoryRefSchema) });
export const bookListResponseSchema = listResponseSchema(bookCardSchema, bookListExtraSchema);
export type BookListResponse = z.infer<typeof bookListResponseSchema>;
