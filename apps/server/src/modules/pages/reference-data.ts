import type { PageCode } from '@tutor/contract/pages';
import type { DbOrTx } from '../../db/client';
import { pages } from '../../db/schema';

/** The fixed pages the site links to; their content is written by staff (or the demo data). */
export const BASE_PAGES: { code: PageCode; title: string }[] = [
  { code: 'about', title: 'Giới thiệu' },
  { code: 'contact', title: 'Liên hệ' },
  { code: 'policy', title: 'Chính sách' },
  { code: 'guide', title: 'Hướng dẫn' },
];

/**
 * Pages are never created from the back office (spec §7: GET and PUT only), so the ones the site needs
 * must exist on every database. Runs at every start; inserts only what is missing, so edited pages and
 * concurrent starts are safe.
 */
export async function ensurePages(db: DbOrTx): Promise<void> {
  await db
    .insert(pages)
    .values(BASE_PAGES.map((page) => ({ ...page, content: '' })))
    .onConflictDoNothing({ target: pages.code });
}
