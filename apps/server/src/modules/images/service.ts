import type {
  AdminImage,
  CreateImageFields,
  ExtraDataImage,
  ImageCategoryGroup,
  imageListQuerySchema,
  updateImageBodySchema,
} from '@tutor/contract/images';
import { EXTRA_DATA_IMAGES_LIMIT, IMAGES_PER_CATEGORY } from '@tutor/contract/images';
import { and, asc, count, desc, eq, exists, ilike, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, type DbOrTx, queryRows } from '../../db/client';
import { isForeignKeyViolation } from '../../db/errors';
import { categories, folders, imageCategories, images } from '../../db/schema';
import { AppError, fieldError, notFound } from '../../lib/app-error';
import { isoDate, likePattern, orderByOf, pageOf } from '../../lib/list';
import type { Storage } from '../../lib/storage';
import { removeImageFiles, storeImage } from '../shared/image-files';
import { toImageRef } from '../shared/image-ref';

type ListQuery = z.output<typeof imageListQuerySchema>;
type UpdateInput = z.output<typeof updateImageBodySchema>;
/** The parsed text fields of an upload, plus the uploader's file name for the default name. */
export type CreateImageInput = {
  /** The uploaded file, still in storage's `tmp/`: only its re-encoded copies are kept. */
  path: string;
  fileName: string;
  fields: { name?: string; alt?: string; folderId?: number | null; categoryIds?: number[] };
};
export type { CreateImageFields };

type ImageRow = typeof images.$inferSelect;

function toAdminImage(row: ImageRow, categoryIds: number[]): AdminImage {
  return {
    ...toImageRef(row),
    folderId: row.folderId,
    categoryIds,
    bytes: row.bytes,
    createdAt: isoDate(row.createdAt),
    updatedAt: isoDate(row.updatedAt),
  };
}

/** `photo.final.PNG` → `photo.final`; a path or a blank name gives a usable default. */
export function nameFromFile(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const stem = base.replace(/\.[^.]*$/, '').trim();
  return (stem || base.trim() || 'image').slice(0, 200);
}

/** Category ids of many images in one query. */
async function categoryIdsOf(db: DbOrTx, imageIds: number[]): Promise<Map<number, number[]>> {
  const byImage = new Map<number, number[]>(imageIds.map((id) => [id, []]));
  if (imageIds.length === 0) return byImage;
  const links = await db
    .select({ imageId: imageCategories.imageId, categoryId: imageCategories.categoryId })
    .from(imageCategories)
    .where(inArray(imageCategories.imageId, imageIds))
    .orderBy(asc(imageCategories.categoryId));
  for (const link of links) byImage.get(link.imageId)?.push(link.categoryId);
  return byImage;
}

/** Refuses ids that name nothing: a folder that does not exist, a category that is not an IMAGE one. */
async function checkReferences(db: DbOrTx, folderId: number | null | undefined, categoryIds?: number[]) {
  if (folderId) {
    const [folder] = await db.select({ id: folders.id }).from(folders).where(eq(folders.id, folderId));
    if (!folder) throw fieldError('folderId', 'invalid');
  }
  if (categoryIds && categoryIds.length > 0) {
    const unique = [...new Set(categoryIds)];
    const found = await db
      .select({ id: categories.id })
      .from(categories)
      .where(and(inArray(categories.id, unique), eq(categories.type, 'IMAGE')));
    if (found.length !== unique.length) throw fieldError('categoryIds', 'invalid');
  }
}

