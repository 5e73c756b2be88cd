// BENCH_ONLY=pages: server-rendered pages as a rush of visitors asks for them, with rendered pages kept
// (PAGE_CACHE_MS, default 5 s) and without (PAGE_CACHE_MS=0: React renders every visit), the same build
// side by side on their own fresh embedded databases, one page at a time, alternating. Prints rps, p99
// and the server's CPU per visit (the figure a shared machine blurs least).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from './autocannon.mjs';
import { cpuSecondsOf, freePort, startServer, stopProcess } from './lib.mjs';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 6);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

async function server(label, pageCacheMs) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tutor-bench-pages-'));
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  // Always the embedded database: the rendering is measured, and a kept page reads no database at all.
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  if (pageCacheMs !== undefined) env.PAGE_CACHE_MS = String(pageCacheMs);
  const child = await startServer(env);
  return {
    label,
    url: `http://127.0.0.1:${port}`,
    child,
    stop: async () => {
      await stopProcess(child);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function measure(target, pagePath) {
  const first = await fetch(target.url + pagePath);
  if (first.status !== 200) throw new Error(`${target.label} ${pagePath}: ${first.status}`);
  await first.text();
  const cpuBefore = cpuSecondsOf(target.child.pid);
  const result = await autocannon({
    url: target.url + pagePath,
    connections: CONNECTIONS,
    duration: DURATION_S,
    // As a browser asks: the kept page is sent as gzipped once.
    headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' },
  });
  const cpuMs = (cpuSecondsOf(target.child.pid) - cpuBefore) * 1000;
  return {
    server: target.label,
    page: pagePath,
    rps: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    cpuMsPerVisit: Number((cpuMs / Math.max(1, result.requests.total)).toFixed(2)),
    errors: result.errors + result.non2xx,
  };
}

export async function runPages() {
  const loadBefore = os.loadavg()[0];
  const kept = await server('kept (PAGE_CACHE_MS default)');
  const rendered = await server('rendered every visit (PAGE_CACHE_MS=0)', 0);
  try {
    const books = await (await fetch(`${kept.url}/api/books?limit=1`)).json();
    const courses = await (await fetch(`${kept.url}/api/courses?limit=1`)).json();
    const book = books.data[0];
    const course = courses.data[0];
    const pages = [
      '/',
      `/sach/${book.id}/${book.slug}`,
      `/khoa-hoc/${course.id}/${course.slug}`,
      '/danh-muc/sach',
    ];
    const rows = [];
    for (const pagePath of pages) {
      for (const target of [rendered, kept]) rows.push(await measure(target, pagePath));
    }
    console.table(rows);
    console.info(`load average before ${loadBefore.toFixed(1)}, after ${os.loadavg()[0].toFixed(1)}`);
    return rows;
  } finally {
    await kept.stop();
    await rendered.stop();
  }
}
