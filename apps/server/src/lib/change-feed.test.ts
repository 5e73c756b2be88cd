import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { type ChangeFeed, createLocalChangeFeed, createPostgresChangeFeed } from './change-feed';

/*
 * The change feed tells every process that public content changed. On PostgreSQL it holds one pooled
 * connection for LISTEN: when that connection dies (a server restart, an administrator's
 * pg_terminate_backend) the feed must give it back once, listen again, and tell its listeners, since
 * it may have missed messages meanwhile.
 */

const source = inject('databaseSource');
const onPostgres = source.kind === 'postgres';

describe('the one-process feed (embedded database)', () => {
  it('tells every listener of a publish, synchronously, until unsubscribed', () => {
    const feed = createLocalChangeFeed();
    const heard = vi.fn();
    const off = feed.subscribe(heard);
    feed.publish();
    expect(heard).toHaveBeenCalledTimes(1);
    off();
    feed.publish();
    expect(heard).toHaveBeenCalledTimes(1);
  });
});

describe.runIf(onPostgres)('the PostgreSQL feed (LISTEN/NOTIFY)', () => {
  const url = source.kind === 'postgres' ? source.url : '';
  const opened: { feed: ChangeFeed; pool: pg.Pool }[] = [];
  afterEach(async () => {
    for (const { feed, pool } of opened.splice(0)) {
      await feed.close();
      await pool.end();
    }
  });

  const channel = `feed_test_${randomBytes(4).toString('hex')}`;
  const warnings: string[] = [];
  const log = { warn: (_object: unknown, message: string) => void warnings.push(message) };

  /** A feed with a pool of its own, as another process would have; resolves once it listens. */
  async function openFeed() {
    const pool = new pg.Pool({ connectionString: url, max: 3 });
    pool.on('error', () => {});
    const feed = createPostgresChangeFeed(pool, channel, log as unknown as FastifyBaseLogger);
    opened.push({ feed, pool });
    const heard = vi.fn();
    feed.subscribe(heard);
    // Listening announces itself to the listeners (it may have missed changes before).
    await vi.waitFor(() => expect(heard).toHaveBeenCalledTimes(1));
    heard.mockClear();
    return { feed, pool, heard };
  }

  async function listeningBackends(): Promise<number[]> {
    const { rows } = await queryAside(
      `select pid from pg_stat_activity where query = $1 and state = 'idle'`,
      [`LISTEN "${channel}"`],
    );
    return rows.map((row) => Number(row.pid));
  }

  async function queryAside(text: string, values: unknown[] = []) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await client.query(text, values);
    } finally {
      await client.end();
    }
  }

  it("carries one process's publish to another, and not back to itself", async () => {
    const a = await openFeed();
    const b = await openFeed();
    b.feed.publish();
    expect(b.heard).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(a.heard).toHaveBeenCalledTimes(1));
    // Give b's own notification time to arrive, had it not been filtered out.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(b.heard).toHaveBeenCalledTimes(1);
  });

  it('listens again after its connection is killed, and hears publishes after that', async () => {
    const a = await openFeed();
    const b = await openFeed();
    warnings.length = 0;
    const before = await listeningBackends();
    expect(before).toHaveLength(2);
    await queryAside('select pg_terminate_backend(pid) from pg_stat_activity where query = $1', [
      `LISTEN "${channel}"`,
    ]);
    // Both reconnect (about a second later) and tell their listeners once each.
    await vi.waitFor(() => expect(a.heard).toHaveBeenCalledTimes(1), { timeout: 5_000 });
    await vi.waitFor(() => expect(b.heard).toHaveBeenCalledTimes(1), { timeout: 5_000 });
    expect(warnings).toContain('change feed: LISTEN connection lost');
    const after = await listeningBackends();
    expect(after).toHaveLength(2);
    expect(after.some((pid) => before.includes(pid))).toBe(false);
    a.heard.mockClear();
    b.feed.publish();
    await vi.waitFor(() => expect(a.heard).toHaveBeenCalledTimes(1));
    // The dead connections went back to the pool (which dropped them): each pool holds only the new one.
    expect(a.pool.totalCount).toBe(1);
  });

  it('closes cleanly: the connection goes back once, and a kill afterwards changes nothing', async () => {
    const a = await openFeed();
    warnings.length = 0;
    await a.feed.close();
    expect(await listeningBackends()).toHaveLength(0);
    expect(a.pool.idleCount).toBe(a.pool.totalCount);
    // The connection, now idle in the pool, dies: the pool drops it, the closed feed does not listen again.
    await queryAside('select pg_terminate_backend(pid) from pg_stat_activity where query = $1', [
      `UNLISTEN "${channel}"`,
    ]);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await listeningBackends()).toHaveLength(0);
    expect(a.heard).not.toHaveBeenCalled();
    expect(warnings).toEqual([]);
    await a.feed.close();
  });
});
