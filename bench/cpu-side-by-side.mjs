// `BENCH_ONLY=cpu` (bench/run.mjs): the storefront's book reads asked of the built server, of other
// builds of it, and of the ceiling (bench/ceiling.mjs) AT THE SAME TIME, each at a fixed request rate,
// and the CPU each process spends per request, from /proc. PostgreSQL only (the ceiling's database).
//
// Why: saturated runs (the paired reads of run.mjs) measure what the issue asks, but on this shared
// two-core machine one pair of runs moves by ±10-20 %, more than a change of a few microseconds. At a
// fixed rate no server is saturated, and servers asked at once meet the same machine, so the ratio of
// two servers within a round moves little: the figure to compare builds by, or to find where the gap to
// the ceiling lies (nineteenth session, bench/README.md). The ratio it prints is not the (CPU at
// a fixed rate, not requests per second saturated).
//
// BENCH_CPU_MAINS=<a.js,b.js>: builds of the server to compare (default: apps/server/dist/main.js; a
// copy kept beside it in apps/server/dist works). BENCH_CPU_RATE (rps per server, 800),
// BENCH_CPU_ROUNDS (15), BENCH_CPU_SECONDS (4), BENCH_CPU_PATHS (/books/{id},/books; the ceiling's
// paths, the project's under /api).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from './autocannon.mjs';
import {
  cpuSecondsOf,
  freePort,
  freshDatabase,
  runCli,
  startCeiling,
  startServer,
  stopProcess,
} from './lib.mjs';

const RATE = Number(process.env.BENCH_CPU_RATE ?? 800);
const ROUNDS = Number(process.env.BENCH_CPU_ROUNDS ?? 15);
const SECONDS = Number(process.env.BENCH_CPU_SECONDS ?? 4);
const MAINS = (process.env.BENCH_CPU_MAINS ?? 'apps/server/dist/main.js').split(',');
const PATHS = (process.env.BENCH_CPU_PATHS ?? '/books/{id},/books').split(',');

const load = (options) =>
  new Promise((resolve, reject) =>
    autocannon({ connections: 10, overallRate: RATE, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    ),
  );
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function runCpuSideBySide() {
  if (!process.env.DATABASE_URL)
    throw new Error('BENCH_ONLY=cpu needs DATABASE_URL (the ceiling reads PostgreSQL)');
  const database = await freshDatabase(process.env.DATABASE_URL, 'tutor_cpu');
  const env = {
    ...process.env,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'true',
    DATABASE_URL: database.url,
  };
  const servers = [];
  try {
    await runCli(['seed'], env);
    for (const main of MAINS) {
      const port = await freePort();
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tutor-cpu-'));
      const child = await startServer({ ...env, PORT: String(port), DATA_DIR: dataDir }, main);
      servers.push({ name: main, child, base: `http://127.0.0.1:${port}/api` });
    }
    const ceiling = await startCeiling(database.url);
    servers.push({ name: 'ceiling', child: ceiling.child, base: ceiling.url });
    const books = await (await fetch(`${servers[0].base}/books`)).json();
    const bookId = books.data[0].id;
    console.info(
      `${RATE} rps per server, ${ROUNDS} rounds of ${SECONDS} s, all servers at once; CPU µs per request`,
    );
    for (const template of PATHS) {
      const url = template.replace('{id}', String(bookId));
      for (const server of servers) await load({ url: server.base + url, duration: 2 });
      const cpu = servers.map(() => []);
      for (let round = 0; round < ROUNDS; round++) {
        const before = servers.map((server) => cpuSecondsOf(server.child.pid));
        const results = await Promise.all(
          servers.map((server) => load({ url: server.base + url, duration: SECONDS })),
        );
        results.forEach((result, i) => {
          if (result.errors || result.non2xx) throw new Error(`${servers[i].name}: errors on ${url}`);
          const spent = cpuSecondsOf(servers[i].child.pid) - before[i];
          cpu[i].push(Math.round((1e6 * spent) / result.requests.total));
        });
      }
      const ceiling = cpu[cpu.length - 1];
      console.info(`\n${template}`);
      servers.forEach((server, i) => {
        const toCeiling = median(cpu[i].map((value, round) => (100 * value) / ceiling[round]));
        const toFirst = median(cpu[i].map((value, round) => (100 * value) / cpu[0][round]));
        console.info(
          `  ${server.name.padEnd(34)} median ${String(median(cpu[i])).padStart(4)} µs` +
            ` | by round: ${Math.round(toCeiling)} % of the ceiling, ${Math.round(toFirst)} % of ${servers[0].name}` +
            ` | rounds ${cpu[i].join(' ')}`,
        );
      });
    }
  } finally {
    for (const server of servers) await stopProcess(server.child);
    await database.drop();
  }
}
