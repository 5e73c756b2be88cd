// `npm run bench`: load scenarios against the built server on this machine (loopback only), on a
// fresh embedded database, or on DATABASE_URL when set. Prints a table and writes
// bench/report-<database>.json. Each scenario is bounded in time; nothing here runs in CI.
// On PostgreSQL the storefront reads run side by side with bench/ceiling.mjs (bare Fastify + pg, same
// database, same SQL), each followed by its ceiling, and are printed with their ratio to it.
// BENCH_ONLY=reads stops after those; BENCH_ONLY=exam-burst runs the exam burst alone (exam-burst.mjs),
// BENCH_ONLY=sale-opens the sale scenario alone (sale-opens.mjs); both need PostgreSQL. BENCH_ONLY=pages
// compares server-rendered pages kept and rendered every visit (pages.mjs). BENCH_ONLY=cpu compares
// builds' CPU per book read beside the ceiling at a fixed rate (cpu-side-by-side.mjs, PostgreSQL).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuilt } from '../scripts/build.mjs';
import autocannon from './autocannon.mjs';
import { learningScreenWalk, prepareClass } from './class-studies.mjs';
import {
  cpuSecondsOf,
  freePort,
  freshDatabase,
  root,
  runCli,
  startServer as startBuiltServer,
  startCeiling,
  stopProcess,
} from './lib.mjs';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
// Each paired read is first asked for this long, unmeasured, on both servers: a server just started
// compiles its hot paths and opens its pool's connections during its first seconds, and the project's
// first read (the book page) used to pay that alone, the ceiling's being simpler to warm.
const WARMUP_S = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const ONLY_READS = process.env.BENCH_ONLY === 'reads';
// BENCH_MATCH=<text>: only the paired reads whose name contains it (to profile one read at a time).
const MATCH = process.env.BENCH_MATCH;
// BENCH_ROUNDS=<n>: each paired read and its ceiling n times in turn, the median round reported.
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 1));
// BENCH_SERVER_MAIN=<path> (lib.mjs): another build of the server (a copy of an earlier
// apps/server/dist) to measure against the same ceiling, e.g. before and after a change.

/** Spawns a node script and resolves once its stdout has printed `ready`. */
async function startServer() {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tutor-bench-'));
  const database = process.env.DATABASE_URL
    ? await freshDatabase(process.env.DATABASE_URL, 'tutor_bench')
    : undefined;
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
  const child = await startBuiltServer(env);
  // The ceiling: bare Fastify + pg on the same database (PostgreSQL only: PGlite is one process's).
  const ceiling = database ? await startCeiling(database.url) : undefined;
  return {
    pid: child.pid,
    ceilingPid: ceiling?.child.pid,
    url: `http://127.0.0.1:${port}`,
    ceilingUrl: ceiling?.url,
    dataDir,
    async stop() {
      await Promise.all([stopProcess(child), ceiling && stopProcess(ceiling.child)]);
      await database?.drop();
    },
  };
}

