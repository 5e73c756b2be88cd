import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { bookImages, books, combos, documents, news } from '../../db/schema';
import { isoDate } from '../../lib/list';
import { publicOrigin } from '../../lib/public-origin';
import type { PageHead } from '../../plugins/web-app';
import { loadImageRefs } from '../images/image-ref';
import { type PageMeta, renderPageHead, richTextDescription, shortDescription } from './html';

/** What a detail page needs from its row; only visible rows (ACTIVE, or published news) are found. */
type DetailRow = {
  name: string;
  slug: string;
  summary: string;
  content: string;
  imageId: number | null;
  publishedAt?: Date | string | null;
};

type DetailKind = {
  type: PageMeta['type'];
  find(db: Db, id: number): Promise<DetailRow | undefined>;
};

const first = async <T>(rows: Promise<T[]>) => (await rows)[0];
const nullableNumber = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** The public detail pages, by the first path segment of their web route (`/{segment}/{id}/{slug}`). */
export const DETAIL_KINDS: Record<string, DetailKind> = {
  sach: {
    type: 'book',
    find: (db, id) =>
      first(
        db
          .select({
            name: books.name,
            slug: books.slug,
            summary: books.summary,
            content: books.content,
            // The cover: the book's lowest-position picture.
            imageId: sql<number | null>`(
              select ${bookImages.imageId} from ${bookImages} where ${bookImages.bookId} = ${books.id}
              order by ${bookImages.position}, ${bookImages.imageId} limit 1)`.mapWith(nullableNumber),
          })
          .from(books)
          .where(and(eq(books.id, id), eq(books.status, 'ACTIVE'))),
      ),
  },
  combo: {
    type: 'website',
    find: (db, id) =>
      first(
        db
          .select({
            name: combos.name,
            slug: combos.slug,
            summary: combos.summary,
            content: combos.content,
            imageId: combos.imageId,
          })
          .from(combos)
          .where(and(eq(combos.id, id), eq(combos.status, 'ACTIVE'))),
      ),
  },
  'tai-lieu': {
    type: 'website',
    find: (db, id) =>
      first(
        db
          .select({
            name: documents.name,
            slug: documents.slug,
            summary: documents.summary,
            content: documents.content,
            imageId: documents.imageId,
          })
          .from(documents)
          .where(and(eq(documents.id, id), eq(documents.status, 'ACTIVE'))),
      ),
  },
  'tin-tuc': {
    type: 'article',
    find: (db, id) =>
      first(
        db
          .select({
            name: news.title,
            slug: news.slug,
            summary: news.summary,
            content: news.content,
            imageId: news.imageId,
            publishedAt: sql<Date | string>`coalesce(${news.publishedAt}, ${news.createdAt})`,
          })
          .from(news)
          .where(and(eq(news.id, id), eq(news.state, 'publish'))),
      ),
  },
};

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
) {
  return async (request: FastifyRequest): Promise<PageHead | undefined> => {
    const queryAt = request.url.indexOf('?');
    const pathname = queryAt < 0 ? request.url : request.url.slice(0, queryAt);
    const query = queryAt < 0 ? '' : request.url.slice(queryAt);
    const match = DETAIL_PATH.exec(pathname);
    const segment = match?.[1];
    const kind = segment ? DETAIL_KINDS[segment] : undefined;
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
