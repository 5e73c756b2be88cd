import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, ref, updatedAt } from './columns';
import { lessons } from './courses';

/*
 * What the learning records need beyond the courses schema (migration 0006): when a student opened an
 * answer sheet (so the time they report is capped by the clock), and lesson gifts (README "Gifts").
 */

/**
 * The open attempt of a student on a lesson's answer sheet: set when they first load the slots, cleared
 * by their submit. A submit's time spent is capped at `now() - opened_at` (README "Lesson answers").
 */
export const lessonSheetOpens = pgTable(
  'lesson_sheet_opens',
  {
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: ref('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.lessonId] })],
);

/** A lesson's gift: a teacher's message and optionally a bonus PDF (private storage), for those who complete it. */
export const lessonGifts = pgTable('lesson_gifts', {
  lessonId: ref('lesson_id')
    .primaryKey()
    .references(() => lessons.id, { onDelete: 'cascade' }),
  message: text('message').notNull().default(''),
  file: text('file'),
  fileName: text('file_name').notNull().default(''),
  updatedAt: updatedAt(),
});

/** A student claimed a lesson's gift: one row per (user, lesson), so claiming again changes nothing. */
export const lessonGiftClaims = pgTable(
  'lesson_gift_claims',
  {
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: ref('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.lessonId] })],
);
