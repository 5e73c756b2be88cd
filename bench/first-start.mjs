// A fresh clone's first `npm start`, timed until `GET /` answers 200 (issue 9: "under 6 s idle and
// under 450 MB"), for the committed HEAD and, with --against, other commits, alternating run by run so
// that each pair shares the machine's mood. This machine's speed moves by half between days (README
// "Measured"), so a figure means most beside a baseline measured in the same minutes.
//
//   node bench/first-start.mjs [--runs 3] [--against <ref>]... [--port 3190]
//
// Each commit is cloned once into the system's temporary folder (first-start-<commit>) and installed
// with `npm ci`; clones already there are reused. Before every run the clone is cleaned as a fresh one
// is (`git clean -xfd`, build stamps and all, node_modules kept). Only committed work is measured.
// Nothing here runs in CI.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { root, sleep } from './lib.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    against: { type: 'string', multiple: true, default: [] },
    port: { type: 'string', default: '3190' },
  },
});
const runs = Number(values.runs);
const port = Number(values.port);

const git = (cwd, ...args) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();

/** A clone of `ref` with its dependencies installed, made once. */
function cloneOf(ref) {
  const commit = git(root, 'rev-parse', '--verify', `${ref}^{commit}`);
  const dir = path.join(os.tmpdir(), `first-start-${commit.slice(0, 12)}`);
  if (!fs.existsSync(path.join(dir, 'node_modules'))) {
    fs.rmSync(dir, { recursive: true, force: true });
    console.info(`Cloning ${ref} (${commit.slice(0, 7)}) into ${dir} and installing…`);
    execFileSync('git', ['clone', '--quiet', root, dir]);
    git(dir, 'checkout', '--quiet', commit);
    execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: dir,
      stdio: 'inherit',
    });
  }
  return { ref, commit: commit.slice(0, 7), dir };
}

/** Whether `/` answers 200 now. */
async function answers() {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(2000) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

/** SIGTERM to a process group; one already gone (npm start ended) is no error of its own. */
function stopGroup(pid) {
  try {
    process.kill(-pid, 'SIGTERM');
  } catch (error) {
    if (error.code !== 'ESRCH') throw error;
  }
}

/** One first start of a clean clone: seconds until `/` answers 200, and what the server said. */
async function firstStart({ dir }) {
  git(dir, 'clean', '-xfdq', '-e', 'node_modules');
  fs.rmSync(path.join(dir, 'node_modules/.cache'), { recursive: true, force: true });
  if (await answers()) throw new Error(`something already answers on port ${port}`);
  const load = os.loadavg()[0].toFixed(1);
  const started = performance.now();
  // `npm start`, as the README says, in a process group of its own so that stopping it stops node too;
  // the caller's NODE_ENV (a test runner's, say) is not a newcomer's.
  const { NODE_ENV: _callers, ...env } = process.env;
  const child = spawn('npm', ['start'], {
    cwd: dir,
    detached: true,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  let seconds;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start ended before answering:\n${output}`);
      if (performance.now() - started > 120_000) throw new Error(`no answer within 120 s:\n${output}`);
      if (await answers()) break;
      await sleep(50);
    }
    seconds = (performance.now() - started) / 1000;
  } finally {
    stopGroup(child.pid);
    await exited;
  }
  const said = output.match(/ready in ([\d,]+) ms, RSS (\d+) MB/);
  return {
    seconds,
    readyMs: said ? Number(said[1].replace(/,/g, '')) : undefined,
    rssMb: said ? Number(said[2]) : undefined,
    load,
  };
}

/** The middle value (the upper of the two middles for an even count, as lib.mjs's percentiles take it). */
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

const targets = [cloneOf('HEAD'), ...values.against.map(cloneOf)];
const results = new Map(targets.map((target) => [target, []]));
for (let run = 1; run <= runs; run++) {
  for (const target of targets) {
    const result = await firstStart(target);
    results.get(target)?.push(result);
    console.info(
      `run ${run} ${target.ref} (${target.commit}): ${result.seconds.toFixed(2)} s until / answered, ` +
        `"ready in ${result.readyMs} ms, RSS ${result.rssMb} MB", load ${result.load} before`,
    );
    await sleep(2000);
  }
}

console.info(`\n${new Date().toISOString()}, ${os.cpus().length} cores, Node ${process.version}\n`);
console.info('| commit | first start until `/` answers 200 (every run) | median | RSS at ready |');
console.info('| --- | --- | --- | --- |');
for (const [target, list] of results) {
  const seconds = list.map((r) => r.seconds);
  // A server that printed no "ready in …, RSS …" line has no memory figure, not a zero one.
  const rss = list.flatMap((r) => (r.rssMb === undefined ? [] : [r.rssMb]));
  const rssRange = rss.length ? `${Math.min(...rss)}–${Math.max(...rss)} MB` : 'not printed';
  console.info(
    `| ${target.ref} (${target.commit}) | ${seconds.map((s) => s.toFixed(2)).join(', ')} s | ` +
      `${median(seconds).toFixed(2)} s | ${rssRange} |`,
  );
}
