import type { CartItemType, OrderLineType } from '@tutor/contract/constants';
import { IMAGE_URL_PREFIX } from '@tutor/contract/media';
import type { QuoteProblem } from '@tutor/contract/orders';
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { books, combos, courses, documents, images } from '../../db/schema';
import { variantFile } from '../shared/image-ref';

/*
 * What an item costs today and whether it can be bought, read from the database for the cart's quote
 * and for every checkout. The browser's prices are never used: a checkout compares what the buyer saw
 * with these and refuses when they differ. One statement per kind of item present, whatever the number
 * of lines (a cart of 100 lines is at most four reads).
 *
 * Rules:
 * - any item: it exists and its status is ACTIVE, else UNAVAILABLE;
 * - a book: not OUTOFSTOCK (an UPCOMING book may be pre-ordered, as the order form always allowed; the
 *   stock itself is taken when the order is DONE, which refuses with BOOK_OUT_OF_STOCK);
 * - a combo: it bundles at least one course (an empty combo would sell nothing);
 * - a document: a paid one (a free one is downloaded, not bought) with its file attached;
 * - signed in: a course the buyer may study now (an enrollment not expired), a combo whose every course
 *   they may study, or a document they may already download, is OWNED. An expired enrollment may be bought again.
 */

export type ItemRef = { type: OrderLineType; id: number };

export type PricedItem = {
  type: OrderLineType;
  id: number;
  /** False when no such item exists (deleted, or an id that never named one). */
  isKnown: boolean;
  /** '' when the item does not exist. */
  name: string;
  slug: string;
  image: string | null;
  /** Today's price (0 when the item does not exist). */
  salePrice: number;
  problem: QuoteProblem | null;
};

/** The cart shows small pictures: the 320 px copy when the picture has one. */
const THUMB_WIDTH = 320;

type Cover = { file: string; variants: number[] } | null;

function thumbUrl(cover: Cover): string | null {
  if (!cover) return null;
  const file = cover.variants.includes(THUMB_WIDTH) ? variantFile(cover.file, THUMB_WIDTH) : cover.file;
  return IMAGE_URL_PREFIX + file;
}

export const itemKey = (type: OrderLineType | CartItemType, id: number) => `${type}:${id}`;

const coverOf = (imageId: SQL) =>
  sql<Cover>`(select jsonb_build_object('file', ${images.file}, 'variants', ${images.variants})
    from ${images} where ${images.id} = ${imageId})`;

/** "May study now" for the buyer: an enrollment without an expiry or expiring later. */
const enrolledNow = (userId: number, courseId: SQL) =>
  sql`exists (select 1 from enrollments e where e.user_id = ${userId} and e.course_id = ${courseId}
    and (e.expires_at is null or e.expires_at > now()))`;

type Row = {
  id: number;
  name: string;
  slug: string;
  salePrice: number;
  status: string;
  cover: Cover;
  /** Why this item cannot be sold (besides a missing row or an inactive status), or null. */
  problem: QuoteProblem | null;
};

async function readBooks(db: DbOrTx, ids: number[]): Promise<Row[]> {
  const rows = await db
    .select({
      id: books.id,
      name: books.name,
      slug: books.slug,
      salePrice: books.salePrice,
      status: books.status,
      saleStatus: books.saleStatus,
      // The first picture is the cover.
      cover: sql<Cover>`(select jsonb_build_object('file', i.file, 'variants', i.variants)
        from book_images bi join ${images} i on i.id = bi.image_id
        where bi.book_id = ${books.id} order by bi.position, bi.image_id limit 1)`,
    })
    .from(books)
    .where(inArray(books.id, ids));
  return rows.map((row) => ({ ...row, problem: row.saleStatus === 'OUTOFSTOCK' ? 'OUT_OF_STOCK' : null }));
}

async function readCourses(db: DbOrTx, ids: number[], userId: number | null): Promise<Row[]> {
  const rows = await db
    .select({
      id: courses.id,
      name: courses.name,
      slug: courses.slug,
      salePrice: courses.salePrice,
      status: courses.status,
      cover: coverOf(sql`${courses.imageId}`),
      isOwned:
        userId === null ? sql<boolean>`false` : sql<boolean>`${enrolledNow(userId, sql`${courses.id}`)}`,
    })
    .from(courses)
    .where(inArray(courses.id, ids));
  return rows.map(({ isOwned, ...row }) => ({ ...row, problem: isOwned ? 'OWNED' : null }));
}

