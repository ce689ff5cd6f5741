import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PACKAGE_DEFAULTS,
  ZFacebookConnection,
  ZManifest,
  ZSocialSnapshot,
  ZWidgetPreview,
  widgetSourceKey,
  type TFacebookConnection,
  type TManifest,
} from '@placard/contract';
import { FAKE_PAGES, startFakeFacebook, type FakeFacebook } from '../../test/fakes/facebook.js';
import { pairDevice } from '../../test/devices.js';
import {
  createMember,
  expectError,
  logIn,
  organizationWithMember,
  type LoggedIn,
} from '../../test/factories.js';
import { newPlaylist, playlistCall, saveSlide } from '../../test/playlists.js';
import { assign } from '../../test/schedules.js';
import { createTestApp, post, testClock, type TestApp } from '../../test/test-app.js';
import { claimDueRefreshes } from '../widgets/widgets.jobs.js';

const [HARBOUR, QUIET] = FAKE_PAGES as [(typeof FAKE_PAGES)[0], (typeof FAKE_PAGES)[0]];
const MINUTE = 60_000;

const withSocialAddOns = {
  features: { ...PACKAGE_DEFAULTS.location_1y.features, facebookAddOn: true, instagramAddOn: true },
};

describe("an organization's Facebook connection", () => {
  let t: TestApp;
  let facebook: FakeFacebook;
  let owner: LoggedIn;
  const clock = testClock(new Date());

  const call = (session: LoggedIn, path: string, body: unknown = {}) =>
    post(t.app, `/api/social/facebook/${path}`, body, { cookie: session.cookie });

  async function info(session: LoggedIn): Promise<TFacebookConnection> {
    const response = await call(session, 'info');
    expect(response.statusCode, response.body).toBe(200);
    return ZFacebookConnection.parse(response.json());
  }

  /** Facebook Login as the browser goes through it: the dialog's address, then Facebook's redirect back. */
  async function logInWithFacebook(session: LoggedIn, query: Record<string, string> = {}) {
    const started = await call(session, 'url');
    expect(started.statusCode, started.body).toBe(200);
    const dialog = new URL((started.json() as { url: string }).url);
    const back = new URLSearchParams({
      code: facebook.issueCode(),
      state: dialog.searchParams.get('state') ?? '',
      ...query,
    });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/social/facebook/callback?${back.toString()}`,
      headers: { cookie: session.cookie },
    });
    expect(response.statusCode, response.body).toBe(302);
    return { dialog, location: new URL(response.headers.location ?? '') };
  }

  async function connect(session: LoggedIn, pageId = HARBOUR.id, instagram = true) {
    facebook.setPages(FAKE_PAGES);
    const { location } = await logInWithFacebook(session);
    expect(['choose', 'connected']).toContain(location.searchParams.get('facebook'));
    const chosen = await call(session, 'choose', { pageId, instagram });
    expect(chosen.statusCode, chosen.body).toBe(200);
    return ZFacebookConnection.parse(chosen.json());
  }

  beforeAll(async () => {
    facebook = await startFakeFacebook();
    t = await createTestApp(
      {
        OUTBOUND_ALLOW_PRIVATE: '127.0.0.1',
        FACEBOOK_APP_ID: facebook.appId,
        FACEBOOK_APP_SECRET: facebook.appSecret,
        FACEBOOK_GRAPH_URL: facebook.origin,
        FACEBOOK_DIALOG_URL: facebook.origin,
      },
      { now: clock.now },
    );
    await t.app.ready();
    owner = await organizationWithMember(t, { name: 'Harbour Café', license: withSocialAddOns });
  });
  afterAll(async () => {
    await t.close();
    await facebook.close();
  });

  it('sends the owner to Facebook Login with the app, the callback and a sealed state', async () => {
    const response = await call(owner, 'url');
    expect(response.statusCode, response.body).toBe(200);
    const url = new URL((response.json() as { url: string }).url);
    expect(`${url.origin}${url.pathname}`).toBe(`${facebook.origin}/v21.0/dialog/oauth`);
    expect(url.searchParams.get('client_id')).toBe(facebook.appId);
    expect(url.searchParams.get('redirect_uri')).toBe(`${t.config.PUBLIC_URL}/api/social/facebook/callback`);
    expect(url.searchParams.get('scope')).toContain('pages_read_engagement');
    // the state is sealed: who started it cannot be read from it, nor forged
    expect(url.searchParams.get('state')).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('connects: the code exchanged, a page and its Instagram account chosen, tokens stored sealed only', async () => {
    expect((await info(owner)).state).toBe('disconnected');
    facebook.setPages(FAKE_PAGES);
    const { location } = await logInWithFacebook(owner);
    expect(location.pathname).toBe(`/organizations/${owner.organizationId}/addons`);
    expect(location.searchParams.get('facebook')).toBe('choose');
    expect(await info(owner)).toMatchObject({ state: 'choosing', page: null, connectedBy: 'A owner' });

    const pages = await call(owner, 'pages');
    expect(pages.statusCode, pages.body).toBe(200);
    expect(pages.json()).toEqual({
      pages: [
        {
          id: HARBOUR.id,
          name: 'Harbour Café',
          instagram: { id: '17841400000000001', username: 'harbourcafe' },
        },
        { id: QUIET.id, name: 'Quiet Corner', instagram: null },
      ],
    });
    const connection = await connect(owner);
    expect(connection).toMatchObject({
      configured: true,
      state: 'connected',
      expired: false,
      page: { id: HARBOUR.id, name: 'Harbour Café' },
      instagram: { id: '17841400000000001', username: 'harbourcafe' },
      connectedBy: 'A owner',
    });

    // tokens (and the app's secret) went to Facebook in a header or a form, never in an address
    const tokens = facebook.issuedTokens();
    expect(tokens.length).toBeGreaterThan(0);
    for (const { url } of facebook.requests)
      for (const token of tokens) expect(url.href).not.toContain(token);
    const rows = await t.app.database.query('select * from social_connections where organization_id = $1', [
      owner.organizationId,
    ]);
    const raw = JSON.stringify(rows.rows);
    for (const token of tokens) expect(raw).not.toContain(token);
    expect(raw).toMatch(/"page_token":"v1\./);
  });

  it('refuses a callback whose state was altered, expired, or started by someone else', async () => {
    const { dialog } = await logInWithFacebook(owner);
    const state = dialog.searchParams.get('state') ?? '';
    const callback = (session: LoggedIn, value: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/social/facebook/callback?code=${facebook.issueCode()}&state=${encodeURIComponent(value)}`,
        headers: { cookie: session.cookie },
      });
    const altered = await callback(owner, `${state.slice(0, -2)}xx`);
    expect(new URL(altered.headers.location ?? '').searchParams.get('facebook')).toBe(
      'FACEBOOK_CONNECT_FAILED',
    );
    const admin = await createMember(t, owner.organizationId, 'admin');
    const other = await callback(await logIn(t, admin.email), state);
    expect(new URL(other.headers.location ?? '').searchParams.get('facebook')).toBe(
      'FACEBOOK_CONNECT_FAILED',
    );
    clock.advance(16 * MINUTE);
    const late = await callback(owner, state);
    expect(new URL(late.headers.location ?? '').searchParams.get('facebook')).toBe('FACEBOOK_CONNECT_FAILED');
    const denied = await logInWithFacebook(owner, { error: 'access_denied' });
    expect(denied.location.searchParams.get('facebook')).toBe('FACEBOOK_CONNECT_FAILED');
  });

  it('connects nothing while the licence is read-only', async () => {
    const lapsed = await organizationWithMember(t, { name: 'Lapsed Café', license: withSocialAddOns });
    const started = await call(lapsed, 'url');
    const dialog = new URL((started.json() as { url: string }).url);
    await t.app.database.query('update licenses set validity_expires_at = $1 where organization_id = $2', [
      new Date(clock.now().getTime() - 24 * 60 * MINUTE),
      lapsed.organizationId,
    ]);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/social/facebook/callback?code=${facebook.issueCode()}&state=${encodeURIComponent(dialog.searchParams.get('state') ?? '')}`,
      headers: { cookie: lapsed.cookie },
    });
    expect(new URL(response.headers.location ?? '').searchParams.get('facebook')).toBe('LICENSE_EXPIRED');
    expect((await info(lapsed)).state).toBe('disconnected');
  });

  it('says so when the Facebook user manages no page, and keeps nothing', async () => {
    const other = await organizationWithMember(t, { name: 'No Pages Ltd', license: withSocialAddOns });
    facebook.setPages([]);
    const { location } = await logInWithFacebook(other);
    expect(location.searchParams.get('facebook')).toBe('FACEBOOK_NO_PAGES');
    expect((await info(other)).state).toBe('disconnected');
    facebook.setPages(FAKE_PAGES);
  });

  it('reads the page’s posts and the Instagram posts for the organization’s widgets, pictures kept as files', async () => {
    await connect(owner);
    const facebookPreview = await post(
      t.app,
      '/api/widget/preview',
      {
        kind: 'facebook',
        settings: { pageId: HARBOUR.id, pageName: 'Harbour Café', maxPosts: 2, secondsPerPost: 8 },
      },
      { cookie: owner.cookie },
    );
    expect(facebookPreview.statusCode, facebookPreview.body).toBe(200);
    const preview = ZWidgetPreview.parse(facebookPreview.json());
    expect(preview.state).toBe('synced');
    const posts = ZSocialSnapshot.parse(preview.snapshot);
    expect(posts.name).toBe('Harbour Café');
    expect(posts.posts.map((item) => item.text)).toEqual([
      'Fresh cinnamon buns every morning from 7. See you by the water!',
      'Live jazz on Friday night, free entry.',
    ]);
    expect(posts.posts[0]?.publishedAt).toBe('2026-11-20T08:15:00.000Z');
    expect(posts.posts[0]?.imageUrl).toMatch(/^\/api\/files\/[0-9a-f]{64}\.png$/);

    const instagramPreview = await post(
      t.app,
      '/api/widget/preview',
      { kind: 'instagram', settings: { accountId: '17841400000000001', postCount: 3, secondsPerPost: 8 } },
      { cookie: owner.cookie },
    );
    const media = ZSocialSnapshot.parse(ZWidgetPreview.parse(instagramPreview.json()).snapshot);
    expect(media.name).toBe('harbourcafe');
    expect(media.posts.map((item) => item.text)).toEqual([
      'Our new roast ☕',
      'Market day in pictures',
      'Friday jazz',
    ]);
    // the video shows its thumbnail, stored like any picture
    expect(media.posts.every((item) => item.imageUrl?.startsWith('/api/files/'))).toBe(true);
  });

  it("never gives an organization another's posts, even for the same page", async () => {
    const intruder = await organizationWithMember(t, { name: 'Intruder', license: withSocialAddOns });
    const response = await post(
      t.app,
      '/api/widget/preview',
      { kind: 'facebook', settings: { pageId: HARBOUR.id, maxPosts: 2, secondsPerPost: 8 } },
      { cookie: intruder.cookie },
    );
    expect(response.statusCode, response.body).toBe(200);
    const preview = ZWidgetPreview.parse(response.json());
    expect(preview.snapshot).toBeNull();
    expect(preview.error).toMatchObject({ code: 'FACEBOOK_NOT_CONNECTED' });
    expect(preview.error?.message).toContain('Organizations');
    // nor its connection
    expect((await info(intruder)).state).toBe('disconnected');
    expectError(await call(intruder, 'pages'), 409, 'FACEBOOK_NOT_CONNECTED');
  });

  it('needs the add-ons for the widgets, and an owner or admin for the connection', async () => {
    const plain = await organizationWithMember(t, {
      name: 'Plain licence',
      license: { features: { ...withSocialAddOns.features, facebookAddOn: false, instagramAddOn: false } },
    });
    const refused = await post(
      t.app,
      '/api/widget/preview',
      { kind: 'instagram', settings: { accountId: '17841400000000001', postCount: 3 } },
      { cookie: plain.cookie },
    );
    expectError(refused, 403, 'WIDGET_ADDON_MISSING');
    const staff = await logIn(t, (await createMember(t, owner.organizationId, 'staff')).email);
    expect((await info(staff)).state).toBe('connected');
    for (const path of ['url', 'pages', 'choose', 'disconnect']) {
      expectError(await call(staff, path, path === 'choose' ? { pageId: HARBOUR.id } : {}), 403, 'FORBIDDEN');
    }
  });

  it('turns disconnected when Facebook refuses the token, the screens keeping the last posts as stale', async () => {
    const shop = await organizationWithMember(t, { name: 'Revoked Café', license: withSocialAddOns });
    await connect(shop);
    const screen = await pairDevice(t, shop, { name: 'Counter', timezone: 'Europe/Stockholm' });
    const playlistId = await newPlaylist(t, shop, 'Counter screen', { section: 'shared' });
    const settings = { pageId: HARBOUR.id, pageName: 'Harbour Café', maxPosts: 3, secondsPerPost: 8 };
    const saved = await saveSlide(t, shop, playlistId, 0, {
      duration: 10,
      background: { type: 'color', color: '#ffffff' },
      elements: [
        {
          elid: 'facebook1',
          eltype: 'facebook',
          transform: { translation: { x: 0, y: 0 }, rotation: 0, scale: { x: 1, y: 1 } },
          width: 960,
          height: 540,
          aabb: { x: 0, y: 0, width: 960, height: 540 },
          contents: settings,
        },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await playlistCall(t, shop, 'publish', { playlistId })).statusCode).toBe(200);
    expect((await assign(t, shop, { deviceKey: screen.deviceKey }, playlistId)).statusCode).toBe(200);
    const key = widgetSourceKey('facebook', settings);
    const manifest = async (): Promise<TManifest> => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/player/manifest',
        headers: { authorization: `Device ${screen.token}` },
      });
      return ZManifest.parse(response.json());
    };
    await expect.poll(async () => (await manifest()).widgets[key]?.stale, { timeout: 10_000 }).toBe(false);
    const first = ZSocialSnapshot.parse((await manifest()).widgets[key]?.snapshot);
    expect(first.posts).toHaveLength(3);
    expect((await manifest()).media).toContain(first.posts[0]?.imageUrl);

    facebook.revokeTokens();
    clock.advance(20 * MINUTE);
    await claimDueRefreshes(t.app.deps);
    await t.app.jobs.idle();
    expect(await info(shop)).toMatchObject({
      state: 'disconnected',
      expired: true,
      page: { name: 'Harbour Café' },
    });
    const rows = await t.app.database.query(
      'select user_token, page_token from social_connections where organization_id = $1',
      [shop.organizationId],
    );
    expect(rows.rows).toEqual([{ user_token: null, page_token: null }]);
    const after = (await manifest()).widgets[key];
    expect(after?.stale).toBe(true);
    expect(ZSocialSnapshot.parse(after?.snapshot).posts).toEqual(first.posts);
  });

  it('keeps the page chosen when reconnected after Facebook refused the token', async () => {
    const shop = await organizationWithMember(t, { name: 'Reconnected Café', license: withSocialAddOns });
    await connect(shop, HARBOUR.id, false);
    facebook.revokeTokens();
    expectError(await call(shop, 'pages'), 409, 'FACEBOOK_EXPIRED');
    expect(await info(shop)).toMatchObject({ state: 'disconnected', expired: true });
    const { location } = await logInWithFacebook(shop);
    expect(location.searchParams.get('facebook')).toBe('connected');
    expect(await info(shop)).toMatchObject({
      state: 'connected',
      expired: false,
      page: { id: HARBOUR.id, name: 'Harbour Café' },
      instagram: null,
    });
    const preview = await post(
      t.app,
      '/api/widget/preview',
      { kind: 'facebook', settings: { pageId: HARBOUR.id, maxPosts: 1, secondsPerPost: 8 } },
      { cookie: shop.cookie },
    );
    expect(ZWidgetPreview.parse(preview.json()).state).toBe('synced');
  });

  it('disconnects: the connection and its tokens are removed', async () => {
    await connect(owner);
    const response = await call(owner, 'disconnect');
    expect(response.statusCode, response.body).toBe(200);
    expect(await info(owner)).toMatchObject({ state: 'disconnected', expired: false, page: null });
    const rows = await t.app.database.query(
      'select count(*)::int as n from social_connections where organization_id = $1',
      [owner.organizationId],
    );
    expect(rows.rows).toEqual([{ n: 0 }]);
  });
});

describe('a server without a Facebook app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('says Facebook is not set up, and offers no login', async () => {
    const owner = await organizationWithMember(t, { license: withSocialAddOns });
    const info = await post(t.app, '/api/social/facebook/info', {}, { cookie: owner.cookie });
    expect(ZFacebookConnection.parse(info.json())).toMatchObject({
      configured: false,
      state: 'disconnected',
    });
    expectError(
      await post(t.app, '/api/social/facebook/url', {}, { cookie: owner.cookie }),
      409,
      'FACEBOOK_NOT_CONFIGURED',
    );
  });
});
