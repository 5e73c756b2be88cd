// What the PostgreSQL scenarios of bench/ share (exam-burst.mjs, sale-opens.mjs, and run.mjs's set-up):
// a fresh database on the DATABASE_URL server, the demo data, the built server started and stopped, users
// made in the database with signed access tokens, a bounded keep-alive pool that times every call, the
// server's CPU and memory from /proc, percentiles, and the client's own CPU and event-loop delay.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { hash } from '@node-rs/argon2';
import { SignJWT } from 'jose';
import pg from 'pg';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** BENCH_SERVER_MAIN=<path>: another build of the server (a copy of an earlier apps/server/dist). */
export const SERVER_MAIN = process.env.BENCH_SERVER_MAIN ?? 'apps/server/dist/main.js';
/** The demo accounts' password (apps/server/src/modules/users/seed.ts). */
export const PASSWORD = 'matkhau123';

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

export function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** One statement on a fresh connection (CREATE/DROP DATABASE cannot run in a pool's transaction). */
export async function adminQuery(url, text) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A fresh database on the server `url` points at; `drop()` removes it (connections forced out). */
export async function freshDatabase(url, prefix) {
  const name = `${prefix}_${Date.now()}`;
  await adminQuery(url, `CREATE DATABASE "${name}"`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  return {
    name,
    url: u.toString(),
    drop: () => adminQuery(url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

/** `node apps/server/dist/cli.js <args>` (e.g. `seed`: migrations and the demo data). */
export function runCli(args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['apps/server/dist/cli.js', ...args], {
      cwd: root,
      env,
      stdio: 'inherit',
    });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`cli ${args.join(' ')} exited ${code}`)),
    );
  });
}

/**
 * Resolves with `child` once it has printed `marker` on its stdout (which is then drained unread);
 * rejects with `failure(exit code or signal, what it printed)` if it exits before.
 */
function untilPrinted(child, marker, failure) {
  return new Promise((resolve, reject) => {
    let out = '';
    const onData = (chunk) => {
      out += chunk;
      if (out.includes(marker)) {
        child.stdout.off('data', onData);
        child.stdout.resume();
        resolve(child);
      }
    };
    child.stdout.on('data', onData);
    child.once('exit', (code, signal) => reject(new Error(failure(code ?? signal, out))));
  });
}

/**
 * Starts the built server with `env` and resolves with its process once it says it is listening. Its
 * stderr is kept (printed with BENCH_VERBOSE) and its tail is given if it dies before listening.
 * BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops (a SIGTERM, not a kill -9).
 */
export function startServer(env, main = SERVER_MAIN) {
  const profile = process.env.BENCH_CPU_PROF;
  const args = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`, main] : [main];
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let err = '';
  child.stderr.on('data', (chunk) => {
    err = (err + chunk).slice(-4000);
    if (process.env.BENCH_VERBOSE) process.stderr.write(chunk);
  });
  return untilPrinted(
    child,
    'is running at',
    (end, out) => `server exited ${end}: ${out.slice(-2000)}${err}`,
  );
}

/**
 * The ceiling (bench/ceiling.mjs: bare Fastify + pg answering the same reads) on the database at
 * `databaseUrl`, on a free loopback port; resolves once it listens. BENCH_CPU_PROF profiles it too,
 * so the two profiles can be compared function by function.
 */
export async function startCeiling(databaseUrl) {
  const port = await freePort();
  const profile = process.env.BENCH_CPU_PROF;
  // In a folder of its own: tsx's loader thread writes a profile too.
  const flags = profile ? ['--cpu-prof', `--cpu-prof-dir=${path.join(profile, 'ceiling')}`] : [];
  const child = spawn(process.execPath, [...flags, '--import', 'tsx', 'bench/ceiling.mjs'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await untilPrinted(child, 'ceiling is running', (end, out) => `the ceiling exited ${end}: ${out}`);
  return { child, url: `http://127.0.0.1:${port}` };
}

