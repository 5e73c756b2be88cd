import type { ChangeFeed } from './change-feed';
import { createSingleFlight } from './single-flight';

/**
 * Server-rendered public pages kept a few seconds, as sent. React renders a page in 15–30 ms of the
 * one JavaScript thread, so a class opening a shared link at once (or a search crawler) queued behind
 * renders: 33 home pages a second. A rendered page is the same for every visitor of the same address,
 * origin and language (the renderer sees no token), so it can be kept:
 * - until public content changes (the change feed that also drops the home cache: an admin edit shows
 *   at once, in every process), and
 * - at most `ttlMs`, for what changes without an admin write (a ranking, a book running out);
 * - within `maxBytes`, the least recently used first out, so odd query strings cannot grow it.
 * Concurrent misses of one page share one render; a render begun before a change is answered to its
 * waiters but not kept, so a cleared cache never refills with what was read before the write.
 */
export function createPageCache<T>(
  feed: ChangeFeed,
  {
    ttlMs,
    maxBytes,
    sizeOf,
    now = Date.now,
  }: {
    ttlMs: number;
    maxBytes: number;
    /** The bytes a kept answer holds; `undefined` means the answer is not to be kept (an error, a 404). */
    sizeOf: (answer: T) => number | undefined;
    now?: () => number;
  },
) {
  const flights = createSingleFlight();
  let bytes = 0;
  /** In use order, oldest first (a hit moves its entry to the end). */
  const entries = new Map<string, { answer: T; size: number; until: number }>();

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.size;
  };
  feed.subscribe(() => {
    flights.invalidate();
    entries.clear();
    bytes = 0;
  });

  function keep(key: string, answer: T) {
    const size = sizeOf(answer);
    if (size === undefined || size > maxBytes || ttlMs <= 0) return;
    drop(key);
    entries.set(key, { answer, size, until: now() + ttlMs });
    bytes += size;
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      drop(oldest);
    }
  }

  return {
    /** The answer kept under `key` while fresh, else `load`'s (shared by concurrent misses). */
    get(key: string, load: () => Promise<T>): Promise<T> {
      const entry = entries.get(key);
      if (entry && entry.until > now()) {
        entries.delete(key);
        entries.set(key, entry);
        return Promise.resolve(entry.answer);
      }
      if (entry) drop(key);
      return flights.load(key, load, (answer) => keep(key, answer));
    },
    /** What is kept now (tests and the bench read it). */
    stats: () => ({ pages: entries.size, bytes }),
  };
}
export type PageCache<T> = ReturnType<typeof createPageCache<T>>;
