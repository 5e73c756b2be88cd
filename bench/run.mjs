// `npm run bench`: load scenarios against the built server on this machine (loopback only), on a
// fresh embedded database, or on DATABASE_URL when set. Prints a table and writes bench/report.json.
// Each scenario is bounded in time; nothing here runs in CI.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { ensureBuilt } from '../scripts/build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);

async function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** With DATABASE_URL: a fresh database on that server, seeded like the embedded default, dropped after. */
async function freshPostgres(url) {
  const { default: pg } = await import('pg');
  const name = `tutor_bench_${Date.now()}`;
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  return { url: u.toString(), drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

function runCli(args, env) {
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

async function startServer() {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tutor-bench-'));
  const database = process.env.DATABASE_URL ? await freshPostgres(process.env.DATABASE_URL) : undefined;
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'true',
  };
  if (database) {
    env.DATABASE_URL = database.url;
    await runCli(['seed'], env);
  }
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (out.includes('is running at')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`server exited ${code}: ${out}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    async stop() {
      await new Promise((r) => child.once('exit', r).kill('SIGTERM'));
      await database?.drop();
    },
  };
}

function run(options) {
  return new Promise((resolve, reject) => {
    // `amount` (a fixed number of requests) replaces the time limit.
    const limit = options.amount ? {} : { duration: DURATION_S };
    autocannon({ connections: 20, ...limit, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const summary = (name, r) => ({
  scenario: name,
  requests: r.requests.total,
  rps: Math.round(r.requests.average),
  p50ms: r.latency.p50,
  p99ms: r.latency.p99,
  errors: r.errors + r.non2xx,
});

const server = await (async () => {
  await ensureBuilt(['web', 'server']);
  return startServer();
})();
const results = [];
try {
  const post = (url, body, headers = {}) =>
    fetch(server.url + url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const admin = await (
    await post('/api/auth/login', { username: 'quantrivien', password: 'matkhau123' })
  ).json();

  results.push(summary('GET /api/ping (database round trip)', await run({ url: `${server.url}/api/ping` })));
  results.push(summary('GET /api/site-settings', await run({ url: `${server.url}/api/site-settings` })));
  results.push(
    summary(
      'GET /api/auth/me (token + session check)',
      await run({
        url: `${server.url}/api/auth/me`,
        headers: { authorization: `Bearer ${admin.accessToken}` },
      }),
    ),
  );
  results.push(
    summary(
      'GET /api/admin/users?limit=25 (admin list)',
      await run({
        url: `${server.url}/api/admin/users?limit=25`,
        headers: { authorization: `Bearer ${admin.accessToken}` },
      }),
    ),
  );
  results.push(summary('GET / (app shell)', await run({ url: `${server.url}/` })));

  // The storefront on the demo catalogue: the home page's one call, the default book list, a
  // category-filtered list sorted by price, a book page's data and its server-rendered HTML head.
  const books = await (await fetch(`${server.url}/api/books`)).json();
  const book = books.data[0];
  const category = books.extra.categories[0];
  results.push(summary('GET /api/home (whole home page)', await run({ url: `${server.url}/api/home` })));
  results.push(summary('GET /api/books (default list)', await run({ url: `${server.url}/api/books` })));
  results.push(
    summary(
      'GET /api/books?categoryId&priceRange&sort=salePrice',
      await run({
        url: `${server.url}/api/books?categoryId=${category.id}&priceRange=0,200000&sort=salePrice&order=asc`,
      }),
    ),
  );
  results.push(summary('GET /api/books/{id}', await run({ url: `${server.url}/api/books/${book.id}` })));
  results.push(
    summary(
      'GET /sach/{id}/{slug} (HTML with SEO head)',
      await run({ url: `${server.url}/sach/${book.id}/${book.slug}`, headers: { accept: 'text/html' } }),
    ),
  );

  // A pre-exam rush: 200 students sign in at once, each from its own address. argon2id is bounded
  // (ARGON2_CONCURRENCY), so this measures queueing, not memory blow-up.
  const students = 200;
  for (let i = 0; i < students; i++) {
    const ip = `198.18.${Math.floor(i / 200)}.${i % 200}`;
    const res = await post(
      '/api/auth/register',
      {
        username: `benchhs${String(i).padStart(4, '0')}`,
        email: `bench${i}@example.vn`,
        password: 'matkhau123',
        confirmPassword: 'matkhau123',
        firstName: 'Hà',
        lastName: 'Bench',
      },
      { 'x-forwarded-for': ip },
    );
    if (!res.ok) throw new Error(`register ${i}: ${res.status} ${await res.text()}`);
  }
  let n = 0;
  const rush = await run({
    url: `${server.url}/api/auth/login`,
    method: 'POST',
    connections: 50,
    amount: students,
    requests: [
      {
        setupRequest(request) {
          const i = n++;
          return {
            ...request,
            headers: {
              'content-type': 'application/json',
              'x-forwarded-for': `198.19.${Math.floor(i / 200)}.${i % 200}`,
            },
            body: JSON.stringify({
              username: `benchhs${String(i % students).padStart(4, '0')}`,
              password: 'matkhau123',
            }),
          };
        },
      },
    ],
  });
  results.push(summary(`POST /api/auth/login, ${students} students at once (50 connections)`, rush));
} finally {
  await server.stop();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}

console.table(results);
const report = {
  date: new Date().toISOString(),
  machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB`,
  database: process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite',
  durationS: DURATION_S,
  results,
};
fs.writeFileSync(
  path.join(root, `bench/report-${report.database.toLowerCase()}.json`),
  `${JSON.stringify(report, null, 2)}\n`,
);
