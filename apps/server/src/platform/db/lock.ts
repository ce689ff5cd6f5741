import { readFile, rm, rmdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import lockfile from 'proper-lockfile';

/** The process that holds a data folder's lock, as it wrote itself down beside the lock. */
export type LockHolder = { pid: number; hostname: string };

export class DataDirLockedError extends Error {
  constructor(dir: string, holder?: LockHolder) {
    const who = holder ? ` (process ${holder.pid} on ${holder.hostname})` : '';
    super(
      `Another Placard process is already using the database in ${dir}${who}. ` +
        'Stop that process, or start this one with a different DATA_DIR (or DATABASE_URL for PostgreSQL).',
    );
    this.name = 'DataDirLockedError';
  }
}

const lockPath = (dir: string) => `${dir}.lock`;
/** Beside the lock folder, not in it: a file inside would change the folder's time, which the lock watches. */
const holderPath = (dir: string) => `${dir}.lock-holder.json`;

async function readHolder(dir: string): Promise<LockHolder | undefined> {
  try {
    const { pid, hostname } = JSON.parse(await readFile(holderPath(dir), 'utf8')) as Record<string, unknown>;
    if (typeof pid !== 'number' || !Number.isSafeInteger(pid) || pid <= 0) return undefined;
    return typeof hostname === 'string' ? { pid, hostname } : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a process of this machine is gone (a process of another machine cannot be asked). */
function isGone(holder: LockHolder): boolean {
  if (holder.hostname !== os.hostname()) return false;
  try {
    process.kill(holder.pid, 0);
    return false;
  } catch (error) {
    // EPERM: it runs, as another user
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

function takeLock(dir: string): Promise<() => Promise<void>> {
  return lockfile.lock(dir, {
    lockfilePath: lockPath(dir),
    stale: 15_000,
    update: 5_000,
    realpath: false,
    onCompromised: (error) => {
      throw new Error(`Lost the lock on ${dir}: ${error.message}`);
    },
  });
}

/**
 * Only one process may open an embedded database folder. The holder writes its process id and host
 * beside the lock, so a lock left by a process that was killed is taken over at once, and a refusal
 * names the process that really holds it. Returns the release function.
 */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  let release: () => Promise<void>;
  try {
    release = await takeLock(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    const holder = await readHolder(dir);
    if (!holder || !isGone(holder)) throw new DataDirLockedError(dir, holder);
    await rmdir(lockPath(dir)).catch(() => undefined);
    try {
      release = await takeLock(dir);
    } catch (again) {
      if ((again as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLockedError(dir);
      throw again;
    }
  }
  const holder: LockHolder = { pid: process.pid, hostname: os.hostname() };
  try {
    await writeFile(holderPath(dir), JSON.stringify(holder));
  } catch (error) {
    await release();
    throw error;
  }
  return async () => {
    await rm(holderPath(dir), { force: true });
    await release();
  };
}
