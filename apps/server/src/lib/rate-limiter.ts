import type { Redis } from 'ioredis';

export type RateLimitResult = { allowed: boolean; retryAfterS: number };

/**
 * Fixed-window counters: `hit(key, max, windowS)` counts one attempt and says whether it is allowed.
 * Attempts are counted before the work they guard, so a burst sent at once is counted in full; `refund`
 * takes back one attempt that turned out legitimate (a correct sign-in), within the current window.
 */
export type RateLimiter = {
  hit(key: string, max: number, windowS: number): Promise<RateLimitResult>;
  refund(key: string): Promise<void>;
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
    async refund(key) {
      const w = windows.get(key);
      if (w && w.endsAt > now() && w.count > 0) w.count--;
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

// Decrements only a live counter above zero: an expired key must not come back without a time to live.
const REFUND_SCRIPT = `
local n = tonumber(redis.call('get', KEYS[1]) or '0')
if n > 0 and redis.call('pttl', KEYS[1]) > 0 then return redis.call('decr', KEYS[1]) end
return n`;

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
    async refund(key) {
      await redis.eval(REFUND_SCRIPT, 1, prefix + key);
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}
