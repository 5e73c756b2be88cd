// Builds what `npm start` serves, and only what changed: the web app (Vite) and the server bundle
// (esbuild). A stamp per target holds a hash of its inputs; an unchanged hash skips the build.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stampDir = path.join(root, 'node_modules/.cache/tutor-build');

const targets = {
  web: {
    inputs: [
      'apps/web/src',
      'apps/web/index.html',
      'apps/web/public',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
      'packages/contract/src',
      'package-lock.json',
    ],
    // Written last: the browser's build, then the server-rendering one (into dist/ssr).
    output: 'apps/web/dist/ssr/entry-server.js',
    build: () => {
      const vite = path.join(root, 'node_modules/vite/bin/vite.js');
      const web = path.join(root, 'apps/web');
      run(process.execPath, [vite, 'build', '--logLevel', 'warn'], web);
      run(process.execPath, [vite, 'build', '--ssr', 'src/entry-server.tsx', '--logLevel', 'warn'], web);
    },
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
  const serverPkg = JSON.parse(fs.readFileSync(path.join(root, 'apps/server/package.json'), 'utf8'));
  // Packages stay in node_modules; only our own workspace code (the contract's TypeScript) is bundled.
  const external = Object.keys(serverPkg.dependencies ?? {})
    .filter((name) => !name.startsWith('@tutor/'))
    .flatMap((name) => [name, `${name}/*`]);
  await esbuild.build({
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
  });
}

function run(cmd, args, cwd) {
  // Always a production build: a caller's NODE_ENV (Vitest sets "test") would ship React's dev bundle.
  const result = spawnSync(cmd, args, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`${path.basename(args[0] ?? cmd)} ${args[1] ?? ''} failed`);
}

function hashInputs(inputs) {
  const hash = createHash('sha256');
  const walk = (rel) => {
    const abs = path.join(root, rel);
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

/** Builds the named targets whose inputs changed (all of them with force). */
export async function ensureBuilt(names = Object.keys(targets), { force = false } = {}) {
  fs.mkdirSync(stampDir, { recursive: true });
  for (const name of names) {
    const target = targets[name];
    const stampFile = path.join(stampDir, `${name}.hash`);
    const digest = hashInputs(target.inputs);
    const upToDate =
      !force &&
      fs.existsSync(path.join(root, target.output)) &&
      fs.existsSync(stampFile) &&
      fs.readFileSync(stampFile, 'utf8') === digest;
    if (upToDate) continue;
    const started = Date.now();
    console.info(`Building ${name}…`);
    await target.build();
    fs.writeFileSync(stampFile, digest);
    console.info(`Built ${name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await ensureBuilt(undefined, { force: process.argv.includes('--force') });
}
