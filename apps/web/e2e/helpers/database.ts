import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type RunningServer, type ServerOptions, startServer } from './server';

/**
 * Runs SQL on the server's database from a test, for what no call may do (moving a session's deadline
 * into the past instead of waiting for it). On PostgreSQL the server keeps running. PGlite allows one
 * process per data directory: the server is stopped cleanly, the SQL runs, and the same directory is
 * started again, so the caller must use the returned server (its address changes).
 */
export async function runSql(
  server: RunningServer,
  sql: string,
  params: unknown[] = [],
  options: ServerOptions = {},
): Promise<{ server: RunningServer; rows: Record<string, unknown>[] }> {
  if (server.databaseUrl) {
    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    try {
      const result = await client.query(sql, params);
      return { server, rows: result.rows as Record<string, unknown>[] };
    } finally {
      await client.end();
    }
  }
  await server.stop('SIGTERM');
  const db = await PGlite.create({ dataDir: path.join(server.dataDir, 'pglite') });
  let rows: Record<string, unknown>[];
  try {
    rows = (await db.query<Record<string, unknown>>(sql, params)).rows;
  } finally {
    await db.close();
  }
  return { server: await startServer({ ...options, dataDir: server.dataDir }), rows };
}
