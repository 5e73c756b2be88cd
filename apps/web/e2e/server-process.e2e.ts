import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, runServerExpectingExit, startServer, tempDataDir } from './helpers/server';

/**
 * The server as an operator meets it: `node apps/server/dist/main.js` on the embedded database (always,
 * even when this run has DATABASE_URL: these are the PGlite data directory's guarantees).
 */
const DEMO_DATA_LINE = 'Empty embedded database: loading demo data…';
/** Fastify's log line for a request it has begun to handle (LOG_LEVEL=info, LOG_FORMAT=json). */
const INCOMING_POST = /"method":"POST","url":"\/api\/site-settings".*"msg":"incoming request"/;
/** A line of a Node stack trace: an operator's message must not drown in them. */
const STACK_FRAME = /^\s+at .+(:\d+:\d+\)?|\(native\)|<anonymous>\)?)$/m;

function reportStart(label: string, server: RunningServer) {
  const reported = server.reported
    ? `server says ready in ${server.reported.readyMs} ms, RSS ${server.reported.rssMb} MB`
    : 'no ready line';
  console.info(`[e2e timing] ${label}: spawn → 'running at' ${server.startupMs} ms; ${reported}`);
}

async function getText(url: string) {
  const response = await fetch(url);
  return { response, body: await response.text() };
}

function lockFile(dataDir: string) {
  return path.join(dataDir, 'server.lock');
}

type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: string; at: number };

/**
 * A JSON POST whose body arrives in two parts, so the request is still in flight between them. Nothing
 * answers POST /api/site-settings: a complete exchange ends in a 404 JSON error, which is all we need.
 */
function slowPost(url: string, agent: http.Agent | false) {
  const body = '{"siteName":"abcde"}';
  const request = http.request(`${url}/api/site-settings`, {
    method: 'POST',
    agent,
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const response = new Promise<RawResponse>((resolve, reject) => {
    request.on('error', reject);
    request.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text, at: performance.now() }),
      );
      res.on('error', reject);
    });
  });
  request.write(body.slice(0, 5));
  return {
    response,
    /** Sends the rest of the body; returns when it was written. */
    finish: () =>
      new Promise<number>((resolve) => request.end(body.slice(5), () => resolve(performance.now()))),
  };
}

