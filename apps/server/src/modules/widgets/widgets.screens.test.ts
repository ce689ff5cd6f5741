import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  menuDataKey,
  widgetSourceKey,
  ZManifest,
  ZMenu,
  ZNewsSnapshot,
  type TManifest,
  type TMenu,
} from '@placard/contract';
import { startRssFake, type RssFake } from '../../test/fakes/rss.js';
import { startFakeWebsites, type FakeWebsites } from '../../test/fakes/websites.js';
import { pairDevice, type PairedDevice } from '../../test/devices.js';
import { expectError, organizationWithMember, type LoggedIn } from '../../test/factories.js';
import { newPlaylist, playlistCall, saveSlide, slideIds } from '../../test/playlists.js';
import { assign } from '../../test/schedules.js';
import { createTestApp, post, testClock, type TestApp } from '../../test/test-app.js';
import { PLAYER_CHANNEL, type PlayerEvent } from '../devices/devices.push.js';
import { sourceById } from './widgets.repository.js';
import { refreshSource, sourceKeyOf } from './widgets.sources.js';

const MINUTE = 60_000;

/** An RSS 2.0 feed of two stories, the first with a picture on the same site. */
function feed(origin: string, firstTitle: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/"><channel>
  <title>Harbour News</title><link>${origin}/</link><description>Local</description>
  <item><title>${firstTitle}</title><description>The ferry runs again.</description>
    <media:content url="${origin}/pictures/ferry.png" medium="image" type="image/png"/></item>
  <item><title>Market on Saturday</title><description>Stalls from nine.</description></item>
</channel></rss>`;
}

describe('widgets on screens', () => {
  let t: TestApp;
  let rss: RssFake;
  let websites: FakeWebsites;
  let owner: LoggedIn;
  let screen: PairedDevice;
  let playlistId: number;
  const clock = testClock(new Date());
  const settings = () => ({ url: rss.url('/harbour.rss'), maxStories: 5, secondsPerStory: 8 });
  const key = () => widgetSourceKey('news', settings());
  const sourceId = async () => {
    const rows = await t.app.database.query('select id from widget_sources where source_key = $1', [
      sourceKeyOf({ kind: 'news', settings: settings() }, owner.organizationId),
    ]);
    return (rows.rows[0] as { id: number } | undefined)?.id;
  };

  beforeAll(async () => {
    [rss, websites] = await Promise.all([startRssFake(), startFakeWebsites()]);
    const picture = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#2a6f97' },
    })
      .png()
      .toBuffer();
    rss.serve('/pictures/ferry.png', { contentType: 'image/png', body: picture });
    rss.serve('/harbour.rss', { contentType: 'application/rss+xml', body: feed(rss.origin, 'Ferry back') });
    t = await createTestApp({ OUTBOUND_ALLOW_PRIVATE: '127.0.0.1' }, { now: clock.now });
    await t.app.ready();
    owner = await organizationWithMember(t);
    screen = await pairDevice(t, owner, { name: 'Harbour', timezone: 'Europe/Stockholm' });
    playlistId = await newPlaylist(t, owner, 'Harbour screen', { section: 'shared' });
    expect(await slideIds(t, owner, playlistId)).toHaveLength(1);
    const saved = await saveSlide(t, owner, playlistId, 0, {
      duration: 10,
      background: { type: 'color', color: '#ffffff' },
      elements: [
        {
          elid: 'news1',
          eltype: 'news',
          transform: { translation: { x: 0, y: 0 }, rotation: 0, scale: { x: 1, y: 1 } },
          width: 800,
          height: 400,
          aabb: { x: 0, y: 0, width: 800, height: 400 },
          contents: settings(),
        },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const published = await playlistCall(t, owner, 'publish', { playlistId });
    expect(published.statusCode, published.body).toBe(200);
    expect((await assign(t, owner, { deviceKey: screen.deviceKey }, playlistId)).statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([rss.close(), websites.close()]);
  });

  async function manifest(): Promise<TManifest> {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/player/manifest',
      headers: { authorization: `Device ${screen.token}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    return ZManifest.parse(response.json());
  }

  it('reads a published widget’s source at once and gives its screens the stories, pictures kept as files', async () => {
    await expect
      .poll(async () => Object.keys((await manifest()).widgets), { timeout: 10_000 })
      .toEqual([key()]);
    const current = await manifest();
    const entry = current.widgets[key()];
    expect(entry?.stale).toBe(false);
    const snapshot = ZNewsSnapshot.parse(entry?.snapshot);
    expect(snapshot.stories.map((story) => story.title)).toEqual(['Ferry back', 'Market on Saturday']);
    const picture = snapshot.stories[0]?.imageUrl ?? '';
    expect(picture).toMatch(/^\/api\/files\/[0-9a-f]{64}\.png$/);
    expect(current.media).toContain(picture);
    const file = await t.app.inject({ method: 'GET', url: picture });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(rss.requests('/pictures/ferry.png')).toBe(1);
  });

  it('tells the screens when the source has news, without a publish, and reads a picture once', async () => {
    const pushed: PlayerEvent[] = [];
    const stop = await t.app.deps.events.subscribe(PLAYER_CHANNEL, (payload) =>
      pushed.push(payload as PlayerEvent),
    );
    try {
      const id = await sourceId();
      expect(id).toBeDefined();
      const pictureReads = rss.requests('/pictures/ferry.png');
      rss.serve('/harbour.rss', { contentType: 'application/rss+xml', body: feed(rss.origin, 'Ferry late') });
      clock.advance(10 * MINUTE);
      await refreshSource(t.app.deps, id ?? 0);
      await expect
        .poll(() =>
          pushed.some((event) => event.deviceIds.includes(screen.id) && event.push.type === 'content'),
        )
        .toBe(true);
      // its picture, kept from the last reading, was not read again
      expect(rss.requests('/pictures/ferry.png')).toBe(pictureReads);
      const stories = ZNewsSnapshot.parse((await manifest()).widgets[key()]?.snapshot).stories;
      expect(stories[0]?.title).toBe('Ferry late');
    } finally {
      await stop();
    }
  });

  it('keeps the last good stories for the screens when the source fails, marked stale', async () => {
    const id = (await sourceId()) ?? 0;
    const before = ZNewsSnapshot.parse((await manifest()).widgets[key()]?.snapshot);
    await rss.goDown();
    try {
      clock.advance(10 * MINUTE);
      await refreshSource(t.app.deps, id);
      const entry = (await manifest()).widgets[key()];
      expect(entry?.stale).toBe(true);
      expect(entry?.snapshot).toEqual(before);
      expect((await sourceById(t.app.deps.db, id))?.errorCode).toBe('FETCH_NETWORK');
    } finally {
      await rss.comeBack();
    }
  });

  it('asks every web page again at publish, refusing one that no longer lets itself be framed', async () => {
    const webPlaylist = await newPlaylist(t, owner, 'Opening hours', { section: 'shared' });
    const page = (elid: string, url: string) => ({
      elid,
      eltype: 'web',
      transform: { translation: { x: 0, y: 0 }, rotation: 0, scale: { x: 1, y: 1 } },
      width: 800,
      height: 400,
      aabb: { x: 0, y: 0, width: 800, height: 400 },
      contents: { url },
    });
    const withPages = (...urls: string[]) =>
      saveSlide(t, owner, webPlaylist, 0, { elements: urls.map((url, index) => page(`web${index}`, url)) });
    const framed = `${websites.origin}/page`;
    const denied = `${websites.origin}/page?xfo=DENY`;
    const down = `${websites.origin}/status/503`;
    expect((await withPages(framed, down)).statusCode).toBe(200);
    // a page that cannot be reached now goes on: screens show a calm placeholder until it can be
    expect((await playlistCall(t, owner, 'publish', { playlistId: webPlaylist })).statusCode).toBe(200);

    expect((await withPages(framed, denied)).statusCode).toBe(200);
    const refused = await playlistCall(t, owner, 'publish', { playlistId: webPlaylist });
    const error = expectError(refused, 422, 'WEBSITE_NOT_EMBEDDABLE');
    expect(error.fields?.url).toContain(denied);
    expect(error.fields?.url).toMatch(/X-Frame-Options/i);
  });

  it('gives screens the menus their slides show, each new price at once, never another organization’s', async () => {
    const neighbour = await organizationWithMember(t, { name: 'Neighbour Diner' });
    const menuCall = async (who: LoggedIn, path: string, body: unknown): Promise<TMenu> => {
      const response = await post(t.app, `/api/menu/${path}`, body, { cookie: who.cookie });
      expect(response.statusCode, response.body).toBe(200);
      return ZMenu.parse(response.json());
    };
    const priced = (menu: TMenu, price: number) => ({
      id: menu.id,
      name: menu.name,
      currency: 'EUR',
      categories: [{ id: 1, name: 'Mains' }],
      items: [{ id: 1, name: 'Fish soup', price, categoryId: 1 }],
    });
    const ours = await menuCall(
      owner,
      'update',
      priced(await menuCall(owner, 'create', { name: 'Lunch', currency: 'EUR' }), 1450),
    );
    const theirs = await menuCall(
      neighbour,
      'update',
      priced(await menuCall(neighbour, 'create', { name: 'Secret', currency: 'EUR' }), 999),
    );
    const menuPlaylist = await newPlaylist(t, owner, 'Lunch board', { section: 'shared' });
    const menuElement = (elid: string, menuId: number) => ({
      elid,
      eltype: 'menu',
      transform: { translation: { x: 0, y: 0 }, rotation: 0, scale: { x: 1, y: 1 } },
      width: 800,
      height: 600,
      aabb: { x: 0, y: 0, width: 800, height: 600 },
      contents: { menuId, style: 'modern' },
    });
    const saved = await saveSlide(t, owner, menuPlaylist, 0, {
      elements: [menuElement('ours', ours.id), menuElement('theirs', theirs.id)],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await playlistCall(t, owner, 'publish', { playlistId: menuPlaylist })).statusCode).toBe(200);
    expect((await assign(t, owner, { deviceKey: screen.deviceKey }, menuPlaylist)).statusCode).toBe(200);

    const shown = await manifest();
    expect(ZMenu.parse(shown.widgets[menuDataKey(ours.id)]?.snapshot).items[0]?.price).toBe(1450);
    expect(shown.widgets[menuDataKey(theirs.id)]).toBeUndefined();
    expect(JSON.stringify(shown)).not.toContain('Secret');

    const pushed: PlayerEvent[] = [];
    const stop = await t.app.deps.events.subscribe(PLAYER_CHANNEL, (payload) =>
      pushed.push(payload as PlayerEvent),
    );
    try {
      await menuCall(owner, 'update', priced(ours, 1550));
      // the new menu goes down with the push: thousands of screens need not each fetch their manifest
      await expect
        .poll(() => {
          const push = pushed.find((event) => event.deviceIds.includes(screen.id))?.push;
          return push?.type === 'widgetData' && push.key === menuDataKey(ours.id)
            ? ZMenu.parse(push.data.snapshot).items[0]?.price
            : null;
        })
        .toBe(1550);
      expect(ZMenu.parse((await manifest()).widgets[menuDataKey(ours.id)]?.snapshot).items[0]?.price).toBe(
        1550,
      );

      // a menu too large for a push tells the screens to fetch their manifest instead
      pushed.length = 0;
      const large = {
        ...priced(ours, 1600),
        items: Array.from({ length: 60 }, (_, index) => ({
          id: index + 1,
          name: `Dish number ${index + 1} of the day`,
          description: 'Slow-cooked, with seasonal vegetables and a sauce of the house',
          price: 1600 + index,
          categoryId: 1,
        })),
      };
      await menuCall(owner, 'update', large);
      await expect
        .poll(() => pushed.find((event) => event.deviceIds.includes(screen.id))?.push.type)
        .toBe('content');
    } finally {
      await stop();
    }
  });

  it('forgets which sources a playlist showed when it is deleted', async () => {
    const id = (await sourceId()) ?? 0;
    const removed = await playlistCall(t, owner, 'remove', { ids: [playlistId], folderIds: [] });
    expect(removed.statusCode, removed.body).toBe(200);
    const uses = await t.app.database.query('select 1 from widget_source_uses where source_id = $1', [id]);
    expect(uses.rows).toHaveLength(0);
  });
});
