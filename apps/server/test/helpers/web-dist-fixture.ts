import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const webRoutePatterns = fileURLToPath(new URL('../../../web/src/app/route-patterns.json', import.meta.url));

/** Puts the web's real page patterns into a fixture dist, as the web build does. */
export function copyWebRoutePatterns(dir: string) {
  fs.copyFileSync(webRoutePatterns, path.join(dir, 'route-patterns.json'));
}

/** A tiny stand-in for apps/web/dist, so server tests of static serving need no Vite build. */
export function makeWebDistFixture(): { dir: string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tutor-web-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="vi"><head><title>ToánHay</title></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(
    path.join(dir, 'assets', 'index-AbC123xy.js'),
    `console.log(${JSON.stringify('x'.repeat(2000))});`,
  );
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // The web's real page patterns, as its build copies them into dist.
  copyWebRoutePatterns(dir);
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** A tiny stand-in for apps/web/dist-admin, the back office's build: its document and one script. */
export function makeAdminDistFixture(): { dir: string; script: string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tutor-web-dist-admin-'));
  const script = '/admin/assets/admin-Zx81Qa0b.js';
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html lang="vi"><head><title>ToánHay</title><meta name="robots" content="noindex" /><script type="module" src="${script}"></script></head><body><div id="root"></div></body></html>`,
  );
  fs.writeFileSync(path.join(dir, 'assets', path.basename(script)), 'console.log("back office");');
  return { dir, script, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
