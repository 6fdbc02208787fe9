import fs from 'node:fs';
import path from 'node:path';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../lib/private-files.ts';

export class DataDirLockedError extends Error {}

export interface DataDirLock {
  release(): void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
  // A process killed a moment ago stays a zombie until its parent (npm, tsx) collects it: it
  // still answers signal 0, but it holds nothing. Only Linux says so (/proc).
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    return state !== 'Z' && state !== 'X';
  } catch {
    return true;
  }
}

/**
 * Takes the data directory for this process alone: an embedded database opened by two
 * processes at once would be corrupted. A lock left by a process that died is taken over.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const lockPath = path.join(dataDir, 'franchisio.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx', PRIVATE_FILE_MODE);
      fs.writeSync(fd, JSON.stringify({ pid: process.pid, startedAt: new Date().toISOString() }));
      fs.closeSync(fd);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          fs.rmSync(lockPath, { force: true });
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    let holder: { pid?: number; startedAt?: string } = {};
    try {
      holder = JSON.parse(fs.readFileSync(lockPath, 'utf8'));
    } catch {
      // Unreadable or half-written: treat as stale.
    }
    if (holder.pid && holder.pid !== process.pid && isAlive(holder.pid)) {
      throw new DataDirLockedError(
        `Data directory ${dataDir} is in use by process ${holder.pid} (started ${holder.startedAt ?? 'at an unknown time'}). Stop that process or set DATA_DIR to another directory.`,
      );
    }
    fs.rmSync(lockPath, { force: true });
  }
  throw new DataDirLockedError(`Could not lock data directory ${dataDir}; another process keeps taking it.`);
}
