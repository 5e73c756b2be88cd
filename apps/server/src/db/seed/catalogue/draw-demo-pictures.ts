/**
 * `npm run demo-pictures`: draws every demo picture (pictures.ts, picture-jobs.ts) and stores it through
 * the upload pipeline (storeImage: WebP original and size variants), then writes the files and their
 * manifest into apps/server/demo-pictures/ to commit. Run it after changing the drawings or the demo
 * data they show; catalogue-seed.test.ts fails until then. The seed only copies these files.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createStorage } from '../../../lib/storage';
import { storeImage } from '../../../modules/shared/image-files';
import { variantFile } from '../../../modules/shared/image-ref';
import {
  DEMO_PICTURES_DIR,
  DEMO_PICTURES_MANIFEST,
  type DemoPictureManifest,
  demoPictureFile,
} from './demo-pictures';
import { pictureJobs } from './picture-jobs';
import { pictureSource, renderPicture } from './pictures';

/** The encoder's slowest, smallest setting: done once here, the repository keeps the bytes. */
const WEBP_EFFORT = 6;

const work = await fs.mkdtemp(path.join(os.tmpdir(), 'demo-pictures-'));
try {
  const storage = createStorage(work);
  const manifest: DemoPictureManifest = {};
  await fs.rm(DEMO_PICTURES_DIR, { recursive: true, force: true });
  await fs.mkdir(DEMO_PICTURES_DIR, { recursive: true });
  for (const job of pictureJobs()) {
    const stored = await storeImage(storage, await renderPicture(job.picture), { effort: WEBP_EFFORT });
    const file = demoPictureFile(job.key);
    if (Object.values(manifest).some((entry) => entry.file === file)) {
      throw new Error(`two demo pictures would share the file ${file}`);
    }
    const copy = (from: string, to: string) =>
      fs.copyFile(storage.pathOf('public', 'images', from), path.join(DEMO_PICTURES_DIR, to));
    await copy(stored.file, file);
    for (const width of stored.variants)
      await copy(variantFile(stored.file, width), variantFile(file, width));
    manifest[job.key] = { ...stored, file, source: pictureSource(job.picture) };
  }
  await fs.writeFile(
    path.join(DEMO_PICTURES_DIR, DEMO_PICTURES_MANIFEST),
    `${JSON.stringify(manifest, null, 1)}\n`,
  );
  const files = await fs.readdir(DEMO_PICTURES_DIR);
  let bytes = 0;
  for (const name of files) bytes += (await fs.stat(path.join(DEMO_PICTURES_DIR, name))).size;
  console.info(
    `${Object.keys(manifest).length} pictures, ${files.length} files, ${(bytes / 1024).toFixed(0)} KB in ${DEMO_PICTURES_DIR}`,
  );
} finally {
  await fs.rm(work, { recursive: true, force: true });
}
