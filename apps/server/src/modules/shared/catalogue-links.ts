import type { CategoryRef, CategoryType, TagRef } from '@tutor/contract/categories';
import { slug } from '@tutor/contract/format';
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { categories, images, tags } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/*
 * What books and documents share: checking the ids a form sends (categories of the right type, tags,
 * pictures) and loading the categories and tags of a page of rows with one query per kind.
 */

/** The VALIDATION_ERROR naming each id that names nothing, e.g. `categoryIds.1`. */
function unknownIds(path: string, wanted: readonly number[], found: ReadonlySet<number>) {
  const details = wanted.flatMap((id, index) =>
    found.has(id) ? [] : [{ path: `${path}.${index}`, key: 'invalid', message: '' }],
  );
  return details.length > 0 ? new AppError('VALIDATION_ERROR', { details }) : undefined;
}

async function existing(db: DbOrTx, column: AnyPgColumn, ids: readonly number[], where?: SQL) {
  if (ids.length === 0) return new Set<number>();
  const table = column.table as PgTable;
  const rows = await db
    .select({ id: column })
    .from(table)
    .where(and(inArray(column, [...ids]), where));
  return new Set(rows.map((row) => Number(row.id)));
}

/**
 * Throws VALIDATION_ERROR (nothing written yet) when a category, tag or picture id is unknown, or a
 * category holds another kind of thing than `categoryType`.
 */
export async function checkLinkIds(
  db: DbOrTx,
  body: { categoryIds?: number[]; tagIds?: number[]; imageIds?: number[]; imageId?: number | null },
  categoryType?: CategoryType,
) {
  const [categoryIds, tagIds, imageIds, imageId] = await Promise.all([
    body.categoryIds && categoryType
      ? existing(db, categories.id, body.categoryIds, eq(categories.type, categoryType))
      : undefined,
    body.tagIds ? existing(db, tags.id, body.tagIds) : undefined,
    body.imageIds ? existing(db, images.id, body.imageIds) : undefined,
    body.imageId ? existing(db, images.id, [body.imageId]) : undefined,
  ]);
  const errors = [
    categoryIds && body.categoryIds && unknownIds('categoryIds', body.categoryIds, categoryIds),
    tagIds && body.tagIds && unknownIds('tagIds', body.tagIds, tagIds),
    imageIds && body.imageIds && unknownIds('imageIds', body.imageIds, imageIds),
  ].filter((error): error is AppError => Boolean(error));
  const details = errors.flatMap((error) => error.details ?? []);
  if (imageId && body.imageId && !imageId.has(body.imageId))
    details.push({ path: 'imageId', key: 'invalid', message: '' });
  if (details.length > 0) throw new AppError('VALIDATION_ERROR', { details });
}

type LinkColumns = { owner: AnyPgColumn; target: AnyPgColumn };

function group<T>(rows: { ownerId: unknown; ref: T }[]): Map<number, T[]> {
  const byOwner = new Map<number, T[]>();
  for (const row of rows) {
    const owner = Number(row.ownerId);
    const list = byOwner.get(owner);
    if (list) list.push(row.ref);
    else byOwner.set(owner, [row.ref]);
  }
  return byOwner;
}

/** Categories of many rows in one query (storefront: ACTIVE categories only), in storefront order. */
export async function categoriesOf(
  db: DbOrTx,
  link: LinkColumns,
  ownerIds: readonly number[],
  options: { onlyActive: boolean },
): Promise<Map<number, CategoryRef[]>> {
  if (ownerIds.length === 0) return new Map();
  const rows = await db
    .select({ ownerId: link.owner, id: categories.id, name: categories.name, slug: categories.slug })
    .from(link.owner.table as PgTable)
    .innerJoin(categories, eq(categories.id, link.target))
    .where(
      and(
        inArray(link.owner, [...ownerIds]),
        options.onlyActive ? eq(categories.status, 'ACTIVE') : undefined,
      ),
    )
    .orderBy(asc(categories.position), asc(categories.name), asc(categories.id));
  return group(rows.map(({ ownerId, ...ref }) => ({ ownerId, ref })));
}

/** Tags of many rows in one query, by name. */
export async function tagsOf(
  db: DbOrTx,
  link: LinkColumns,
  ownerIds: readonly number[],
): Promise<Map<number, TagRef[]>> {
  if (ownerIds.length === 0) return new Map();
  const rows = await db
    .select({ ownerId: link.owner, id: tags.id, name: tags.name, slug: tags.slug })
    .from(link.owner.table as PgTable)
    .innerJoin(tags, eq(tags.id, link.target))
    .where(inArray(link.owner, [...ownerIds]))
    .orderBy(asc(tags.name), asc(tags.id));
  return group(rows.map(({ ownerId, ...ref }) => ({ ownerId, ref })));
}

/** The ACTIVE categories of one type, as a storefront list's `extra.categories`. */
export function activeCategories(db: DbOrTx, type: CategoryType): Promise<CategoryRef[]> {
  return db
    .select({ id: categories.id, name: categories.name, slug: categories.slug })
    .from(categories)
    .where(and(eq(categories.type, type), eq(categories.status, 'ACTIVE')))
    .orderBy(asc(categories.position), asc(categories.name), asc(categories.id))
    .limit(500);
}

/**
 * ORDER BY for catalogue lists with the id as tie-breaker in the direction of the first sort, so the
 * composite indexes (name, id), (created_at, id), (sale_price, id) serve the whole order and a page
 * is read straight from the index instead of sorting the table.
 */
export function catalogueOrder<F extends string>(
  query: { sort: F[]; order: ('asc' | 'desc')[] },
  columns: Record<F, AnyPgColumn>,
  id: AnyPgColumn,
): SQL[] {
  const terms = query.sort.map((field, i) =>
    query.order[i] === 'asc' ? asc(columns[field]) : desc(columns[field]),
  );
  terms.push(query.order[0] === 'asc' ? asc(id) : desc(id));
  return terms;
}

/** The slug a row gets: the one given, else made from the name (`fallback` when the name has no latin letters). */
export function slugFor(given: string | undefined, name: string, fallback: string): string {
  return given || slug(name) || fallback;
}
