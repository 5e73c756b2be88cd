import { IMAGE_URL_PREFIX, type ImageRef } from '@tutor/contract/media';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isForeignKeyViolation } from '../../db/errors';
import { images } from '../../db/schema';
import { fieldError } from '../../lib/app-error';

type ImageRow = Pick<
  typeof images.$inferSelect,
  'id' | 'name' | 'alt' | 'file' | 'width' | 'height' | 'variants'
>;

/** `abc.webp` → `abc-640.webp`: where a variant of a stored image lives. */
export function variantFile(file: string, width: number): string {
  return file.replace(/\.webp$/, `-${width}.webp`);
}

/** The answer shape of a picture (contract `imageRefSchema`). */
export function toImageRef(row: ImageRow): ImageRef {
  return {
    id: row.id,
    name: row.name,
    alt: row.alt || row.name,
    url: IMAGE_URL_PREFIX + row.file,
    width: row.width,
    height: row.height,
    variants: [...row.variants]
      .sort((a, b) => a - b)
      .map((width) => ({ width, url: IMAGE_URL_PREFIX + variantFile(row.file, width) })),
  };
}

/** What an ImageRef is made of, for queries that join pictures to their owners. */
export const imageRefColumns = {
  id: images.id,
  name: images.name,
  alt: images.alt,
  file: images.file,
  width: images.width,
  height: images.height,
  variants: images.variants,
};

/**
 * A picture from its seven columns starting at `at` in an array row (`imageRefColumns` order), or null
 * when its id is null (a left join that found none). Bigint ids come as strings from node-postgres.
 */
export function imageRefAt(row: readonly unknown[], at: number): ImageRef | null {
  const id = row[at];
  if (id === null || id === undefined) return null;
  return toImageRef({
    id: Number(id),
    name: row[at + 1] as string,
    alt: row[at + 2] as string,
    file: row[at + 3] as string,
    width: row[at + 4] as number,
    height: row[at + 5] as number,
    variants: row[at + 6] as number[],
  });
}

/** The pictures of many ids in one query, keyed by id (missing ids are simply absent). */
export async function loadImageRefs(db: Db, ids: Iterable<number>): Promise<Map<number, ImageRef>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db.select(imageRefColumns).from(images).where(inArray(images.id, wanted));
  return new Map(rows.map((row) => [row.id, toImageRef(row)]));
}

/** A write naming a picture that does not exist (a foreign-key refusal) is a field error on imageId. */
export function unknownImage(error: unknown) {
  return isForeignKeyViolation(error) ? fieldError('imageId', 'invalid') : undefined;
}
