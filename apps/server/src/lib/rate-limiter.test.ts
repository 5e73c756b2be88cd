import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './rate-limiter';
import { createRedis } from './redis';

const redisUrl = process.env.REDIS_URL;
const redis = redisUrl ? await createRedis(redisUrl) : undefined;
afterAll(async () => {
  await redis?.quit();
});

function behaves(name: string, make: () => { limiter: RateLimiter; advance(ms: number): Promise<void> }) {
  describe(name, () => {
    it('allows max attempts per window, then refuses until the window ends', async () => {
      const { limiter, advance } = make();
      const results = [];
      for (let i = 0; i < 4; i++) results.push((await limiter.hit('k', 3, 1)).allowed);
      expect(results).toEqual([true, true, true, false]);
      await advance(1100);
      expect((await limiter.hit('k', 3, 1)).allowed).toBe(true);
    });

    it('refund takes one attempt back within the window, never below zero', async () => {
      const { limiter } = make();
      await limiter.hit('r', 2, 60);
      await limiter.hit('r', 2, 60);
      await limiter.refund('r');
      expect((await limiter.hit('r', 2, 60)).allowed).toBe(true);
      expect((await limiter.hit('r', 2, 60)).allowed).toBe(false);
      for (let i = 0; i < 5; i++) await limiter.refund('fresh');
      expect((await limiter.hit('fresh', 1, 60)).allowed).toBe(true);
      expect((await limiter.hit('fresh', 1, 60)).allowed).toBe(false);
    });

    it('reset forgets the key', async () => {
      const { limiter } = make();
      await limiter.hit('x', 1, 60);
      expect((await limiter.hit('x', 1, 60)).allowed).toBe(false);
      await limiter.reset('x');
      expect((await limiter.hit('x', 1, 60)).allowed).toBe(true);
    });
  });
}

behaves('memory rate limiter', () => {
  let now = 1_000_000;
  return {
    limiter: createMemoryRateLimiter(() => now),
    advance: async (ms) => {
      now += ms;
    },
  };
});

describe.runIf(redis)('on Redis', () => {
  behaves('redis rate limiter', () => ({
    limiter: createRedisRateLimiter(redis!, `test:rl:${randomBytes(4).toString('hex')}:`),
    advance: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  }));

  it('a refund of an absent (or expired) key creates no key without a time to live', async () => {
    const prefix = `test:rl:${randomBytes(4).toString('hex')}:`;
    const limiter = createRedisRateLimiter(redis!, prefix);
    await limiter.refund('gone');
    expect(await redis!.exists(`${prefix}gone`)).toBe(0);
  });
});
