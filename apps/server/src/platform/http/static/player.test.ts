import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

const PAGE =
  '<!doctype html><title>Placard player</title><script src="/player/assets/index-abc123.js"></script>';
const SCRIPT = 'console.log("player");';
const WORKER = 'self.addEventListener("fetch", () => {});';
const MANIFEST = '{"name":"Placard player","display":"fullscreen"}';

describe('the screen player at /player/', () => {
  let t: TestApp;
  let root: string;

  beforeAll(async () => {
    // a player build and a web build side by side, and a file next to them that must stay out of reach
    root = await mkdtemp(path.join(os.tmpdir(), 'placard-player-'));
    const player = path.join(root, 'player');
    const web = path.join(root, 'web');
    await mkdir(path.join(player, 'assets'), { recursive: true });
    await mkdir(web, { recursive: true });
    await writeFile(path.join(player, 'index.html'), PAGE);
    await writeFile(path.join(player, 'assets', 'index-abc123.js'), SCRIPT);
    await writeFile(path.join(player, 'sw.js'), WORKER);
    await writeFile(path.join(player, 'manifest.webmanifest'), MANIFEST);
    await writeFile(path.join(root, 'secret.txt'), 'secret');
    await writeFile(path.join(web, 'index.html'), '<!doctype html><title>Placard</title>');
    t = await createTestApp({ PLAYER_DIST_DIR: player, WEB_DIST_DIR: web });
  });
  afterAll(async () => {
    await t.close();
    await rm(root, { recursive: true, force: true });
  });

  it('answers the player page, never cached so a new release reaches the screens', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/player/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(PAGE);
  });

  it('moves /player to /player/ (inside the service worker’s scope), keeping the query', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/player?screen=lobby' });
    expect(response.statusCode).toBe(308);
    expect(response.headers.location).toBe('/player/?screen=lobby');
  });

  it('answers the page for any other address under /player/', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/player/lobby?x=1' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(PAGE);
  });

  it('serves hashed assets cached for a year', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/player/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe(SCRIPT);
  });

  it('serves the service worker at /player/sw.js, revalidated every time', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/player/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(WORKER);
  });

  it('serves the web app manifest that lets a screen install the player, revalidated every time', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/player/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(MANIFEST);
  });

  it('answers 404 for a missing asset, not the page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/player/assets/index-gone.js' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  it.each(['/player/..%2Fsecret.txt', '/player/%2E%2E/secret.txt', '/player/../secret.txt'])(
    'never answers a file outside the player build: %s',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.body).not.toContain('secret');
    },
  );

  it('leaves the web app where it was', async () => {
    const home = await t.app.inject({ method: 'GET', url: '/home' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<title>Placard</title>');
    const api = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
  });
});
