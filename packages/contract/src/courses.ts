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
import { ADMIN_MAX_PAGE_SIZE, COURSE_TYPES, LIST_DEFAULTS, SORT_FIELDS } from './constants';
import { isSafeLink } from './links';
import { listQuerySchema, listResponseSchema, priceRangeSchema } from './list-query';
import { imageRefSchema } from './media';
import { idListSchema, idSchema, requiredOr } from './validators';

/*
 * Courses (spec §3, issue 10): the catalogue side (admin CRUD, storefront list and page, course groups,
 * sale-course offers, combos' courses) and enrollment ("may study this course": granted by an admin
 * here, later by orders and activation codes). The outline (thematics, lessons) and videos have their
 * own modules.
 */

export const courseTypeField = z.enum(COURSE_TYPES, { error: 'invalidValue' });

/** The class's chat group or the assistant's contact: an absolute http(s) address, or '' for none. */
export const courseLinkField = z
  .string({ error: requiredOr('invalidType') })
  .trim()
  .max(2000, { error: 'tooLong' })
  .refine((value) => value === '' || (/^https?:\/\//i.test(value) && isSafeLink(value)), {
    error: 'website',
  });

/** An instant as ISO 8601 with its offset (`2025-09-01T00:00:00.000Z`), or null. */
export const dateTimeField = z.iso.datetime({ offset: true, error: requiredOr('date') });

/** How other answers name a teacher (a user whose role is the teacher role). */
export const teacherRefSchema = z.object({
  id: z.number(),
  /** Full name, else the username. */
  name: z.string(),
  /** A full https address or a file name in the users area of public storage; null for none. */
  avatar: z.string().nullable(),
});
export type TeacherRef = z.infer<typeof teacherRefSchema>;

export const courseGroupRefSchema = z.object({ id: z.number(), name: z.string() });
export type CourseGroupRef = z.infer<typeof courseGroupRefSchema>;

// ---------------------------------------------------------------------------------------------------------
// Back office: courses (`/api/admin/courses`)

