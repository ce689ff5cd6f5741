import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));

/** Servers still running (a test that timed out): stopped before their data folders are removed. */
const running = new Set<ReturnType<typeof spawn>>();

/** Starts the server as `npm start` does, on a fresh data folder, and answers its output once it is ready. */
async function firstStart(dataDir: string): Promise<string> {
  // the embedded database and the outbox, whatever the developer's own environment says
  const { DATABASE_URL: _database, SMTP_URL: _smtp, ...environment } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      ...environment,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_PRETTY: 'false',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let output = '';
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Placard is ready')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`the server stopped with ${code}: ${output}`)));
    });
  } finally {
    if (child.exitCode === null && child.signalCode === null) {
      const stopped = once(child, 'exit');
      child.kill('SIGTERM');
      await stopped;
    }
  }
  return output;
}

describe('the first start', () => {
  const folders: string[] = [];
  afterAll(async () => {
    await Promise.all(
      [...running].map((child) => {
        const stopped = once(child, 'exit');
        child.kill('SIGKILL');
        return stopped;
      }),
    );
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  });

  // a real first start: the TypeScript sources are compiled as they load and every migration runs,
  // which takes a busy two-core machine well over the usual 30 s
  it("prints the owner's login as plain lines, even when the log is JSON", { timeout: 120_000 }, async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'placard-first-start-'));
    folders.push(dataDir);
    const output = await firstStart(dataDir);
    const lines = output.split('\n');
    // the log itself is JSON, one object a line …
    expect(lines.some((line) => line.startsWith('{"level"'))).toBe(true);
    // … and the login stands apart from it, readable as it is
    const email = lines.find((line) => line.trim().startsWith('E-mail:'));
    const password = lines.find((line) => line.trim().startsWith('Password:'));
    expect(email?.trim()).toBe('E-mail:   owner@placard.local');
    expect(password?.trim()).toMatch(/^Password: \S{12,}$/);
    // the password is not kept in the log
    const secret = password?.trim().split(/ +/)[1] ?? '';
    expect(lines.filter((line) => line.startsWith('{')).some((line) => line.includes(secret))).toBe(false);
  });
});
