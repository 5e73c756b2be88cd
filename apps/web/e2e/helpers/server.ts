import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { onTestFinished } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const serverEntry = path.join(repoRoot, 'apps/server/dist/main.js');
/** What `npm start` runs: builds what changed (here nothing: global setup built it), then the server. */
const npmStartEntry = path.join(repoRoot, 'scripts/start.mjs');
const cliEntry = path.join(repoRoot, 'apps/server/dist/cli.js');

const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 20_000;
const READY_LINE = /is running at (\S+)/;
const READY_STATS = /ready in (\d+) ms, RSS (\d+) MB/;

export type ServerOptions = {
  /** Added to (or, with `undefined` values, removed from) the environment the server inherits. */
  env?: Record<string, string | undefined>;
  /** PGlite even when this run has DATABASE_URL: drops DATABASE_URL and REDIS_URL from the child. */
  embedded?: boolean;
  /** Defaults to a fresh temporary directory, removed when the test file ends. */
  dataDir?: string;
  /** Through `scripts/start.mjs`, as a newcomer's `npm start`, instead of `node apps/server/dist/main.js`. */
  viaNpmStart?: boolean;
};

export type ExitStatus = { code: number | null; signal: NodeJS.Signals | null };

export type RunningServer = {
  /** Where to send requests (127.0.0.1, so no IPv6 `localhost` surprise). */
  url: string;
  dataDir: string;
  /** The server's own PostgreSQL database (a run with DATABASE_URL); undefined on PGlite. */
  databaseUrl: string | undefined;
  /** stdout and stderr so far, interleaved as they arrived. */
  output(): string;
  /** Resolves once the output matches, e.g. a request log line at LOG_LEVEL=info. */
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<void>;
  stop(signal?: NodeJS.Signals): Promise<ExitStatus>;
  process: ChildProcess;
  /** From spawn to the 'is running at' line, as measured here. */
  startupMs: number;
  /** What the server printed in its 'ready in N ms, RSS N MB' line. */
  reported: { readyMs: number; rssMb: number } | undefined;
};

/** Cleanups not run yet, oldest first: the cleanup setup runs them whatever the tests did. */
const pending: (() => Promise<void>)[] = [];
const liveChildren = new Set<ChildProcess>();

// A worker killed on a timeout must not leave 500 MB servers behind.
process.on('exit', () => {
  for (const child of liveChildren) child.kill('SIGKILL');
});

/**
 * Registers a cleanup: at the end of the current test when called inside one, else at the end of the
 * file (a server shared by a `beforeAll`). Both run newest first, so a server stops before its data
 * directory goes.
 */
function registerCleanup(cleanup: () => Promise<void>) {
  let once: Promise<void> | undefined;
  const run = () => {
    once ??= cleanup();
    return once;
  };
  pending.push(run);
  try {
    onTestFinished(() => run());
  } catch {
    // Outside a test: the file-level afterAll of cleanup-setup.ts runs it.
  }
}

/** Runs every cleanup not run yet, newest first; cleanup-setup.ts calls it after each file. */
export async function cleanUpAll(): Promise<void> {
  const errors: unknown[] = [];
  for (let cleanup = pending.pop(); cleanup; cleanup = pending.pop()) {
    await cleanup().catch((error: unknown) => errors.push(error));
  }
  if (errors.length > 0) throw new AggregateError(errors, 'Cleaning up after the e2e tests failed');
}

export function tempDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tutor-e2e-'));
  registerCleanup(async () => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function childEnv(options: ServerOptions, extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'warn', ...extra };
  // Vitest marks its own process as a test run; the product must see what an operator would give it.
  delete env.NODE_ENV;
  delete env.VITEST;
  if (options.embedded) {
    delete env.DATABASE_URL;
    delete env.REDIS_URL;
  }
  for (const [key, value] of Object.entries(options.env ?? {})) {
    if (value === undefined) delete env[key];
    else env[key] = value;
  }
  return env;
}

type Spawned = { child: ChildProcess; output(): string; exited: Promise<ExitStatus> };

function spawnNode(script: string, args: string[], env: NodeJS.ProcessEnv): Spawned {
  const child = spawn(process.execPath, [script, ...args], { cwd: repoRoot, env, stdio: 'pipe' });
  liveChildren.add(child);
  let output = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
  });
  // 'close', not 'exit': by then the pipes are drained, so the output is complete.
  const exited = new Promise<ExitStatus>((resolve) => {
    child.once('close', (code: number | null, signal: NodeJS.Signals | null) => {
      liveChildren.delete(child);
      resolve({ code, signal });
    });
  });
  return { child, output: () => output, exited };
}

