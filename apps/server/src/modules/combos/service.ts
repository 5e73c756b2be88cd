import type {
  AdminCombo,
  adminComboListQuerySchema,
  ComboCard,
  ComboDetail,
  ComboListResponse,
  ComboOption,
  comboListQuerySchema,
  createComboBodySchema,
  updateComboBodySchema,
} from '@tutor/contract/combos';
import type { Status } from '@tutor/contract/constants';
import { ALL_ROWS_CAP } from '@tutor/contract/constants';
import { and, asc, count, eq, ilike, inArray, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { comboCourses, combos, courses } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { isoDate, likePattern, pageOf } from '../../lib/list';
import { sanitizeRichText } from '../../lib/rich-text';
import { loadCourseCards } from '../courses/cards';
import type { CrudService } from '../shared/admin-crud';
import { catalogueOrder, checkLinkIds, slugFor } from '../shared/catalogue-links';
import { loadImageRefs } from '../shared/image-ref';

type AdminListQuery = z.output<typeof adminComboListQuerySchema>;
type ListQuery = z.output<typeof comboListQuerySchema>;
type CreateInput = z.output<typeof createComboBodySchema>;
type UpdateInput = z.output<typeof updateComboBodySchema>;
type ComboRow = typeof combos.$inferSelect;

const SLUG_FALLBACK = 'combo';
const sortColumns = { createdAt: combos.createdAt, name: combos.name, salePrice: combos.salePrice };

async function withImages<T extends Pick<ComboRow, 'imageId'>>(db: DbOrTx, rows: T[]) {
  const images = await loadImageRefs(
    db,
    rows.flatMap((row) => (row.imageId ? [row.imageId] : [])),
  );
  return (row: T) => (row.imageId ? (images.get(row.imageId) ?? null) : null);
}

/** The courses of some combos, in display order, keyed by combo. */
async function coursesOfCombos(db: DbOrTx, comboIds: number[]) {
  const byCombo = new Map<number, { id: number; name: string }[]>();
  if (comboIds.length === 0) return byCombo;
  const rows = await db
    .select({ comboId: comboCourses.comboId, id: courses.id, name: courses.name })
    .from(comboCourses)
    .innerJoin(courses, eq(courses.id, comboCourses.courseId))
    .where(inArray(comboCourses.comboId, comboIds))
    .orderBy(asc(comboCourses.position), asc(comboCourses.courseId));
  for (const { comboId, ...course } of rows) {
    const list = byCombo.get(comboId) ?? [];
    list.push(course);
    byCombo.set(comboId, list);
  }
  return byCombo;
}

/** VALIDATION_ERROR naming each course id that names no course; nothing is written. */
async function checkCourseIds(db: DbOrTx, courseIds: number[] | undefined) {
  if (!courseIds || courseIds.length === 0) return;
  const found = new Set(
    (
      await db
        .select({ id: courses.id })
        .from(courses)
        .where(inArray(courses.id, [...new Set(courseIds)]))
    ).map((row) => row.id),
  );
  const details = courseIds.flatMap((id, index) =>
    found.has(id) ? [] : [{ path: `courseIds.${index}`, key: 'invalid', message: '' }],
  );
  if (details.length > 0) throw new AppError('VALIDATION_ERROR', { details });
}

/** Replaces a combo's courses with `courseIds` in that order (a repeated id keeps its first place). */
async function writeComboCourses(tx: DbOrTx, comboId: number, courseIds: number[], isNew: boolean) {
  if (!isNew) await tx.delete(comboCourses).where(eq(comboCourses.comboId, comboId));
  const ids = [...new Set(courseIds)];
  if (ids.length > 0)
    await tx.insert(comboCourses).values(ids.map((courseId, position) => ({ comboId, courseId, position })));
}

async function toAdminCombos(db: DbOrTx, rows: ComboRow[]): Promise<AdminCombo[]> {
  const [imageOf, coursesByCombo] = await Promise.all([
    withImages(db, rows),
    coursesOfCombos(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  return rows.map((row) => ({
    ...row,
    courseIds: (coursesByCombo.get(row.id) ?? []).map((course) => course.id),
    courses: coursesByCombo.get(row.id) ?? [],
    status: row.status as Status,
    image: imageOf(row),
    content: row.content,
    createdAt: isoDate(row.createdAt),
    updatedAt: isoDate(row.updatedAt),
  }));
}

export function createCombosService(
  db: Db,
): CrudService<AdminCombo, AdminCombo, AdminListQuery, CreateInput, UpdateInput> {
  async function get(id: number) {
    const [row] = await db.select().from(combos).where(eq(combos.id, id));
    if (!row) throw notFound();
    const [combo] = await toAdminCombos(db, [row]);
    return combo as AdminCombo;
  }
  return {
    async list(query) {
      const { limit, offset } = pageOf(query);
      const p = query.q ? likePattern(query.q) : undefined;
      const condition = and(
        p ? or(ilike(combos.name, p), ilike(combos.slug, p)) : undefined,
        query.status ? eq(combos.status, query.status) : undefined,
      );
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(combos)
          .where(condition)
          .orderBy(...catalogueOrder(query, sortColumns, combos.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(combos).where(condition),
      ]);
      return { data: await toAdminCombos(db, rows), total: totals[0]?.n ?? 0 };
    },
    get,
    async create(body) {
      const { courseIds, ...fields } = body;
      const id = await db.transaction(async (tx) => {
        await checkLinkIds(tx, body);
        await checkCourseIds(tx, courseIds);
        const [row] = await tx
          .insert(combos)
          .values({
            ...fields,
            slug: slugFor(body.slug, body.name, SLUG_FALLBACK),
            content: sanitizeRichText(body.content),
          })
          .returning({ id: combos.id });
        const comboId = (row as { id: number }).id;
        await writeComboCourses(tx, comboId, courseIds, true);
        return comboId;
      });
      return get(id);
    },
    async update(id, body) {
      const { courseIds, ...fields } = body;
      await db.transaction(async (tx) => {
        const [current] = await tx.select().from(combos).where(eq(combos.id, id)).for('update');
        if (!current) throw notFound();
        await checkLinkIds(tx, body);
        await checkCourseIds(tx, courseIds);
        await tx
          .update(combos)
          .set({
            ...fields,
            ...(body.slug !== undefined
              ? { slug: slugFor(body.slug, body.name ?? current.name, SLUG_FALLBACK) }
              : {}),
            ...(body.content !== undefined ? { content: sanitizeRichText(body.content) } : {}),
            updatedAt: new Date(),
          })
          .where(eq(combos.id, id));
        if (courseIds) await writeComboCourses(tx, id, courseIds, false);
      });
      return get(id);
    },
    async remove(id) {
      const deleted = await db.delete(combos).where(eq(combos.id, id)).returning({ id: combos.id });
      if (deleted.length === 0) throw notFound();
    },
  };
}

/** Combos for pickers (`extra-data?type=combos`): every combo, by name. */
export function listComboOptions(db: DbOrTx): Promise<ComboOption[]> {
  return db
    .select({ id: combos.id, name: combos.name, status: combos.status })
    .from(combos)
    .orderBy(asc(combos.name), asc(combos.id))
    .limit(ALL_ROWS_CAP) as Promise<ComboOption[]>;
}

function toCard(row: ComboRow, image: ComboCard['image']): ComboCard {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    salePrice: row.salePrice,
    rootPrice: row.rootPrice,
    image,
    summary: row.summary,
    createdAt: isoDate(row.createdAt),
  };
}

/** `GET /combos`: ACTIVE combos, newest first by default; one page query, one count, one for pictures. */
export async function listStorefrontCombos(db: Db, query: ListQuery): Promise<ComboListResponse> {
  const condition = eq(combos.status, 'ACTIVE');
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(combos)
      .where(condition)
      .orderBy(...catalogueOrder(query, sortColumns, combos.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(combos).where(condition),
  ]);
  const imageOf = await withImages(db, rows);
  return {
    data: rows.map((row) => toCard(row, imageOf(row))),
    pagination: { total: totals[0]?.n ?? 0, offset: query.offset, limit: query.limit },
  };
}

export async function getStorefrontCombo(db: Db, id: number): Promise<ComboDetail> {
  const [row] = await db
    .select()
    .from(combos)
    .where(and(eq(combos.id, id), eq(combos.status, 'ACTIVE')));
  if (!row) throw notFound();
  const [imageOf, courseIds] = await Promise.all([
    withImages(db, [row]),
    db
      .select({ id: comboCourses.courseId })
      .from(comboCourses)
      .where(eq(comboCourses.comboId, id))
      .orderBy(asc(comboCourses.position), asc(comboCourses.courseId)),
  ]);
  const cards = await loadCourseCards(
    db,
    courseIds.map((course) => course.id),
  );
  return {
    ...toCard(row, imageOf(row)),
    content: row.content,
    courses: courseIds.flatMap((course) => {
      const card = cards.get(course.id);
      return card ? [card] : [];
    }),
    updatedAt: isoDate(row.updatedAt),
  };
}