function exitWithin(server: RunningServer, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    if (server.process.exitCode !== null || server.process.signalCode !== null) return resolve(true);
    const timer = setTimeout(() => resolve(false), ms);
    server.process.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

describe('one data directory across restarts', () => {
  let dataDir: string;

  beforeAll(() => {
    dataDir = tempDataDir();
  });

  it('first start on an empty data directory loads the demo data and serves the API and the web app', async () => {
    // As a newcomer starts it: `npm start` hands its build to the server, which opens the database meanwhile.
    const server = await startServer({ embedded: true, dataDir, viaNpmStart: true });
    reportStart('first start (empty DATA_DIR, migrations + demo data)', server);
    expect(server.output()).toContain(DEMO_DATA_LINE);
    expect(fs.readFileSync(lockFile(dataDir), 'utf8')).toBe(String(server.process.pid));

    const ping = await fetch(`${server.url}/api/ping`);
    expect(ping.status).toBe(200);
    const pong = (await ping.json()) as { ok: boolean; time: string };
    expect(pong.ok).toBe(true);
    expect(Math.abs(Date.parse(pong.time) - Date.now())).toBeLessThan(60_000);

    // The SPA's own router decides what an app-like page shows, so such a path answers the shell, and
    // it is revalidated on each visit so a deploy reaches users at once.
    for (const pagePath of ['/', '/gio-hang']) {
      const { response, body } = await getText(`${server.url}${pagePath}`);
      expect(response.status, pagePath).toBe(200);
      expect(response.headers.get('content-type'), pagePath).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control'), pagePath).toBe('no-cache');
      expect(body, pagePath).toContain('<div id="root">');
      // The shell names its entry in the head; a rendered page lists it for the loader that starts the
      // app once the page is painted.
      expect(body, pagePath).toMatch(
        pagePath === '/'
          ? /<script type="application\/json" id="app-scripts">\["\/assets\/index-[^"]+\.js"/
          : /<script type="module"[^>]* src="\/assets\/[^"]+\.js"/,
      );
    }

    const unknownApi = await fetch(`${server.url}/api/khong-co-dau`);
    expect(unknownApi.status).toBe(404);
    expect(await unknownApi.json()).toMatchObject({ code: 'NOT_FOUND', message: expect.any(String) });

    expect(await server.stop('SIGTERM')).toEqual({ code: 0, signal: null });
    expect(fs.existsSync(lockFile(dataDir))).toBe(false);
  });

  it('a second start keeps the data without loading the demo data again', async () => {
    const server = await startServer({ embedded: true, dataDir });
    reportStart('second start (existing DATA_DIR)', server);
    expect(server.output()).not.toContain(DEMO_DATA_LINE);

    const response = await fetch(`${server.url}/api/site-settings`);
    expect(response.status).toBe(200);
    const settings = (await response.json()) as { siteName: string; hotline: string };
    expect(settings.siteName).toBe('ToánHay');
    expect(settings.hotline.trim()).not.toBe('');

    expect(await server.stop('SIGINT')).toEqual({ code: 0, signal: null });
    expect(fs.existsSync(lockFile(dataDir))).toBe(false);
  });

  it('refuses a second process on a data directory in use, naming it, and leaves the first one running', async () => {
    const first = await startServer({ embedded: true, dataDir });

    const second = await runServerExpectingExit({ embedded: true, dataDir });
    expect(second.code).toBe(1);
    expect(second.output).toContain(
      `Cannot start: The data directory ${dataDir} is in use by another server`,
    );
    expect(second.output).not.toMatch(STACK_FRAME);

    expect(fs.readFileSync(lockFile(dataDir), 'utf8')).toBe(String(first.process.pid));
    const ping = await fetch(`${first.url}/api/ping`);
    expect(ping.status).toBe(200);
    expect(await first.stop()).toEqual({ code: 0, signal: null });
  });

  it('finishes a request in flight when SIGTERM arrives, then exits 0', async () => {
    // At info level the server logs each request it has begun: the signal must come after that.
    const server = await startServer({
      embedded: true,
      dataDir,
      env: { LOG_LEVEL: 'info', LOG_FORMAT: 'json' },
    });
    // Without keep-alive, as curl or a load balancer's health check would send it.
    const post = slowPost(server.url, false);
    await server.waitForOutput(INCOMING_POST);
    server.process.kill('SIGTERM');
    await sleep(300);
    expect(server.process.exitCode, 'the server exited with a request in flight').toBeNull();

    const finishedAt = await post.finish();
    const response = await post.response;
    expect(response.at).toBeGreaterThanOrEqual(finishedAt);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(JSON.parse(response.body)).toMatchObject({ code: expect.any(String) });

    expect(await server.stop()).toEqual({ code: 0, signal: null });
    expect(fs.existsSync(lockFile(dataDir))).toBe(false);
  });

  // A keep-alive connection that finishes a request after SIGTERM must not hold the process up to
  // KEEP_ALIVE_TIMEOUT_MS (72 s): a supervisor's grace period (docker stop: 10 s) would end in SIGKILL,
  // the unclean PGlite stop that the lock and CHECKPOINT exist to avoid.
  describe('with a keep-alive connection, as browsers and fetch keep them', () => {
    let server: RunningServer;
    const agent = new http.Agent({ keepAlive: true });

    beforeAll(async () => {
      server = await startServer({ embedded: true, dataDir, env: { LOG_LEVEL: 'info', LOG_FORMAT: 'json' } });
    });

    afterAll(() => agent.destroy());

    it('answers the request in flight at SIGTERM', async () => {
      const post = slowPost(server.url, agent);
      await server.waitForOutput(INCOMING_POST);
      server.process.kill('SIGTERM');
      await sleep(300);
      await post.finish();
      const response = await post.response;
      expect(response.status).toBe(404);
      expect(JSON.parse(response.body)).toMatchObject({ code: 'NOT_FOUND' });
    });

    it('then exits within 5 s, without waiting for the idle connection', async () => {
      expect(await exitWithin(server, 5_000), 'exited within 5 s of its last answer').toBe(true);
    });

    it('exits 0 with its lock released once the connection goes', async () => {
      agent.destroy();
      expect(await server.stop()).toEqual({ code: 0, signal: null });
      expect(fs.existsSync(lockFile(dataDir))).toBe(false);
    });
  });
});

describe('start-up refusals an operator can act on', () => {
  it('refuses a damaged embedded database with a short message naming its directory', async () => {
    const dataDir = tempDataDir();
    const pgliteDir = path.join(dataDir, 'pglite');
    fs.mkdirSync(path.join(pgliteDir, 'global'), { recursive: true });
    fs.writeFileSync(path.join(pgliteDir, 'PG_VERSION'), 'not a version\n');
    fs.writeFileSync(path.join(pgliteDir, 'global/pg_control'), randomBytes(8192));

    const result = await runServerExpectingExit({ embedded: true, dataDir });
    expect(result.code).not.toBe(0);
    expect(result.signal).toBeNull();
    expect(result.output).toContain('Cannot start');
    expect(result.output).toContain(pgliteDir);
    expect(result.output).not.toMatch(STACK_FRAME);
    expect(result.output.trim().split('\n').length).toBeLessThanOrEqual(5);
    // The damaged files stay for the operator to inspect, and no stale lock blocks the next attempt.
    expect(fs.readFileSync(path.join(pgliteDir, 'PG_VERSION'), 'utf8')).toBe('not a version\n');
    expect(fs.existsSync(lockFile(dataDir))).toBe(false);
  });

  it('refuses NODE_ENV=production without DATABASE_URL, saying so', async () => {
    const result = await runServerExpectingExit({ embedded: true, env: { NODE_ENV: 'production' } });
    expect(result.code).toBe(1);
    expect(result.output).toContain('Cannot start');
    expect(result.output).toContain('DATABASE_URL');
    expect(result.output).not.toMatch(STACK_FRAME);
  });
});
