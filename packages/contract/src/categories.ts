import { z } from 'zod';

/** What a category holds (spec: categories typed by book, course, document, exam, image). */
export const CATEGORY_TYPES = ['BOOK', 'COURSE', 'DOCUMENT', 'EXAM', 'IMAGE'] as const;
export type CategoryType = (typeof CATEGORY_TYPES)[number];
export const categoryTypeSchema = z.enum(CATEGORY_TYPES, { error: 'invalidValue' });

/** A category as other answers mention it (a book's categories, a list's `extra.categories`). */
export const categoryRefSchema = z.object({ id: z.number(), name: z.string(), slug: z.string() });
export type CategoryRef = z.infer<typeof categoryRefSchema>;

/** A tag as other answers mention it. */
export const tagRefSchema = z.object({ id: z.number(), name: z.string(), slug: z.string() });
export type TagRef = z.infer<typeof tagRefSchema>;
