import type { CourseType, Status } from '@tutor/contract/constants';
import { ALL_ROWS_CAP } from '@tutor/contract/constants';
import type {
  AdminCourse,
  AdminCourseDetail,
  adminCourseListQuerySchema,
  CourseOption,
  createCourseBodySchema,
  updateCourseBodySchema,
} from '@tutor/contract/courses';
import { and, asc, count, eq, ilike, inArray, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db, DbOrTx, Tx } from '../../db/client';
import {
  courseCategories,
  courseGroups,
  courses,
  courseTags,
  enrollments,
  saleCourses,
} from '../../db/schema';
import { AppError, fieldError, notFound } from '../../lib/app-error';
import { isoDate, likePattern, pageOf } from '../../lib/list';
import { sanitizeRichText } from '../../lib/rich-text';
import type { Storage } from '../../lib/storage';
import type { CrudService } from '../shared/admin-crud';
import { catalogueOrder, categoriesOf, checkLinkIds, slugFor, tagsOf } from '../shared/catalogue-links';
import { teacherUsers, toTeacherRef } from '../shared/course-cards';
import { loadImageRefs } from '../shared/image-ref';
import { lessonFilesOf, removeLessonFiles } from '../shared/lesson-files';
import { checkTeacher } from './teachers';

type ListQuery = z.output<typeof adminCourseListQuerySchema>;
type CreateInput = z.output<typeof createCourseBodySchema>;
type UpdateInput = z.output<typeof updateCourseBodySchema>;
type CourseRow = typeof courses.$inferSelect;

export const COURSE_SLUG_FALLBACK = 'khoa-hoc';
export const courseCategoryLink = { owner: courseCategories.courseId, target: courseCategories.categoryId };
export const courseTagLink = { owner: courseTags.courseId, target: courseTags.tagId };
const sortColumns = { createdAt: courses.createdAt, name: courses.name, salePrice: courses.salePrice };

function adminFilter(db: DbOrTx, query: ListQuery) {
  const p = query.q ? likePattern(query.q) : undefined;
  return and(
    p ? or(ilike(courses.name, p), ilike(courses.slug, p)) : undefined,
    query.type ? eq(courses.type, query.type) : undefined,
    query.status ? eq(courses.status, query.status) : undefined,
    query.teacherId ? eq(courses.teacherId, query.teacherId) : undefined,
    query.courseGroupId ? eq(courses.courseGroupId, query.courseGroupId) : undefined,
    query.categoryId
      ? inArray(
          courses.id,
          db
            .select({ id: courseCategories.courseId })
            .from(courseCategories)
            .where(eq(courseCategories.categoryId, query.categoryId)),
        )
      : undefined,
  );
}

/** VALIDATION_ERROR before anything is written: an unknown group, or an offer of an unknown course or of itself. */
async function checkCourseRefs(
  tx: DbOrTx,
  courseId: number | undefined,
  body: { courseGroupId?: number | null; saleCourses?: { courseId: number }[] },
) {
  if (body.courseGroupId) {
    const [group] = await tx
      .select({ id: courseGroups.id })
      .from(courseGroups)
      .where(eq(courseGroups.id, body.courseGroupId));
    if (!group) throw fieldError('courseGroupId', 'invalid');
  }
  if (body.saleCourses && body.saleCourses.length > 0) {
    const ids = body.saleCourses.map((offer) => offer.courseId);
    const found = new Set(
      (await tx.select({ id: courses.id }).from(courses).where(inArray(courses.id, ids))).map((r) => r.id),
    );
    const details = body.saleCourses.flatMap((offer, index) =>
      found.has(offer.courseId) && offer.courseId !== courseId
        ? []
        : [{ path: `saleCourses.${index}.courseId`, key: 'invalid', message: '' }],
    );
    if (details.length > 0) throw new AppError('VALIDATION_ERROR', { details });
  }
}

