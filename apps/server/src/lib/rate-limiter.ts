import type { Redis } from 'ioredis';

export type RateLimitResult = { allowed: boolean; retryAfterS: number };

/** Fixed-window counters: `hit(key, max, windowS)` counts one attempt and says whether it is allowed. */
export type RateLimiter = {
  hit(key: string, max: number, windowS: number): Promise<RateLimitResult>;
  reset(key: string): Promise<void>;
};

/** One process: counters in memory, pruned as windows end. */
export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; endsAt: number }>();
  let lastPrune = now();
  return {
    async hit(key, max, windowS) {
      const t = now();
      if (t - lastPrune > 60_000) {
        for (const [k, w] of windows) if (w.endsAt <= t) windows.delete(k);
        lastPrune = t;
      }
      let w = windows.get(key);
      if (!w || w.endsAt <= t) {
        w = { count: 0, endsAt: t + windowS * 1000 };
        windows.set(key, w);
      }
      w.count++;
      return { allowed: w.count <= max, retryAfterS: Math.max(1, Math.ceil((w.endsAt - t) / 1000)) };
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

/** Several processes: the counters live in Redis, so a limit holds across the whole deployment. */
export function createRedisRateLimiter(redis: Redis, prefix = 'rl:'): RateLimiter {
  return {
    async hit(key, max, windowS) {
      const k = prefix + key;
      const [[, count], [, ttl]] = (await redis.multi().incr(k).pttl(k).exec()) as [
        [null, number],
        [null, number],
      ];
      let ttlMs = ttl;
      if (ttl < 0) {
        await redis.pexpire(k, windowS * 1000);
        ttlMs = windowS * 1000;
      }
      return { allowed: count <= max, retryAfterS: Math.max(1, Math.ceil(ttlMs / 1000)) };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}
