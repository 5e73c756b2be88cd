import { slug } from '@tutor/contract/format';
import type { TestApp } from '../../../test/helpers/test-app';
import { courseCategories, courses } from '../../db/schema';

/* Test rows for courses, written straight to the database. Not imported by the app. */

let counter = 0;

export async function insertCourse(
  t: TestApp,
  values: Partial<typeof courses.$inferInsert> & { categoryIds?: number[] } = {},
) {
  const { categoryIds = [], ...fields } = values;
  const name = fields.name ?? `Khoá học ${++counter}`;
  const [row] = await t.database.db
    .insert(courses)
    .values({ slug: slug(name), rootPrice: 1_000_000, salePrice: 800_000, ...fields, name })
    .returning();
  if (!row) throw new Error('course insert failed');
  if (categoryIds.length > 0)
    await t.database.db
      .insert(courseCategories)
      .values(categoryIds.map((categoryId) => ({ courseId: row.id, categoryId })));
  return row;
}
