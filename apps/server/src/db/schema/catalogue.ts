import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, id, money, ref, status, updatedAt } from './columns';

/**
 * The catalogue: categories (typed by what they hold), tags, the media library (folders and images),
 * books, combos and documents, with their link tables. Link tables carry an index on the second column
 * so "books of category X" is an index range, not a scan.
 */

/** BOOK | COURSE | DOCUMENT | EXAM | IMAGE */
export const categories = pgTable(
  'categories',
  {
    id: id(),
    type: text('type').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    /** Ordering inside one type on the storefront (ascending), then name. */
    position: integer('position').notNull().default(0),
    status: status(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('categories_type_name_key').on(t.type, sql`lower(${t.name})`),
    index('categories_type_position_idx').on(t.type, t.position, t.name),
  ],
);

export const tags = pgTable(
  'tags',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('tags_name_lower_key').on(sql`lower(${t.name})`)],
);

/** Media library folders; a folder may sit inside another. */
export const folders = pgTable(
  'folders',
  {
    id: id(),
    name: text('name').notNull(),
    parentId: ref('parent_id').references((): AnyPgColumn => folders.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('folders_parent_name_key').on(sql`coalesce(${t.parentId}, 0)`, sql`lower(${t.name})`)],
);

/**
 * An uploaded picture. `file` is the storage key of the re-encoded original under the public area;
 * `variants` lists the widths also stored (`{file}-{width}.webp`) so pages can ask for the size that fits.
 */
export const images = pgTable(
  'images',
  {
    id: id(),
    name: text('name').notNull(),
    file: text('file').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    variants: jsonb('variants').$type<number[]>().notNull().default([]),
    alt: text('alt').notNull().default(''),
    folderId: ref('folder_id').references(() => folders.id, { onDelete: 'set null' }),
    status: status(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('images_folder_idx').on(t.folderId, t.createdAt),
    index('images_created_at_idx').on(t.createdAt),
  ],
);

export const imageCategories = pgTable(
  'image_categories',
  {
    imageId: ref('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
    categoryId: ref('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.imageId, t.categoryId] }),
    index('image_categories_category_idx').on(t.categoryId, t.imageId),
  ],
);

/** UPCOMING | AVAILABLE | OUTOFSTOCK */
export const books = pgTable(
  'books',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    quantity: integer('quantity').notNull().default(0),
    salePrice: money('sale_price'),
    coverPrice: money('cover_price'),
    author: text('author').notNull().default(''),
    pages: integer('pages').notNull().default(0),
    summary: text('summary').notNull().default(''),
    /** Sanitised HTML. */
    content: text('content').notNull().default(''),
    /** A video address (YouTube or an uploaded mp4 under /uploads). */
    trailerUrl: text('trailer_url').notNull().default(''),
    /** Storage key of the preview PDF in the public area, or null. */
    previewPdf: text('preview_pdf'),
    saleStatus: text('sale_status').notNull().default('AVAILABLE'),
    status: status(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The storefront's default list (name ascending) and its other sorts, among ACTIVE books.
    index('books_name_idx').on(t.name, t.id),
    index('books_created_at_idx').on(t.createdAt, t.id),
    index('books_sale_price_idx').on(t.salePrice, t.id),
    index('books_sale_status_idx').on(t.saleStatus, t.createdAt),
    check(
      'books_amounts_non_negative',
      sql`${t.quantity} >= 0 and ${t.salePrice} >= 0 and ${t.coverPrice} >= 0 and ${t.pages} >= 0`,
    ),
  ],
);

export const bookCategories = pgTable(
  'book_categories',
  {
    bookId: ref('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    categoryId: ref('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.bookId, t.categoryId] }),
    index('book_categories_category_idx').on(t.categoryId, t.bookId),
  ],
);

export const bookTags = pgTable(
  'book_tags',
  {
    bookId: ref('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    tagId: ref('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.bookId, t.tagId] }), index('book_tags_tag_idx').on(t.tagId, t.bookId)],
);

/** A book's pictures in display order; the first is its cover. */
export const bookImages = pgTable(
  'book_images',
  {
    bookId: ref('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    imageId: ref('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bookId, t.imageId] }), index('book_images_image_idx').on(t.imageId)],
);

/** A bundle of courses at one price; the course links arrive with the courses issue. */
export const combos = pgTable(
  'combos',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    salePrice: money('sale_price'),
    rootPrice: money('root_price'),
    imageId: ref('image_id').references(() => images.id, { onDelete: 'set null' }),
    summary: text('summary').notNull().default(''),
    content: text('content').notNull().default(''),
    status: status(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('combos_created_at_idx').on(t.createdAt, t.id), index('combos_name_idx').on(t.name, t.id)],
);

/** A PDF for download: free for anyone, or only for users holding access (buyers, granted by orders). */
export const documents = pgTable(
  'documents',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    summary: text('summary').notNull().default(''),
    content: text('content').notNull().default(''),
    imageId: ref('image_id').references(() => images.id, { onDelete: 'set null' }),
    /** Storage key in the private area, or null until a file is attached. */
    file: text('file'),
    fileName: text('file_name').notNull().default(''),
    fileBytes: integer('file_bytes').notNull().default(0),
    isFree: boolean('is_free').notNull().default(true),
    salePrice: money('sale_price'),
    downloads: integer('downloads').notNull().default(0),
    status: status(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('documents_created_at_idx').on(t.createdAt, t.id),
    index('documents_name_idx').on(t.name, t.id),
  ],
);

export const documentCategories = pgTable(
  'document_categories',
  {
    documentId: ref('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    categoryId: ref('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.documentId, t.categoryId] }),
    index('document_categories_category_idx').on(t.categoryId, t.documentId),
  ],
);

export const documentTags = pgTable(
  'document_tags',
  {
    documentId: ref('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    tagId: ref('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.documentId, t.tagId] }),
    index('document_tags_tag_idx').on(t.tagId, t.documentId),
  ],
);

/** Who may download a paid document: written when an order for it is done (orders issue). */
export const documentAccess = pgTable(
  'document_access',
  {
    documentId: ref('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.userId] }), index('document_access_user_idx').on(t.userId)],
);
