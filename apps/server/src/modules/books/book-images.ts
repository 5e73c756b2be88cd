import type { ImageRef } from '@tutor/contract/media';
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookImages, images } from '../../db/schema';
import { imageRefColumns, toImageRef } from '../shared/image-ref';

/** The cover (first picture) of many books in one query. */
export async function coversOf(db: DbOrTx, bookIds: readonly number[]): Promise<Map<number, ImageRef>> {
  if (bookIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([bookImages.bookId], { bookId: bookImages.bookId, ...imageRefColumns })
    .from(bookImages)
    .innerJoin(images, eq(images.id, bookImages.imageId))
    .where(inArray(bookImages.bookId, [...bookIds]))
    .orderBy(asc(bookImages.bookId), asc(bookImages.position), asc(bookImages.imageId));
  return new Map(rows.map(({ bookId, ...image }) => [bookId, toImageRef(image)]));
}

/** Every picture of one book, in display order. */
export async function imagesOf(db: DbOrTx, bookId: number): Promise<ImageRef[]> {
  const rows = await db
    .select(imageRefColumns)
    .from(bookImages)
    .innerJoin(images, eq(images.id, bookImages.imageId))
    .where(eq(bookImages.bookId, bookId))
    .orderBy(asc(bookImages.position), asc(bookImages.imageId));
  return rows.map(toImageRef);
}
