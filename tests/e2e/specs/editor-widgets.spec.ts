import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import {
  canvasElementsOf,
  dragOntoCanvas,
  expectSaved,
  ownerInNewPlaylist,
  sideTab,
} from '../support/playlists';

test.use({ viewport: { width: 1440, height: 900 } });

/** A news site on loopback serving one RSS 2.0 feed (the server may read loopback in these tests). */
const FEED = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0">
  <channel>
    <title>Northwind Gazette</title>
    <link>https://gazette.example/</link>
    <description>Local news</description>
    <item>
      <title>Harbour bridge reopens after repairs</title>
      <link>https://gazette.example/bridge</link>
      <description>Traffic flows again across the harbour from Monday morning.</description>
      <pubDate>Mon, 02 Nov 2026 08:00:00 GMT</pubDate>
    </item>
    <item>
      <title>Library extends its opening hours</title>
      <link>https://gazette.example/library</link>
      <description>The city library now stays open until nine on weekdays.</description>
    </item>
  </channel>
</rss>`;

let site: Server;
let feedUrl: string;

test.beforeAll(async () => {
  site = createServer((request, response) => {
    if (request.url === '/feed.rss') {
      response.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8' }).end(FEED);
    } else {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    }
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/feed.rss`;
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => site.close(() => resolve()));
});

test('an owner drags a News widget onto the slide, gives it a feed and sees its stories drawn', async ({
  page,
  request,
}) => {
  await ownerInNewPlaylist(page, request, 'Gazette lobby');
  await sideTab(page, 'library');
  const library = page.getByTestId('library-panel');
  await library.getByRole('tab', { name: 'Widgets', exact: true }).click();
  const news = library.getByRole('button', { name: 'Add widget: News' });
  await expect(news).toHaveAttribute('draggable', 'true');

  // drag the item with the mouse and drop it on the canvas's upper left quarter
  const target = await dragOntoCanvas(page, news, { x: 0.3, y: 0.35 });

  const widgets = canvasElementsOf(page, 'news');
  await expect(widgets).toHaveCount(1);
  // dropped where the pointer let go: its box is in the canvas's left half
  const dropped = await widgets.first().boundingBox();
  expect(dropped && dropped.x + dropped.width / 2).toBeLessThan(target.x + target.width / 2);

  await sideTab(page, 'properties');
  const properties = page.getByTestId('properties-panel');
  const address = properties.getByRole('textbox', { name: 'Feed address' });
  await address.click();
  await address.pressSequentially('not a feed');
  await address.press('Enter');
  await expect(properties.getByText('Invalid URL format.')).toBeVisible();

  await address.fill(feedUrl);
  await address.press('Enter');
  await expect(properties.getByText('Invalid URL format.')).toHaveCount(0);
  await expect(widgets.first().locator('[data-testid="news-story"][data-turn="current"]')).toContainText(
    'Harbour bridge reopens after repairs',
  );
  await expect(properties.getByTestId('widget-status')).toHaveAttribute('data-state', 'synced');
  await expectSaved(page);
});

test('an owner places a menu from the Widgets tab, chooses it and its style, and sees it drawn', async ({
  page,
  request,
}) => {
  await ownerInNewPlaylist(page, request, 'Lunch board');
  const created = await page.request.post('/api/menu/create', { data: { name: 'Lunch', currency: 'EUR' } });
  expect(created.status(), await created.text()).toBe(200);
  const { id } = (await created.json()) as { id: number };
  const saved = await page.request.post('/api/menu/update', {
    data: {
      id,
      name: 'Lunch',
      currency: 'EUR',
      categories: [{ id: 1, name: 'Soups' }],
      items: [{ id: 1, name: 'Fish soup', description: 'Cod and dill', price: 1450, categoryId: 1 }],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  await sideTab(page, 'library');
  const library = page.getByTestId('library-panel');
  await library.getByRole('tab', { name: 'Widgets', exact: true }).click();
  await library.getByRole('button', { name: 'Add widget: Menu' }).click();
  const menus = canvasElementsOf(page, 'menu');
  await expect(menus).toHaveCount(1);

  await sideTab(page, 'properties');
  const properties = page.getByTestId('properties-panel');
  await properties.getByRole('combobox', { name: 'Menu' }).click();
  await page.getByRole('option', { name: 'Lunch' }).click();
  await expect(menus.first()).toContainText('Fish soup');
  await expect(menus.first()).toContainText('€14.50');
  await properties.getByRole('button', { name: 'Playful' }).click();
  await expect(properties.getByRole('button', { name: 'Playful' })).toHaveAttribute('aria-pressed', 'true');
  await expectSaved(page);
});
