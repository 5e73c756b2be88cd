import type { SiteSettings } from '@tutor/contract/site-settings';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { siteSettings } from '../../db/schema';

export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  siteName: 'ToánHay',
  description: '',
  hotline: '',
  email: '',
  address: '',
  messengerUrl: '',
  chatAppId: '',
};

export async function readSiteSettings(db: DbOrTx): Promise<SiteSettings> {
  const rows = await db.select({ key: siteSettings.key, value: siteSettings.value }).from(siteSettings);
  const stored = Object.fromEntries(rows.map((r) => [r.key, r.value]));
  const merged: SiteSettings = { ...DEFAULT_SITE_SETTINGS };
  for (const key of Object.keys(merged) as (keyof SiteSettings)[]) {
    const value = stored[key];
    if (typeof value === 'string') merged[key] = value;
  }
  return merged;
}

export async function writeSiteSettings(db: DbOrTx, values: Partial<SiteSettings>): Promise<void> {
  const rows = Object.entries(values).map(([key, value]) => ({ key, value, updatedAt: new Date() }));
  if (rows.length === 0) return;
  await db
    .insert(siteSettings)
    .values(rows)
    .onConflictDoUpdate({
      target: siteSettings.key,
      set: { value: sql`excluded.value`, updatedAt: sql`now()` },
    });
}
