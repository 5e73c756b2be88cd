import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { categories, images } from './catalogue';
import { createdAt, id, ref, status, updatedAt } from './columns';

/** Website content: slideshows, banners, live embeds, news, fixed pages and the five menus. */

export const slideshows = pgTable(
  'slideshows',
  {
    id: id(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    imageId: ref('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'restrict' }),
    link: text('link').notNull().default(''),
    position: integer('position').notNull().default(0),
    status: status(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('slideshows_position_idx').on(t.status, t.position)],
);

/** HORIZONTAL | VERTICAL */
export const banners = pgTable(
  'banners',
  {
    id: id(),
    title: text('title').notNull(),
    imageId: ref('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'restrict' }),
    link: text('link').notNull().default(''),
    orientation: text('orientation').notNull().default('HORIZONTAL'),
    position: integer('position').notNull().default(0),
    status: status(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('banners_position_idx').on(t.status, t.orientation, t.position)],
);

export const embedLives = pgTable(
  'embed_lives',
  {
    id: id(),
    title: text('title').notNull(),
    /** The address of the live stream's embeddable player (YouTube or Facebook). */
    embedUrl: text('embed_url').notNull(),
    description: text('description').notNull().default(''),
    status: status(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('embed_lives_status_created_idx').on(t.status, t.createdAt)],
);

/** draft | publish | remove */
export const news = pgTable(
  'news',
  {
    id: id(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    summary: text('summary').notNull().default(''),
    /** Sanitised HTML. */
    content: text('content').notNull().default(''),
    imageId: ref('image_id').references(() => images.id, { onDelete: 'set null' }),
    state: text('state').notNull().default('draft'),
    /** Storage key of the attachment (pdf) in the public area, or null. */
    attachment: text('attachment'),
    attachmentName: text('attachment_name').notNull().default(''),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('news_title_lower_key').on(sql`lower(${t.title})`),
    index('news_state_created_idx').on(t.state, t.createdAt, t.id),
  ],
);

/** Fixed pages (about, policies, contact…): seeded, then only read and edited. */
export const pages = pgTable('pages', {
  id: id(),
  code: text('code').notNull().unique(),
  title: text('title').notNull(),
  /** Sanitised HTML. */
  content: text('content').notNull().default(''),
  attachment: text('attachment'),
  attachmentName: text('attachment_name').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * The five website menus (type BOOK, COURSE with courseType ONLINE or OFFLINE, DOCUMENT, EXAM). Each is
 * a tree; siblings form a doubly linked list through leftId/rightId, and a null leftId marks the first.
 * The service keeps the list whole; the invariant is tested by random moves.
 */
export const menus = pgTable(
  'menus',
  {
    id: id(),
    type: text('type').notNull(),
    courseType: text('course_type'),
    name: text('name').notNull(),
    /** Where the entry leads: a category of the menu's type, or a free link. */
    categoryId: ref('category_id').references(() => categories.id, { onDelete: 'set null' }),
    link: text('link').notNull().default(''),
    parentId: ref('parent_id').references((): AnyPgColumn => menus.id, { onDelete: 'cascade' }),
    leftId: ref('left_id'),
    rightId: ref('right_id'),
    showOnHome: boolean('show_on_home').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('menus_tree_idx').on(t.type, t.courseType, t.parentId)],
);
