import { IMAGE_MIN_PX, IMAGE_VARIANT_WIDTHS } from '@tutor/contract/media';
import type { Metadata } from 'sharp';
import { AppError } from '../../lib/app-error';
import { loadSharp } from '../../lib/sharp';
import type { Storage } from '../../lib/storage';
import { variantFile } from './image-ref';

const IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
/** The stored original is capped: a 6000 px phone photo is never shown larger than this. */
const MAX_STORED_WIDTH = 2400;
const FOLDER = 'images';

export type StoredImage = { file: string; width: number; height: number; bytes: number; variants: number[] };

/** Checks a picture (bytes, or an uploaded file's path) by content, not name: at least IMAGE_MIN_PX a side. */
export async function checkImage(input: Buffer | string, minPx = IMAGE_MIN_PX): Promise<Metadata> {
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(input).metadata();
  } catch {
    throw new AppError('ONLY_IMAGES');
  }
  if (!meta.format || !IMAGE_FORMATS.has(meta.format)) throw new AppError('ONLY_IMAGES');
  if ((meta.width ?? 0) < minPx || (meta.height ?? 0) < minPx) throw new AppError('IMAGE_TOO_SMALL');
  return meta;
}

/**
 * Stores an uploaded picture as WebP under public `images/`: the original (capped at 2400 px wide) and
 * one copy per IMAGE_VARIANT_WIDTHS narrower than it, named `{file}-{width}.webp`. Re-encoding also
 * drops EXIF data (a phone photo's location) and anything hidden in the file.
 */
export async function storeImage(
  storage: Storage,
  input: Buffer | string,
  /** WebP encoder effort (0–6, default 4): the demo seeder trades a few KB for 2–3× faster encoding. */
  options: { effort?: number } = {},
): Promise<StoredImage> {
  const { effort } = options;
  await checkImage(input);
  const sharp = await loadSharp();
  const original = await sharp(input)
    .rotate()
    .resize({ width: MAX_STORED_WIDTH, withoutEnlargement: true })
    .webp({ quality: 82, effort })
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      // A readable header over a body that is not (cut short, corrupt): not a picture we can use.
      throw new AppError('ONLY_IMAGES');
    });
  const { width, height } = original.info;
  const file = await storage.write('public', FOLDER, original.data, 'webp');
  const variants = IMAGE_VARIANT_WIDTHS.filter((w) => w < width);
  await Promise.all(
    variants.map(async (w) => {
      const copy = await sharp(original.data).resize({ width: w }).webp({ quality: 80, effort }).toBuffer();
      await storage.writeNamed('public', FOLDER, variantFile(file, w), copy);
    }),
  );
  return { file, width, height, bytes: original.data.length, variants: [...variants] };
}

/** Removes a stored picture and its copies. */
export async function removeImageFiles(storage: Storage, file: string, variants: readonly number[]) {
  await Promise.all([
    storage.remove('public', FOLDER, file),
    ...variants.map((w) => storage.remove('public', FOLDER, variantFile(file, w))),
  ]);
}
