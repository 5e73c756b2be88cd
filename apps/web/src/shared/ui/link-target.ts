import { isSafeLink } from '@tutor/contract/links';

/** Where a staff-given click target leads: a page of this app (through the router) or another site. */
export type LinkTarget = { kind: 'route'; to: string } | { kind: 'external'; href: string };

/**
 * The target of a stored link (menus, banners, slides), or null when the link is empty or unsafe. The
 * server refuses unsafe links now, but rows saved before that rule may still hold `//evil.example` or
 * `/\evil.example`: the router would treat those as paths of this site while the browser leaves for
 * another one, so they render without a link.
 */
export function linkTarget(link: string | null | undefined): LinkTarget | null {
  if (!link || !isSafeLink(link)) return null;
  return link.startsWith('/') ? { kind: 'route', to: link } : { kind: 'external', href: link };
}
