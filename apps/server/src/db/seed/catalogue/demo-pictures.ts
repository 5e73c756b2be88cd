import fs from 'node:fs/promises';
import path from 'node:path';
import { slug } from '@tutor/contract/format';
import type { Storage } from '../../../lib/storage';
import { removeImageFiles, type StoredImage } from '../../../modules/shared/image-files';
import { variantFile } from '../../../modules/shared/image-ref';

/**
 * The demo pictures, drawn once by `npm run demo-pictures` (draw-demo-pictures.ts) and committed as the
 * image pipeline stores them: the WebP original and its size variants. Drawing and encoding ~76
 * pictures with sharp took most of a first start's seconds and memory; copying them takes a fraction.
 * The bundle in dist/ and the source here both find the folder.
 */
export const DEMO_PICTURES_DIR = path.resolve(
  import.meta.dirname,
  path.basename(import.meta.dirname) === 'dist' ? '../demo-pictures' : '../../../../demo-pictures',
);
/** Generated (`.gen.`: Biome leaves it as written). */
export const DEMO_PICTURES_MANIFEST = 'manifest.gen.json';

/** What the manifest records of one picture, keyed by its job key (picture-jobs.ts). */
export type DemoPicture = Omit<StoredImage, 'file'> & {
  file: string;
  /** pictureSource() of the drawing it was made from, to notice a picture not drawn again. */
  source: string;
};
export type DemoPictureManifest = Record<string, DemoPicture>;

/** `book:3:0` → `book-3-0.webp`: a job's committed file (its variants follow variantFile). */
export function demoPictureFile(key: string): string {
  return `${slug(key.replaceAll(':', ' '))}.webp`;
}

export async function readDemoPictureManifest(): Promise<DemoPictureManifest> {
  const text = await fs.readFile(path.join(DEMO_PICTURES_DIR, DEMO_PICTURES_MANIFEST), 'utf8');
  return JSON.parse(text) as DemoPictureManifest;
}

/**
 * Copies one committed picture and its variants into storage under a fresh name, as an upload would
 * land, so a demo picture can be replaced or deleted like any other.
 */
export async function copyDemoPicture(
  storage: Storage,
  manifest: DemoPictureManifest,
  key: string,
): Promise<StoredImage> {
  const entry = manifest[key];
  if (!entry) throw new Error(`demo picture ${key} is missing: run \`npm run demo-pictures\``);
  const read = (name: string) => fs.readFile(path.join(DEMO_PICTURES_DIR, name));
  const file = await storage.write('public', 'images', await read(entry.file), 'webp');
  try {
    await Promise.all(
      entry.variants.map(async (width) =>
        storage.writeNamed(
          'public',
          'images',
          variantFile(file, width),
          await read(variantFile(entry.file, width)),
        ),
      ),
    );
  } catch (error) {
    await removeImageFiles(storage, file, entry.variants).catch(() => {});
    throw error;
  }
  return {
    file,
    width: entry.width,
    height: entry.height,
    bytes: entry.bytes,
    variants: [...entry.variants],
  };
}
