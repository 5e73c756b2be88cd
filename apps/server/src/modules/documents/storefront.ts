import type {
  DocumentCard,
  DocumentCategoryGroup,
  DocumentDetail,
  DocumentListResponse,
  documentListQuerySchema,
} from '@tutor/contract/documents';
import { canEnterAdmin, hasAllPermissions } from '@tutor/contract/permissions';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, queryRows } from '../../db/client';
import { documentAccess, documents } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { isoDate } from '../../lib/list';
import type { AuthContext } from '../../plugins/auth';
import { activeCategories, catalogueOrder, categoriesOf, tagsOf } from '../shared/catalogue-links';
import { loadImageRefs } from '../shared/image-ref';
import {
  type DocumentRow,
  documentCategoryLink,
  documentSortColumns,
  documentTagLink,
  inCategory,
} from './service';

type ListQuery = z.output<typeof documentListQuerySchema>;
type CardRow = Pick<
  DocumentRow,
  'id' | 'name' | 'slug' | 'summary' | 'imageId' | 'isFree' | 'salePrice' | 'file' | 'downloads' | 'createdAt'
>;

const cardColumns = {
  id: documents.id,
  name: documents.name,
  slug: documents.slug,
  summary: documents.summary,
  imageId: documents.imageId,
  isFree: documents.isFree,
  salePrice: documents.salePrice,
  file: documents.file,
  downloads: documents.downloads,
  createdAt: documents.createdAt,
};

/** Cards for rows, with their pictures loaded in one query. */
async function toCards(db: Db, rows: CardRow[]): Promise<DocumentCard[]> {
  const images = await loadImageRefs(
    db,
    rows.flatMap((row) => (row.imageId ? [row.imageId] : [])),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    summary: row.summary,
    image: row.imageId ? (images.get(row.imageId) ?? null) : null,
    isFree: row.isFree,
    salePrice: row.salePrice,
    hasFile: row.file !== null,
    downloads: row.downloads,
    createdAt: isoDate(row.createdAt),
  }));
}

/** `GET /documents`: ACTIVE documents, newest first, optionally of one category. */
export async function listStorefrontDocuments(db: Db, query: ListQuery): Promise<DocumentListResponse> {
  const condition = and(
    eq(documents.status, 'ACTIVE'),
    query.categoryId ? inCategory(db, query.categoryId) : undefined,
    query.excludeId ? ne(documents.id, query.excludeId) : undefined,
  );
  const [rows, totals, categories] = await Promise.all([
    db
      .select(cardColumns)
      .from(documents)
      .where(condition)
      .orderBy(...catalogueOrder(query, documentSortColumns, documents.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(documents).where(condition),
    activeCategories(db, 'DOCUMENT'),
  ]);
  return {
    data: await toCards(db, rows),
    pagination: { total: totals[0]?.n ?? 0, offset: query.offset, limit: query.limit },
    extra: { categories },
  };
}

/** `GET /documents/{id}`: an ACTIVE document with its ACTIVE categories and its tags. */
export async function getStorefrontDocument(db: Db, id: number): Promise<DocumentDetail> {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, id), eq(documents.status, 'ACTIVE')));
  if (!row) throw notFound();
  const [[card], categories, tags] = await Promise.all([
    toCards(db, [row]),
    categoriesOf(db, documentCategoryLink, [id], { onlyActive: true }),
    tagsOf(db, documentTagLink, [id]),
  ]);
  return {
    ...(card as DocumentCard),
    content: row.content,
    fileName: row.file ? row.fileName : '',
    fileBytes: row.file ? row.fileBytes : 0,
    categories: categories.get(id) ?? [],
    tags: tags.get(id) ?? [],
    updatedAt: isoDate(row.updatedAt),
  };
}

/** Most document categories a page shows at once (project choice; admins keep a handful). */
const CATEGORY_GROUPS_MAX = 50;

/**
 * `GET /documents/category`: each ACTIVE document category with its number of ACTIVE documents and
 * its `perCategory` newest ones. Three queries whatever the catalogue size: the categories with their
 * counts, the newest documents of every category at once (a LATERAL join that reads each category's
 * newest rows only), and their pictures.
 */
