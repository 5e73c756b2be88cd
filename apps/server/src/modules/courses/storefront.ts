import type { CategoryRef, TagRef } from '@tutor/contract/categories';
import type {
  CourseAccessValue,
  CourseCard,
  CourseComboRef,
  CourseDetail,
  CourseListResponse,
  courseListQuerySchema,
} from '@tutor/contract/courses';
import { and, between, count, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { courseCategories, courses } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { isoDate } from '../../lib/list';
import type { AuthContext } from '../../plugins/auth';
import { namedStatement } from '../books/storefront';
import { isCourseStaff } from '../enrollments/entitlement';
import { activeCategories, catalogueOrder } from '../shared/catalogue-links';
import { toImageRef } from '../shared/image-ref';
import {
  type CourseCardRow,
  courseCardColumns,
  coverImages,
  loadCourseCards,
  selectCourseCards,
  teacherUsers,
  toCourseCard,
} from './cards';

type ListQuery = z.output<typeof courseListQuerySchema>;
type ListValues = { type: string; min: number; max: number; categoryId?: number; excludeId?: number };

const sortColumns = { createdAt: courses.createdAt, name: courses.name, salePrice: courses.salePrice };

/**
 * The storefront's filters: ACTIVE courses of one type within the price range, optionally of one
 * category. Values are placeholders, so one prepared statement serves every call of a shape.
 */
function storefrontCourseFilter(db: Db, query: ListQuery) {
  return and(
    eq(courses.type, sql.placeholder('type')),
    eq(courses.status, 'ACTIVE'),
    between(courses.salePrice, sql.placeholder('min'), sql.placeholder('max')),
    query.categoryId
      ? inArray(
          courses.id,
          db
            .select({ id: courseCategories.courseId })
            .from(courseCategories)
            .where(eq(courseCategories.categoryId, sql.placeholder('categoryId'))),
        )
      : undefined,
    query.excludeId ? ne(courses.id, sql.placeholder('excludeId')) : undefined,
  );
}

function listValues(query: ListQuery): ListValues {
  const [min, max] = query.priceRange;
  return {
    type: query.type,
    min,
    max,
    ...(query.categoryId ? { categoryId: query.categoryId } : {}),
    ...(query.excludeId ? { excludeId: query.excludeId } : {}),
  };
}

/** The page query of `GET /courses` (exported so the performance test can EXPLAIN exactly it). */
export function storefrontCoursePage(db: Db, query: ListQuery) {
  return selectCourseCards(db)
    .where(storefrontCourseFilter(db, query))
    .orderBy(...catalogueOrder(query, sortColumns, courses.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
}

export const storefrontCoursePageValues = (query: ListQuery) => ({
  ...listValues(query),
  limit: query.limit,
  offset: query.offset,
});

function storefrontCourseCount(db: Db, query: ListQuery) {
  return db.select({ n: count() }).from(courses).where(storefrontCourseFilter(db, query));
}

const MAX_SHAPES = 64;
const listShape = (query: ListQuery) =>
  [query.sort.join(','), query.order.join(','), query.categoryId ? 'c' : '', query.excludeId ? 'x' : ''].join(
    '|',
  );

const jsonList = (object: SQL, order: SQL) => sql`coalesce(json_agg(${object} order by ${order}), '[]')`;
const imageJson = (alias: string) =>
  sql.raw(`case when ${alias}.id is null then null else json_build_object('id', ${alias}.id, 'name', ${alias}.name,
    'alt', ${alias}.alt, 'file', ${alias}.file, 'width', ${alias}.width, 'height', ${alias}.height,
    'variants', ${alias}.variants) end`);

type ImageRow = Parameters<typeof toImageRef>[0];

/**
 * One ACTIVE course with its card fields, content, ACTIVE categories, tags, the ACTIVE combos holding
 * it, its offers and the caller's enrollment, in one statement (`userId` 0 for a visitor).
 */
export function storefrontCourseDetail(db: Db) {
  return db
    .select({
      ...courseCardColumns,
      content: courses.content,
      groupUrl: courses.groupUrl,
      assistantUrl: courses.assistantUrl,
      updatedAt: courses.updatedAt,
      categories: sql<CategoryRef[]>`(select ${jsonList(
        sql.raw(`json_build_object('id', c.id, 'name', c.name, 'slug', c.slug)`),
        sql.raw('c.position, c.name, c.id'),
      )} from course_categories cc join categories c on c.id = cc.category_id
        where cc.course_id = ${courses.id} and c.status = 'ACTIVE')`,
      tags: sql<TagRef[]>`(select ${jsonList(
        sql.raw(`json_build_object('id', t.id, 'name', t.name, 'slug', t.slug)`),
        sql.raw('t.name, t.id'),
      )} from course_tags ct join tags t on t.id = ct.tag_id where ct.course_id = ${courses.id})`,
      combos: sql<(Omit<CourseComboRef, 'image'> & { image: ImageRow | null })[]>`(select ${jsonList(
        sql`json_build_object('id', cb.id, 'name', cb.name, 'slug', cb.slug, 'salePrice', cb.sale_price,
          'rootPrice', cb.root_price, 'image', ${imageJson('ci')})`,
        sql.raw('cb.created_at desc, cb.id desc'),
      )} from combo_courses cc join combos cb on cb.id = cc.combo_id left join images ci on ci.id = cb.image_id
        where cc.course_id = ${courses.id} and cb.status = 'ACTIVE')`,
      offers: sql<{ courseId: number; salePrice: number }[]>`(select ${jsonList(
        sql.raw(`json_build_object('courseId', sc.offered_course_id, 'salePrice', sc.sale_price)`),
        sql.raw('sc.position, sc.offered_course_id'),
      )} from sale_courses sc where sc.course_id = ${courses.id})`,
      enrollment: sql<{ expired: boolean } | null>`(select json_build_object('expired',
        e.expires_at is not null and e.expires_at <= now()) from enrollments e
        where e.course_id = ${courses.id} and e.user_id = ${sql.placeholder('userId')})`,
    })
    .from(courses)
    .leftJoin(coverImages, eq(coverImages.id, courses.imageId))
    .leftJoin(teacherUsers, eq(teacherUsers.id, courses.teacherId))
    .where(and(eq(courses.id, sql.placeholder('id')), eq(courses.status, 'ACTIVE')));
}

/**
 * The storefront's course reads over one database, each a prepared statement: `GET /courses` as its
 * page and its count side by side, `GET /courses/{id}` in one statement (plus one for the cards of its
 * offers when it has any).
 */
export function createStorefrontCourseReads(db: Db) {
  const detail = storefrontCourseDetail(db);
  const detailStatement = detail.prepare(namedStatement('storefront_course', detail).name);
  const shapes = new Map<string, ReturnType<typeof prepareList>>();

  function prepareList(query: ListQuery) {
    const page = storefrontCoursePage(db, query);
    const total = storefrontCourseCount(db, query);
    return {
      page: page.prepare(namedStatement('storefront_courses', page).name),
      total: total.prepare(namedStatement('storefront_courses_count', total).name),
    };
  }
  function listStatements(query: ListQuery) {
    const shape = listShape(query);
    let statements = shapes.get(shape);
    if (!statements) {
      statements = prepareList(query);
      if (shapes.size < MAX_SHAPES) shapes.set(shape, statements);
    }
    return statements;
  }

  return {
    async list(
      query: ListQuery,
      courseCategoryList: () => Promise<CategoryRef[]> = () => activeCategories(db, 'COURSE'),
    ): Promise<CourseListResponse> {
      const statements = listStatements(query);
      const values = listValues(query);
      const [rows, totals, categories] = await Promise.all([
        statements.page.execute({ ...values, limit: query.limit, offset: query.offset }),
        statements.total.execute(values),
        courseCategoryList(),
      ]);
      return {
        data: rows.map((row) => toCourseCard(row as CourseCardRow)),
        pagination: { total: totals[0]?.n ?? 0, offset: query.offset, limit: query.limit },
        extra: { categories },
      };
    },

    /** `GET /courses/{id}`: group and assistant links only for enrolled students and staff. */
    async get(id: number, auth: AuthContext | null): Promise<CourseDetail> {
      const [row] = await detailStatement.execute({ id, userId: auth?.userId ?? 0 });
      if (!row) throw notFound();
      const access: CourseAccessValue = isCourseStaff(auth)
        ? 'STAFF'
        : row.enrollment
          ? row.enrollment.expired
            ? 'EXPIRED'
            : 'ENROLLED'
          : 'NONE';
      const mayJoin = access === 'STAFF' || access === 'ENROLLED';
      const offerCards: Map<number, CourseCard> =
        row.offers.length > 0
          ? await loadCourseCards(
              db,
              row.offers.map((offer) => Number(offer.courseId)),
            )
          : new Map();
      return {
        ...toCourseCard(row as CourseCardRow),
        content: row.content,
        categories: row.categories,
        tags: row.tags,
        combos: row.combos.map((combo) => ({
          ...combo,
          image: combo.image ? toImageRef(combo.image) : null,
        })),
        saleCourses: row.offers.flatMap((offer) => {
          const course = offerCards.get(Number(offer.courseId));
          return course ? [{ course, salePrice: Number(offer.salePrice) }] : [];
        }),
        access,
        isEnrolled: access === 'ENROLLED',
        groupUrl: mayJoin ? row.groupUrl : null,
        assistantUrl: mayJoin ? row.assistantUrl : null,
        updatedAt: isoDate(row.updatedAt),
      };
    },
  };
}
export type StorefrontCourseReads = ReturnType<typeof createStorefrontCourseReads>;
