import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PACKAGE_DEFAULTS,
  ZApiError,
  ZCanvaConnectAnswer,
  ZCanvaDesigns,
  ZCanvaImport,
  ZCanvaStatus,
  ZMediaList,
  type TCanvaImport,
} from '@placard/contract';
import { organizationWithMember, type LoggedIn } from '../../test/factories.js';
import {
  FAILING_DESIGN_ID,
  FAKE_CANVA_PAGE_SIZE,
  fakeCanvaSettings,
  startFakeCanva,
  type FakeCanva,
} from '../../test/fakes/canva.js';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';
import { canvaAuthorizations, canvaConnections } from './canva.table.js';

let fake: FakeCanva;
let t: TestApp;
let owner: LoggedIn;
let colleague: LoggedIn;
let neighbour: LoggedIn;
let withoutCanva: LoggedIn;
let screenManager: LoggedIn;

beforeAll(async () => {
  fake = await startFakeCanva();
  t = await createTestApp({ OUTBOUND_ALLOW_PRIVATE: 'true', ...fakeCanvaSettings(fake) });
  owner = await organizationWithMember(t, { name: 'Harbour Café' });
  colleague = await organizationWithMember(t, {
    name: 'Harbour Café Kitchen',
    parentOrganizationId: owner.organizationId,
  });
  neighbour = await organizationWithMember(t, { name: 'Station Kiosk' });
  screenManager = await organizationWithMember(t, { name: 'Depot', role: 'screen_manager' });
  const features = PACKAGE_DEFAULTS.location_1y.features;
  withoutCanva = await organizationWithMember(t, {
    name: 'Plain Screens',
    license: { features: { ...features, canvaAddOn: false } },
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const call = (who: LoggedIn, route: string, body: unknown = {}, language = 'en') =>
  post(t.app, `/api/canva/${route}`, body, { cookie: who.cookie, 'accept-language': language });

function refusal(response: { statusCode: number; json: () => unknown }, status: number) {
  expect(response.statusCode).toBe(status);
  return ZApiError.parse(response.json()).error;
}

async function status(who: LoggedIn) {
  return ZCanvaStatus.parse((await call(who, 'status')).json());
}

/** The browser's way through Canva's consent page and back to Placard's callback. */
async function consent(who: LoggedIn, decision: 'allow' | 'deny' = 'allow') {
  const started = await call(who, 'connect');
  expect(started.statusCode, started.body).toBe(200);
  const authorize = new URL(ZCanvaConnectAnswer.parse(started.json()).authorizeUrl);
  const page = await fetch(authorize);
  expect(page.status).toBe(200);
  const decide = new URL('decide', authorize);
  for (const [name, value] of authorize.searchParams) decide.searchParams.set(name, value);
  decide.searchParams.set('decision', decision);
  const back = await fetch(decide, { redirect: 'manual' });
  const callback = new URL(back.headers.get('location') ?? '');
  return { authorize, callback };
}

async function followCallback(who: LoggedIn, callback: URL) {
  const response = await t.app.inject({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
    headers: { cookie: who.cookie },
  });
  expect(response.statusCode).toBe(302);
  return response.headers.location;
}

async function connect(who: LoggedIn) {
  const { callback } = await consent(who);
  expect(await followCallback(who, callback)).toBe('/media/canva?connected=1');
}

async function designs(who: LoggedIn, body: Record<string, unknown> = {}) {
  const response = await call(who, 'designs', body);
  expect(response.statusCode, response.body).toBe(200);
  return ZCanvaDesigns.parse(response.json());
}

/** Starts an import (the server follows it) and asks after it, as the web does, until it is done or failed. */
async function importDesign(who: LoggedIn, body: Record<string, unknown>): Promise<TCanvaImport> {
  const started = await call(who, 'import', body);
  expect(started.statusCode, started.body).toBe(200);
  let current = ZCanvaImport.parse(started.json());
  for (let polls = 0; polls < 20 && (current.state === 'exporting' || current.state === 'saving'); polls++) {
    await t.settled();
    const response = await call(who, 'import/status', { id: current.id });
    expect(response.statusCode, response.body).toBe(200);
    current = ZCanvaImport.parse(response.json());
  }
  return current;
}

async function myMedia(who: LoggedIn) {
  const response = await post(t.app, '/api/media/list', { section: 'my' }, { cookie: who.cookie });
  return ZMediaList.parse(response.json()).results;
}

const storedConnection = async (userId: number) => {
  const [row] = await t.app.deps.db
    .select()
    .from(canvaConnections)
    .where(eq(canvaConnections.userId, userId));
  return row;
};

const tokenRequests = () =>
  fake.requests.filter((request) => request.url.pathname === '/rest/v1/oauth/token');

describe('connecting a Canva account', () => {
  it('offers Canva only with the add-on on the licence, and not connected at first', async () => {
    expect(await status(owner)).toEqual({ available: true, connection: null });
    expect(await status(withoutCanva)).toEqual({ available: false, connection: null });
    const refused = refusal(await call(withoutCanva, 'connect'), 403);
    expect(refused.code).toBe('CANVA_NOT_AVAILABLE');
    expect(refusal(await call(withoutCanva, 'designs'), 403).code).toBe('CANVA_NOT_AVAILABLE');
  });

  it('sends the browser to Canva with PKCE (S256) and a state, and back with the account connected', async () => {
    fake.signInAs('Ada Designer');
    const { authorize, callback } = await consent(owner);
    expect(authorize.origin).toBe(fake.origin);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'OC-fake-placard',
      redirect_uri: `${t.config.PUBLIC_URL}/api/canva/callback`,
      code_challenge_method: 'S256',
      scope: expect.stringContaining('design:content:read') as unknown,
    });
    expect(authorize.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(callback.searchParams.get('state')).toBe(authorize.searchParams.get('state'));
    expect(await followCallback(owner, callback)).toBe('/media/canva?connected=1');
    // the code was exchanged with the client's credentials and the verifier
    const exchange = tokenRequests().at(-1);
    expect(exchange?.authorization).toMatch(/^Basic /);
    expect(new URLSearchParams(exchange?.body).get('grant_type')).toBe('authorization_code');
    expect(new URLSearchParams(exchange?.body).get('code_verifier')).toMatch(/^[A-Za-z0-9_-]{43,128}$/);
    const connected = await status(owner);
    expect(connected.connection).toMatchObject({ displayName: 'Ada Designer' });
  });

  it('keeps the tokens sealed in the database', async () => {
    const row = await storedConnection(owner.userId);
    expect(row).toBeDefined();
    const issued = fake.issuedTokens();
    expect(issued.length).toBeGreaterThan(0);
    // what Canva gave is nowhere in the row: only sealed text
    for (const column of [row?.accessToken ?? '', row?.refreshToken ?? '']) {
      expect(column).toMatch(/^v1\./);
      for (const token of issued) expect(column).not.toContain(token);
    }
  });

  it('refuses a state it did not give, and a code given to another user', async () => {
    const { callback } = await consent(colleague);
    const forged = new URL(callback);
    forged.searchParams.set('state', 'not-the-state');
    expect(await followCallback(colleague, forged)).toBe('/media/canva?error=CANVA_CONNECT_FAILED');
    // the real state, brought back by another user, is refused too
    expect(await followCallback(neighbour, callback)).toBe('/media/canva?error=CANVA_CONNECT_FAILED');
    expect((await status(colleague)).connection).toBeNull();
    expect((await status(neighbour)).connection).toBeNull();
  });

  it('says when the user cancels on Canva, with nothing connected', async () => {
    const { callback } = await consent(colleague, 'deny');
    expect(await followCallback(colleague, callback)).toBe('/media/canva?error=CANVA_CONNECT_CANCELLED');
    expect((await status(colleague)).connection).toBeNull();
  });

  it('is refused to those who may not upload', async () => {
    expect((await call(screenManager, 'connect')).statusCode).toBe(403);
    expect((await call(screenManager, 'designs')).statusCode).toBe(403);
  });
});

describe("the user's designs", () => {
  it('lists them a page at a time, with thumbnails served through Placard', async () => {
    const first = await designs(owner);
    expect(first.designs).toHaveLength(FAKE_CANVA_PAGE_SIZE);
    expect(first.designs[0]).toMatchObject({
      id: 'DAFmenu0001',
      title: 'Summer menu',
      pageCount: 3,
      editUrl: `${fake.origin}/design/DAFmenu0001/edit`,
    });
    expect(first.continuation).not.toBeNull();
    const second = await designs(owner, { continuation: first.continuation });
    expect(second.continuation).toBeNull();
    expect(first.designs.length + second.designs.length).toBe(fake.designs().length);

    const thumbnail = first.designs[0]?.thumbnailUrl ?? '';
    expect(thumbnail).toMatch(/^\/api\/canva\/thumbnail\?t=/);
    const picture = await t.app.inject({ method: 'GET', url: thumbnail, headers: { cookie: owner.cookie } });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    // another user cannot read it
    const other = await t.app.inject({
      method: 'GET',
      url: thumbnail,
      headers: { cookie: neighbour.cookie },
    });
    expect(other.statusCode).toBe(404);
  });

  it('searches them', async () => {
    const found = await designs(owner, { query: 'menu' });
    expect(found.designs.map((design) => design.title)).toEqual(['Summer menu']);
  });

  it('creates a design of a screen’s size to open in Canva', async () => {
    const response = await call(owner, 'designs/create', { title: 'Autumn offers', shape: 'portrait' });
    expect(response.statusCode, response.body).toBe(200);
    const { design } = response.json() as { design: { title: string; editUrl: string } };
    expect(design.title).toBe('Autumn offers');
    expect(design.editUrl).toMatch(/\/design\/DAFnew\d+\/edit$/);
    const sent = fake.requests
      .filter((r) => r.method === 'POST' && r.url.pathname === '/rest/v1/designs')
      .at(-1);
    expect(JSON.parse(sent?.body ?? '{}')).toMatchObject({
      design_type: { type: 'custom', width: 1080, height: 1920 },
      title: 'Autumn offers',
    });
    expect((await designs(owner, { query: 'autumn' })).designs).toHaveLength(1);
  });

  it('renews an expired access token with the refresh token, once', async () => {
    const before = await storedConnection(owner.userId);
    fake.expireAccessTokens();
    const refreshes = tokenRequests().length;
    expect((await designs(owner, { query: 'hours' })).designs).toHaveLength(1);
    const renewal = tokenRequests().slice(refreshes);
    expect(renewal.map((request) => new URLSearchParams(request.body).get('grant_type'))).toEqual([
      'refresh_token',
    ]);
    const after = await storedConnection(owner.userId);
    expect(after?.refreshToken).not.toBe(before?.refreshToken);
    expect((await designs(owner, { query: 'hours' })).designs).toHaveLength(1);
    expect(tokenRequests().length).toBe(refreshes + 1);
  });

  it('never shows one user’s connection to another, in or out of the organization', async () => {
    expect(refusal(await call(neighbour, 'designs'), 409).code).toBe('CANVA_NOT_CONNECTED');
    expect(refusal(await call(colleague, 'designs'), 409).code).toBe('CANVA_NOT_CONNECTED');
    expect((await status(neighbour)).connection).toBeNull();
  });
});

describe('importing a design', () => {
  it('brings a design in as a PNG per page, with Canva as its origin', async () => {
    fake.setExportPolls(1);
    const done = await importDesign(owner, { designId: 'DAFmenu0001', format: 'png' });
    expect(done).toMatchObject({ state: 'done', filesTotal: 3, filesSaved: 3, error: null });
    expect(done.mediaIds).toHaveLength(3);
    const sent = fake.requests
      .filter((r) => r.method === 'POST' && r.url.pathname === '/rest/v1/exports')
      .at(-1);
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({ design_id: 'DAFmenu0001', format: { type: 'png' } });
    await t.app.jobs.idle();
    const items = (await myMedia(owner)).filter((item) => done.mediaIds.includes(item.id));
    expect(items.map((item) => item.name).sort()).toEqual([
      'Summer menu (1).png',
      'Summer menu (2).png',
      'Summer menu (3).png',
    ]);
    for (const item of items) {
      expect(item).toMatchObject({
        kind: 'image',
        format: 'png',
        status: 'ready',
        width: 640,
        height: 360,
        origin: { provider: 'canva', id: 'DAFmenu0001', pageUrl: `${fake.origin}/design/DAFmenu0001/view` },
      });
    }
  });

  it('brings a design in as one PDF, and a video as an MP4', async () => {
    const pdf = await importDesign(owner, { designId: 'DAFmenu0001', format: 'pdf' });
    expect(pdf).toMatchObject({ state: 'done', filesTotal: 1 });
    const video = await importDesign(owner, { designId: 'DAFvideo003', format: 'mp4' });
    expect(video).toMatchObject({ state: 'done', filesTotal: 1 });
    const exported = fake.requests.filter(
      (r) => r.method === 'POST' && r.url.pathname === '/rest/v1/exports',
    );
    expect(JSON.parse(exported.at(-1)?.body ?? '{}')).toMatchObject({
      format: { type: 'mp4', quality: 'horizontal_1080p' },
    });
    await t.app.jobs.idle();
    const items = await myMedia(owner);
    expect(items.find((item) => item.id === pdf.mediaIds[0])).toMatchObject({
      kind: 'pdf',
      name: 'Summer menu.pdf',
      pageCount: 3,
      status: 'ready',
    });
    expect(items.find((item) => item.id === video.mediaIds[0])).toMatchObject({
      kind: 'video',
      name: 'Welcome video.mp4',
      status: 'ready',
    });
  });

  it('says when Canva cannot export, leaving nothing behind', async () => {
    const stored = async () =>
      (await readdir(path.join(t.config.DATA_DIR, 'media'), { recursive: true })).length;
    const before = { items: (await myMedia(owner)).length, blobs: await stored() };
    const failed = await importDesign(owner, { designId: FAILING_DESIGN_ID, format: 'png' });
    expect(failed).toMatchObject({
      state: 'failed',
      mediaIds: [],
      error: {
        code: 'CANVA_EXPORT_FAILED',
        message: 'Canva could not export this design. Please try again.',
      },
    });
    const missing = refusal(await call(owner, 'import', { designId: 'DAFnothing99' }), 404);
    expect(missing.code).toBe('CANVA_DESIGN_NOT_FOUND');
    expect((await myMedia(owner)).length).toBe(before.items);
    expect(await stored()).toBe(before.blobs);
  });

  it('goes on with an import while nobody asks after it, and keeps it to its user', async () => {
    const started = await call(owner, 'import', { designId: 'DAFhours002', format: 'png' });
    const { id } = ZCanvaImport.parse(started.json());
    expect((await call(neighbour, 'import/status', { id })).statusCode).toBe(404);
    expect((await call(colleague, 'import/status', { id })).statusCode).toBe(404);
    // the user left the page: the server saved the design all the same
    await t.settled();
    const done = ZCanvaImport.parse((await call(owner, 'import/status', { id })).json());
    expect(done).toMatchObject({ state: 'done', filesSaved: 1 });
    const saved = (await myMedia(owner)).find((item) => item.id === done.mediaIds[0]);
    expect(saved).toMatchObject({
      name: 'Opening hours.png',
      origin: { provider: 'canva', id: 'DAFhours002' },
    });
    expect((await myMedia(neighbour)).some((item) => item.origin?.provider === 'canva')).toBe(false);
  });
});

describe('disconnecting', () => {
  it('revokes the tokens at Canva and removes them', async () => {
    expect(await storedConnection(owner.userId)).toBeDefined();
    const response = await call(owner, 'disconnect');
    expect(response.statusCode, response.body).toBe(200);
    const revoke = fake.requests.filter((r) => r.url.pathname === '/rest/v1/oauth/revoke').at(-1);
    expect(revoke?.authorization).toMatch(/^Basic /);
    expect(fake.revokedTokens()).toContain(new URLSearchParams(revoke?.body).get('token'));
    expect(await storedConnection(owner.userId)).toBeUndefined();
    expect((await status(owner)).connection).toBeNull();
    expect(refusal(await call(owner, 'designs'), 409).code).toBe('CANVA_NOT_CONNECTED');
    const pending = await t.app.deps.db
      .select()
      .from(canvaAuthorizations)
      .where(eq(canvaAuthorizations.userId, owner.userId));
    expect(pending).toEqual([]);
  });

  it('forgets a connection Canva no longer takes when its refresh token is refused', async () => {
    await connect(colleague);
    await t.app.deps.db
      .update(canvaConnections)
      .set({ expiresAt: new Date(Date.now() - 3_600_000) })
      .where(eq(canvaConnections.userId, colleague.userId));
    // the user removed the integration in Canva: every grant is revoked there
    fake.revokeEverything();
    expect(refusal(await call(colleague, 'designs'), 409).code).toBe('CANVA_NOT_CONNECTED');
    expect(await storedConnection(colleague.userId)).toBeUndefined();
  });
});
