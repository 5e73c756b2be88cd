import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const semver = createRequire(import.meta.url)('semver') as {
  minVersion(range: string): { version: string } | null;
  satisfies(version: string, range: string): boolean;
};

type LockEntry = { version?: string; engines?: { node?: string } | string[] };

/**
 * The project promises to run on the oldest Node its `engines` names; a locked package asking for a
 * newer one makes `npm ci` warn (EBADENGINE) and may not load there at all.
 */
describe('installed packages run on the Node version the project supports', () => {
  it('every locked package accepts the minimum of the root engines range', () => {
    const rootRange = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')).engines.node as string;
    const oldest = semver.minVersion(rootRange)?.version;
    expect(oldest).toBeDefined();
    const lock = JSON.parse(readFileSync(resolve(root, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, LockEntry>;
    };
    const refusing: string[] = [];
    for (const [path, entry] of Object.entries(lock.packages)) {
      const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      if (!path || !range) continue;
      if (!semver.satisfies(oldest as string, range)) {
        refusing.push(`${path}@${entry.version} needs node ${range}`);
      }
    }
    expect(refusing).toEqual([]);
  });
});
