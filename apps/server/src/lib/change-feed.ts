import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type pg from 'pg';

/**
 * "Public content changed": raised by a write in this process, heard by every process serving the same
 * database, so their caches of public answers drop what they hold. Listeners of this process are called
 * synchronously by `publish` (the writer's next read is already fresh); other processes hear it through
 * Redis pub/sub when REDIS_URL is set, else PostgreSQL LISTEN/NOTIFY, typically within milliseconds.
 * A subscriber that (re)connects also tells its listeners, since it may have missed messages meanwhile.
 */
export type ChangeFeed = {
  publish(): void;
  subscribe(listener: () => void): () => void;
  close(): Promise<void>;
};

function listenerSet() {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    notify() {
      for (const listener of listeners) listener();
    },
  };
}

/** One process only: the embedded database is locked to one process, so nobody else needs telling. */
export function createLocalChangeFeed(): ChangeFeed {
  const { subscribe, notify } = listenerSet();
  return { publish: notify, subscribe, close: async () => {} };
}

/** Pub/sub on a connection of its own (a subscribed Redis connection can send nothing else). */
export function createRedisChangeFeed(redis: Redis, channel: string, log: FastifyBaseLogger): ChangeFeed {
  const { subscribe, notify } = listenerSet();
  const origin = randomUUID();
  const subscriber = redis.duplicate();
  subscriber.on('error', (error) => log.warn({ err: error }, 'change feed: Redis subscriber error'));
  // Also on reconnection: messages sent while disconnected are lost, so assume something changed.
  subscriber.on('ready', () => {
    subscriber.subscribe(channel).then(notify, (error) => log.warn({ err: error }, 'change feed: subscribe'));
  });
  subscriber.on('message', (_channel, message) => {
    if (message !== origin) notify();
  });
  return {
    publish() {
      notify();
      redis.publish(channel, origin).catch((error) => log.warn({ err: error }, 'change feed: publish'));
    },
    subscribe,
    async close() {
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}

const RECONNECT_MS = 1_000;

/**
 * LISTEN on one pooled connection kept for it, NOTIFY through the pool. NOTIFY is sent after the
 * write's commit, so a process hearing it reads the new rows. LISTEN/NOTIFY is per database, like the
 * content it announces.
 */
export function createPostgresChangeFeed(pool: pg.Pool, channel: string, log: FastifyBaseLogger): ChangeFeed {
  const { subscribe, notify } = listenerSet();
  const origin = randomUUID();
  let listener: Listener | undefined;
  let isClosed = false;
  let retry: NodeJS.Timeout | undefined;

  function retryLater() {
    if (isClosed) return;
    clearTimeout(retry);
    retry = setTimeout(listen, RECONNECT_MS);
  }

  async function listen() {
    if (isClosed) return;
    let held: Listener | undefined;
    try {
      const own: Listener = listenerOn(
        await pool.connect(),
        (message) => {
          if (message.channel === channel && message.payload !== origin) notify();
        },
        // A lost connection may report more than one error: it goes back to the pool once, and
        // one retry is planned.
        (error) => {
          log.warn({ err: error }, 'change feed: LISTEN connection lost');
          if (listener === own) listener = undefined;
          own.release(error);
          retryLater();
        },
      );
      held = own;
      await own.client.query(`LISTEN "${channel}"`);
      if (isClosed || own.released) return own.release();
      listener = own;
      notify();
    } catch (error) {
      // A connection that could not LISTEN goes back to the pool, marked broken.
      held?.release(error instanceof Error ? error : new Error(String(error)));
      if (isClosed) return;
      log.warn({ err: error }, 'change feed: cannot LISTEN, retrying');
      retryLater();
    }
  }
  void listen();

  return {
    publish() {
      notify();
      pool
        .query('select pg_notify($1, $2)', [channel, origin])
        .catch((error) => log.warn({ err: error }, 'change feed: NOTIFY'));
    },
    subscribe,
    async close() {
      isClosed = true;
      clearTimeout(retry);
      const held = listener;
      listener = undefined;
      if (!held) return;
      await held.client.query(`UNLISTEN "${channel}"`).catch(() => {});
      held.release();
    },
  };
}

/**
 * The LISTEN connection with the feed's handlers on it, given back to the pool at most once (pg-pool
 * throws on a second release) and without them: once back, the pool lends it to other queries, whose
 * errors are not the feed's (an error handler left on it had released another caller's client).
 */
type Listener = { client: pg.PoolClient; released: boolean; release(error?: Error): void };

function listenerOn(
  client: pg.PoolClient,
  onNotification: (message: pg.Notification) => void,
  onError: (error: Error) => void,
): Listener {
  client.on('notification', onNotification);
  client.on('error', onError);
  const held: Listener = {
    client,
    released: false,
    release(error) {
      if (held.released) return;
      held.released = true;
      client.off('notification', onNotification);
      client.off('error', onError);
      client.release(error);
    },
  };
  return held;
}
