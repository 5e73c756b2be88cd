import { ALL_ROWS_CAP, type Status } from '@tutor/contract/constants';
import type {
  CourseGroup,
  CourseGroupOption,
  courseGroupListQuerySchema,
  createCourseGroupBodySchema,
  updateCourseGroupBodySchema,
} from '@tutor/contract/courses';
import { and, asc, count, eq, ilike, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { courseGroups, courses } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { isoDate, likePattern, pageOf } from '../../lib/list';
import type { CrudService } from '../shared/admin-crud';
import { catalogueOrder } from '../shared/catalogue-links';

type ListQuery = z.output<typeof courseGroupListQuerySchema>;
type CreateInput = z.output<typeof createCourseGroupBodySchema>;
type UpdateInput = z.output<typeof updateCourseGroupBodySchema>;
type GroupRow = typeof courseGroups.$inferSelect;

/** A second group of the same name (case-insensitive) is NAME_ALREADY_IN_USE. */
function duplicateName(error: unknown) {
  return isUniqueViolation(error) ? new AppError('NAME_ALREADY_IN_USE') : error;
}

async function toGroups(db: DbOrTx, rows: GroupRow[]): Promise<CourseGroup[]> {
  const ids = rows.map((row) => row.id);
  const counts =
    ids.length > 0
      ? await db
          .select({ id: courses.courseGroupId, n: count() })
          .from(courses)
          .where(inArray(courses.courseGroupId, ids))
          .groupBy(courses.courseGroupId)
      : [];
  const countById = new Map(counts.map((row) => [Number(row.id), Number(row.n)]));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    status: row.status as Status,
    courseCount: countById.get(row.id) ?? 0,
    createdAt: isoDate(row.createdAt),
    updatedAt: isoDate(row.updatedAt),
  }));
}

/** Course groups (spec §7 CRUD): a name to gather courses under; deleting one leaves its courses ungrouped. */
export function createCourseGroupsService(
  db: Db,
): CrudService<CourseGroup, CourseGroup, ListQuery, CreateInput, UpdateInput> {
  async function get(id: number) {
    const [row] = await db.select().from(courseGroups).where(eq(courseGroups.id, id));
    if (!row) throw notFound();
    const [group] = await toGroups(db, [row]);
    return group as CourseGroup;
  }
  return {
    async list(query) {
      const { limit, offset } = pageOf(query);
      const condition = and(
        query.q ? ilike(courseGroups.name, likePattern(query.q)) : undefined,
        query.status ? eq(courseGroups.status, query.status) : undefined,
      );
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(courseGroups)
          .where(condition)
          .orderBy(
            ...catalogueOrder(
              query,
              { createdAt: courseGroups.createdAt, name: courseGroups.name },
              courseGroups.id,
            ),
          )
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(courseGroups).where(condition),
      ]);
      return { data: await toGroups(db, rows), total: totals[0]?.n ?? 0 };
    },
    get,
    async create(body) {
      const [row] = await db
        .insert(courseGroups)
        .values(body)
        .returning({ id: courseGroups.id })
        .catch((error) => {
          throw duplicateName(error);
        });
      return get((row as { id: number }).id);
    },
    async update(id, body) {
      const updated = await db
        .update(courseGroups)
        .set({ ...body, updatedAt: new Date() })
        .where(eq(courseGroups.id, id))
        .returning({ id: courseGroups.id })
        .catch((error) => {
          throw duplicateName(error);
        });
      if (updated.length === 0) throw notFound();
      return get(id);
    },
    async remove(id) {
      const deleted = await db
        .delete(courseGroups)
        .where(eq(courseGroups.id, id))
        .returning({ id: courseGroups.id });
      if (deleted.length === 0) throw notFound();
    },
  };
}

/** Course groups for pickers (`extra-data?type=courseGroups`), by name. */
export function listCourseGroupOptions(db: DbOrTx): Promise<CourseGroupOption[]> {
  return db
    .select({ id: courseGroups.id, name: courseGroups.name, status: courseGroups.status })
    .from(courseGroups)
    .orderBy(asc(courseGroups.name), asc(courseGroups.id))
    .limit(ALL_ROWS_CAP) as Promise<CourseGroupOption[]>;
}
