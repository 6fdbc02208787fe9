import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'franchisio-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const writeLock = (dir: string, pid: number) =>
  fs.writeFileSync(
    path.join(dir, 'franchisio.lock'),
    JSON.stringify({ pid, startedAt: new Date().toISOString() }),
  );

describe('data directory lock', () => {
  it('is refused while the holder runs, naming it', () => {
    const dir = tempDir();
    // The test runner's parent: alive, and not this process.
    writeLock(dir, process.ppid);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(new RegExp(`process ${process.ppid}`));
  });

  it('is taken over from a process that was killed, even before its parent collected it', async () => {
    if (process.platform !== 'linux') return;
    // `sh` starts a child and then becomes a `sleep` that never collects it: once killed, the
    // child stays a zombie, as a crashed server does until npm or tsx notices.
    const shell = spawn('sh', ['-c', 'sleep 300 & echo $!; exec sleep 300'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    try {
      const pid = Number(
        await new Promise<string>((resolve) => shell.stdout.once('data', (chunk) => resolve(String(chunk)))),
      );
      process.kill(pid, 'SIGKILL');
      for (let i = 0; i < 50 && !/\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8')); i++) {
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(fs.readFileSync(`/proc/${pid}/stat`, 'utf8')).toMatch(/\) Z/);
      // Signal 0 still reaches it: this is what refused restarts after a crash before.
      expect(() => process.kill(pid, 0)).not.toThrow();
      const dir = tempDir();
      writeLock(dir, pid);
      const lock = lockDataDir(dir);
      expect(JSON.parse(fs.readFileSync(path.join(dir, 'franchisio.lock'), 'utf8')).pid).toBe(process.pid);
      lock.release();
      expect(fs.existsSync(path.join(dir, 'franchisio.lock'))).toBe(false);
    } finally {
      shell.kill('SIGKILL');
    }
  });

  it('is taken over from a process that no longer exists, or from a half-written file', () => {
    const dir = tempDir();
    writeLock(dir, 2 ** 22 + 12_345);
    lockDataDir(dir).release();
    fs.writeFileSync(path.join(dir, 'franchisio.lock'), '{"pid":');
    lockDataDir(dir).release();
  });
});