/** The media library (spec §3 images): files on disk, rows and category links in the database. */
export function createImagesService(db: Db, storage: Storage) {
  async function get(id: number): Promise<AdminImage> {
    const [row] = await db.select().from(images).where(eq(images.id, id));
    if (!row) throw notFound();
    const links = await categoryIdsOf(db, [id]);
    return toAdminImage(row, links.get(id) ?? []);
  }

  return {
    async list(query: ListQuery) {
      const { limit, offset } = pageOf(query);
      const conditions = [];
      if (query.q) conditions.push(ilike(images.name, likePattern(query.q)));
      if (query.folderId) conditions.push(eq(images.folderId, query.folderId));
      if (query.ids) conditions.push(inArray(images.id, query.ids.length > 0 ? query.ids : [0]));
      if (query.categoryId)
        conditions.push(
          exists(
            db
              .select({ one: sql`1` })
              .from(imageCategories)
              .where(
                and(eq(imageCategories.imageId, images.id), eq(imageCategories.categoryId, query.categoryId)),
              ),
          ),
        );
      const condition = and(...conditions);
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(images)
          .where(condition)
          .orderBy(
            ...orderByOf(
              query,
              { createdAt: images.createdAt, name: images.name, bytes: images.bytes },
              images.id,
            ),
          )
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(images).where(condition),
      ]);
      const links = await categoryIdsOf(
        db,
        rows.map((row) => row.id),
      );
      return {
        data: rows.map((row) => toAdminImage(row, links.get(row.id) ?? [])),
        total: totals[0]?.n ?? 0,
      };
    },

    get,

    /**
     * Checks the references first (nothing is written for a bad id), then stores the files (which
     * checks the content), then the row and its links in one transaction; if that fails, the files go.
     */
    async create({ path, fileName, fields }: CreateImageInput): Promise<AdminImage> {
      await checkReferences(db, fields.folderId, fields.categoryIds);
      const stored = await storeImage(storage, path);
      try {
        const id = await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(images)
            .values({
              name: fields.name || nameFromFile(fileName),
              alt: fields.alt ?? '',
              folderId: fields.folderId ?? null,
              ...stored,
            })
            .returning({ id: images.id });
          const imageId = (row as { id: number }).id;
          const categoryIds = [...new Set(fields.categoryIds ?? [])];
          if (categoryIds.length > 0)
            await tx
              .insert(imageCategories)
              .values(categoryIds.map((categoryId) => ({ imageId, categoryId })));
          return imageId;
        });
        return await get(id);
      } catch (error) {
        await removeImageFiles(storage, stored.file, stored.variants);
        // A folder or category deleted between the check and the insert.
        if (isForeignKeyViolation(error)) throw fieldError('categoryIds', 'invalid');
        throw error;
      }
    },

    async update(id: number, body: UpdateInput): Promise<AdminImage> {
      const { categoryIds, ...changes } = body;
      await db.transaction(async (tx) => {
        const [current] = await tx.select({ id: images.id }).from(images).where(eq(images.id, id));
        if (!current) throw notFound();
        await checkReferences(tx, changes.folderId, categoryIds);
        await tx
          .update(images)
          .set({ ...changes, updatedAt: new Date() })
          .where(eq(images.id, id));
        if (categoryIds) {
          await tx.delete(imageCategories).where(eq(imageCategories.imageId, id));
          const unique = [...new Set(categoryIds)];
          if (unique.length > 0)
            await tx
              .insert(imageCategories)
              .values(unique.map((categoryId) => ({ imageId: id, categoryId })));
        }
      });
      return get(id);
    },

    /**
     * Slideshows and banners hold their picture with ON DELETE RESTRICT: such a picture is refused with
     * IMAGE_IN_USE. Files are removed only once the row is gone, so a refusal leaves everything intact.
     */
    async remove(id: number): Promise<void> {
      let removed: { file: string; variants: number[] } | undefined;
      try {
        [removed] = await db
          .delete(images)
          .where(eq(images.id, id))
          .returning({ file: images.file, variants: images.variants });
      } catch (error) {
        if (isForeignKeyViolation(error)) throw new AppError('IMAGE_IN_USE');
        throw error;
      }
      if (!removed) throw notFound();
      await removeImageFiles(storage, removed.file, removed.variants);
    },

    /** `DELETE /admin/category-images/:imageId/:categoryId`: one link, not the picture. */
    async unlinkCategory(imageId: number, categoryId: number): Promise<void> {
      const deleted = await db
        .delete(imageCategories)
        .where(and(eq(imageCategories.imageId, imageId), eq(imageCategories.categoryId, categoryId)))
        .returning({ imageId: imageCategories.imageId });
      if (deleted.length === 0) throw notFound();
    },
  };
}
export type ImagesService = ReturnType<typeof createImagesService>;

/**
 * The storefront gallery: ACTIVE image categories in site order, each with its newest ACTIVE pictures.
 * Two queries whatever the number of categories: the categories, then one window-function query that
 * keeps the newest IMAGES_PER_CATEGORY per category.
 */
export async function imagesByCategory(db: Db): Promise<ImageCategoryGroup[]> {
  const groups = await db
    .select({ id: categories.id, name: categories.name, slug: categories.slug })
    .from(categories)
    .where(and(eq(categories.type, 'IMAGE'), eq(categories.status, 'ACTIVE')))
    .orderBy(asc(categories.position), asc(categories.name), asc(categories.id));
  if (groups.length === 0) return [];
  const ids = groups.map((group) => group.id);
  const rows = await queryRows<{
    category_id: number;
    id: number;
    name: string;
    alt: string;
    file: string;
    width: number;
    height: number;
    variants: number[] | string;
  }>(
    db,
    sql`select category_id, id, name, alt, file, width, height, variants from (
          select ic.category_id, i.id, i.name, i.alt, i.file, i.width, i.height, i.variants, i.created_at,
                 row_number() over (partition by ic.category_id order by i.created_at desc, i.id desc) as rank
          from ${imageCategories} ic
          join ${images} i on i.id = ic.image_id
          where ic.category_id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )}) and i.status = 'ACTIVE'
        ) ranked
        where rank <= ${IMAGES_PER_CATEGORY}
        order by category_id, created_at desc, id desc`,
  );
  const byCategory = new Map<number, ImageCategoryGroup['images']>(ids.map((id) => [id, []]));
  for (const row of rows) {
    byCategory.get(Number(row.category_id))?.push(
      toImageRef({
        id: Number(row.id),
        name: row.name,
        alt: row.alt,
        file: row.file,
        width: Number(row.width),
        height: Number(row.height),
        // Raw SQL through node-postgres parses jsonb; keep text just in case a driver does not.
        variants: typeof row.variants === 'string' ? (JSON.parse(row.variants) as number[]) : row.variants,
      }),
    );
  }
  return groups.map((group) => ({ ...group, images: byCategory.get(group.id) ?? [] }));
}

/** extra-data `images`: the latest pictures, for pickers that list them without paging. */
export async function latestImages(db: Db): Promise<ExtraDataImage[]> {
  const rows = await db
    .select()
    .from(images)
    .orderBy(desc(images.createdAt), desc(images.id))
    .limit(EXTRA_DATA_IMAGES_LIMIT);
  return rows.map((row) => ({ ...toImageRef(row), folderId: row.folderId }));
}
