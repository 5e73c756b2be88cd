import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import vm from 'node:vm';
import { buildApp } from './app';
import { ConfigError, isEmbedded, loadConfig } from './config';
import { DatabaseOpenError } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { openConfiguredDatabase } from './db/open-configured';
import { isDemoDataLoaded, loadDemoData } from './db/seed/demo-data';
import { loadSecrets } from './lib/secrets';
import { createStorage } from './lib/storage';

/** Frees the closed database's heap now rather than whenever V8 next feels like it. */
function collectGarbage() {
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
}

/** Errors whose message says all an operator needs: printed without a stack trace. */
const KNOWN_START_ERRORS = [ConfigError, DataDirLockedError, DatabaseOpenError];

export interface StartOptions {
  /**
   * Settles when the web app's files are in place. `npm start` builds them while the database opens
   * and the app is assembled (a fresh clone's first start waited for the build, then for the database:
   * about 3 s each); only the web app's plugin, which reads the built files, waits for the build.
   */
  webAppReady?: Promise<unknown>;
  /**
   * Settles when the back office's files are in place: `npm start` builds them once the server answers.
   * Until then an /admin page load waits for them; nothing else does.
   */
  adminAppReady?: Promise<unknown>;
}

/**
 * V8 compiles a WebAssembly function again, optimised, in background threads once it has run a while
 * (its "tiering budget"). A start sends PGlite hundreds of different statements once each: at the
 * default budget that compiling took 0.3–0.4 s of CPU that the start never used, taken from the web
 * build running beside it. Ten times the budget: what a running server repeats still gets optimised
 * (embedded reads after a few seconds measured the same, within the runs' noise; a hundred times cost
 * 4 %), the start's one-offs mostly do not.
 */
const PGLITE_TIERING_BUDGET = 18_000_000;

async function main({ webAppReady, adminAppReady }: StartOptions) {
  const config = loadConfig();
  // Before PGlite's module is instantiated: the budget is read then.
  if (isEmbedded(config)) v8.setFlagsFromString(`--wasm-tiering-budget=${PGLITE_TIERING_BUDGET}`);
  let opened = await openConfiguredDatabase(config);
  if (isEmbedded(config) && !(await isDemoDataLoaded(opened.database.db))) {
    console.info('Empty embedded database: loading demo data…');
    await loadDemoData(opened.database.db, { storage: createStorage(config.storageDir) });
  }
  if (opened.created === 'initdb') {
    // initdb grows PGlite's WebAssembly heap to ~800 MB, and such a heap never shrinks (a cluster
    // unpacked from the shipped image never gets there). Reopening costs about half a second once and
    // leaves the server at about half that memory.
    await opened.close();
    collectGarbage();
    opened = await openConfiguredDatabase(config);
  }
  const { database } = opened;
  // After migrating: with DATABASE_URL, generated secrets live in the database for every process.
  const secrets = await loadSecrets(config, database.db);
  const app = await buildApp(config, { database, secrets, webAppReady, adminAppReady });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      console.error(`${signal} again: exiting now.`);
      process.exit(1);
    }
    stopping = true;
    app.log.info({ signal }, 'stopping: no new connections, finishing requests in flight');
    try {
      await app.close();
      await opened.close();
      process.exit(0);
    } catch (error) {
      console.error('Shutdown failed:', error);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  const rssMb = Math.round(process.memoryUsage().rss / 1024 / 1024);
  console.info(
    `\n  ToánHay is running at ${config.publicUrl}\n  database: ${where}\n  ready in ${Math.round(process.uptime() * 1000)} ms, RSS ${rssMb} MB\n`,
  );
}

/** Starts the server, or says why it cannot and exits with 1. */
export function startServer(options: StartOptions = {}) {
  // Observed now: a build that fails while the database opens must not end the process as an
  // unhandled rejection before main() gets to await it and say why.
  options.webAppReady?.catch(() => {});
  options.adminAppReady?.catch(() => {});
  return main(options).catch((error: unknown) => {
    if (KNOWN_START_ERRORS.some((type) => error instanceof type)) {
      console.error(`\nCannot start: ${(error as Error).message}\n`);
    } else {
      console.error('\nCannot start:', error);
    }
    process.exit(1);
  });
}

// `node dist/main.js` (production, the bench) starts at once; `npm start` imports this file and calls
// startServer itself, with its build under way.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  void startServer();
}
