import { Redis } from 'ioredis';

/** One shared connection when REDIS_URL is set; commands fail fast instead of queueing while it is down. */
export function createRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
}