/** Replaces the link sets the body names (an absent list leaves its links alone). */
async function writeLinks(
  tx: Tx,
  courseId: number,
  body: {
    categoryIds?: number[];
    tagIds?: number[];
    saleCourses?: { courseId: number; salePrice: number }[];
  },
  isNew: boolean,
) {
  const unique = (ids: number[]) => [...new Set(ids)];
  if (body.categoryIds) {
    if (!isNew) await tx.delete(courseCategories).where(eq(courseCategories.courseId, courseId));
    const ids = unique(body.categoryIds);
    if (ids.length > 0)
      await tx.insert(courseCategories).values(ids.map((categoryId) => ({ courseId, categoryId })));
  }
  if (body.tagIds) {
    if (!isNew) await tx.delete(courseTags).where(eq(courseTags.courseId, courseId));
    const ids = unique(body.tagIds);
    if (ids.length > 0) await tx.insert(courseTags).values(ids.map((tagId) => ({ courseId, tagId })));
  }
  if (body.saleCourses) {
    if (!isNew) await tx.delete(saleCourses).where(eq(saleCourses.courseId, courseId));
    const seen = new Set<number>();
    const offers = body.saleCourses.filter((offer) => !seen.has(offer.courseId) && seen.add(offer.courseId));
    if (offers.length > 0)
      await tx.insert(saleCourses).values(
        offers.map((offer, position) => ({
          courseId,
          offeredCourseId: offer.courseId,
          salePrice: offer.salePrice,
          position,
        })),
      );
  }
}

const toDate = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : new Date(value);

