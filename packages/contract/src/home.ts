import { z } from 'zod';
import { BANNER_ORIENTATIONS, BOOK_SALE_STATUSES } from './constants';
import { courseCardSchema } from './courses';
import { imageRefSchema } from './media';

/**
 * `GET /api/home`: one answer feeding the whole home page (spec §2 home sections this issue owns).
 * The list sizes of §9 are HOME_LIST_SIZES and EMBED_LIVES_LIMIT in constants.ts; the sizes below are
 * the project's choice for sections the spec does not size. Course sections list ONLINE courses.
 */
export const HOME_SECTION_LIMITS = {
  slideshow: 10,
  banners: 10,
  combos: 10,
  news: 6,
  imageCategories: 10,
  imagesPerCategory: 8,
  courseCategories: 10,
  coursesPerCategory: 8,
} as const;

/** A book as cards show it; `cover` is its first picture. */
export const homeBookCardSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  salePrice: z.number(),
  coverPrice: z.number(),
  saleStatus: z.enum(BOOK_SALE_STATUSES),
  author: z.string(),
  cover: imageRefSchema.nullable(),
});
export type HomeBookCard = z.infer<typeof homeBookCardSchema>;

export const homeComboCardSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  salePrice: z.number(),
  rootPrice: z.number(),
  image: imageRefSchema.nullable(),
});
export type HomeComboCard = z.infer<typeof homeComboCardSchema>;

export const homeDocumentCardSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  isFree: z.boolean(),
  image: imageRefSchema.nullable(),
  createdAt: z.string(),
});
export type HomeDocumentCard = z.infer<typeof homeDocumentCardSchema>;

/** An exam as the home's "new exams" shows it. */
export const homeExamCardSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  duration: z.number(),
  opensAt: z.string().nullable(),
  closesAt: z.string().nullable(),
  image: imageRefSchema.nullable(),
  createdAt: z.string(),
});
export type HomeExamCard = z.infer<typeof homeExamCardSchema>;

export const homeNewsCardSchema = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  summary: z.string(),
  image: imageRefSchema.nullable(),
  /** ISO date-time; the creation time for a published item that carries no publication time. */
  publishedAt: z.string(),
});
export type HomeNewsCard = z.infer<typeof homeNewsCardSchema>;

export const homeEmbedLiveSchema = z.object({
  id: z.number(),
  title: z.string(),
  /** The player address to put in an iframe (YouTube or Facebook). */
  embedUrl: z.string(),
  description: z.string(),
});
export type HomeEmbedLive = z.infer<typeof homeEmbedLiveSchema>;

export const homeSlideSchema = z.object({
  id: z.number(),
  title: z.string(),
  /** '' for none. */
  subtitle: z.string(),
  /** Where a click leads; empty for none. */
  link: z.string(),
  image: imageRefSchema,
});
export type HomeSlide = z.infer<typeof homeSlideSchema>;

export const homeBannerSchema = z.object({
  id: z.number(),
  title: z.string(),
  link: z.string(),
  orientation: z.enum(BANNER_ORIENTATIONS),
  image: imageRefSchema,
});
export type HomeBanner = z.infer<typeof homeBannerSchema>;

/** An ACTIVE image category with its newest pictures (categories without pictures are left out). */
export const homeImageCategorySchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  images: z.array(imageRefSchema),
});
export type HomeImageCategory = z.infer<typeof homeImageCategorySchema>;

/** A course category with its newest ACTIVE ONLINE courses (categories without any are left out). */
export const homeCourseCategorySchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  courses: z.array(courseCardSchema),
});
export type HomeCourseCategory = z.infer<typeof homeCourseCategorySchema>;

export const homeResponseSchema = z.object({
  /** ACTIVE slides by position. */
  slideshow: z.array(homeSlideSchema),
  /** ACTIVE banners by position, both orientations. */
  banners: z.array(homeBannerSchema),
  /** The newest ACTIVE books on sale or out of stock (HOME_LIST_SIZES.newBooks). */
  newBooks: z.array(homeBookCardSchema),
  /** The newest ACTIVE UPCOMING books (HOME_LIST_SIZES.upcomingBooks). */
  upcomingBooks: z.array(homeBookCardSchema),
  combos: z.array(homeComboCardSchema),
  /** The EMBED_LIVES_LIMIT newest ACTIVE live embeds. */
  embedLives: z.array(homeEmbedLiveSchema),
  documents: z.array(homeDocumentCardSchema),
  /** The newest published news. */
  news: z.array(homeNewsCardSchema),
  imageCategories: z.array(homeImageCategorySchema),
  /** The newest ACTIVE ONLINE courses (HOME_LIST_SIZES.newCourses). */
  newCourses: z.array(courseCardSchema),
  /** ACTIVE course categories holding ACTIVE ONLINE courses, each with its newest ones. */
  courseCategories: z.array(homeCourseCategorySchema),
  /** The newest ACTIVE exams (HOME_LIST_SIZES.newExams). */
  newExams: z.array(homeExamCardSchema),
  // Free videos come with the videos module.
});
export type HomeResponse = z.infer<typeof homeResponseSchema>;
