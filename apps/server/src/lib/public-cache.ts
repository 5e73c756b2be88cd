import { hash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { ChangeFeed } from './change-feed';
import { createSingleFlight } from './single-flight';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/**
 * A cached answer as sent: the JSON's bytes, compressed once per fill for the clients that accept it
 * (every browser), and its entity tag (weak: the same for every encoding of the same JSON).
 */
export type CachedAnswer = { json: Buffer; gzip: Buffer; br: Buffer; etag: string };

/** A weak entity tag of a body: equal bodies get equal tags in every process (no per-process counter). */
export function etagOf(body: string): string {
  // The one-shot hash: no Hash object per answer (every public read is tagged).
  return `W/"${hash('sha1', body, 'base64url').slice(0, 22)}"`;
}

/**
 * Public data that is the same for every visitor (the home page, a storefront list's categories), kept
 * until a write to public content announces itself on the change feed (`invalidate`). Concurrent misses share one load,
 * and a load that started before a change is served to its waiters but not kept, so a cleared cache
 * never refills with what was read before the write.
 */
export function createPublicCache(feed: ChangeFeed) {
  const entries = new Map<string, unknown>();
  const flights = createSingleFlight();
  feed.subscribe(() => {
    flights.invalidate();
    entries.clear();
  });

  /** The value kept under `key`, loaded once (concurrent misses share the load) until invalidated. */
  function memo<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (entries.has(key)) return Promise.resolve(entries.get(key) as T);
    return flights.load(key, load, (value) => entries.set(key, value));
  }

  return {
    memo,
    /** A whole answer, kept as the bytes sent in each encoding and its tag. */
    answer(key: string, load: () => Promise<unknown>): Promise<CachedAnswer> {
      return memo(`answer:${key}`, async () => {
        const body = JSON.stringify(await load());
        const json = Buffer.from(body);
        // Off the event loop (zlib's thread pool), once per fill rather than once per answer.
        const [gzipped, brotlied] = await Promise.all([
          gzip(json, { level: 9 }),
          brotli(json, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
              [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: json.length,
            },
          }),
        ]);
        return { json, gzip: gzipped, br: brotlied, etag: etagOf(body) };
      });
    },
    /** Public content changed: here at once, in the other processes through the feed. */
    invalidate() {
      feed.publish();
    },
  };
}
export type PublicCache = ReturnType<typeof createPublicCache>;
