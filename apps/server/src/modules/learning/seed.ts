import { and, asc, eq, ilike, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  courses,
  enrollments,
  lessonAnswers,
  lessonCompletions,
  lessonHistories,
  lessons,
  thematics,
  users,
} from '../../db/schema';
import type { SeedContext } from '../../db/seed/demo-data';
import { inChainOrder } from './chain';
import { gradeSheet, isPassed, type Slot } from './grading';

type SlotSeed = { kind: Slot['kind']; correct: string; point: number };

/** A mixed sheet of `n` slots: choices, then two true/false questions and short answers, like a THPT paper. */
function demoSheet(n: number, seed: number): SlotSeed[] {
  const letters = ['A', 'B', 'C', 'D'];
  const truths = ['Đ-S-Đ-Đ', 'S-Đ-Đ-S', 'Đ-Đ-S-S', 'S-S-Đ-Đ'];
  const shorts = ['2,5', '12', '-3', '0,75', '144'];
  return Array.from({ length: n }, (_, i) => {
    if (i < n - 5) return { kind: 'CHOICE', correct: letters[(i * 7 + seed) % 4] as string, point: 0.25 };
    if (i < n - 3) return { kind: 'TRUE_FALSE', correct: truths[(i + seed) % 4] as string, point: 1 };
    return { kind: 'SHORT', correct: shorts[(i + seed) % 5] as string, point: 0.5 };
  });
}

/**
 * Demo answer sheets on the first lessons of each demo course, and for hocsinh01 a few graded
 * histories (one passed, one not) in the course they are enrolled in. Runs after the courses' own demo
 * data (module order); finds what it needs by name and does nothing when it is absent.
 */
export async function seedLearning(tx: Tx, _context: SeedContext): Promise<void> {
  const demoCourses = await tx
    .select({ id: courses.id, name: courses.name })
    .from(courses)
    .where(ilike(courses.name, '%Toán%'));
  if (demoCourses.length === 0) return;
  const courseIds = demoCourses.map((course) => course.id);
  const [thematicRows, lessonRows] = await Promise.all([
    tx.select().from(thematics).where(inArray(thematics.courseId, courseIds)),
    tx.select().from(lessons).where(inArray(lessons.courseId, courseIds)).orderBy(asc(lessons.id)),
  ]);
  const sheetLessons = new Map<number, number[]>();
  for (const course of demoCourses) {
    const ordered = inChainOrder(thematicRows.filter((th) => th.courseId === course.id)).flatMap((th) =>
      inChainOrder(lessonRows.filter((lesson) => lesson.thematicId === th.id)),
    );
    sheetLessons.set(
      course.id,
      ordered.slice(0, 3).map((lesson) => lesson.id),
    );
  }
  let seed = 0;
  for (const ids of sheetLessons.values())
    for (const lessonId of ids) {
      seed++;
      const sheet = demoSheet(10 + ((seed * 3) % 11), seed);
      await tx
        .insert(lessonAnswers)
        .values(sheet.map((slot, index) => ({ ...slot, lessonId, position: index + 1 })))
        .onConflictDoNothing();
      const lesson = lessonRows.find((row) => row.id === lessonId);
      if (lesson && lesson.passPoint === 0)
        await tx.update(lessons).set({ passPoint: 5, totalPoint: 10 }).where(eq(lessons.id, lessonId));
    }

  const [student] = await tx.select({ id: users.id }).from(users).where(eq(users.username, 'hocsinh01'));
  if (!student) return;
  const [enrollment] = await tx
    .select({ courseId: enrollments.courseId })
    .from(enrollments)
    .where(and(eq(enrollments.userId, student.id), inArray(enrollments.courseId, courseIds)));
  if (!enrollment) return;
  const studied = sheetLessons.get(enrollment.courseId) ?? [];
  // The first lesson done well, the second tried and failed: the learning screen shows both states.
  for (const [index, lessonId] of studied.slice(0, 2).entries()) {
    const slots = (await tx.select().from(lessonAnswers).where(eq(lessonAnswers.lessonId, lessonId))).map(
      (row): Slot => ({
        id: row.id,
        position: row.position,
        kind: row.kind as Slot['kind'],
        correct: row.correct,
        point: row.point,
      }),
    );
    const answers = new Map(
      slots.map(
        (slot, i) =>
          [slot.id, index === 0 || i % 2 === 0 ? slot.correct : slot.kind === 'CHOICE' ? 'A' : '1'] as const,
      ),
    );
    if (index === 0 && slots[1]) answers.set(slots[1].id, 'D');
    const graded = gradeSheet(slots, answers, 10);
    await tx
      .insert(lessonHistories)
      .values({
        lessonId,
        courseId: enrollment.courseId,
        userId: student.id,
        answers: graded.answers,
        correctCount: graded.correctCount,
        totalCount: graded.totalCount,
        score: graded.score,
        timeSpent: 900 + index * 420,
        submitKey: `demo-${lessonId}`,
      })
      .onConflictDoNothing();
    if (isPassed(graded.score, 5))
      await tx
        .insert(lessonCompletions)
        .values({ userId: student.id, lessonId, courseId: enrollment.courseId, source: 'ANSWERS' })
        .onConflictDoNothing();
  }
  if (studied[1])
    await tx
      .update(enrollments)
      .set({ lastLessonId: studied[1], lastStudiedAt: new Date() })
      .where(and(eq(enrollments.userId, student.id), eq(enrollments.courseId, enrollment.courseId)));
}
