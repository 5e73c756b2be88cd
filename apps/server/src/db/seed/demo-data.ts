import { eq } from 'drizzle-orm';
import { seedSiteSettings } from '../../modules/site-settings/seed';
import { seedDemoUsers } from '../../modules/users/seed';
import type { Db, Tx } from '../client';
import { appMeta } from '../schema';

const SEEDED_KEY = 'demo_data_loaded_at';

/** Each domain adds its demo data here, in dependency order (users before courses before orders). */
const seeders: ReadonlyArray<(tx: Tx) => Promise<void>> = [seedSiteSettings, seedDemoUsers];

export async function isDemoDataLoaded(db: Db): Promise<boolean> {
  const rows = await db.select({ key: appMeta.key }).from(appMeta).where(eq(appMeta.key, SEEDED_KEY));
  return rows.length > 0;
}

/**
 * Loads the demo data in one transaction: it lands whole or not at all, so an interrupted first start
 * simply seeds again on the next one.
 */
export async function loadDemoData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const seed of seeders) await seed(tx);
    await tx.insert(appMeta).values({ key: SEEDED_KEY, value: new Date().toISOString() });
  });
}
