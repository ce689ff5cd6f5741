import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { ROOT_OWNER } from './root';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** A Placard server of a test's own, which the test may stop and start again (same port, same data). */
export interface PlacardServer {
  baseURL: string;
  dataDir: string;
  /** starts it (again) and waits until it answers */
  start(): Promise<void>;
  /** stops it the way an operator does (SIGTERM) and waits until it has exited */
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

async function waitUntilUp(baseURL: string, process: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (process.exitCode !== null) throw new Error(`the server exited (${process.exitCode}):\n${log()}`);
    const up = await fetch(`${baseURL}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not start within a minute:\n${log()}`);
}

/**
 * A server of the built app (as playwright.config.ts starts the shared one) on a free port and a fresh
 * data folder, for a test that takes the server away: the shared one must stay up for the others.
 */
export async function placardServer(): Promise<PlacardServer> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'placard-e2e-player-'));
  let child: ChildProcess | null = null;
  let stderr = '';

  return {
    baseURL,
    dataDir,
    async start() {
      stderr = '';
      const started = spawn(process.execPath, [path.join(repoRoot, 'apps/server/dist/main.js')], {
        env: {
          ...process.env,
          NODE_ENV: 'production',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          PUBLIC_URL: baseURL,
          LOG_LEVEL: 'warn',
          RATE_LIMIT_LOGIN_MAX: '1000',
          RATE_LIMIT_RESET_MAX: '1000',
          ROOT_OWNER_EMAIL: ROOT_OWNER.email,
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      started.stderr?.on('data', (chunk: Buffer) => {
        stderr = (stderr + chunk.toString()).slice(-4000);
      });
      child = started;
      await waitUntilUp(baseURL, started, () => stderr);
    },
    async stop() {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
      running.kill('SIGTERM');
      const killer = setTimeout(() => running.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(killer);
    },
  };
}

/**
 * Reads the mails of `server` while the returned function is not called: the account helpers find
 * codes in the outbox of PLACARD_E2E_DATA_DIR, the shared server's, in this worker.
 */
export function readMailOf(server: PlacardServer): () => void {
  const shared = process.env.PLACARD_E2E_DATA_DIR;
  process.env.PLACARD_E2E_DATA_DIR = server.dataDir;
  return () => {
    process.env.PLACARD_E2E_DATA_DIR = shared;
  };
}

/** A browser window the size of a Full HD television, as a screen opens the player. */
export async function openScreen(
  browser: Browser,
  baseURL: string,
  viewport = { width: 1920, height: 1080 },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL,
    viewport,
    locale: 'en-US',
  });
  const page = await context.newPage();
  await page.goto('/player/');
  return { context, page };
}

/**
 * Adds the screen `page` shows the code of to an organization through the API, as Add device does
 * (setup), and answers its device key once the screen has taken its credential.
 */
export async function pairByApi(
  page: Page,
  request: APIRequestContext,
  organizationId: number,
  name: string,
): Promise<string> {
  const code = await pairingCode(page);
  const accepted = await request.post(`/api/device/${organizationId}/accept`, {
    data: { deviceId: code, timezone: 'Europe/Stockholm', name },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  await expect(page.getByTestId('pairing-screen')).toBeHidden({ timeout: 20_000 });
  return ((await accepted.json()) as { deviceKey: string }).deviceKey;
}

/** The library item of that name in My media. */
export async function mediaNamed(
  request: APIRequestContext,
  name: string,
): Promise<{ id: number; url: string }> {
  const response = await request.post('/api/media/list', { data: { section: 'my', searchTerm: name } });
  expect(response.status(), await response.text()).toBe(200);
  const { results } = (await response.json()) as { results: { id: number; name: string; url: string }[] };
  const item = results.find((result) => result.name === name);
  if (!item) throw new Error(`no ${name} in My media`);
  return item;
}

/** Waits until the screen shows a pairing code and answers it. */
export async function pairingCode(page: Page): Promise<string> {
  const code = page.getByTestId('pairing-code');
  await expect(code).toHaveAttribute('data-code', /^\d{4}$/, { timeout: 20_000 });
  return (await code.getAttribute('data-code')) ?? '';
}

/** The slide the screen shows (the incoming one while a transition runs). */
export function screenSlide(page: Page): Locator {
  return page.getByTestId('player-slide').last();
}

/** The ids of the slides the screen shows over `durationMs`, in order, each once per showing. */
export async function slidesShownDuring(page: Page, durationMs: number): Promise<number[]> {
  const shown: number[] = [];
  const until = Date.now() + durationMs;
  while (Date.now() < until) {
    const id = Number(
      await screenSlide(page)
        .getAttribute('data-slide-id', { timeout: 2_000 })
        .catch(() => NaN),
    );
    if (!Number.isNaN(id) && shown.at(-1) !== id) shown.push(id);
    await page.waitForTimeout(200);
  }
  return shown;
}

/**
 * Waits until the screen shows a slide with pictures, every one of them drawn (loaded and decoded) from
 * the screen's own cache (a blob: address), not fetched from the server.
 */
export async function expectPicturesFromCache(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const slides = document.querySelectorAll('[data-testid="player-slide"]');
          const images = Array.from(slides[slides.length - 1]?.querySelectorAll('img') ?? []);
          return (
            images.length > 0 &&
            images.every((image) => image.src.startsWith('blob:') && image.complete && image.naturalWidth > 0)
          );
        }),
      { message: 'a slide whose pictures come from the cache', timeout: 15_000 },
    )
    .toBe(true);
}

