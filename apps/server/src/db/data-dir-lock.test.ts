import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tutor-lock-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('lockDataDir', () => {
  it('refuses a second owner while a live process holds the lock, naming the directory', async () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      fs.writeFileSync(path.join(dir, 'server.lock'), String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(dir);
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a process that died', () => {
    fs.writeFileSync(path.join(dir, 'server.lock'), '999999999');
    const lock = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
  });

  it('creates the directory and releases only its own lock', () => {
    const nested = path.join(dir, 'a', 'b');
    const lock = lockDataDir(nested);
    fs.writeFileSync(path.join(nested, 'server.lock'), '12345');
    lock.release();
    expect(fs.readFileSync(path.join(nested, 'server.lock'), 'utf8')).toBe('12345');
  });
});