async function killAndWait(spawned: Spawned, signal: NodeJS.Signals): Promise<ExitStatus> {
  if (spawned.child.exitCode !== null || spawned.child.signalCode !== null) return spawned.exited;
  spawned.child.kill(signal);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), STOP_TIMEOUT_MS);
  });
  const first = await Promise.race([spawned.exited, timeout]);
  clearTimeout(timer);
  if (first !== 'timeout') return first;
  spawned.child.kill('SIGKILL');
  await spawned.exited;
  throw new Error(
    `The server ignored ${signal} for ${STOP_TIMEOUT_MS / 1000} s and was killed. Output:\n${spawned.output()}`,
  );
}

/** A fresh, seeded PostgreSQL database on the server of `adminUrl`, dropped again by `drop()`. */
async function createSeededDatabase(adminUrl: string, env: NodeJS.ProcessEnv) {
  const name = `tutor_e2e_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const drop = () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  registerCleanup(drop);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // Start-up never seeds a DATABASE_URL database: the operator's command does, as in production.
  const seed = spawnNode(cliEntry, ['seed'], { ...env, DATABASE_URL: url.toString() });
  registerCleanup(async () => {
    seed.child.kill('SIGKILL');
  });
  const status = await seed.exited;
  if (status.code !== 0) {
    throw new Error(`cli.js seed exited ${status.code ?? status.signal}. Output:\n${seed.output()}`);
  }
  return { url: url.toString(), drop };
}

/**
 * Starts the built server as an operator would and waits until it says it is running. With DATABASE_URL
 * in this run's environment (and `embedded` not set) it gets a fresh seeded PostgreSQL database of its own.
 */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const dataDir = options.dataDir ?? tempDataDir();
  const port = await freePort();
  const env = childEnv(options, { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir });
  const adminUrl = options.embedded ? undefined : env.DATABASE_URL;
  const database = adminUrl ? await createSeededDatabase(adminUrl, env) : undefined;
  if (database) env.DATABASE_URL = database.url;

  const started = performance.now();
  const spawned = spawnNode(options.viaNpmStart ? npmStartEntry : serverEntry, [], env);
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    try {
      return await killAndWait(spawned, signal);
    } finally {
      await database?.drop();
    }
  };
  registerCleanup(async () => {
    await stop('SIGKILL').catch(() => {});
  });

  await waitForOutput(spawned, READY_LINE, READY_TIMEOUT_MS);
  const startupMs = Math.round(performance.now() - started);
  // A suite meant for PostgreSQL that silently ran on PGlite (or the reverse) would prove the wrong thing.
  const expected = database ? 'database: PostgreSQL' : `database: embedded PGlite in ${dataDir}`;
  if (!spawned.output().includes(expected)) {
    throw new Error(`Expected the server to say "${expected}". Output:\n${spawned.output()}`);
  }
  const stats = READY_STATS.exec(spawned.output());
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    databaseUrl: database?.url,
    output: spawned.output,
    waitForOutput: (pattern, timeoutMs = 10_000) => waitForOutput(spawned, pattern, timeoutMs),
    stop,
    process: spawned.child,
    startupMs,
    reported: stats ? { readyMs: Number(stats[1]), rssMb: Number(stats[2]) } : undefined,
  };
}

/**
 * Starts the server where it is expected to refuse to start: resolves with its exit status and output,
 * or fails if it starts listening or is still running after the timeout.
 */
export async function runServerExpectingExit(
  options: ServerOptions = {},
): Promise<ExitStatus & { output: string }> {
  const dataDir = options.dataDir ?? tempDataDir();
  const port = await freePort();
  const env = childEnv(options, { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir });
  const spawned = spawnNode(serverEntry, [], env);
  registerCleanup(async () => {
    await killAndWait(spawned, 'SIGKILL').catch(() => {});
  });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), READY_TIMEOUT_MS);
  });
  const status = await Promise.race([spawned.exited, timeout]);
  clearTimeout(timer);
  if (status === 'timeout') {
    throw new Error(`Expected the server to exit, but it still runs. Output:\n${spawned.output()}`);
  }
  return { ...status, output: spawned.output() };
}

function waitForOutput(spawned: Spawned, pattern: RegExp, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (pattern.test(spawned.output())) finish();
    };
    const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
      if (pattern.test(spawned.output())) return finish();
      finish(
        new Error(
          `The server exited (${code ?? signal}) before printing ${pattern}. Output:\n${spawned.output()}`,
        ),
      );
    };
    const timer = setTimeout(
      () =>
        finish(
          new Error(
            `The server did not print ${pattern} within ${timeoutMs / 1000} s. Output:\n${spawned.output()}`,
          ),
        ),
      timeoutMs,
    );
    function finish(error?: Error) {
      clearTimeout(timer);
      spawned.child.stdout?.off('data', check);
      spawned.child.stderr?.off('data', check);
      spawned.child.off('close', onExit);
      if (error) reject(error);
      else resolve();
    }
    spawned.child.stdout?.on('data', check);
    spawned.child.stderr?.on('data', check);
    spawned.child.once('close', onExit);
    check();
  });
}
