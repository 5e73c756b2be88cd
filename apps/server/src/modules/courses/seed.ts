import { slug } from '@tutor/contract/format';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import {
  categories,
  comboCourses,
  combos,
  courseCategories,
  courseGroups,
  courses,
  lessons,
  saleCourses,
  thematics,
  users,
} from '../../db/schema';
import type { SeedContext } from '../../db/seed/demo-data';
import { sanitizeRichText } from '../../lib/rich-text';
import { grantEnrollment } from '../enrollments/entitlement';
import { COMBO_LINKS, COURSE_GROUP_NAME, DEMO_COURSES, ENROLLED_DEMO, SALE_OFFER } from './seed-data';
import { lessonFileKey } from './seed-files';

const DAY_MS = 86_400_000;

/**
 * The demo courses: Toán 10, 11 and 12 by giaovien01, with thematics and lessons chained through
 * `previous_id`, free previews, one lesson released in the future, lesson PDFs, a course group, an
 * upsell (Toán 11 students get Toán 12 cheaper), a combo of two courses, and hocsinh01 enrolled in
 * Toán 12. Covers reuse the catalogue combos' pictures (no new files to copy on first start).
 *
 * Other seeds (videos, answer sheets, histories) find their rows with `findDemoLesson(tx, course,
 * lesson)`, by the names in seed-data.ts, e.g.
 * `findDemoLesson(tx, 'Toán 12 – Luyện thi THPT Quốc gia', 'Bài 1. Tính đơn điệu của hàm số')`.
 */
export async function seedCourses(tx: Tx, { files }: SeedContext): Promise<void> {
  const now = Date.now();
  const [teacher] = await tx.select({ id: users.id }).from(users).where(eq(users.username, 'giaovien01'));
  const [group] = await tx
    .insert(courseGroups)
    .values({ name: COURSE_GROUP_NAME, description: 'Các khoá Toán THPT của thầy Minh.' })
    .returning({ id: courseGroups.id });
  const categoryNames = DEMO_COURSES.flatMap((c) => [
    c.category,
    ...(c.extraCategory ? [c.extraCategory] : []),
  ]);
  const categoryRows = await tx
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(and(eq(categories.type, 'COURSE'), inArray(categories.name, categoryNames)));
  const categoryId = (name: string) => categoryRows.find((c) => c.name === name)?.id;
  const comboRows = await tx
    .select({ id: combos.id, name: combos.name, imageId: combos.imageId })
    .from(combos);

  const courseIds = new Map<string, number>();
  for (const [index, seed] of DEMO_COURSES.entries()) {
    const [course] = await tx
      .insert(courses)
      .values({
        type: 'ONLINE',
        name: seed.name,
        slug: slug(seed.name),
        summary: seed.summary,
        content: sanitizeRichText(seed.content),
        imageId: comboRows.find((c) => c.name === seed.coverFromCombo)?.imageId ?? null,
        rootPrice: seed.rootPrice,
        salePrice: seed.salePrice,
        target: seed.target,
        teacherId: teacher?.id ?? null,
        courseGroupId: group?.id ?? null,
        groupUrl: seed.groupUrl,
        assistantUrl: seed.assistantUrl,
        // Toán 12 newest: it leads the home page's new courses.
        createdAt: new Date(now - (DEMO_COURSES.length - index) * DAY_MS),
      })
      .returning({ id: courses.id });
    const courseId = course?.id ?? 0;
    courseIds.set(seed.name, courseId);
    const linked = [seed.category, seed.extraCategory].flatMap((name) => {
      const id = name ? categoryId(name) : undefined;
      return id ? [{ courseId, categoryId: id }] : [];
    });
    if (linked.length > 0) await tx.insert(courseCategories).values(linked);

    let previousThematic: number | null = null;
    for (const thematicSeed of seed.thematics) {
      const [thematic]: { id: number }[] = await tx
        .insert(thematics)
        .values({
          courseId,
          name: thematicSeed.name,
          description: thematicSeed.description,
          previousId: previousThematic,
        })
        .returning({ id: thematics.id });
      const thematicId: number = thematic?.id ?? 0;
      previousThematic = thematicId;
      let previousLesson: number | null = null;
      for (const lessonSeed of thematicSeed.lessons) {
        const pdf = files.courses.lessons.get(lessonFileKey(seed.name, lessonSeed.name));
        const [row]: { id: number }[] = await tx
          .insert(lessons)
          .values({
            thematicId,
            courseId,
            name: lessonSeed.name,
            slug: slug(lessonSeed.name),
            previousId: previousLesson,
            isFree: lessonSeed.isFree ?? false,
            releaseDate: lessonSeed.releaseInDays ? new Date(now + lessonSeed.releaseInDays * DAY_MS) : null,
            documentFile: pdf?.document ?? null,
            documentName: pdf ? `${slug(lessonSeed.name)}.pdf` : '',
            answerFile: pdf?.answer ?? null,
            answerName: pdf ? `dap-an-${slug(lessonSeed.name)}.pdf` : '',
          })
          .returning({ id: lessons.id });
        previousLesson = row?.id ?? null;
      }
    }
  }

  const from = courseIds.get(SALE_OFFER.from);
  const offered = courseIds.get(SALE_OFFER.offered);
  if (from && offered)
    await tx
      .insert(saleCourses)
      .values({ courseId: from, offeredCourseId: offered, salePrice: SALE_OFFER.salePrice });
  const links = COMBO_LINKS.flatMap((link) => {
    const combo = comboRows.find((c) => c.name === link.combo);
    return link.courses.flatMap((name, position) => {
      const courseId = courseIds.get(name);
      return combo && courseId ? [{ comboId: combo.id, courseId, position }] : [];
    });
  });
  if (links.length > 0) await tx.insert(comboCourses).values(links);
  const [student] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, ENROLLED_DEMO.username));
  const enrolledCourse = courseIds.get(ENROLLED_DEMO.course);
  if (student && enrolledCourse)
    await grantEnrollment(tx, { userId: student.id, courseId: enrolledCourse, source: 'ADMIN' });
}

/** A demo lesson's ids by its course and lesson names (seed-data.ts); throws when absent. */
export async function findDemoLesson(db: DbOrTx, courseName: string, lessonName: string) {
  const [row] = await db
    .select({ id: lessons.id, courseId: lessons.courseId, thematicId: lessons.thematicId })
    .from(lessons)
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(and(eq(courses.name, courseName), eq(lessons.name, lessonName)));
  if (!row) throw new Error(`demo data has no lesson "${lessonName}" in "${courseName}"`);
  return row;
}