type Box = { x: number; y: number; width: number; height: number };

/** An element's place on the canvas: at `box`, neither rotated nor scaled. */
export function placed(elid: string, box: Box) {
  return {
    elid,
    transform: { translation: { x: box.x, y: box.y }, rotation: 0, scale: { x: 1, y: 1 } },
    width: box.width,
    height: box.height,
    aabb: box,
  };
}

/** A file of the media library, as a slide names it. */
export type Media = { id: number; url: string };

/** A video element at `box`, filling it, muted and looping. */
export function videoElement(elid: string, box: Box, media: Media) {
  return {
    ...placed(elid, box),
    eltype: 'video',
    contents: { mediaId: media.id, url: media.url, fit: 'cover', muted: true, loop: true },
  };
}

/** A picture element at `box`, filling it. */
export function pictureElement(elid: string, box: Box, media: Media) {
  return {
    ...placed(elid, box),
    eltype: 'image',
    contents: { mediaId: media.id, url: media.url, fit: 'cover' },
  };
}

/** A line of bold text at `box`, in the middle of it. */
export function textElement(elid: string, box: Box, text: string, color = '#0F1B2D') {
  return {
    ...placed(elid, box),
    eltype: 'text',
    contents: { delta: words(text, { size: 'L', color, bold: true }), verticalAlign: 'middle' },
  };
}

/** A line of text in one size and colour. */
function words(text: string, format: { size: 'M' | 'L'; color: string; bold?: boolean }) {
  return [{ insert: text, attributes: format }, { insert: '\n' }];
}

const FADE = { type: 'fade', option: null, durationInMillis: 600 };

/** A welcome slide as a designer would make it: a dark ground, an accent bar, a heading and a line under it. */
export function welcomeSlide(heading: string, subtitle: string) {
  return {
    duration: 2,
    background: { type: 'color', color: '#0F1B2D' },
    slideAnimation: FADE,
    elements: [
      {
        ...placed('accent', { x: 160, y: 350, width: 18, height: 380 }),
        eltype: 'shape',
        contents: { shape: 'rectangle', fill: '#C91E4E' },
      },
      {
        ...placed('heading', { x: 230, y: 330, width: 1500, height: 300 }),
        eltype: 'text',
        contents: {
          delta: words(heading, { size: 'L', color: '#FFFFFF', bold: true }),
          verticalAlign: 'top',
        },
      },
      {
        ...placed('subtitle', { x: 230, y: 640, width: 1500, height: 110 }),
        eltype: 'text',
        contents: { delta: words(subtitle, { size: 'M', color: '#B8C4D6' }), verticalAlign: 'top' },
      },
    ],
  };
}

/** A slide over a picture from the library, its message in a dark band. */
export function pictureSlide(picture: { id: number; url: string }, message: string) {
  return {
    duration: 2,
    background: { type: 'image', mediaId: picture.id, url: picture.url, color: '#0F1B2D' },
    slideAnimation: FADE,
    elements: [
      {
        ...placed('band', { x: 160, y: 720, width: 1600, height: 220 }),
        eltype: 'text',
        contents: {
          delta: words(message, { size: 'L', color: '#FFFFFF', bold: true }),
          verticalAlign: 'middle',
          background: '#0F1B2DD9',
          padding: 56,
        },
      },
    ],
  };
}
