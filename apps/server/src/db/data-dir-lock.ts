import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite allows one process per data directory and can corrupt it when a second one opens it, so
 * the embedded database is guarded by a lock file holding the owner's pid. A lock left by a process
 * that no longer runs (a crash, a kill -9) is taken over.
 */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

export type DataDirLock = { release(): void };

export function lockDataDir(dir: string): DataDirLock {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return {
        release() {
          try {
            if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
          } catch {
            // Already gone: nothing to release.
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(file, 'utf8'));
      if (owner !== process.pid && isRunning(owner)) {
        throw new DataDirLockedError(
          `The data directory ${dir} is in use by another server process (pid ${owner}). ` +
            'Stop it first, or start this one with another DATA_DIR.',
        );
      }
      fs.unlinkSync(file);
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dir}.`);
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
