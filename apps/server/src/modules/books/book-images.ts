import type { ImageRef } from '@tutor/contract/media';
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookImages, images } from '../../db/schema';
import { toImageRef } from '../shared/image-ref';

const imageColumns = {
  id: images.id,
  name: images.name,
  alt: images.alt,
  file: images.file,
  width: images.width,
  height: images.height,
  variants: images.variants,
};

/** The cover (first picture) of many books in one query. */
export async function coversOf(db: DbOrTx, bookIds: readonly number[]): Promise<Map<number, ImageRef>> {
  if (bookIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([bookImages.bookId], { bookId: bookImages.bookId, ...imageColumns })
    .from(bookImages)
    .innerJoin(images, eq(images.id, bookImages.imageId))
    .where(inArray(bookImages.bookId, [...bookIds]))
    .orderBy(asc(bookImages.bookId), asc(bookImages.position), asc(bookImages.imageId));
  return new Map(rows.map(({ bookId, ...image }) => [bookId, toImageRef(image)]));
}

/** Every picture of one book, in display order. */
export async function imagesOf(db: DbOrTx, bookId: number): Promise<ImageRef[]> {
  const rows = await db
    .select(imageColumns)
    .from(bookImages)
    .innerJoin(images, eq(images.id, bookImages.imageId))
    .where(eq(bookImages.bookId, bookId))
    .orderBy(asc(bookImages.position), asc(bookImages.imageId));
  return rows.map(toImageRef);
}
