import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { outsideWorldEnv } from './support/outside-world/world';
import { ANDROID_APP_URL } from './support/android';
import { ROOT_OWNER } from './support/root';

// One server for the run, on a free port and a fresh data folder. Set here, in the runner process,
// so the workers inherit the same values.
process.env.PLACARD_E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'placard-e2e-'));
const freePort = () =>
  execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString();
process.env.PLACARD_E2E_PORT ??= freePort();
// the fake weather, feeds, sheets and websites the server reaches instead of the internet
process.env.OUTSIDE_WORLD_PORT ??= freePort();

/**
 * Debian's Chromium: its headless shell (`apt-get install chromium-headless-shell`) when installed, the
 * same engine without the desktop browser's windowing and GPU processes, which loads the app about
 * twice as fast; otherwise the full browser.
 */
function chromiumPath(): string {
  const shell = '/usr/bin/chromium-headless-shell';
  return existsSync(shell) ? shell : '/usr/bin/chromium';
}

const port = Number(process.env.PLACARD_E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
const outsideWorldOrigin = `http://127.0.0.1:${process.env.OUTSIDE_WORLD_PORT}`;
const repoRoot = path.resolve(import.meta.dirname, '../..');

export default defineConfig({
  testDir: './specs',
  // gives the root owner a known password once the server is up
  globalSetup: './support/global-setup.ts',
  outputDir: './test-results',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'en-US',
    // a trace (DOM snapshots and a screencast of every step) costs a test about a third of its time:
    // it is recorded when a failed test runs again
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: `node --import tsx ${path.join(import.meta.dirname, 'support/outside-world/main.ts')}`,
      url: `${outsideWorldOrigin}/sites/framable.html`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      // the Placard server's port: where the fake Stripe sends its events
      env: {
        OUTSIDE_WORLD_PORT: String(process.env.OUTSIDE_WORLD_PORT),
        PLACARD_E2E_PORT: String(port),
      },
    },
    {
      command: `node ${path.join(repoRoot, 'apps/server/dist/main.js')}`,
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.PLACARD_E2E_DATA_DIR,
        PUBLIC_URL: baseURL,
        // the /android page offers the app; nothing is downloaded from it in the tests
        ANDROID_APP_URL,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_LOGIN_MAX: '1000',
        RATE_LIMIT_LOGIN_ADDRESS_MAX: '10000',
        RATE_LIMIT_LOGIN_ACCOUNT_MAX: '1000',
        RATE_LIMIT_RESET_MAX: '1000',
        ROOT_OWNER_EMAIL: ROOT_OWNER.email,
        ...outsideWorldEnv(outsideWorldOrigin),
      },
    },
  ],
});
