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
import { and, asc, count, eq, ilike, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { combos } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { isoDate, likePattern, pageOf } from '../../lib/list';
import { sanitizeRichText } from '../../lib/rich-text';
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

async function toAdminCombos(db: DbOrTx, rows: ComboRow[]): Promise<AdminCombo[]> {
  const imageOf = await withImages(db, rows);
  return rows.map((row) => ({
    ...row,
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
      await checkLinkIds(db, body);
      const [row] = await db
        .insert(combos)
        .values({
          ...body,
          slug: slugFor(body.slug, body.name, SLUG_FALLBACK),
          content: sanitizeRichText(body.content),
        })
        .returning({ id: combos.id });
      return get((row as { id: number }).id);
    },
    async update(id, body) {
      await db.transaction(async (tx) => {
        const [current] = await tx.select().from(combos).where(eq(combos.id, id)).for('update');
        if (!current) throw notFound();
        await checkLinkIds(tx, body);
        await tx
          .update(combos)
          .set({
            ...body,
            ...(body.slug !== undefined
              ? { slug: slugFor(body.slug, body.name ?? current.name, SLUG_FALLBACK) }
              : {}),
            ...(body.content !== undefined ? { content: sanitizeRichText(body.content) } : {}),
            updatedAt: new Date(),
          })
          .where(eq(combos.id, id));
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
  const imageOf = await withImages(db, [row]);
  return {
    ...toCard(row, imageOf(row)),
    content: row.content,
    updatedAt: isoDate(row.updatedAt),
  };
}
