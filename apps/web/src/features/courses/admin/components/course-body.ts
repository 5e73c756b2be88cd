import type { AdminCourseDetail, CreateCourseBody, UpdateCourseBody } from '@tutor/contract/courses';
import dayjs, { type Dayjs } from 'dayjs';
import { type SaleCourseRow, saleCoursesInput } from './sale-courses';

/*
 * Between the course form's antd values and the API body: an emptied price (null) means "not given",
 * the release date travels as an ISO instant, and the sale-course rows become the offers list.
 */

type Values = Record<string, unknown>;

const PRICE_FIELDS = ['rootPrice', 'salePrice'] as const;

/** A date picker's value as the API's instant (null when cleared). */
export function instantOf(value: unknown): string | null {
  return dayjs.isDayjs(value) && value.isValid() ? value.toISOString() : null;
}

/** An API instant as a date picker's value. */
export function pickerValueOf(instant: string | null): Dayjs | null {
  return instant ? dayjs(instant) : null;
}

export function courseInput(values: Values, selfId?: number): Values {
  const input: Values = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    if ((PRICE_FIELDS as readonly string[]).includes(key) && value === null) continue;
    input[key] = value;
  }
  if ('releaseDate' in values) input.releaseDate = instantOf(values.releaseDate);
  if ('saleCourses' in values)
    input.saleCourses = saleCoursesInput(values.saleCourses as SaleCourseRow[], selfId);
  for (const key of ['teacherId', 'courseGroupId', 'imageId'])
    if (key in input && input[key] === undefined) input[key] = null;
  return input;
}

export function courseFormValues(course: AdminCourseDetail): Values {
  return {
    type: course.type,
    name: course.name,
    slug: course.slug,
    summary: course.summary,
    content: course.content,
    imageId: course.imageId,
    rootPrice: course.rootPrice,
    salePrice: course.salePrice,
    target: course.target,
    teacherId: course.teacherId,
    courseGroupId: course.courseGroupId,
    groupUrl: course.groupUrl,
    assistantUrl: course.assistantUrl,
    categoryIds: course.categoryIds,
    tagIds: course.tagIds,
    saleCourses: course.saleCourses.map(({ courseId, salePrice }) => ({ courseId, salePrice })),
    releaseDate: pickerValueOf(course.releaseDate),
    status: course.status,
  };
}

/** What the form body sends back for comparison with the stored course (see `changedFields`). */
export function storedCourseBody(course: AdminCourseDetail): Values {
  return {
    ...courseFormValues(course),
    releaseDate: course.releaseDate,
    saleCourses: course.saleCourses.map(({ courseId, salePrice }) => ({ courseId, salePrice })),
  };
}

export const NEW_COURSE_VALUES: Values = {
  type: 'ONLINE',
  rootPrice: 0,
  salePrice: 0,
  imageId: null,
  teacherId: null,
  courseGroupId: null,
  categoryIds: [],
  tagIds: [],
  saleCourses: [],
  releaseDate: null,
  status: 'ACTIVE',
};

export type CourseBody = CreateCourseBody | UpdateCourseBody;
