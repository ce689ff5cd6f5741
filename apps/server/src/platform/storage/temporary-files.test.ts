import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.js';
import { startTemporarySweep, temporaryDirectory, TEMPORARY_FILE_MAX_AGE_MS } from './temporary-files.js';

/** A file as a write interrupted `ageMs` ago left it. */
async function leftover(directory: string, name: string, ageMs: number): Promise<void> {
  const file = path.join(directory, name);
  await writeFile(file, Buffer.alloc(1024));
  const then = new Date(Date.now() - ageMs);
  await utimes(file, then, then);
}

describe('temporary files', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'placard-tmp-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('are removed at start when a crash left them, while a write in progress is kept', async () => {
    const directory = temporaryDirectory(dataDir);
    await mkdir(path.join(directory, 'process-abc123'), { recursive: true });
    await leftover(directory, 'blob-crashed.tmp', TEMPORARY_FILE_MAX_AGE_MS + 60_000);
    await leftover(path.join(directory, 'process-abc123'), 'poster.webp', 0);
    const then = new Date(Date.now() - 2 * TEMPORARY_FILE_MAX_AGE_MS);
    await utimes(path.join(directory, 'process-abc123'), then, then);
    await leftover(directory, 'blob-in-flight.tmp', 1000);

    // earlier versions wrote them beside the blobs
    const media = path.join(dataDir, 'media');
    await mkdir(path.join(media, 'ab'), { recursive: true });
    await leftover(media, `.${randomUUID()}.tmp`, TEMPORARY_FILE_MAX_AGE_MS + 60_000);
    const inFlight = `.${randomUUID()}.tmp`;
    await leftover(media, inFlight, 1000);
    await leftover(path.join(media, 'ab'), `ab${'0'.repeat(62)}.png`, 2 * TEMPORARY_FILE_MAX_AGE_MS);

    const t = await createTestApp({ DATA_DIR: dataDir });
    try {
      expect(await readdir(directory)).toEqual(['blob-in-flight.tmp']);
      expect((await readdir(media)).sort()).toEqual([inFlight, 'ab']);
      expect(await readdir(path.join(media, 'ab'))).toHaveLength(1);
    } finally {
      await t.close();
    }
  });

  it('are swept periodically until the sweep is stopped', async () => {
    const directory = temporaryDirectory(dataDir);
    const sweep = await startTemporarySweep(directory, Fastify({ logger: { level: 'silent' } }).log, {
      maxAgeMs: 60_000,
      intervalMs: 20,
    });
    try {
      await leftover(directory, 'blob-old.tmp', 120_000);
      await leftover(directory, 'blob-new.tmp', 0);
      await expect.poll(() => readdir(directory), { timeout: 2000, interval: 20 }).toEqual(['blob-new.tmp']);
    } finally {
      sweep.stop();
    }
    // stopped: nothing is swept any more
    await leftover(directory, 'blob-after.tmp', 120_000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await readdir(directory)).sort()).toEqual(['blob-after.tmp', 'blob-new.tmp']);
  });
});
