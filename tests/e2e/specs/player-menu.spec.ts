import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { registerAccount } from '../support/accounts';
import { publishPlaylistByApi } from '../support/devices';
import { apiLoginAs } from '../support/organizations';
import { pairByApi, screenSlide } from '../support/player';
import { createPlaylistByApi } from '../support/playlists';

const screens = path.resolve(import.meta.dirname, '../test-results/screens');

async function post<T>(request: APIRequestContext, url: string, data: object): Promise<T> {
  const response = await request.post(url, { data });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

type Menu = { id: number; name: string };

/** The lunch menu with the fish soup at `price` (in cents). */
const lunch = (menu: Menu, price: number) => ({
  id: menu.id,
  name: menu.name,
  currency: 'EUR',
  categories: [
    { id: 1, name: 'Soups' },
    { id: 2, name: 'Mains' },
  ],
  items: [
    { id: 1, name: 'Fish soup', description: 'Cod, mussels and dill', price, categoryId: 1 },
    { id: 2, name: 'Tomato soup', description: 'With basil', price: 850, categoryId: 1 },
    { id: 3, name: 'Steak frites', description: 'Béarnaise', price: 2450, categoryId: 2 },
    { id: 4, name: 'Mushroom risotto', price: 1890, categoryId: 2, available: false },
  ],
});

test('a menu on a screen shows a new price within seconds of saving it, without a publish', async ({
  browser,
  baseURL,
  playwright,
}) => {
  const admin = await playwright.request.newContext({ baseURL });
  const account = await registerAccount(admin);
  const organizationId = await apiLoginAs(admin, account);
  const menu = await post<Menu>(admin, '/api/menu/create', { name: 'Lunch', currency: 'EUR' });
  await post(admin, '/api/menu/update', lunch(menu, 1450));

  const playlistId = await createPlaylistByApi(admin, 'Lunch board');
  await post(admin, '/api/playlist/updateSlide', {
    playlistId,
    slideNumber: 0,
    slideData: {
      elements: [
        {
          elid: 'menu',
          eltype: 'menu',
          transform: { translation: { x: 80, y: 60 }, rotation: 0, scale: { x: 1, y: 1 } },
          width: 1760,
          height: 960,
          aabb: { x: 80, y: 60, width: 1760, height: 960 },
          contents: { menuId: menu.id, style: 'professional' },
        },
      ],
    },
  });
  await publishPlaylistByApi(admin, playlistId);

  const tvContext = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 720 },
    locale: 'en-US',
  });
  const tv = await tvContext.newPage();
  await tv.goto('/player/');
  const deviceKey = await pairByApi(tv, admin, organizationId, 'Restaurant screen');
  await post(admin, '/api/playlist/assignToDevice', { deviceKey, playlistId });

  await test.step('the screen shows the menu with its prices and the sold-out dish', async () => {
    await expect(screenSlide(tv)).toContainText('Fish soup', { timeout: 20_000 });
    await expect(screenSlide(tv)).toContainText('€14.50');
    await expect(screenSlide(tv)).toContainText('Sold out');
    await tv.screenshot({ path: path.join(screens, 'player-menu.png') });
  });

  await test.step('a new price saved in the menu reaches the screen within seconds, nothing republished', async () => {
    await post(admin, '/api/menu/update', lunch(menu, 1550));
    await expect(screenSlide(tv)).toContainText('€15.50', { timeout: 5_000 });
    await expect(screenSlide(tv)).not.toContainText('€14.50');
  });
  await tvContext.close();
});
