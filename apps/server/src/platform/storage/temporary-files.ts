import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

/**
 * The one folder of Placard's temporary files (blobs being written, cleaned SVGs, media being
 * processed), on the same file system as DATA_DIR/media so that a finished blob is linked into place.
 */
export function temporaryDirectory(dataDir: string): string {
  return path.join(dataDir, 'tmp');
}

/**
 * A temporary file this old was left by a process that stopped mid-write (a crash, a kill): no write or
 * processing of Placard's takes this long, so another instance's work in progress is never removed.
 */
export const TEMPORARY_FILE_MAX_AGE_MS = 6 * 60 * 60 * 1000;
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Removes what in the folder (of it, only names matching `only`) was last changed before `maxAgeMs` ago;
 * answers how many entries went.
 */
export async function sweepTemporaryFiles(
  directory: string,
  maxAgeMs: number,
  { now = Date.now(), only }: { now?: number; only?: RegExp } = {},
): Promise<number> {
  const entries = await readdir(directory).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  let removed = 0;
  for (const name of entries) {
    if (only && !only.test(name)) continue;
    const entry = path.join(directory, name);
    const found = await stat(entry).catch(() => null);
    if (!found || now - found.mtimeMs < maxAgeMs) continue;
    await rm(entry, { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}

export type TemporarySweep = { stop: () => void };

/**
 * Sweeps the temporary folder now (what an earlier run left) and then every hour, until stopped. The
 * timer does not keep the process alive.
 */
export async function startTemporarySweep(
  directory: string,
  log: FastifyBaseLogger,
  options: { maxAgeMs?: number; intervalMs?: number } = {},
): Promise<TemporarySweep> {
  const maxAgeMs = options.maxAgeMs ?? TEMPORARY_FILE_MAX_AGE_MS;
  const sweep = async () => {
    try {
      const removed = await sweepTemporaryFiles(directory, maxAgeMs);
      if (removed > 0)
        log.info({ directory, removed }, 'removed temporary files left by an interrupted write');
    } catch (error) {
      log.warn({ err: error, directory }, 'could not sweep the temporary files');
    }
  };
  await mkdir(directory, { recursive: true });
  await sweep();
  const timer = setInterval(() => void sweep(), options.intervalMs ?? SWEEP_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