async function readCombos(db: DbOrTx, ids: number[], userId: number | null): Promise<Row[]> {
  const rows = await db
    .select({
      id: combos.id,
      name: combos.name,
      slug: combos.slug,
      salePrice: combos.salePrice,
      status: combos.status,
      cover: coverOf(sql`${combos.imageId}`),
      courseCount: sql<number>`(select count(*)::int from combo_courses cc where cc.combo_id = ${combos.id})`,
      notOwnedCount:
        userId === null
          ? sql<number>`0`
          : sql<number>`(select count(*)::int from combo_courses cc where cc.combo_id = ${combos.id}
              and not ${enrolledNow(userId, sql`cc.course_id`)})`,
    })
    .from(combos)
    .where(inArray(combos.id, ids));
  return rows.map(({ courseCount, notOwnedCount, ...row }) => ({
    ...row,
    problem:
      Number(courseCount) === 0
        ? 'UNAVAILABLE'
        : userId !== null && Number(notOwnedCount) === 0
          ? 'OWNED'
          : null,
  }));
}

async function readDocuments(db: DbOrTx, ids: number[], userId: number | null): Promise<Row[]> {
  const rows = await db
    .select({
      id: documents.id,
      name: documents.name,
      slug: documents.slug,
      salePrice: documents.salePrice,
      status: documents.status,
      isFree: documents.isFree,
      hasFile: sql<boolean>`${documents.file} is not null`,
      cover: coverOf(sql`${documents.imageId}`),
      isOwned:
        userId === null
          ? sql<boolean>`false`
          : sql<boolean>`exists (select 1 from document_access da
              where da.document_id = ${documents.id} and da.user_id = ${userId})`,
    })
    .from(documents)
    .where(inArray(documents.id, ids));
  return rows.map(({ isFree, hasFile, isOwned, ...row }) => ({
    ...row,
    problem: isFree || !hasFile ? 'UNAVAILABLE' : isOwned ? 'OWNED' : null,
  }));
}

const READERS = {
  BOOK: (db: DbOrTx, ids: number[]) => readBooks(db, ids),
  COURSE: readCourses,
  COMBO: readCombos,
  DOCUMENT: readDocuments,
} as const satisfies Record<
  OrderLineType,
  (db: DbOrTx, ids: number[], userId: number | null) => Promise<Row[]>
>;

/**
 * Today's price and state of each distinct item, keyed by `itemKey`. `userId` is the signed-in buyer
 * (their courses and documents are OWNED), or null for a guest.
 */
export async function priceItems(
  db: DbOrTx,
  items: readonly ItemRef[],
  userId: number | null,
): Promise<Map<string, PricedItem>> {
  const idsByType = new Map<OrderLineType, Set<number>>();
  for (const item of items) {
    const ids = idsByType.get(item.type) ?? new Set<number>();
    ids.add(item.id);
    idsByType.set(item.type, ids);
  }
  const priced = new Map<string, PricedItem>();
  // One kind after the other: inside a transaction the statements share one connection anyway.
  for (const [type, ids] of idsByType) {
    const rows = await READERS[type](db, [...ids], userId);
    const found = new Map(rows.map((row) => [row.id, row]));
    for (const id of ids) {
      const row = found.get(id);
      // A hidden item says nothing about itself (a draft's name or price is not for visitors to list).
      const isHidden = row !== undefined && row.status !== 'ACTIVE';
      priced.set(
        itemKey(type, id),
        row && !isHidden
          ? {
              type,
              id,
              isKnown: true,
              name: row.name,
              slug: row.slug,
              image: thumbUrl(row.cover),
              salePrice: row.salePrice,
              problem: row.problem,
            }
          : {
              type,
              id,
              isKnown: isHidden,
              name: '',
              slug: '',
              image: null,
              salePrice: 0,
              problem: 'UNAVAILABLE',
            },
      );
    }
  }
  return priced;
}
