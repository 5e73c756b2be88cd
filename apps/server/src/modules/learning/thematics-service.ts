import type { Status } from '@tutor/contract/constants';
import type { AdminThematic, CreateThematicBody, UpdateThematicBody } from '@tutor/contract/learning';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { courses, lessons, thematics } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { isoDate } from '../../lib/list';
import { type LessonFiles, lessonFilesOf } from '../shared/lesson-files';
import { changedLinks, checkCompleteOrder, inChainOrder } from './chain';

type ThematicRow = typeof thematics.$inferSelect;

/** Serialises writes to one course's chain: two admins reordering at once take turns. */
export async function lockCourse(tx: Tx, courseId: number): Promise<void> {
  const [row] = await tx
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.id, courseId))
    .for('update');
  if (!row) throw notFound();
}

export function toAdminThematic(row: ThematicRow, lessonCount: number): AdminThematic {
  return {
    id: row.id,
    courseId: row.courseId,
    name: row.name,
    description: row.description,
    previousId: row.previousId,
    status: row.status as Status,
    lessonCount,
    createdAt: isoDate(row.createdAt),
    updatedAt: isoDate(row.updatedAt),
  };
}

/** A course's thematics in chain order with their lesson counts (two queries). */
export async function listThematics(db: DbOrTx, courseId: number): Promise<AdminThematic[]> {
  const [rows, counts] = await Promise.all([
    db.select().from(thematics).where(eq(thematics.courseId, courseId)),
    db
      .select({ thematicId: lessons.thematicId, n: sql<number>`count(*)::int` })
      .from(lessons)
      .where(eq(lessons.courseId, courseId))
      .groupBy(lessons.thematicId),
  ]);
  const byThematic = new Map(counts.map((c) => [c.thematicId, Number(c.n)]));
  return inChainOrder(rows).map((row) => toAdminThematic(row, byThematic.get(row.id) ?? 0));
}

export function createThematicsService(db: Db) {
  async function get(id: number): Promise<AdminThematic> {
    const [row] = await db.select().from(thematics).where(eq(thematics.id, id));
    if (!row) throw notFound();
    const [count] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(lessons)
      .where(eq(lessons.thematicId, id));
    return toAdminThematic(row, Number(count?.n ?? 0));
  }

  return {
    list: async (courseId: number) => {
      const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
      if (!course) throw notFound();
      return listThematics(db, courseId);
    },
    get,

    /** Appends the thematic at the end of the course's chain. */
    async create(courseId: number, body: CreateThematicBody & { name: string }) {
      const id = await db.transaction(async (tx) => {
        await lockCourse(tx, courseId);
        const rows = await tx
          .select({ id: thematics.id, previousId: thematics.previousId })
          .from(thematics)
          .where(eq(thematics.courseId, courseId));
        const last = inChainOrder(rows).at(-1);
        const [row] = await tx
          .insert(thematics)
          .values({
            courseId,
            name: body.name,
            description: body.description ?? '',
            status: body.status ?? 'ACTIVE',
            previousId: last?.id ?? null,
          })
          .returning({ id: thematics.id });
        return (row as { id: number }).id;
      });
      return get(id);
    },

    async update(id: number, body: UpdateThematicBody) {
      const [row] = await db
        .update(thematics)
        .set({ ...body, updatedAt: new Date() })
        .where(eq(thematics.id, id))
        .returning({ id: thematics.id });
      if (!row) throw notFound();
      return get(id);
    },

    /**
     * Deletes the thematic with its lessons; the next thematic takes its place after its predecessor.
     * Answers the lessons' stored files, for `removeLessonFiles` once this has committed.
     */
    async remove(id: number): Promise<LessonFiles> {
      return db.transaction(async (tx) => {
        const [found] = await tx.select().from(thematics).where(eq(thematics.id, id));
        if (!found) throw notFound();
        await lockCourse(tx, found.courseId);
        const [current] = await tx.select().from(thematics).where(eq(thematics.id, id));
        if (!current) throw notFound();
        await tx
          .update(thematics)
          .set({ previousId: current.previousId, updatedAt: new Date() })
          .where(and(eq(thematics.courseId, current.courseId), eq(thematics.previousId, id)));
        const files = await lessonFilesOf(tx, { thematicId: id });
        await tx.delete(thematics).where(eq(thematics.id, id));
        return files;
      });
    },

    /** Rewrites the course's chain to the complete order given (CHAIN_CYCLE unless it is exactly its thematics). */
    async reorder(courseId: number, ids: number[]): Promise<AdminThematic[]> {
      await db.transaction(async (tx) => {
        await lockCourse(tx, courseId);
        const children = await tx
          .select({ id: thematics.id, previousId: thematics.previousId })
          .from(thematics)
          .where(eq(thematics.courseId, courseId));
        checkCompleteOrder(children, ids);
        const now = new Date();
        for (const [thematicId, previousId] of changedLinks(children, ids))
          await tx.update(thematics).set({ previousId, updatedAt: now }).where(eq(thematics.id, thematicId));
      });
      return listThematics(db, courseId);
    },
  };
}
