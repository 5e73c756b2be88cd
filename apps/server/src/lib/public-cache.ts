import { createHash } from 'node:crypto';
import type { ChangeFeed } from './change-feed';

/** A cached answer: the JSON text as sent, and its entity tag. */
export type CachedAnswer = { body: string; etag: string };

/** A weak entity tag of a body: equal bodies get equal tags in every process (no per-process counter). */
export function etagOf(body: string): string {
  return `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
}

/**
 * Public answers that are the same for every visitor (the home page), kept as sent until a write to
 * public content announces itself on the change feed (`invalidate`). Concurrent misses share one load,
 * and a load that started before a change is served to its waiters but not kept, so a cleared cache
 * never refills with what was read before the write.
 */
export function createPublicCache(feed: ChangeFeed) {
  let version = 0;
  const entries = new Map<string, CachedAnswer>();
  const loading = new Map<string, { version: number; promise: Promise<CachedAnswer> }>();
  feed.subscribe(() => {
    version++;
    entries.clear();
    loading.clear();
  });

  return {
    async get(key: string, load: () => Promise<unknown>): Promise<CachedAnswer> {
      const hit = entries.get(key);
      if (hit) return hit;
      const pending = loading.get(key);
      if (pending?.version === version) return pending.promise;
      const startedAt = version;
      const promise = load().then((value) => {
        const body = JSON.stringify(value);
        const answer = { body, etag: etagOf(body) };
        if (version === startedAt) entries.set(key, answer);
        return answer;
      });
      loading.set(key, { version: startedAt, promise });
      promise.then(
        () => loading.get(key)?.promise === promise && loading.delete(key),
        () => loading.get(key)?.promise === promise && loading.delete(key),
      );
      return promise;
    },
    /** Public content changed: here at once, in the other processes through the feed. */
    invalidate() {
      feed.publish();
    },
  };
}
export type PublicCache = ReturnType<typeof createPublicCache>;
