import type { Redis } from 'ioredis';

/**
 * One shared connection when REDIS_URL is set; commands fail fast instead of queueing while it is down.
 * ioredis is loaded here, only then: a start without Redis does not spend time loading it.
 */
export async function createRedis(url: string): Promise<Redis> {
  const { Redis } = await import('ioredis');
  return new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
}
