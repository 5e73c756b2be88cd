import { describe, expect, it } from 'vitest';
import { createLocalChangeFeed } from './change-feed';
import { createPageCache } from './page-cache';

/** A cache of strings whose size is their length; '404' answers are never kept. */
function setUp({ ttlMs = 5_000, maxBytes = 100 } = {}) {
  const feed = createLocalChangeFeed();
  let clock = 0;
  let loads = 0;
  const cache = createPageCache<string>(feed, {
    ttlMs,
    maxBytes,
    sizeOf: (answer) => (answer === '404' ? undefined : answer.length),
    now: () => clock,
  });
  const get = (key: string, answer = `page ${key}`) =>
    cache.get(key, async () => {
      loads += 1;
      return answer;
    });
  return {
    cache,
    feed,
    get,
    loads: () => loads,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

describe('page cache', () => {
  it('keeps an answer until its time is up', async () => {
    const c = setUp({ ttlMs: 5_000 });
    await c.get('/a');
    c.advance(4_999);
    await c.get('/a');
    expect(c.loads()).toBe(1);
    c.advance(1);
    await c.get('/a');
    expect(c.loads()).toBe(2);
  });

  it('drops everything when public content changes', async () => {
    const c = setUp();
    await c.get('/a');
    await c.get('/b');
    c.feed.publish();
    expect(c.cache.stats()).toEqual({ pages: 0, bytes: 0 });
    await c.get('/a');
    expect(c.loads()).toBe(3);
  });

  it('does not keep what was loaded before a change', async () => {
    const c = setUp();
    let finish: (value: string) => void = () => {};
    const pending = c.cache.get('/a', () => new Promise<string>((resolve) => (finish = resolve)));
    c.feed.publish();
    finish('old page');
    expect(await pending).toBe('old page');
    expect(await c.get('/a', 'new page')).toBe('new page');
  });

  it('shares one load among concurrent misses', async () => {
    const c = setUp();
    const answers = await Promise.all([c.get('/a'), c.get('/a'), c.get('/a')]);
    expect(answers).toEqual(['page /a', 'page /a', 'page /a']);
    expect(c.loads()).toBe(1);
  });

  it('keeps within its bytes, dropping the least recently used first', async () => {
    const c = setUp({ maxBytes: 30 });
    await c.get('/a', 'a'.repeat(10));
    await c.get('/b', 'b'.repeat(10));
    await c.get('/a'); // used: /b is now the oldest
    await c.get('/c', 'c'.repeat(10));
    await c.get('/d', 'd'.repeat(10));
    expect(c.cache.stats()).toEqual({ pages: 3, bytes: 30 });
    const before = c.loads();
    await c.get('/a');
    await c.get('/b', 'b'.repeat(10));
    expect(c.loads() - before).toBe(1); // /a kept, /b dropped
  });

  it('keeps no answer its size function refuses, nor one larger than the whole cache', async () => {
    const c = setUp({ maxBytes: 10 });
    await c.get('/missing', '404');
    await c.get('/huge', 'x'.repeat(11));
    expect(c.cache.stats()).toEqual({ pages: 0, bytes: 0 });
  });
});
