import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const LONG = 'A'.repeat(256);

describe('refusals of the router and the static files, in the one error shape', () => {
  let root: string;
  let built: TestApp;
  let bare: TestApp;

  beforeAll(async () => {
    // the static handlers serve only when a web and a player build exist
    root = await mkdtemp(path.join(os.tmpdir(), 'placard-builds-'));
    for (const build of ['web', 'player']) {
      await mkdir(path.join(root, build, 'assets'), { recursive: true });
      await writeFile(path.join(root, build, 'index.html'), '<!doctype html><title>Placard</title>');
    }
    built = await createTestApp({
      WEB_DIST_DIR: path.join(root, 'web'),
      PLAYER_DIST_DIR: path.join(root, 'player'),
    });
    bare = await createTestApp({ PLAYER_DIST_DIR: path.join(root, 'no-player-build') });
  });
  afterAll(async () => {
    await built?.close();
    await bare?.close();
    await rm(root, { recursive: true, force: true });
  });

  it('answers 404 for a file name too long to look up, in the web app, its assets and the player', async () => {
    for (const url of [`/${LONG}`, `/assets/${LONG}`, `/player/${LONG}`, `/player/assets/${LONG}`]) {
      expectError(await built.app.inject({ url }), 404, 'NOT_FOUND');
    }
    // the app itself is still served
    expect((await built.app.inject({ url: '/home' })).statusCode).toBe(200);
  });

  it('answers 414 for a path parameter longer than the router takes, translated', async () => {
    const response = await bare.app.inject({
      method: 'POST',
      url: `/api/device/${LONG}/accept`,
      headers: { 'accept-language': 'sv' },
      payload: {},
    });
    expect(expectError(response, 414, 'URI_TOO_LONG').message).toBe('Adressen är för lång.');
  });

  it('answers 400 for a path that is not valid percent-encoding', async () => {
    expectError(await bare.app.inject({ url: '/api/files/%E0%A4%A' }), 400, 'BAD_REQUEST');
  });
});