export function createCoursesAdminService(
  db: Db,
  storage: Storage,
  log: FastifyBaseLogger,
): CrudService<AdminCourse, AdminCourseDetail, ListQuery, CreateInput, UpdateInput> {
  async function toAdminCourses(rows: CourseRow[]): Promise<AdminCourse[]> {
    const ids = rows.map((row) => row.id);
    const teacherIds = [...new Set(rows.flatMap((row) => (row.teacherId ? [row.teacherId] : [])))];
    const groupIds = [...new Set(rows.flatMap((row) => (row.courseGroupId ? [row.courseGroupId] : [])))];
    const [images, categories, teachers, groups, students] = await Promise.all([
      loadImageRefs(
        db,
        rows.flatMap((row) => (row.imageId ? [row.imageId] : [])),
      ),
      categoriesOf(db, courseCategoryLink, ids, { onlyActive: false }),
      teacherIds.length > 0
        ? db
            .select({
              id: teacherUsers.id,
              firstName: teacherUsers.firstName,
              lastName: teacherUsers.lastName,
              username: teacherUsers.username,
              avatar: teacherUsers.avatar,
            })
            .from(teacherUsers)
            .where(inArray(teacherUsers.id, teacherIds))
        : [],
      groupIds.length > 0
        ? db
            .select({ id: courseGroups.id, name: courseGroups.name })
            .from(courseGroups)
            .where(inArray(courseGroups.id, groupIds))
        : [],
      ids.length > 0
        ? db
            .select({ courseId: enrollments.courseId, n: count() })
            .from(enrollments)
            .where(inArray(enrollments.courseId, ids))
            .groupBy(enrollments.courseId)
        : [],
    ]);
    const teacherById = new Map(teachers.map((teacher) => [teacher.id, teacher]));
    const groupById = new Map(groups.map((group) => [group.id, group]));
    const studentsById = new Map(students.map((row) => [row.courseId, Number(row.n)]));
    return rows.map((row) => ({
      id: row.id,
      type: row.type as CourseType,
      name: row.name,
      slug: row.slug,
      summary: row.summary,
      imageId: row.imageId,
      image: row.imageId ? (images.get(row.imageId) ?? null) : null,
      rootPrice: row.rootPrice,
      salePrice: row.salePrice,
      target: row.target,
      teacherId: row.teacherId,
      teacher: toTeacherRef((row.teacherId && teacherById.get(row.teacherId)) || null),
      courseGroupId: row.courseGroupId,
      courseGroup: (row.courseGroupId && groupById.get(row.courseGroupId)) || null,
      groupUrl: row.groupUrl,
      assistantUrl: row.assistantUrl,
      releaseDate: row.releaseDate ? isoDate(row.releaseDate) : null,
      status: row.status as Status,
      categories: categories.get(row.id) ?? [],
      studentCount: studentsById.get(row.id) ?? 0,
      createdAt: isoDate(row.createdAt),
      updatedAt: isoDate(row.updatedAt),
    }));
  }

  async function findRow(id: number) {
    const [row] = await db.select().from(courses).where(eq(courses.id, id));
    if (!row) throw notFound();
    return row;
  }

  async function item(id: number): Promise<AdminCourse> {
    const [result] = await toAdminCourses([await findRow(id)]);
    return result as AdminCourse;
  }

  return {
    async list(query) {
      const { limit, offset } = pageOf(query);
      const condition = adminFilter(db, query);
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(courses)
          .where(condition)
          .orderBy(...catalogueOrder(query, sortColumns, courses.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(courses).where(condition),
      ]);
      return { data: await toAdminCourses(rows), total: totals[0]?.n ?? 0 };
    },

    async get(id) {
      const row = await findRow(id);
      const [[course], tags, offers] = await Promise.all([
        toAdminCourses([row]),
        tagsOf(db, courseTagLink, [id]),
        db
          .select({
            courseId: saleCourses.offeredCourseId,
            name: courses.name,
            rootPrice: courses.rootPrice,
            salePrice: saleCourses.salePrice,
          })
          .from(saleCourses)
          .innerJoin(courses, eq(courses.id, saleCourses.offeredCourseId))
          .where(eq(saleCourses.courseId, id))
          .orderBy(asc(saleCourses.position), asc(saleCourses.offeredCourseId)),
      ]);
      const courseTagsList = tags.get(id) ?? [];
      return {
        ...(course as AdminCourse),
        content: row.content,
        categoryIds: (course as AdminCourse).categories.map((category) => category.id),
        tagIds: courseTagsList.map((tag) => tag.id),
        tags: courseTagsList,
        saleCourses: offers,
      };
    },

    async create(body) {
      const id = await db.transaction(async (tx) => {
        await checkLinkIds(tx, body, 'COURSE');
        await checkTeacher(tx, body.teacherId);
        await checkCourseRefs(tx, undefined, body);
        const { categoryIds, tagIds, saleCourses: offers, releaseDate, ...fields } = body;
        const [row] = await tx
          .insert(courses)
          .values({
            ...fields,
            releaseDate: toDate(releaseDate),
            slug: slugFor(body.slug, body.name, COURSE_SLUG_FALLBACK),
            content: sanitizeRichText(body.content),
          })
          .returning({ id: courses.id });
        const courseId = (row as { id: number }).id;
        await writeLinks(tx, courseId, { categoryIds, tagIds, saleCourses: offers }, true);
        return courseId;
      });
      return item(id);
    },

    async update(id, body) {
      await db.transaction(async (tx) => {
        const [current] = await tx.select().from(courses).where(eq(courses.id, id)).for('update');
        if (!current) throw notFound();
        await checkLinkIds(tx, body, 'COURSE');
        await checkTeacher(tx, body.teacherId);
        await checkCourseRefs(tx, id, body);
        const { categoryIds, tagIds, saleCourses: offers, releaseDate, ...fields } = body;
        await tx
          .update(courses)
          .set({
            ...fields,
            ...(releaseDate !== undefined ? { releaseDate: toDate(releaseDate) } : {}),
            ...(body.slug !== undefined
              ? { slug: slugFor(body.slug, body.name ?? current.name, COURSE_SLUG_FALLBACK) }
              : {}),
            ...(body.content !== undefined ? { content: sanitizeRichText(body.content) } : {}),
            updatedAt: new Date(),
          })
          .where(eq(courses.id, id));
        await writeLinks(tx, id, { categoryIds, tagIds, saleCourses: offers }, false);
      });
      return item(id);
    },

    /**
     * Refused with COURSE_HAS_STUDENTS while anyone is enrolled: deleting would silently take a
     * paid course away from its students. The row lock makes a grant running at the same time wait
     * (its foreign-key check needs a share lock on the course), so none slips in between.
     */
    async remove(id) {
      const files = await db.transaction(async (tx) => {
        const [current] = await tx
          .select({ id: courses.id })
          .from(courses)
          .where(eq(courses.id, id))
          .for('update');
        if (!current) throw notFound();
        const [students] = await tx
          .select({ n: count() })
          .from(enrollments)
          .where(eq(enrollments.courseId, id));
        if ((students?.n ?? 0) > 0) throw new AppError('COURSE_HAS_STUDENTS');
        const files = await lessonFilesOf(tx, { courseId: id });
        await tx.delete(courses).where(eq(courses.id, id));
        return files;
      });
      await removeLessonFiles(db, storage, log, files);
    },
  };
}

/** Courses for pickers (`extra-data?type=courses`): every course, by name. */
export function listCourseOptions(db: DbOrTx): Promise<CourseOption[]> {
  return db
    .select({ id: courses.id, name: courses.name, type: courses.type, status: courses.status })
    .from(courses)
    .orderBy(asc(courses.name), asc(courses.id))
    .limit(ALL_ROWS_CAP) as Promise<CourseOption[]>;
}