export async function documentsByCategory(db: Db, perCategory: number): Promise<DocumentCategoryGroup[]> {
  const groups = await queryRows<{ id: number | string; name: string; slug: string; total: number | string }>(
    db,
    sql`select c.id, c.name, c.slug, count(d.id) as total
        from categories c
        left join document_categories dc on dc.category_id = c.id
        left join documents d on d.id = dc.document_id and d.status = 'ACTIVE'
        where c.type = 'DOCUMENT' and c.status = 'ACTIVE'
        group by c.id
        order by c.position, c.name, c.id
        limit ${CATEGORY_GROUPS_MAX}`,
  );
  if (groups.length === 0) return [];
  const categoryIds = groups.map((group) => Number(group.id));
  const rows = await queryRows<{
    category_id: number | string;
    id: number | string;
    name: string;
    slug: string;
    summary: string;
    image_id: number | string | null;
    is_free: boolean;
    sale_price: number;
    file: string | null;
    downloads: number;
    created_at: Date | string;
  }>(
    db,
    sql`select c.id as category_id, d.*
        from unnest(${sql.raw(`ARRAY[${categoryIds.join(',')}]::bigint[]`)}) as c(id)
        cross join lateral (
          select d.id, d.name, d.slug, d.summary, d.image_id, d.is_free, d.sale_price, d.file,
                 d.downloads, d.created_at
          from document_categories dc
          join documents d on d.id = dc.document_id
          where dc.category_id = c.id and d.status = 'ACTIVE'
          order by d.created_at desc, d.id desc
          limit ${perCategory}
        ) d`,
  );
  const cards = await toCards(
    db,
    rows.map((row) => ({
      id: Number(row.id),
      name: row.name,
      slug: row.slug,
      summary: row.summary,
      imageId: row.image_id === null ? null : Number(row.image_id),
      isFree: row.is_free,
      salePrice: Number(row.sale_price),
      file: row.file,
      downloads: Number(row.downloads),
      createdAt: row.created_at instanceof Date ? row.created_at : new Date(row.created_at),
    })),
  );
  const byCategory = new Map<number, DocumentCard[]>();
  rows.forEach((row, index) => {
    const key = Number(row.category_id);
    const list = byCategory.get(key) ?? [];
    list.push(cards[index] as DocumentCard);
    byCategory.set(key, list);
  });
  return groups.map((group) => ({
    id: Number(group.id),
    name: group.name,
    slug: group.slug,
    total: Number(group.total),
    documents: byCategory.get(Number(group.id)) ?? [],
  }));
}

export type Download = { path: string; fileName: string; bytes: number };

/**
 * Who may download (spec §1, §7): anyone for a free document; for a paid one a signed-in user holding
 * a document_access row, or back-office staff who may read documents. Visitors are asked to log in.
 */
export async function authorizeDownload(
  db: Db,
  id: number,
  auth: AuthContext | null,
): Promise<Pick<DocumentRow, 'id' | 'file' | 'fileName'>> {
  const [row] = await db
    .select({
      id: documents.id,
      file: documents.file,
      fileName: documents.fileName,
      isFree: documents.isFree,
      status: documents.status,
    })
    .from(documents)
    .where(eq(documents.id, id));
  const isStaff = auth !== null && canEnterAdmin(auth) && hasAllPermissions(auth, ['document:read']);
  if (!row || (row.status !== 'ACTIVE' && !isStaff)) throw notFound();
  if (!row.isFree && !isStaff) {
    if (!auth) throw new AppError('UNAUTHENTICATED');
    const [access] = await db
      .select({ userId: documentAccess.userId })
      .from(documentAccess)
      .where(and(eq(documentAccess.documentId, id), eq(documentAccess.userId, auth.userId)));
    if (!access) throw new AppError('ACCESS_DENIED');
  }
  if (!row.file) throw new AppError('DOCUMENT_NOT_ATTACHED');
  return row;
}

export async function countDownload(db: Db, id: number) {
  await db
    .update(documents)
    .set({ downloads: sql`${documents.downloads} + 1` })
    .where(eq(documents.id, id));
}
