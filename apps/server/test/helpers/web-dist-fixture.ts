import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A tiny stand-in for apps/web/dist, so server tests of static serving need no Vite build. */
export function makeWebDistFixture(): { dir: string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tutor-web-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="vi"><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(
    path.join(dir, 'assets', 'index-AbC123xy.js'),
    `console.log(${JSON.stringify('x'.repeat(2000))});`,
  );
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
