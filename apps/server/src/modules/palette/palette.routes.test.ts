import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PALETTE_COLORS, PALETTE_SAVED_MAX, ZPalette, type TPalette } from '@placard/contract';
import { expectError, organizationWithMember, type LoggedIn } from '../../test/factories.js';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let owner: LoggedIn;
let other: LoggedIn;
beforeAll(async () => {
  t = await createTestApp();
  owner = await organizationWithMember(t, { name: 'Harbour Bistro' });
  other = await organizationWithMember(t, { name: 'Other Kitchen' });
}, 60_000);
afterAll(() => t?.close());

const call = (path: string, color: string, who: LoggedIn = owner) =>
  post(t.app, `/api/palette/${path}`, { color }, { cookie: who.cookie });

async function paletteAfter(path: string, color: string, who: LoggedIn = owner): Promise<TPalette> {
  const response = await call(path, color, who);
  expect(response.statusCode, response.body).toBe(200);
  return ZPalette.parse(response.json());
}

async function paletteOf(who: LoggedIn): Promise<TPalette> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/palette',
    headers: { cookie: who.cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return ZPalette.parse(response.json());
}

describe('the organization palette', () => {
  it('answers the default colours and no saved ones at first', async () => {
    expect(await paletteOf(owner)).toEqual({ defaults: [...DEFAULT_PALETTE_COLORS], saved: [] });
    expect(DEFAULT_PALETTE_COLORS).toEqual(expect.arrayContaining(['#FFFFFF', '#000000', '#C91E4E']));
  });

  it('saves a colour once, in upper case, for its organization only', async () => {
    expect((await paletteAfter('add', '#12ab34')).saved).toEqual(['#12AB34']);
    expect((await paletteAfter('add', '#12AB34')).saved).toEqual(['#12AB34']);
    expect((await paletteAfter('add', '#12AB3480')).saved).toEqual(['#12AB34', '#12AB3480']);
    // a default colour is in the palette already
    expect((await paletteAfter('add', '#ffffff')).saved).toEqual(['#12AB34', '#12AB3480']);

    expect((await paletteOf(other)).saved).toEqual([]);
    expectError(await call('remove', '#12AB34', other), 404, 'NOT_FOUND');
    expect((await paletteOf(owner)).saved).toEqual(['#12AB34', '#12AB3480']);

    expect((await paletteAfter('remove', '#12ab34')).saved).toEqual(['#12AB3480']);
    expectError(await call('remove', '#12AB34'), 404, 'NOT_FOUND');
    expect((await paletteAfter('remove', '#12AB3480')).saved).toEqual([]);
  });

  it('refuses to delete a default colour', async () => {
    const error = expectError(await call('remove', '#c91e4e'), 400, 'DEFAULT_COLOR_NOT_DELETABLE');
    expect(error.message).toBe('Default colours cannot be deleted.');
    expect((await paletteOf(owner)).defaults).toContain('#C91E4E');
  });

  it('refuses a colour that is not #RRGGBB or #RRGGBBAA', async () => {
    expectError(await call('add', 'red'), 400, 'VALIDATION_FAILED');
    expectError(await call('add', '#12345'), 400, 'VALIDATION_FAILED');
  });

  it('holds a limited number of saved colours', async () => {
    const colors = Array.from(
      { length: PALETTE_SAVED_MAX },
      (_, index) => `#0000${index.toString(16).padStart(2, '0').toUpperCase()}`,
    ).filter((color) => color !== '#000000');
    for (const color of colors) await paletteAfter('add', color, other);
    await paletteAfter('add', '#ABCDEF', other);
    expect((await paletteOf(other)).saved).toHaveLength(PALETTE_SAVED_MAX);
    const error = expectError(await call('add', '#FEDCBA', other), 409, 'PALETTE_FULL');
    expect(error.message).toMatch(/full/);
    // a colour already saved is still fine
    await paletteAfter('add', '#ABCDEF', other);
    await paletteAfter('remove', '#ABCDEF', other);
    expect((await paletteAfter('add', '#FEDCBA', other)).saved.at(-1)).toBe('#FEDCBA');
  });

  it('is for those who edit playlists', async () => {
    const screens = await organizationWithMember(t, { name: 'Screens Only', role: 'screen_manager' });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/palette', headers: { cookie: screens.cookie } }))
        .statusCode,
    ).toBe(403);
    expect((await call('add', '#123456', screens)).statusCode).toBe(403);
  });
});
