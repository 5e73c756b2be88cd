import { createHash } from 'node:crypto';
import type { ChangeFeed } from './change-feed';

/** A cached answer: the JSON text as sent, and its entity tag. */
export type CachedAnswer = { body: string; etag: string };

/** A weak entity tag of a body: equal bodies get equal tags in every process (no per-process counter). */
export function etagOf(body: string): string {
  return `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
}

/**
 * Public data that is the same for every visitor (the home page, a storefront list's categories), kept
 * until a write to public content announces itself on the change feed (`invalidate`). Concurrent misses share one load,
 * and a load that started before a change is served to its waiters but not kept, so a cleared cache
 * never refills with what was read before the write.
 */
export function createPublicCache(feed: ChangeFeed) {
  let version = 0;
  const entries = new Map<string, unknown>();
  const loading = new Map<string, { version: number; promise: Promise<unknown> }>();
  feed.subscribe(() => {
    version++;
    entries.clear();
    loading.clear();
  });

  /** The value kept under `key`, loaded once (concurrent misses share the load) until invalidated. */
  function memo<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (entries.has(key)) return Promise.resolve(entries.get(key) as T);
    const pending = loading.get(key);
    if (pending?.version === version) return pending.promise as Promise<T>;
    const startedAt = version;
    const promise = load().then((value) => {
      if (version === startedAt) entries.set(key, value);
      return value;
    });
    const forget = () => {
      if (loading.get(key)?.promise === promise) loading.delete(key);
    };
    loading.set(key, { version: startedAt, promise });
    promise.then(forget, forget);
    return promise;
  }

  return {
    memo,
    /** A whole answer, kept as the JSON text sent and its tag. */
    answer(key: string, load: () => Promise<unknown>): Promise<CachedAnswer> {
      return memo(`answer:${key}`, async () => {
        const body = JSON.stringify(await load());
        return { body, etag: etagOf(body) };
      });
    },
    /** Public content changed: here at once, in the other processes through the feed. */
    invalidate() {
      feed.publish();
    },
  };
}
export type PublicCache = ReturnType<typeof createPublicCache>;
