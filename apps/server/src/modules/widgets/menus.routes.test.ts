import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZMediaInfo, ZMenu, ZMenuList, type TMenu } from '@placard/contract';
import {
  expectError,
  organizationWithMember,
  setLicensePackage,
  type LoggedIn,
} from '../../test/factories.js';
import { distinctPng, mediaCall } from '../../test/media-library.js';
import { uploadMedia } from '../../test/media-uploads.js';
import { newPlaylist, playlistCall, saveSlide } from '../../test/playlists.js';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';
import { menusForScreens } from './menus.queries.js';

const DAY_MS = 86_400_000;

/** The playlists each menu change told the screens about, in order. */
const told: number[][] = [];

let t: TestApp;
let owner: LoggedIn;
let other: LoggedIn;
beforeAll(async () => {
  t = await createTestApp(
    {},
    { hooks: { playlistsDataChanged: [async (_tx, ids) => void told.push([...ids])] } },
  );
  owner = await organizationWithMember(t, { name: 'Harbour Bistro' });
  other = await organizationWithMember(t, { name: 'Other Kitchen' });
}, 60_000);
afterAll(() => t?.close());

const call = (path: string, body: unknown, who: LoggedIn = owner) =>
  post(t.app, `/api/menu/${path}`, body, { cookie: who.cookie });

async function menuOf(path: string, body: unknown, who: LoggedIn = owner): Promise<TMenu> {
  const response = await call(path, body, who);
  expect(response.statusCode, response.body).toBe(200);
  return ZMenu.parse(response.json());
}

const lunch = (menu: TMenu, overrides: Record<string, unknown> = {}) => ({
  id: menu.id,
  name: menu.name,
  currency: 'EUR',
  categories: [
    { id: 1, name: 'Starters' },
    { id: 2, name: 'Mains' },
  ],
  items: [
    { id: 1, name: 'Tomato soup', description: 'With basil', price: 650, categoryId: 1 },
    { id: 2, name: 'Steak frites', price: 2450, categoryId: 2, available: false },
  ],
  ...overrides,
});

function menuElement(elid: string, menuId: number) {
  return {
    elid,
    eltype: 'menu',
    transform: { translation: { x: 0, y: 0 }, rotation: 0, scale: { x: 1, y: 1 } },
    width: 800,
    height: 600,
    aabb: { x: 0, y: 0, width: 1, height: 1 },
    contents: { menuId, style: 'professional' },
  };
}