/** SIGTERM, and resolves once the process is gone. */
export function stopProcess(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/**
 * CPU seconds (user + system) a process has used so far, from /proc (Linux); 0 once it is gone or
 * elsewhere. Requests per second swing with whatever else runs on the machine; the CPU a server spends
 * per call swings much less, so every scenario reports it.
 */
export function cpuSecondsOf(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime are fields 14 and 15 of stat, in clock ticks (100 per second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/**
 * What the server's PostgreSQL connections were doing during a phase, sampled every 50 ms from
 * `pg_stat_activity`: how many were busy on average (the server's pool holds 10), and what the busy ones
 * waited for (`Lock/transactionid` or `Lock/tuple`: a row another transaction holds; `Client/ClientRead`:
 * a transaction open while the server does its own work between statements), with the statement that
 * waits on a lock, as a share of busy samples.
 */
export function waitSampler(db) {
  const counts = new Map();
  let samples = 0;
  let busy = 0;
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const res = await db.query(
        `select state, coalesce(wait_event_type || '/' || wait_event, 'CPU') as wait,
                case when wait_event_type = 'Lock' then left(regexp_replace(query, '\\s+', ' ', 'g'), 36) end as query
         from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
      );
      samples++;
      for (const row of res.rows) {
        if (row.state === 'idle') continue;
        busy++;
        // A lock wait names its statement (`update "books"`: the stock row every DONE order takes).
        const key = `${row.state === 'active' ? '' : `${row.state}: `}${row.wait}${row.query ? ` in ${row.query}…` : ''}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      await sleep(50);
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
      const top = [...counts].sort((a, b) => b[1] - a[1]).slice(0, 5);
      return {
        busyConnections: Math.round((10 * busy) / Math.max(1, samples)) / 10,
        waits: Object.fromEntries(
          top.map(([key, n]) => [key, `${Math.round((100 * n) / Math.max(1, busy))} %`]),
        ),
      };
    },
  };
}

/**
 * PostgreSQL's own CPU for one database: the backends serving it (its pool's connections), read from
 * /proc like the server's. Backends that ended before `stop()` (a killed server's) are not counted.
 */
export function postgresCpuSampler(db) {
  const backends = async () =>
    (
      await db.query(
        `select pid from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
      )
    ).rows.map((row) => row.pid);
  const atStart = new Map();
  const ready = backends().then((pids) => {
    for (const pid of pids) atStart.set(pid, cpuSecondsOf(pid));
  });
  return {
    /** CPU seconds the database's backends used since the sampler started. */
    async stop() {
      await ready;
      let cpuS = 0;
      for (const pid of await backends()) cpuS += cpuSecondsOf(pid) - (atStart.get(pid) ?? 0);
      return Math.round(cpuS * 10) / 10;
    },
  };
}

/** The server's resident memory, sampled every 500 ms while it runs, and the CPU time it used. */
export function rssSampler(pid) {
  const cpuAtStart = cpuSecondsOf(pid);
  let cpuSeen = cpuAtStart;
  let peak = 0;
  const timer = setInterval(() => {
    try {
      const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      peak = Math.max(peak, kb);
      cpuSeen = Math.max(cpuSeen, cpuSecondsOf(pid));
    } catch {
      // The process is gone (killed): the sampler stops with the next stop() call.
    }
  }, 500);
  return {
    /** Peak RSS in MB and CPU seconds used since the sampler started. */
    stop() {
      clearInterval(timer);
      cpuSeen = Math.max(cpuSeen, cpuSecondsOf(pid));
      return { rssMb: Math.round(peak / 1024), cpuS: cpuSeen - cpuAtStart };
    },
  };
}

/** This process's CPU (percent of one core) and event-loop delay between start and stop. */
export function clientMeter() {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  return {
    stop() {
      const cpu = process.cpuUsage(cpuBefore);
      const elapsedMs = Math.max(1, performance.now() - started);
      loop.disable();
      return {
        cpuPercentOfOneCore: Math.round(((cpu.user + cpu.system) / 1000 / elapsedMs) * 100),
        eventLoopDelayP99Ms: Math.round(loop.percentile(99) / 1e6),
      };
    },
  };
}

/** p50, p99 and max of a list of milliseconds (sorted in place), rounded. */
export function percentiles(list) {
  if (list.length === 0) return { p50ms: 0, p99ms: 0, maxMs: 0 };
  list.sort((a, b) => a - b);
  const at = (q) => list[Math.min(list.length - 1, Math.floor(q * list.length))];
  return { p50ms: Math.round(at(0.5)), p99ms: Math.round(at(0.99)), maxMs: Math.round(list.at(-1)) };
}

/**
 * Users made in the database directly, as login would leave them: one argon2id hash computed once (they
 * share the password), a `user_sessions` row each, and an HS256 access token signed with the
 * JWT_SECRET the bench gives the server. Thousands of logins would only queue behind
 * ARGON2_CONCURRENCY, which the login rush of run.mjs measures on its own. Usernames are
 * `<prefix>00001`…; `roleName` is a role of the demo data ('Học sinh', 'Nhân viên', …).
 */
export async function makeUsers(client, { prefix, count, roleName, jwtSecret, firstName = 'Học sinh' }) {
  const passwordHash = await hash(PASSWORD, {
    algorithm: 2,
    memoryCost: 19_456,
    timeCost: 2,
    parallelism: 1,
  });
  const role = await client.query('select id from roles where name = $1', [roleName]);
  if (role.rows.length === 0) throw new Error(`no role named ${roleName}`);
  const users = await client.query(
    `insert into users (username, email, password_hash, first_name, last_name, role_id, status)
     select $1 || lpad(n::text, 5, '0'), $1 || n || '@example.vn', $2, $3 || ' ' || n, 'Bench', $4, 'ACTIVE'
     from generate_series(1, $5::int) as n
     order by n
     returning id::int as id, username`,
    [prefix, passwordHash, firstName, role.rows[0].id, count],
  );
  const sessions = await client.query(
    `insert into user_sessions (id, user_id, expires_at)
     select gen_random_uuid(), u, now() + interval '1 day' from unnest($1::bigint[]) as u
     returning id, user_id::int as user_id`,
    [users.rows.map((row) => row.id)],
  );
  const sessionOf = new Map(sessions.rows.map((row) => [row.user_id, row.id]));
  const key = new TextEncoder().encode(jwtSecret);
  return Promise.all(
    users.rows.map(async (row) => ({
      userId: row.id,
      username: row.username,
      token: await new SignJWT({ sid: sessionOf.get(row.id) })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(row.id))
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + 3 * 3600)
        .sign(key),
    })),
  );
}

/**
 * A bounded keep-alive pool (at most `connections` sockets) that times every call. A 2xx is recorded
 * under its name; anything else is counted by name, status and the answer's catalogue code. While
 * `setOutage(true)` (the server was killed on purpose) refused calls are counted apart, not as errors.
 */
export function createClient(baseUrl, { connections = 64, timeoutMs = 30_000 } = {}) {
  const url = new URL(baseUrl);
  const newAgent = () =>
    new http.Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections });
  let agent = newAgent();
  const timings = new Map();
  const errors = new Map();
  let outageErrors = 0;
  let isOutage = false;

  function request(method, pathname, token, body, headers) {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise((resolve) => {
      const req = http.request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          method,
          path: pathname,
          headers: {
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(payload
              ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
              : {}),
            ...headers,
          },
        },
        (res) => {
          const chunks = [];
          res.on('data', (chunk) => chunks.push(chunk));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let json;
            try {
              json = JSON.parse(text);
            } catch {
              json = undefined;
            }
            resolve({ status: res.statusCode ?? 0, json, text });
          });
          res.on('error', () => resolve({ status: 0, text: 'response aborted' }));
        },
      );
      req.setTimeout(timeoutMs, () => req.destroy(new Error('timeout')));
      req.on('error', (error) => resolve({ status: 0, text: error.message }));
      if (payload) req.write(payload);
      req.end();
    });
  }

  return {
    /** One call, timed. `token`: a bearer token or null; `headers` are added (and win). */
    async call(name, method, pathname, token, body, headers = {}) {
      const started = performance.now();
      const res = await request(method, pathname, token, body, headers);
      const ms = performance.now() - started;
      res.ms = ms;
      if (res.status >= 200 && res.status < 300) {
        if (!timings.has(name)) timings.set(name, []);
        timings.get(name).push(ms);
      } else if (isOutage || res.status === 0) {
        // Refused or cut while the server was down: the student retries it.
        outageErrors++;
        if (!isOutage) {
          const key = `${name} ${res.status} ${res.text.slice(0, 80)}`;
          errors.set(key, (errors.get(key) ?? 0) + 1);
        }
      } else {
        const key = `${name} ${res.status} ${res.json?.code ?? res.text.slice(0, 80)}`;
        errors.set(key, (errors.get(key) ?? 0) + 1);
      }
      return res;
    },
    setOutage(value) {
      isOutage = value;
      if (value) {
        // The old sockets point at a dead process.
        agent.destroy();
        agent = newAgent();
      }
    },
    /** Per call name: ok count and p50/p99/max of the 2xx; errors by name, status and code. */
    report() {
      const perCall = {};
      for (const [name, list] of timings) perCall[name] = { ok: list.length, ...percentiles(list) };
      return { perCall, errors: Object.fromEntries(errors), outageErrors };
    },
    /** The calls answered 2xx or counted as errors (not those refused during an outage). */
    callCount() {
      let n = 0;
      for (const list of timings.values()) n += list.length;
      for (const count of errors.values()) n += count;
      return n;
    },
    close() {
      agent.destroy();
    },
  };
}

/** Runs `tasks` (functions returning promises) with at most `limit` in flight; resolves with their results. */
export async function inParallel(tasks, limit = Number.POSITIVE_INFINITY) {
  const results = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const i = next++;
      results[i] = await tasks[i]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

/** A Fisher–Yates shuffle (a copy), so concurrent replays do not arrive in a tidy order. */
export function shuffled(list) {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}
