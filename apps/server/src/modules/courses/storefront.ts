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
import { arrayQueryOf, type Db } from '../../db/client';
import { courseCategories, courses } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { isoDate } from '../../lib/list';
import {
  expectColumns,
  type NamedStatement,
  namedStatement,
  positions,
  statementValues,
} from '../../lib/prepared-statement';
import type { AuthContext } from '../../plugins/auth';
import { isCourseStaff } from '../enrollments/entitlement';
import { activeCategories, catalogueOrder } from '../shared/catalogue-links';
import {
  COURSE_CARD_COLUMNS,
  courseCardAt,
  courseCardColumns,
  coverImages,
  loadCourseCards,
  selectCourseCards,
  teacherUsers,
} from '../shared/course-cards';
import { toImageRef } from '../shared/image-ref';

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

export function storefrontCourseCount(db: Db, query: ListQuery) {
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
      combos: sql<ComboRow[]>`(select ${jsonList(
        sql`json_build_object('id', cb.id, 'name', cb.name, 'slug', cb.slug, 'salePrice', cb.sale_price,
          'rootPrice', cb.root_price, 'image', ${imageJson('ci')})`,
        sql.raw('cb.created_at desc, cb.id desc'),
      )} from combo_courses cc join combos cb on cb.id = cc.combo_id left join images ci on ci.id = cb.image_id
        where cc.course_id = ${courses.id} and cb.status = 'ACTIVE')`,
      offers: sql<OfferRow[]>`(select ${jsonList(
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
 * The columns the hand shaping below expects after the card's (`expectColumns`, checked when the reads
 * are created): a change to the selects that is not followed here stops the server at start.
 */
const DETAIL_COLUMNS = [
  ...COURSE_CARD_COLUMNS,
  ...['content', 'groupUrl', 'assistantUrl', 'updatedAt', 'categories', 'tags', 'combos', 'offers'],
  'enrollment',
] as const;
const D = positions(DETAIL_COLUMNS);

type ComboRow = Omit<CourseComboRef, 'image'> & { image: ImageRow | null };
type OfferRow = { courseId: number; salePrice: number };

/**
 * The storefront's course reads over one database, each a named prepared statement whose rows come as
 * arrays (`arrayQueryOf`) and are shaped by hand, as the book reads are: `GET /courses` as its page and
 * its count side by side, `GET /courses/{id}` in one statement (plus one for the cards of its offers
 * when it has any). `bench/ceiling.mjs` runs the very same statements on bare Fastify + pg.
 */
export function createStorefrontCourseReads(db: Db) {
  const query = arrayQueryOf(db);
  const run = (statement: NamedStatement, values: Record<string, unknown>) =>
    query(statement, statementValues(statement, values));
  const detailQuery = storefrontCourseDetail(db);
  expectColumns('storefront course', detailQuery, DETAIL_COLUMNS);
  const detail = namedStatement('storefront_course', detailQuery);
  const shapes = new Map<string, { page: NamedStatement; total: NamedStatement }>();

  function prepareList(listQuery: ListQuery) {
    const page = storefrontCoursePage(db, listQuery);
    expectColumns('storefront course list', page, COURSE_CARD_COLUMNS);
    return {
      page: namedStatement('storefront_courses', page),
      total: namedStatement('storefront_courses_count', storefrontCourseCount(db, listQuery)),
    };
  }
  function listStatements(listQuery: ListQuery) {
    const shape = listShape(listQuery);
    let statements = shapes.get(shape);
    if (!statements) {
      statements = prepareList(listQuery);
      // A rare shape past the limit is built per call, and sent unnamed (not prepared).
      if (shapes.size < MAX_SHAPES) shapes.set(shape, statements);
      else statements = { page: { ...statements.page, name: '' }, total: { ...statements.total, name: '' } };
    }
    return statements;
  }

  return {
    async list(
      listQuery: ListQuery,
      courseCategoryList: () => Promise<CategoryRef[]> = () => activeCategories(db, 'COURSE'),
    ): Promise<CourseListResponse> {
      const statements = listStatements(listQuery);
      const values = listValues(listQuery);
      const [rows, totals, categories] = await Promise.all([
        run(statements.page, { ...values, limit: listQuery.limit, offset: listQuery.offset }),
        run(statements.total, values),
        courseCategoryList(),
      ]);
      return {
        data: rows.map(courseCardAt),
        pagination: { total: Number(totals[0]?.[0] ?? 0), offset: listQuery.offset, limit: listQuery.limit },
        extra: { categories },
      };
    },

    /** `GET /courses/{id}`: group and assistant links only for enrolled students and staff. */
    async get(id: number, auth: AuthContext | null): Promise<CourseDetail> {
      const [row] = await run(detail, { id, userId: auth?.userId ?? 0 });
      if (!row) throw notFound();
      const enrollment = row[D.enrollment] as { expired: boolean } | null;
      const access: CourseAccessValue = isCourseStaff(auth)
        ? 'STAFF'
        : enrollment
          ? enrollment.expired
            ? 'EXPIRED'
            : 'ENROLLED'
          : 'NONE';
      const mayJoin = access === 'STAFF' || access === 'ENROLLED';
      const offers = row[D.offers] as OfferRow[];
      const offerCards: Map<number, CourseCard> =
        offers.length > 0
          ? await loadCourseCards(
              db,
              offers.map((offer) => Number(offer.courseId)),
            )
          : new Map();
      return {
        ...courseCardAt(row),
        content: row[D.content] as string,
        categories: row[D.categories] as CategoryRef[],
        tags: row[D.tags] as TagRef[],
        combos: (row[D.combos] as ComboRow[]).map((combo) => ({
          ...combo,
          image: combo.image ? toImageRef(combo.image) : null,
        })),
        saleCourses:
          offers.length === 0
            ? []
            : offers.flatMap((offer) => {
                const course = offerCards.get(Number(offer.courseId));
                return course ? [{ course, salePrice: Number(offer.salePrice) }] : [];
              }),
        access,
        isEnrolled: access === 'ENROLLED',
        groupUrl: mayJoin ? (row[D.groupUrl] as string) : null,
        assistantUrl: mayJoin ? (row[D.assistantUrl] as string) : null,
        updatedAt: isoDate(row[D.updatedAt] as Date),
      };
    },
  };
}
export type StorefrontCourseReads = ReturnType<typeof createStorefrontCourseReads>;
