import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THEME_IMAGE_FIELD, ZFolderTree } from '@placard/contract';
import { pairDevice } from '../../test/devices.js';
import {
  expectError,
  multipartFile,
  organizationWithMember,
  sessionHeaders,
  type LoggedIn,
} from '../../test/factories.js';
import { mediaCall } from '../../test/media-library.js';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';

const EVIL = { origin: 'http://evil.example' };

describe('requests from another site', () => {
  let t: TestApp;
  let owner: LoggedIn;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await organizationWithMember(t, { pkg: 'location_1y' });
  });
  afterAll(() => t.close());

  const createFolder = (name: string, headers: Record<string, string>) =>
    post(t.app, '/api/media/folder/create', { name }, sessionHeaders(owner, headers));
  const folderNames = async () =>
    ZFolderTree.parse((await mediaCall(t, owner, 'folder/list', { section: 'my' })).json()).folders.map(
      (folder) => folder.name,
    );
  const theme = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/organizations/${owner.organizationId}/theme`,
        headers: sessionHeaders(owner),
      })
    ).json() as { logoUrl: string | null };
  const uploadLogo = async (headers: Record<string, string>) => {
    const png = await sharp({
      create: { width: 4, height: 2, channels: 3, background: { r: 10, g: 200, b: 10 } },
    })
      .png()
      .toBuffer();
    const body = multipartFile(THEME_IMAGE_FIELD, { name: 'logo.png', type: 'image/png', bytes: png });
    return t.app.inject({
      method: 'POST',
      url: `/api/organizations/${owner.organizationId}/updateThemeLogo`,
      payload: body.payload,
      headers: sessionHeaders(owner, { ...body.headers, ...headers }),
    });
  };

  it('refuses a JSON change with a cross-site Origin, in the caller’s language, and changes nothing', async () => {
    const refused = await createFolder('Planted', EVIL);
    expect(expectError(refused, 403, 'CROSS_SITE_REQUEST').message).toBe(
      'This request came from another site and was refused.',
    );
    const spanish = await createFolder('Planted', { ...EVIL, 'accept-language': 'es' });
    expect(expectError(spanish, 403, 'CROSS_SITE_REQUEST').message).toBe(
      'Esta solicitud procede de otro sitio y se ha rechazado.',
    );
    expect(await folderNames()).not.toContain('Planted');
  });

  it('refuses a cross-site multipart form changing the logo', async () => {
    const before = (await theme()).logoUrl;
    expectError(await uploadLogo(EVIL), 403, 'CROSS_SITE_REQUEST');
    expectError(await uploadLogo({ origin: 'null' }), 403, 'CROSS_SITE_REQUEST');
    expect((await theme()).logoUrl).toBe(before);
    // from Placard's own page it goes through
    const own = await uploadLogo({ origin: 'http://placard.test' });
    expect(own.statusCode, own.body).toBe(200);
    expect((await theme()).logoUrl).not.toBe(before);
  });

  it('refuses a cross-site logout, and the session lives on', async () => {
    const session = await organizationWithMember(t);
    expectError(
      await post(t.app, '/api/auth/logout', {}, sessionHeaders(session, EVIL)),
      403,
      'CROSS_SITE_REQUEST',
    );
    const still = await t.app.inject({
      method: 'GET',
      url: '/api/auth/status',
      headers: sessionHeaders(session),
    });
    expect(still.json()).toEqual({ loggedIn: true });
    // the same logout from Placard's own page ends it
    const own = await post(
      t.app,
      '/api/auth/logout',
      {},
      sessionHeaders(session, { origin: 'http://placard.test' }),
    );
    expect(own.statusCode, own.body).toBe(200);
    const ended = await t.app.inject({
      method: 'GET',
      url: '/api/auth/status',
      headers: sessionHeaders(session),
    });
    expect(ended.json()).toEqual({ loggedIn: false });
  });

  it('refuses a request without Origin whose browser says it is cross-site', async () => {
    expectError(await createFolder('Fetched', { 'sec-fetch-site': 'cross-site' }), 403, 'CROSS_SITE_REQUEST');
    expect(await folderNames()).not.toContain('Fetched');
  });

  it('accepts its own origin, the address it was reached at, and requests naming no origin', async () => {
    const own = await createFolder('Own page', {
      origin: 'http://placard.test',
      'sec-fetch-site': 'same-origin',
    });
    expect(own.statusCode, own.body).toBe(200);
    // the development server's proxy keeps the browser's Host, so the page's origin is the one addressed
    const proxied = await createFolder('Dev server', {
      origin: 'http://localhost:5173',
      host: 'localhost:5173',
    });
    expect(proxied.statusCode, proxied.body).toBe(200);
    const script = await createFolder('Script', {});
    expect(script.statusCode, script.body).toBe(200);
    const typed = await createFolder('Typed address', { 'sec-fetch-site': 'none' });
    expect(typed.statusCode, typed.body).toBe(200);
    expect(await folderNames()).toEqual(
      expect.arrayContaining(['Own page', 'Dev server', 'Script', 'Typed address']),
    );
  });

  it('lets reads and the screen player’s calls come from anywhere', async () => {
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/organizations/${owner.organizationId}/theme`,
      headers: sessionHeaders(owner, EVIL),
    });
    expect(read.statusCode).toBe(200);
    const pairing = await t.app.inject({
      method: 'POST',
      url: '/api/player/pair',
      payload: {},
      headers: EVIL,
    });
    expect(pairing.statusCode, pairing.body).toBe(200);
    const device = await pairDevice(t, owner);
    const heartbeat = await post(
      t.app,
      '/api/player/heartbeat',
      {
        appVersion: '2.0.0',
        resolution: { width: 1920, height: 1080 },
        state: 'playing',
        revision: null,
        showing: null,
      },
      { authorization: `Device ${device.token}`, ...EVIL },
    );
    expect(heartbeat.statusCode, heartbeat.body).toBe(200);
  });
});
