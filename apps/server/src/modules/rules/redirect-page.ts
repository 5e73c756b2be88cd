import { isSafeLink } from '@tutor/contract/links';
import type { Db } from '../../db/client';
import { findRedirect } from './service';

/** Same shape as the contract's REDIRECT_SLUG (and the web's navigation guard). */
const REDIRECT_SLUG = /^[A-Za-z0-9-]{3,100}$/;

/**
 * Spec §2 navigation guard, rule 1, answered by the server: a path no page serves whose first segment is
 * the slug of an active redirect rule goes to the rule's target (`/khuyen-mai` → a campaign page), in
 * the HTTP answer rather than after a 404 document has loaded. A rule stored before targets were checked
 * may still say `//evil.example`: never followed. The web app asks `redirectTarget` only for unknown paths.
 */
export function createRedirectRuleLookup(db: Db) {
  return async (pathname: string): Promise<string | undefined> => {
    const segment = pathname.split('/')[1] ?? '';
    if (!REDIRECT_SLUG.test(segment)) return undefined;
    const target = await findRedirect(db, segment);
    if (!target || !isSafeLink(target) || target === pathname) return undefined;
    return target;
  };
}