/** A row of the admin courses table, and what create and update answer. */
export const adminCourseSchema = z.object({
  id: z.number(),
  type: courseTypeField,
  name: z.string(),
  slug: z.string(),
  summary: z.string(),
  imageId: z.number().nullable(),
  image: imageRefSchema.nullable(),
  rootPrice: z.number(),
  salePrice: z.number(),
  target: z.string(),
  teacherId: z.number().nullable(),
  teacher: teacherRefSchema.nullable(),
  courseGroupId: z.number().nullable(),
  courseGroup: courseGroupRefSchema.nullable(),
  groupUrl: z.string(),
  assistantUrl: z.string(),
  releaseDate: z.string().nullable(),
  status: statusField,
  categories: z.array(categoryRefSchema),
  /** Enrolled students (expired ones included). */
  studentCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminCourse = z.infer<typeof adminCourseSchema>;

/** A sale-course offer as the course's edit form holds it: `courseId` is offered at `salePrice`. */
export const saleCourseInputSchema = z.strictObject({
  courseId: idSchema,
  salePrice: priceField,
});
export type SaleCourseInput = z.input<typeof saleCourseInputSchema>;

/** One course as its edit form reads it. */
export const adminCourseDetailSchema = adminCourseSchema.extend({
  /** Sanitised HTML. */
  content: z.string(),
  categoryIds: z.array(z.number()),
  tagIds: z.array(z.number()),
  tags: z.array(tagRefSchema),
  /** Offers made to this course's students, in display order. */
  saleCourses: z.array(
    z.object({ courseId: z.number(), name: z.string(), rootPrice: z.number(), salePrice: z.number() }),
  ),
});
export type AdminCourseDetail = z.infer<typeof adminCourseDetailSchema>;

const saleCoursesField = z
  .array(saleCourseInputSchema, { error: requiredOr('invalidType') })
  .max(20, { error: 'tooManyItems' });

const courseFields = {
  type: courseTypeField,
  name: catalogueName,
  slug: slugField,
  summary: shortTextField(2000),
  content: richTextField,
  imageId: idSchema.nullable(),
  rootPrice: priceField,
  salePrice: priceField,
  target: shortTextField(500),
  /** Must be a user whose role is the teacher role (NOT_A_TEACHER otherwise). */
  teacherId: idSchema.nullable(),
  courseGroupId: idSchema.nullable(),
  groupUrl: courseLinkField,
  assistantUrl: courseLinkField,
  categoryIds: linkIdsField,
  tagIds: linkIdsField,
  saleCourses: saleCoursesField,
  releaseDate: dateTimeField.nullable(),
  status: statusField,
};

export const createCourseBodySchema = z.strictObject({
  type: courseFields.type.default('ONLINE'),
  name: courseFields.name,
  slug: courseFields.slug.default(''),
  summary: courseFields.summary.default(''),
  content: courseFields.content.default(''),
  imageId: courseFields.imageId.default(null),
  rootPrice: courseFields.rootPrice.default(0),
  salePrice: courseFields.salePrice.default(0),
  target: courseFields.target.default(''),
  teacherId: courseFields.teacherId.default(null),
  courseGroupId: courseFields.courseGroupId.default(null),
  groupUrl: courseFields.groupUrl.default(''),
  assistantUrl: courseFields.assistantUrl.default(''),
  categoryIds: courseFields.categoryIds.default([]),
  tagIds: courseFields.tagIds.default([]),
  saleCourses: courseFields.saleCourses.default([]),
  releaseDate: courseFields.releaseDate.default(null),
  status: courseFields.status.default('ACTIVE'),
});
export type CreateCourseBody = z.input<typeof createCourseBodySchema>;

/** Every field optional; a list given (categories, tags, sale courses) replaces the stored one. */
export const updateCourseBodySchema = z.strictObject({
  type: courseFields.type.optional(),
  name: courseFields.name.optional(),
  slug: courseFields.slug.optional(),
  summary: courseFields.summary.optional(),
  content: courseFields.content.optional(),
  imageId: courseFields.imageId.optional(),
  rootPrice: courseFields.rootPrice.optional(),
  salePrice: courseFields.salePrice.optional(),
  target: courseFields.target.optional(),
  teacherId: courseFields.teacherId.optional(),
  courseGroupId: courseFields.courseGroupId.optional(),
  groupUrl: courseFields.groupUrl.optional(),
  assistantUrl: courseFields.assistantUrl.optional(),
  categoryIds: courseFields.categoryIds.optional(),
  tagIds: courseFields.tagIds.optional(),
  saleCourses: courseFields.saleCourses.optional(),
  releaseDate: courseFields.releaseDate.optional(),
  status: courseFields.status.optional(),
});
export type UpdateCourseBody = z.input<typeof updateCourseBodySchema>;

export const adminCourseListQuerySchema = listQuerySchema(
  { sortFields: SORT_FIELDS, defaultLimit: 25, maxLimit: ADMIN_MAX_PAGE_SIZE, allowAll: true },
  {
    /** Matches name or slug. */
    q: z.string().trim().max(100).optional(),
    type: courseTypeField.optional(),
    status: statusField.optional(),
    categoryId: idSchema.optional(),
    teacherId: idSchema.optional(),
    courseGroupId: idSchema.optional(),
  },
);
export type AdminCourseListQuery = z.input<typeof adminCourseListQuerySchema>;

// ---------------------------------------------------------------------------------------------------------
// Back office: course groups (`/api/admin/course-groups`, login to the back office only, spec §6)

export const courseGroupSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  status: statusField,
  /** Courses in the group. */
  courseCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CourseGroup = z.infer<typeof courseGroupSchema>;

export const createCourseGroupBodySchema = z.strictObject({
  name: catalogueName,
  description: shortTextField(2000).default(''),
  status: statusField.default('ACTIVE'),
});
export type CreateCourseGroupBody = z.input<typeof createCourseGroupBodySchema>;

export const updateCourseGroupBodySchema = z.strictObject({
  name: catalogueName.optional(),
  description: shortTextField(2000).optional(),
  status: statusField.optional(),
});
export type UpdateCourseGroupBody = z.input<typeof updateCourseGroupBodySchema>;

export const courseGroupListQuerySchema = listQuerySchema(
  { sortFields: ['createdAt', 'name'], defaultLimit: 25, maxLimit: ADMIN_MAX_PAGE_SIZE, allowAll: true },
  {
    q: z.string().trim().max(100).optional(),
    status: statusField.optional(),
  },
);

// ---------------------------------------------------------------------------------------------------------
// Back office: enrollment

export const ENROLLMENT_SOURCES = ['ADMIN', 'ORDER', 'COMBO_ORDER', 'ACTIVATION_CODE'] as const;
export type EnrollmentSourceName = (typeof ENROLLMENT_SOURCES)[number];

/** Most students added in one call. */
export const ADD_TO_COURSE_MAX_USERS = 500;

/**
 * `POST /admin/users/add-to-course`: enrolls one user (`userId`) or several (`userIds`) in a course,
 * source ADMIN. Idempotent: a user already enrolled stays enrolled (a later `expiresAt` extends, null
 * makes it for good); the answer says how many were newly added.
 */
export const addToCourseBodySchema = z
  .strictObject({
    userId: idSchema.optional(),
    userIds: idListSchema
      .pipe(z.array(z.number()).max(ADD_TO_COURSE_MAX_USERS, { error: 'tooManyItems' }))
      .optional(),
    courseId: idSchema,
    /** Null or absent: for good. */
    expiresAt: dateTimeField.nullable().default(null),
  })
  .refine((body) => body.userId !== undefined || (body.userIds?.length ?? 0) > 0, {
    error: 'required',
    path: ['userIds'],
  });
export type AddToCourseBody = z.input<typeof addToCourseBodySchema>;

export const addToCourseResponseSchema = z.object({
  courseId: z.number(),
  /** Every user now enrolled by this call (new and already enrolled). */
  userIds: z.array(z.number()),
  /** How many were not enrolled before. */
  added: z.number(),
  /** How many were enrolled already (their expiry may have been extended). */
  alreadyEnrolled: z.number(),
});
export type AddToCourseResponse = z.infer<typeof addToCourseResponseSchema>;

/** `GET /admin/courses/{id}/students`: who is enrolled, newest first. */
export const courseStudentListQuerySchema = listQuerySchema(
  { sortFields: ['createdAt', 'expiresAt'], defaultLimit: 25, maxLimit: ADMIN_MAX_PAGE_SIZE, allowAll: true },
  {
    /** Matches username, email, phone or name. */
    q: z.string().trim().max(100).optional(),
  },
);

export const courseStudentSchema = z.object({
  userId: z.number(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  avatar: z.string().nullable(),
  source: z.enum(ENROLLMENT_SOURCES),
  expiresAt: z.string().nullable(),
  isExpired: z.boolean(),
  /** When the student was enrolled. */
  createdAt: z.string(),
  /** Progress percent in the course; null here (filled by the learning module's progress call). */
  processPercent: z.number().nullable(),
});
export type CourseStudent = z.infer<typeof courseStudentSchema>;
export const courseStudentListResponseSchema = listResponseSchema(courseStudentSchema);
export type CourseStudentListResponse = z.infer<typeof courseStudentListResponseSchema>;

/** `DELETE /admin/courses/{courseId}/students/{userId}`: removes the enrollment. */
export const courseStudentParamsSchema = z.strictObject({ courseId: idSchema, userId: idSchema });

/** `GET /courses/user-in-course/{courseId}/{userId}` (a student may ask only about themself). */
export const userInCourseParamsSchema = z.strictObject({ courseId: idSchema, userId: idSchema });
export const userInCourseSchema = z.object({
  /** Holds an enrollment that has not expired. */
  enrolled: z.boolean(),
  /** Holds an enrollment past its expiry. */
  expired: z.boolean(),
  expiresAt: z.string().nullable(),
  source: z.enum(ENROLLMENT_SOURCES).nullable(),
});
export type UserInCourse = z.infer<typeof userInCourseSchema>;

// ---------------------------------------------------------------------------------------------------------
// Extra data for admin forms (`GET /admin/extra-data?type=courses,courseGroups,teachers`)

export const courseOptionSchema = z.object({
  id: z.number(),
  name: z.string(),
  type: courseTypeField,
  status: statusField,
});
export type CourseOption = z.infer<typeof courseOptionSchema>;

export const courseGroupOptionSchema = z.object({ id: z.number(), name: z.string(), status: statusField });
export type CourseGroupOption = z.infer<typeof courseGroupOptionSchema>;

export const teacherOptionSchema = teacherRefSchema.extend({ username: z.string(), status: statusField });
export type TeacherOption = z.infer<typeof teacherOptionSchema>;

// ---------------------------------------------------------------------------------------------------------
// Storefront

/** A course in a storefront list or card (home, listing, combo page, offers). */
export const courseCardSchema = z.object({
  id: z.number(),
  type: courseTypeField,
  name: z.string(),
  slug: z.string(),
  summary: z.string(),
  salePrice: z.number(),
  rootPrice: z.number(),
  cover: imageRefSchema.nullable(),
  teacher: teacherRefSchema.nullable(),
  target: z.string(),
  releaseDate: z.string().nullable(),
  createdAt: z.string(),
});
export type CourseCard = z.infer<typeof courseCardSchema>;

/** A combo as a course page lists the combos containing it. */
export const courseComboRefSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  salePrice: z.number(),
  rootPrice: z.number(),
  image: imageRefSchema.nullable(),
});
export type CourseComboRef = z.infer<typeof courseComboRefSchema>;

/** An upsell: `course` offered at `salePrice` to the students of another course. */
export const saleCourseOfferSchema = z.object({
  course: courseCardSchema,
  /** The offer price, integer VND (the card's salePrice is the usual price). */
  salePrice: z.number(),
});
export type SaleCourseOffer = z.infer<typeof saleCourseOfferSchema>;

/** `GET /sale-courses/{id}`: the offers for students of course `id` (signed-in, enrolled or staff). */
export const saleCourseOffersResponseSchema = z.object({ data: z.array(saleCourseOfferSchema) });
export type SaleCourseOffersResponse = z.infer<typeof saleCourseOffersResponseSchema>;

/** The caller's standing in a course: STAFF (may open any course), ENROLLED, EXPIRED or NONE. */
export const COURSE_ACCESS_VALUES = ['STAFF', 'ENROLLED', 'EXPIRED', 'NONE'] as const;
export type CourseAccessValue = (typeof COURSE_ACCESS_VALUES)[number];

/** `GET /courses/{id}`: everything a visitor may see of an ACTIVE course, plus the caller's standing. */
export const courseDetailSchema = courseCardSchema.extend({
  /** Sanitised HTML. */
  content: z.string(),
  categories: z.array(categoryRefSchema),
  tags: z.array(tagRefSchema),
  /** ACTIVE combos that contain the course. */
  combos: z.array(courseComboRefSchema),
  /** Offers made to the students of this course. */
  saleCourses: z.array(saleCourseOfferSchema),
  access: z.enum(COURSE_ACCESS_VALUES),
  /** The caller holds an enrollment that has not expired. */
  isEnrolled: z.boolean(),
  /** Only for enrolled students and staff; null for everyone else. */
  groupUrl: z.string().nullable(),
  assistantUrl: z.string().nullable(),
  updatedAt: z.string(),
});
export type CourseDetail = z.infer<typeof courseDetailSchema>;

export const courseListQuerySchema = listQuerySchema(
  {
    sortFields: SORT_FIELDS,
    defaultSort: LIST_DEFAULTS.courses.sort,
    defaultOrder: LIST_DEFAULTS.courses.order,
    defaultLimit: LIST_DEFAULTS.courses.limit,
  },
  {
    type: courseTypeField.default('ONLINE'),
    categoryId: idSchema.optional(),
    priceRange: priceRangeSchema,
    /** Leaves one course out ("other courses" beside a course's page). */
    excludeId: idSchema.optional(),
  },
);
export type CourseListQuery = z.input<typeof courseListQuerySchema>;

export const courseListExtraSchema = z.object({ categories: z.array(categoryRefSchema) });
export const courseListResponseSchema = listResponseSchema(courseCardSchema, courseListExtraSchema);
export type CourseListResponse = z.infer<typeof courseListResponseSchema>;

/** Newest courses shown under each category on `GET /courses/category`. Project choice. */
export const COURSES_PER_CATEGORY_DEFAULT = 4;
export const COURSES_PER_CATEGORY_MAX = 12;
export const coursesByCategoryQuerySchema = z.object({
  type: courseTypeField.default('ONLINE'),
  limit: z.coerce
    .number({ error: 'integer' })
    .int({ error: 'integer' })
    .min(1, { error: 'tooSmall' })
    .max(COURSES_PER_CATEGORY_MAX, { error: 'tooBig' })
    .default(COURSES_PER_CATEGORY_DEFAULT),
});

/** `GET /courses/category`: each ACTIVE course category with its count and newest ACTIVE courses. */
export const courseCategoryGroupSchema = categoryRefSchema.extend({
  total: z.number(),
  courses: z.array(courseCardSchema),
});
export type CourseCategoryGroup = z.infer<typeof courseCategoryGroupSchema>;
export const coursesByCategoryResponseSchema = z.object({ data: z.array(courseCategoryGroupSchema) });
export type CoursesByCategoryResponse = z.infer<typeof coursesByCategoryResponseSchema>;
