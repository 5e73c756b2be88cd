import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { isoDate } from '../../lib/list';
import { publicOrigin } from '../../lib/public-origin';
import type { PageHead } from '../../plugins/web-app';
import type { DetailPage } from '../shared/app-module';
import { loadImageRefs } from '../shared/image-ref';
import { renderPageHead, richTextDescription, shortDescription } from '../shared/page-head-html';

const DETAIL_PATH = /^\/([a-z-]+)\/([^/]+)(?:\/([^/]*))?\/?$/;
/** Ids are positive bigint identities; anything else cannot name an item. */
const ID = /^[1-9]\d{0,15}$/;

export const canonicalPath = (segment: string, id: number, slug: string) =>
  `/${segment}/${id}/${encodeURIComponent(slug)}`;

function decodeSegment(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/**
 * Decides the `<head>` of a public detail page the server is about to send as the app shell: the
 * item's own tags, a 301 to the canonical path when the slug differs (query string kept), or "not
 * found" for an unknown or hidden id. Other paths keep the default head (`undefined`).
 */
export function createDetailPageHeads(
  db: Db,
  config: Pick<Config, 'publicUrl' | 'publicUrlConfigured' | 'allowedHosts'>,
  pages: readonly DetailPage[],
) {
  const bySegment = new Map(pages.map((page) => [page.segment, page]));
  return async (request: FastifyRequest): Promise<PageHead | undefined> => {
    const queryAt = request.url.indexOf('?');
    const pathname = queryAt < 0 ? request.url : request.url.slice(0, queryAt);
    const query = queryAt < 0 ? '' : request.url.slice(queryAt);
    const match = DETAIL_PATH.exec(pathname);
    const segment = match?.[1];
    const kind = segment ? bySegment.get(segment) : undefined;
    if (!match || !segment || !kind) return undefined;
    const rawId = match[2] ?? '';
    const id = Number(rawId);
    if (!ID.test(rawId) || !Number.isSafeInteger(id)) return { notFound: true };
    const row = await kind.find(db, id);
    if (!row) return { notFound: true };

    const path = canonicalPath(segment, id, row.slug);
    if (decodeSegment(match[3] ?? '') !== row.slug) return { redirect: path + query };

    const origin = publicOrigin(request, config);
    const image =
      row.imageId === null ? null : ((await loadImageRefs(db, [row.imageId])).get(row.imageId) ?? null);
    const description = shortDescription(row.summary) || richTextDescription(row.content) || row.name;
    return {
      head: renderPageHead({
        name: row.name,
        description,
        canonicalUrl: origin + path,
        type: kind.type,
        origin,
        image,
        ...(row.publishedAt ? { publishedTime: isoDate(row.publishedAt) } : {}),
      }),
    };
  };
}
