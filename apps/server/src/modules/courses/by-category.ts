import type { CourseType } from '@tutor/contract/constants';
import type { CourseCategoryGroup } from '@tutor/contract/courses';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { loadCourseCards } from './cards';

/** Most course categories a page shows at once (project choice; admins keep a handful). */
const CATEGORY_GROUPS_MAX = 50;

/** A bigint[] from either driver (an array, or PostgreSQL's `{1,2}` text). */
export function idArray(value: unknown): number[] {
  if (Array.isArray(value)) return value.map(Number);
  return String(value ?? '')
    .replace(/[{}]/g, '')
    .split(',')
    .filter(Boolean)
    .map(Number);
}

/**
 * `GET /courses/category`: each ACTIVE course category with its number of ACTIVE courses of `type`
 * and its `perCategory` newest ones. Two statements whatever the catalogue's size: the categories with
 * their counts and newest ids (a LATERAL join reading each category's newest rows only), then the cards.
 */
export async function coursesByCategory(
  db: Db,
  type: CourseType,
  perCategory: number,
): Promise<CourseCategoryGroup[]> {
  const groups = await queryRows<{ id: unknown; name: string; slug: string; total: unknown; ids: unknown }>(
    db,
    sql`select c.id, c.name, c.slug,
          (select count(*) from course_categories cc join courses co on co.id = cc.course_id
            where cc.category_id = c.id and co.status = 'ACTIVE' and co.type = ${type}) as total,
          coalesce((select array_agg(newest.id order by newest.created_at desc, newest.id desc) from (
            select co.id, co.created_at from course_categories cc join courses co on co.id = cc.course_id
            where cc.category_id = c.id and co.status = 'ACTIVE' and co.type = ${type}
            order by co.created_at desc, co.id desc limit ${perCategory}) newest), '{}') as ids
        from categories c
        where c.type = 'COURSE' and c.status = 'ACTIVE'
        order by c.position, c.name, c.id
        limit ${CATEGORY_GROUPS_MAX}`,
  );
  const cards = await loadCourseCards(
    db,
    groups.flatMap((group) => idArray(group.ids)),
  );
  return groups.map((group) => ({
    id: Number(group.id),
    name: group.name,
    slug: group.slug,
    total: Number(group.total),
    courses: idArray(group.ids).flatMap((id) => cards.get(id) ?? []),
  }));
}
