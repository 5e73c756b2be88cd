import { eq } from 'drizzle-orm';
import type { Storage } from '../../lib/storage';
import { appModules } from '../../modules/app-modules';
import { type CourseFiles, prepareCourseFiles } from '../../modules/courses/seed-files';
import { type DemoVideoFiles, prepareDemoVideoFiles } from '../../modules/videos/seed';
import type { Db, Tx } from '../client';
import { appMeta } from '../schema';
import { type CatalogueFiles, prepareCatalogueFiles } from './catalogue/seed';

const SEEDED_KEY = 'demo_data_loaded_at';

/** The demo data's files (pictures, PDFs, video clips), made before its transaction; `remove` deletes them again. */
export type DemoFiles = CatalogueFiles & { courses: CourseFiles; videos: DemoVideoFiles };

/** What a seeder may need besides the transaction: the files already on disk for its rows. */
export type SeedContext = { files: DemoFiles };

/**
 * Copies the committed demo pictures and writes the PDFs into storage, before the transaction opens
 * (so it is not held while files are written).
 */
export async function prepareDemoFiles(storage: Storage): Promise<DemoFiles> {
  // Settled: when one part fails, the others finish and their files are removed too.
  const [catalogue, courses, videos] = await Promise.allSettled([
    prepareCatalogueFiles(storage),
    prepareCourseFiles(storage),
    prepareDemoVideoFiles(storage),
  ]);
  if (catalogue.status === 'rejected' || courses.status === 'rejected' || videos.status === 'rejected') {
    await Promise.allSettled(
      [catalogue, courses, videos].flatMap((part) =>
        part.status === 'fulfilled' ? [part.value.remove()] : [],
      ),
    );
    const failed = [catalogue, courses, videos].find((part) => part.status === 'rejected');
    throw (failed as PromiseRejectedResult).reason;
  }
  return {
    ...catalogue.value,
    courses: courses.value,
    videos: videos.value,
    async remove() {
      await Promise.allSettled([catalogue.value.remove(), courses.value.remove(), videos.value.remove()]);
    },
  };
}

/** Each domain's demo data, in the order of the module list (users before courses before orders). */
const seeders = (): ReadonlyArray<(tx: Tx, context: SeedContext) => Promise<void>> =>
  appModules.flatMap((module) => (module.seed ? [module.seed] : []));

export async function isDemoDataLoaded(db: Db): Promise<boolean> {
  const rows = await db.select({ key: appMeta.key }).from(appMeta).where(eq(appMeta.key, SEEDED_KEY));
  return rows.length > 0;
}

/**
 * Loads the demo data in one transaction: it lands whole or not at all (its files are removed again),
 * so an interrupted first start simply seeds again on the next one. `files` may be a preparation
 * started earlier with prepareDemoFiles.
 */
export async function loadDemoData(
  db: Db,
  { storage, files }: { storage: Storage; files?: Promise<DemoFiles> },
): Promise<void> {
  if (await isDemoDataLoaded(db)) {
    await files?.then((f) => f.remove());
    throw new Error('Demo data is already loaded.');
  }
  const ready = await (files ?? prepareDemoFiles(storage));
  try {
    await db.transaction(async (tx) => {
      for (const seed of seeders()) await seed(tx, { files: ready });
      await tx.insert(appMeta).values({ key: SEEDED_KEY, value: new Date().toISOString() });
    });
  } catch (error) {
    await ready.remove();
    throw error;
  }
}
