import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ensureBuilt } from '../../../scripts/build.mjs';

/**
 * `npm start` builds a target only when its inputs changed since the last build that succeeded
 * (scripts/build.mjs). Here a target built as the web app is: its folder emptied, then two builds side
 * by side, of which the one whose file marks the target as built (dist/ssr) may succeed while the
 * other fails, as when a browser-only source does not compile.
 */
describe("npm start's build stamps", () => {
  let dir: string;
  let source: string;
  let output: string;
  let app: string;
  let fail: boolean;
  let builds: number;
  const table = () => ({
    app: {
      inputs: [source],
      output,
      build: async () => {
        builds++;
        fs.rmSync(path.join(dir, 'dist'), { recursive: true, force: true });
        fs.mkdirSync(path.dirname(output), { recursive: true });
        fs.writeFileSync(output, 'server-side part');
        if (fail) throw new Error('build failed');
        fs.writeFileSync(app, fs.readFileSync(source));
      },
    },
  });
  const build = () => ensureBuilt(['app'], { table: table(), stamps: path.join(dir, 'stamps') });

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-stamps-'));
    source = path.join(dir, 'src.txt');
    output = path.join(dir, 'dist', 'ssr', 'entry.txt');
    app = path.join(dir, 'dist', 'app.txt');
    fs.writeFileSync(source, 'one');
    fail = false;
    builds = 0;
    vi.spyOn(console, 'info').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('skips a build whose inputs have not changed, and builds again when they do', async () => {
    await build();
    await build();
    expect(builds).toBe(1);
    fs.writeFileSync(source, 'two');
    await build();
    expect(builds).toBe(2);
    expect(fs.readFileSync(app, 'utf8')).toBe('two');
  });

  it('builds again after a failed build once the inputs are put back as they were', async () => {
    await build();
    fs.writeFileSync(source, 'broken');
    fail = true;
    await expect(build()).rejects.toThrow('build failed');
    // The source is mended back to what the last good build saw: its stamp must not count any more.
    fs.writeFileSync(source, 'one');
    fail = false;
    await build();
    expect(builds).toBe(3);
    expect(fs.readFileSync(app, 'utf8')).toBe('one');
  });
});
