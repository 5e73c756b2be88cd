import { HOME_LIST_SIZES } from '@tutor/contract/constants';
import type { CourseCard } from '@tutor/contract/courses';
import { HOME_SECTION_LIMITS, type HomeCourseCategory } from '@tutor/contract/home';
import { and, desc, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { courses } from '../../db/schema';
import { type CourseCardRow, loadCourseCards, selectCourseCards, toCourseCard } from './cards';

/**
 * The home page's course sections (spec §2: new courses, courses by category), ONLINE and ACTIVE only,
 * in three statements whatever the catalogue's size: the newest cards; each category's newest course
 * ids (a LATERAL join on the (category_id, course_id) index); the cards of those ids.
 */
export async function loadHomeCourses(
  db: Db,
): Promise<{ newCourses: CourseCard[]; courseCategories: HomeCourseCategory[] }> {
  const [newest, groups] = await Promise.all([
    selectCourseCards(db)
      .where(and(eq(courses.type, 'ONLINE'), eq(courses.status, 'ACTIVE')))
      .orderBy(desc(courses.createdAt), desc(courses.id))
      .limit(HOME_LIST_SIZES.newCourses),
    queryRows<{ id: unknown; name: string; slug: string; course_ids: unknown }>(
      db,
      sql`
      select c.id, c.name, c.slug,
        coalesce(array_agg(picked.course_id order by picked.created_at desc, picked.course_id desc), '{}') as course_ids
      from (
        select id, name, slug, position from categories
        where type = 'COURSE' and status = 'ACTIVE'
        order by position, name, id
        limit ${HOME_SECTION_LIMITS.courseCategories}
      ) c
      join lateral (
        select co.id as course_id, co.created_at from course_categories cc
        join courses co on co.id = cc.course_id
        where cc.category_id = c.id and co.status = 'ACTIVE' and co.type = 'ONLINE'
        order by co.created_at desc, co.id desc
        limit ${HOME_SECTION_LIMITS.coursesPerCategory}
      ) picked on true
      group by c.id, c.name, c.slug, c.position
      order by c.position, c.name, c.id`,
    ),
  ]);
  const idsOf = (value: unknown): number[] =>
    Array.isArray(value)
      ? value.map(Number)
      : String(value ?? '')
          .replace(/[{}]/g, '')
          .split(',')
          .filter(Boolean)
          .map(Number);
  const cards = await loadCourseCards(
    db,
    groups.flatMap((group) => idsOf(group.course_ids)),
  );
  return {
    newCourses: newest.map((row) => toCourseCard(row as CourseCardRow)),
    courseCategories: groups.flatMap((group) => {
      const list = idsOf(group.course_ids).flatMap((id) => cards.get(id) ?? []);
      return list.length > 0
        ? [{ id: Number(group.id), name: group.name, slug: group.slug, courses: list }]
        : [];
    }),
  };
}