describe('the menu calls', () => {
  it('creates, lists, saves whole, renames and deletes a menu', async () => {
    const created = await menuOf('create', { name: 'Lunch', currency: 'SEK' });
    expect(created).toMatchObject({ name: 'Lunch', currency: 'SEK', categories: [], items: [] });
    const saved = await menuOf('update', lunch(created));
    expect(saved.items.map((item) => [item.name, item.price, item.available])).toEqual([
      ['Tomato soup', 650, true],
      ['Steak frites', 2450, false],
    ]);
    expect(await menuOf('info', { id: created.id })).toEqual(saved);

    const list = ZMenuList.parse((await call('list', {})).json());
    expect(list.results).toContainEqual(
      expect.objectContaining({ id: created.id, itemCount: 2, categoryCount: 2, soldOutCount: 1 }),
    );
    expect((await menuOf('rename', { id: created.id, name: 'Lunch menu' })).name).toBe('Lunch menu');
    expect((await call('remove', { id: created.id })).statusCode).toBe(200);
    expectError(await call('info', { id: created.id }), 404, 'NOT_FOUND');
  });

  it('refuses a taken name and a bad document with translated messages per field', async () => {
    const menu = await menuOf('create', { name: 'Dinner', currency: 'EUR' });
    const clash = expectError(await call('create', { name: 'DINNER', currency: 'EUR' }), 409, 'NAME_TAKEN');
    expect(clash.fields).toEqual({ name: expect.any(String) });
    expectError(await call('create', { name: 'Brunch', currency: 'XXX' }), 400, 'VALIDATION_FAILED');
    const bad = expectError(
      await call(
        'update',
        lunch(menu, {
          items: [
            { id: 1, name: '', price: 12.5, categoryId: 1 },
            { id: 2, name: 'Cheap', price: -1, categoryId: 2 },
          ],
        }),
      ),
      400,
      'VALIDATION_FAILED',
    );
    expect(Object.keys(bad.fields ?? {})).toEqual(['items.0.name', 'items.0.price', 'items.1.price']);
    const lost = expectError(
      await call('update', lunch(menu, { items: [{ id: 2, name: 'Lost', price: 100, categoryId: 7 }] })),
      400,
      'VALIDATION_FAILED',
    );
    expect(lost.fields).toEqual({ 'items.0.categoryId': 'Please choose one of the menu’s categories.' });
  });

  it('keeps a picture of the media library with its address, names the menu in its delete warning, and keeps showing it after', async () => {
    const photo = await uploadMedia(t, owner, 'soup.png', await distinctPng());
    const menu = await menuOf('create', { name: 'Pictured', currency: 'EUR' });
    const body = lunch(menu);
    const saved = await menuOf('update', {
      ...body,
      items: [{ ...body.items[0], mediaId: photo.id }, body.items[1]],
    });
    expect(saved.items[0]).toMatchObject({ mediaId: photo.id, pictureUrl: photo.url });
    const info = ZMediaInfo.parse((await mediaCall(t, owner, 'info', { id: photo.id })).json());
    expect(info.usedBy).toContainEqual({ id: menu.id, name: 'Pictured' });
    // deleted from the library after the warning, the picture still shows on the menu
    expect((await mediaCall(t, owner, 'remove', { ids: [photo.id] })).statusCode).toBe(200);
    await t.app.jobs.idle();
    await t.settled();
    expect((await t.app.inject({ url: photo.url })).statusCode).toBe(200);

    const foreign = await uploadMedia(t, other, 'theirs.png', await distinctPng());
    const refused = expectError(
      await call('update', { ...body, items: [{ ...body.items[0], mediaId: foreign.id }] }),
      422,
      'MENU_PICTURE_INVALID',
    );
    expect(Object.keys(refused.fields ?? {})).toEqual(['items.0.mediaId']);
  });

  it('tells the screens playing a publication that shows the menu, without a republish', async () => {
    const menu = await menuOf('create', { name: 'On screens', currency: 'EUR' });
    const shown = await newPlaylist(t, owner, 'Menu board');
    const saved = await saveSlide(t, owner, shown, 0, { elements: [menuElement('board', menu.id)] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await playlistCall(t, owner, 'publish', { playlistId: shown })).statusCode).toBe(200);
    // a playlist showing it only in a draft is not told
    const draft = await newPlaylist(t, owner, 'Draft board');
    await saveSlide(t, owner, draft, 0, { elements: [menuElement('board', menu.id)] });

    told.length = 0;
    await menuOf('update', lunch(menu));
    expect(told).toEqual([[shown]]);
    told.length = 0;
    const unseen = await menuOf('create', { name: 'Not shown', currency: 'EUR' });
    await menuOf('update', lunch(unseen));
    expect(told).toEqual([]);
  });

  it('keeps each organization to its own menus', async () => {
    const menu = await menuOf('create', { name: 'Private', currency: 'EUR' });
    const theirs = ZMenuList.parse((await call('list', {}, other)).json());
    expect(theirs.results.map((entry) => entry.id)).not.toContain(menu.id);
    expectError(await call('info', { id: menu.id }, other), 404, 'NOT_FOUND');
    expectError(await call('update', lunch(menu), other), 404, 'NOT_FOUND');
    expectError(await call('rename', { id: menu.id, name: 'Mine' }, other), 404, 'NOT_FOUND');
    expectError(await call('remove', { id: menu.id }, other), 404, 'NOT_FOUND');
    expect((await menuOf('info', { id: menu.id })).name).toBe('Private');
    // a screen gets a menu only through the organization it belongs to
    const forScreens = await menusForScreens(t.app.deps.db, [
      { organizationId: other.organizationId, menuId: menu.id },
      { organizationId: owner.organizationId, menuId: menu.id },
    ]);
    expect(forScreens.map((entry) => entry.id)).toEqual([menu.id]);
    expect(
      await menusForScreens(t.app.deps.db, [{ organizationId: other.organizationId, menuId: menu.id }]),
    ).toEqual([]);
  });

  it('leaves menus read-only once the licence has expired', async () => {
    const expired = await organizationWithMember(t, { name: 'Closed Cafe' });
    const menu = await menuOf('create', { name: 'Old', currency: 'EUR' }, expired);
    await setLicensePackage(t, expired.organization.id, 'location_1y', {
      validityExpiresAt: new Date(t.app.deps.now().getTime() - DAY_MS),
    });
    expect((await call('info', { id: menu.id }, expired)).statusCode).toBe(200);
    expect((await call('list', {}, expired)).statusCode).toBe(200);
    expectError(await call('update', lunch(menu), expired), 403, 'LICENSE_EXPIRED');
    expectError(await call('create', { name: 'New', currency: 'EUR' }, expired), 403, 'LICENSE_EXPIRED');
  });
});
