import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

const WOFF2 = Buffer.from('wOF2 font bytes \u0000\u0001\u0002', 'latin1');
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 40"><path d="M0 0L1 1Z"/></svg>\n';

describe('GET /fonts/*', () => {
  let t: TestApp;
  let root: string;

  beforeAll(async () => {
    // a font build and a web build side by side, and files next to them that must stay out of reach
    root = await mkdtemp(path.join(os.tmpdir(), 'placard-fonts-'));
    const fonts = path.join(root, 'fonts');
    const web = path.join(root, 'web');
    await mkdir(path.join(fonts, 'thumbnails'), { recursive: true });
    await mkdir(web, { recursive: true });
    await writeFile(path.join(fonts, 'roboto-400-normal.woff2'), WOFF2);
    await writeFile(path.join(fonts, 'thumbnails', 'roboto.svg'), SVG);
    await writeFile(path.join(fonts, 'notes.txt'), 'not a font');
    await writeFile(path.join(fonts, 'thumbnails', 'page.html'), '<p>not a thumbnail</p>');
    await writeFile(path.join(root, 'outside-400-normal.woff2'), 'secret');
    await writeFile(path.join(root, 'outside.svg'), 'secret');
    await writeFile(path.join(web, 'index.html'), '<!doctype html><title>Placard</title>');
    t = await createTestApp({ FONTS_DIST_DIR: fonts, WEB_DIST_DIR: web });
  });
  afterAll(async () => {
    await t.close();
    await rm(root, { recursive: true, force: true });
  });

  it('serves a font file as woff2, cached for a year', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/fonts/roboto-400-normal.woff2' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('font/woff2');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.equals(WOFF2)).toBe(true);
  });

  it('serves a thumbnail as SVG, cached for a year', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/fonts/thumbnails/roboto.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe(SVG);
  });

  it('answers HEAD like GET without a body', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/fonts/roboto-400-normal.woff2' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('font/woff2');
    expect(response.body).toBe('');
  });

  it.each([
    ['a missing font', '/fonts/lato-400-normal.woff2'],
    ['a missing thumbnail', '/fonts/thumbnails/lato.svg'],
    ['a weight that is never built', '/fonts/roboto-300-normal.woff2'],
    ['another file of the build', '/fonts/notes.txt'],
    ['a non-SVG file among the thumbnails', '/fonts/thumbnails/page.html'],
    ['the folder itself', '/fonts/'],
    ['the thumbnails folder', '/fonts/thumbnails/'],
    ['the thumbnails folder without a slash', '/fonts/thumbnails'],
    ['a query on a missing file', '/fonts/x-400-normal.woff2?v=1'],
  ])('answers 404 for %s, never the app page', async (_what, url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  it.each([
    '/fonts/..%2Foutside-400-normal.woff2',
    '/fonts/%2E%2E/outside-400-normal.woff2',
    '/fonts/../outside-400-normal.woff2',
    '/fonts/thumbnails/..%2F..%2Foutside.svg',
    '/fonts/thumbnails/%2E%2E/%2E%2E/outside.svg',
  ])('never answers a file outside the font build: %s', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('secret');
  });
});
