// Builds what `npm start` serves, and only what changed: the storefront (Vite), the back office (Vite,
// its own document) and the server bundle (esbuild). A stamp per target holds a hash of its inputs; an
// unchanged hash skips the build.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stampDir = path.join(root, 'node_modules/.cache/tutor-build');

const vite = path.join(root, 'node_modules/vite/bin/vite.js');
const web = path.join(root, 'apps/web');
/** What both web builds read. */
const webSources = [
  'apps/web/src',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/contract/src',
  'package-lock.json',
];

const targets = {
  web: {
    inputs: [...webSources, 'apps/web/index.html', 'apps/web/public'],
    // The stamp is written only when both builds succeeded, so this file alone proves nothing.
    output: 'apps/web/dist/ssr/entry-server.js',
    // The browser's build and the server-rendering one (into dist/ssr) side by side: on two cores a
    // fresh clone's first `npm start` waits for the longer of the two, not their sum. Neither reads
    // the other's output (the server reads the client manifest at run time), and dist/ is emptied here
    // once, first, because the browser's build would otherwise empty it under the other.
    build: async () => {
      fs.rmSync(path.join(web, 'dist'), { recursive: true, force: true });
      await Promise.all([
        run(process.execPath, [vite, 'build', '--logLevel', 'warn'], web, { WEB_BUILD_SIDE_BY_SIDE: '1' }),
        run(process.execPath, [vite, 'build', '--ssr', 'src/entry-server.tsx', '--logLevel', 'warn'], web),
      ]);
    },
  },
  // The back office: a document of its own, into dist-admin (apps/web/vite.config.ts). `npm start` builds
  // it after the server answers; until then an /admin page load waits for it.
  admin: {
    inputs: [...webSources, 'apps/web/index.html'],
    output: 'apps/web/dist-admin/index.html',
    build: () =>
      run(
        process.execPath,
        [vite, 'build', '--mode', 'admin', '--logLevel', 'warn'],
        web,
        {},
        { background: true },
      ),
  },
  server: {
    inputs: [
      'apps/server/src',
      'apps/server/package.json',
      'packages/contract/src',
      'package-lock.json',
      'scripts/build.mjs',
    ],
    output: 'apps/server/dist/main.js',
    build: buildServer,
  },
};

async function buildServer() {
  const esbuild = await import('esbuild');
  await esbuild.build(serverBuildOptions());
}

/**
 * esbuild's options for the server bundle (`apps/server/dist`): main.js and cli.js. Also read by
 * apps/server/src/start-imports.test.ts, which checks what the bundle imports at start.
 * @returns {import('esbuild').BuildOptions}
 */
export function serverBuildOptions() {
  const serverPkg = JSON.parse(fs.readFileSync(path.join(root, 'apps/server/package.json'), 'utf8'));
  // Packages stay in node_modules; only our own workspace code (the contract's TypeScript) is bundled.
  const external = Object.keys(serverPkg.dependencies ?? {})
    .filter((name) => !name.startsWith('@tutor/'))
    .flatMap((name) => [name, `${name}/*`]);
  return {
    entryPoints: { main: 'apps/server/src/main.ts', cli: 'apps/server/src/cli.ts' },
    absWorkingDir: root,
    outdir: 'apps/server/dist',
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    sourcemap: true,
    external,
    logLevel: 'warning',
    // Bundled CommonJS dependencies may call require(); give ESM output one.
    banner: {
      js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
    },
  };
}

/**
 * Builds still running in child processes, stopped if this process ends first: `npm start` builds the
 * web app beside the server bundle, and when the server bundle fails (or one of the two Vite builds
 * under `npm run build`) the process ends with its error while the other builds would go on writing
 * apps/web/dist after it (seen: for about 6 s). The exit handler is added with the first build, so
 * importing this file (the tests do) changes nothing.
 */
const running = new Set();
let stopsBuildsOnExit = false;

function run(cmd, args, cwd, env = {}, { background = false } = {}) {
  if (!stopsBuildsOnExit) {
    process.once('exit', stopRunningBuilds);
    stopsBuildsOnExit = true;
  }
  // Always a production build: a caller's NODE_ENV (Vitest sets "test") would ship React's dev bundle.
  const child = spawn(cmd, args, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, ...env, NODE_ENV: 'production' },
  });
  running.add(child);
  // A build the server does not wait for (the back office, after the server answers) yields the cores
  // to the server's first pages: a lower priority, inherited by the threads the build starts.
  if (background && child.pid !== undefined) {
    try {
      os.setPriority(child.pid, 10);
    } catch {
      // Already gone (its exit is reported below), or a system that refuses: it builds all the same.
    }
  }
  return new Promise((resolve, reject) => {
    child.on('error', (error) => {
      running.delete(child);
      reject(error);
    });
    child.on('exit', (code) => {
      running.delete(child);
      if (code === 0) resolve();
      else reject(new Error(`${path.basename(args[0] ?? cmd)} ${args[1] ?? ''} failed`));
    });
  });
}

function stopRunningBuilds() {
  for (const child of running) child.kill();
}

function hashInputs(inputs) {
  const hash = createHash('sha256');
  const walk = (rel) => {
    const abs = path.resolve(root, rel);
    if (!fs.existsSync(abs)) return;
    const stat = fs.statSync(abs);
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(abs).sort()) walk(path.join(rel, name));
    } else {
      hash.update(rel).update('\0').update(fs.readFileSync(abs)).update('\0');
    }
  };
  for (const input of inputs) walk(input);
  return hash.digest('hex');
}

/**
 * @typedef {{ inputs: string[], output: string, build: () => Promise<void> }} BuildTarget
 */

/**
 * Builds the named targets whose inputs changed (all of them with force). `table` and `stamps` replace
 * the project's targets and stamp folder in build-stamps.test.ts (paths may then be absolute).
 * @param {string[]} [names]
 * @param {{ force?: boolean, table?: Record<string, BuildTarget>, stamps?: string }} [options]
 */
export async function ensureBuilt(
  names = Object.keys(targets),
  { force = false, table = targets, stamps = stampDir } = {},
) {
  fs.mkdirSync(stamps, { recursive: true });
  for (const name of names) {
    const target = table[name];
    const stampFile = path.join(stamps, `${name}.hash`);
    const digest = hashInputs(target.inputs);
    const upToDate =
      !force &&
      fs.existsSync(path.resolve(root, target.output)) &&
      fs.existsSync(stampFile) &&
      fs.readFileSync(stampFile, 'utf8') === digest;
    if (upToDate) continue;
    const started = Date.now();
    console.info(`Building ${name}…`);
    // A build that fails or is interrupted half-way (after emptying its output) must not leave behind
    // a stamp that matches the inputs again once they are put back: the next start would skip the
    // build and serve a half-empty folder (seen: the web app's dist/ holding only dist/ssr).
    fs.rmSync(stampFile, { force: true });
    await target.build();
    fs.writeFileSync(stampFile, digest);
    console.info(`Built ${name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await ensureBuilt(undefined, { force: process.argv.includes('--force') });
}