function run(options) {
  return new Promise((resolve, reject) => {
    // `amount` (a fixed number of requests) replaces the time limit.
    const limit = options.amount ? {} : { duration: DURATION_S };
    autocannon({ connections: CONNECTIONS, ...limit, ...options }, (error, result) =>
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

/** CPU seconds a process has used (lib.mjs), undefined where /proc is not there. */
function cpuSeconds(pid) {
  return fs.existsSync(`/proc/${pid}/stat`) ? cpuSecondsOf(pid) : undefined;
}

/** `run`, with the CPU time `pid` spent per request during it (µs). */
async function measured(options, pid) {
  if (WARMUP_S > 0) await run({ ...options, duration: WARMUP_S });
  const before = cpuSeconds(pid);
  const result = await run(options);
  const after = cpuSeconds(pid);
  const cpuUs =
    before === undefined || after === undefined
      ? undefined
      : Math.round((1e6 * (after - before)) / Math.max(1, result.requests.total));
  return { result, cpuUs };
}

/**
 * A read of the real server, then its ceiling right after (same load on the machine), and the ratio.
 * With BENCH_ROUNDS=n the pair runs n times in turn and the round with the median ratio is reported,
 * with every round's ratio beside it: on this shared two-core machine one pair of runs moves by ±10 %,
 * more than the gap being measured.
 */
async function paired(name, url, ceilingName, ceilingUrl, headers = {}) {
  if (MATCH && !name.includes(MATCH)) return undefined;
  const rounds = [];
  for (let round = 0; round < (ceilingUrl ? ROUNDS : 1); round++) {
    const mine = await measured({ url, headers }, server.pid);
    const project = { ...summary(name, mine.result), cpuUs: mine.cpuUs };
    if (!ceilingUrl) return project;
    const ceiling = await measured({ url: ceilingUrl }, server.ceilingPid);
    const ceilingRps = Math.round(ceiling.result.requests.average);
    rounds.push({
      ...project,
      ceiling: ceilingName,
      ceilingRps,
      ceilingCpuUs: ceiling.cpuUs,
      ratio: Math.round((100 * project.rps) / ceilingRps),
      // The ceiling's CPU per request over the project's: the ratio load on the machine moves least.
      cpuRatio:
        project.cpuUs && ceiling.cpuUs ? Math.round((100 * ceiling.cpuUs) / project.cpuUs) : undefined,
    });
  }
  const median = [...rounds].sort((a, b) => a.ratio - b.ratio)[Math.floor(rounds.length / 2)];
  const percent = (value) => (value === undefined ? undefined : `${value} %`);
  return {
    ...median,
    ratio: percent(median.ratio),
    cpuRatio: percent(median.cpuRatio),
    ...(rounds.length > 1
      ? {
          rounds: rounds.map((r) => r.ratio).join('/'),
          cpuRounds: rounds.map((r) => r.cpuRatio).join('/'),
        }
      : {}),
  };
}

// BENCH_ONLY=exam-burst: the exam burst alone (bench/exam-burst.mjs), opt-in because it takes a few
// minutes and needs PostgreSQL; it makes its own database and restarts its own server.
if (process.env.BENCH_ONLY === 'exam-burst') {
  await ensureBuilt(['web', 'server']);
  const { runExamBurst } = await import('./exam-burst.mjs');
  await runExamBurst();
  process.exit(0);
}

// BENCH_ONLY=pages: server-rendered pages with and without the page cache (bench/pages.mjs), on
// embedded databases of their own.
if (process.env.BENCH_ONLY === 'pages') {
  await ensureBuilt(['web', 'server']);
  const { runPages } = await import('./pages.mjs');
  await runPages();
  process.exit(0);
}

// BENCH_ONLY=exam-calls: the exam burst's four calls one phase at a time (bench/exam-calls.mjs), each
// with the server's CPU per call: the figure a change to one call is measured by.
if (process.env.BENCH_ONLY === 'exam-calls') {
  await ensureBuilt(['web', 'server']);
  const { runExamCalls } = await import('./exam-calls.mjs');
  await runExamCalls();
  process.exit(0);
}

// BENCH_ONLY=cpu: the book reads of this build, other builds and the ceiling at once, at a fixed rate,
// and each one's CPU per request (bench/cpu-side-by-side.mjs): the steady figure to compare builds by.
if (process.env.BENCH_ONLY === 'cpu') {
  await ensureBuilt(['web', 'server']);
  const { runCpuSideBySide } = await import('./cpu-side-by-side.mjs');
  await runCpuSideBySide();
  process.exit(0);
}

// BENCH_ONLY=sale-opens: the sale scenario alone (bench/sale-opens.mjs), on a fresh PostgreSQL database
// with the demo data; exits 1 when an exactly-once check fails.
if (process.env.BENCH_ONLY === 'sale-opens') {
  await ensureBuilt(['web', 'server']);
  const { runSaleOpens } = await import('./sale-opens.mjs');
  const report = await runSaleOpens();
  process.exit(report.passed ? 0 : 1);
}

const server = await (async () => {
  await ensureBuilt(['web', 'server']);
  return startServer();
})();
const results = [];
const loadBefore = os.loadavg()[0];
async function scenarios() {
  const post = (url, body, headers = {}) =>
    fetch(server.url + url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const admin = await (
    await post('/api/auth/login', { username: 'quantrivien', password: 'matkhau123' })
  ).json();

  // The storefront reads, each beside its ceiling (bench/ceiling.mjs) on PostgreSQL.
  const books = await (await fetch(`${server.url}/api/books`)).json();
  const book = books.data[0];
  const category = books.extra.categories[0];
  const c = server.ceilingUrl;
  results.push(
    await paired(
      'GET /api/books/{id}',
      `${server.url}/api/books/${book.id}`,
      'row + categories + tags + pictures',
      c && `${c}/books/${book.id}`,
    ),
  );
  results.push(
    await paired(
      'GET /api/books',
      `${server.url}/api/books`,
      'page of 12 (cover) + count',
      c && `${c}/books`,
    ),
  );
  // Courses: the default list, and the page of a course without offers (with offers it also reads
  // their cards, which the ceiling does not).
  const courseList = await (await fetch(`${server.url}/api/courses`)).json();
  const pages = await Promise.all(
    courseList.data.map(async (card) => (await fetch(`${server.url}/api/courses/${card.id}`)).json()),
  );
  const coursePage = pages.find((page) => page.saleCourses.length === 0) ?? pages[0];
  results.push(
    await paired(
      'GET /api/courses/{id}',
      `${server.url}/api/courses/${coursePage.id}`,
      'course + categories + tags + combos',
      c && `${c}/courses/${coursePage.id}`,
    ),
  );
  results.push(
    await paired(
      'GET /api/courses',
      `${server.url}/api/courses`,
      'page of 10 (cover, teacher) + count',
      c && `${c}/courses`,
    ),
  );
  results.push(await paired('GET /api/home', `${server.url}/api/home`, 'ping', c && `${c}/ping`));
  // As browsers ask for it: the cache's brotli copy (a few KB instead of 35).
  results.push(
    await paired(
      'GET /api/home (Accept-Encoding of a browser)',
      `${server.url}/api/home`,
      'ping',
      c && `${c}/ping`,
      { 'accept-encoding': 'gzip, deflate, br, zstd' },
    ),
  );
  results.push(
    await paired('GET /api/ping (select 1)', `${server.url}/api/ping`, 'ping, no database', c && `${c}/ping`),
  );
  if (c)
    results.push(
      await paired('GET /api/ping (select 1)', `${server.url}/api/ping`, 'select 1', `${c}/db-ping`),
    );
  if (ONLY_READS) return;

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
  results.push(
    summary(
      'GET /api/books?categoryId&priceRange&sort=salePrice',
      await run({
        url: `${server.url}/api/books?categoryId=${category.id}&priceRange=0,200000&sort=salePrice&order=asc`,
      }),
    ),
  );
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

  // Class studies: the same students, enrolled in one course, all on its learning screen.
  const studyClass = await prepareClass({
    url: server.url,
    adminToken: admin.accessToken,
    usernames: Array.from({ length: students }, (_, i) => `benchhs${String(i).padStart(4, '0')}`),
  });
  const walk = learningScreenWalk(studyClass);
  const studies = await run({ url: server.url, requests: walk });
  results.push(
    summary(
      `class studies: ${students} enrolled students, the learning screen's ${walk.length} calls per walk (outline, lesson, progress, slots, video, view, progress report, answer sheet, ranks)`,
      studies,
    ),
  );
}

try {
  await scenarios();
} finally {
  await server.stop();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}

// Scenarios left out by BENCH_MATCH.
for (let i = results.length - 1; i >= 0; i--) if (!results[i]) results.splice(i, 1);
console.table(results);
// The side-by-side rows as bench/README.md records them.
const load = `load average ${loadBefore.toFixed(1)} before, ${os.loadavg()[0].toFixed(1)} after`;
console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s each, ${load}\n`);
const roundsHeader =
  ROUNDS > 1 ? ` (median of ${ROUNDS} rounds) | every round's ratio | every round's CPU ratio` : '';
console.log(
  `| call | project | ceiling, same run | ratio${roundsHeader} | CPU per request, project / ceiling | CPU ratio |\n| --- | --- | --- | --- | --- | --- |${ROUNDS > 1 ? ' --- | --- |' : ''}`,
);
for (const r of results.filter((row) => row.ceiling))
  console.log(
    `| \`${r.scenario}\` | ${r.rps} rps, p99 ${r.p99ms} ms | ${r.ceiling}: ${r.ceilingRps} rps | ${r.ratio}${r.rounds ? ` | ${r.rounds} % | ${r.cpuRounds} %` : ''} | ${r.cpuUs} / ${r.ceilingCpuUs} µs | ${r.cpuRatio} |`,
  );
const report = {
  date: new Date().toISOString(),
  machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${load}`,
  connections: CONNECTIONS,
  database: process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite',
  durationS: DURATION_S,
  results,
};
fs.writeFileSync(
  path.join(root, `bench/report-${report.database.toLowerCase()}.json`),
  `${JSON.stringify(report, null, 2)}\n`,
);
