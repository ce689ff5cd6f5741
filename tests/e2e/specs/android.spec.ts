import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ANDROID_APP_URL } from '../support/android';

const screens = path.resolve(import.meta.dirname, '../test-results/screens');

test.use({ viewport: { width: 1280, height: 800 } });

test('the /android page offers the Android app and the web player, each with a QR code', async ({
  page,
  baseURL,
}) => {
  await page.goto('/android');
  const playerUrl = `${baseURL}/player`;

  const playerQr = page.getByTestId('android-player-qr');
  await expect(playerQr).toHaveAttribute('data-value', playerUrl);
  await expect(playerQr.locator('svg')).toBeVisible();
  await expect(page.getByTestId('android-player-url')).toHaveText(playerUrl);

  const download = page.getByRole('link', { name: 'Download the Android app' });
  await expect(download).toHaveAttribute('href', ANDROID_APP_URL);
  await expect(page.getByTestId('android-download-qr').locator('svg')).toBeVisible();

  for (const system of ['android', 'chromeos', 'windows', 'raspberryPi']) {
    await expect(page.getByTestId(`android-kiosk-${system}`)).toBeVisible();
  }
  await expect(page.getByTestId('android-kiosk-raspberryPi-command')).toHaveText(
    `chromium --kiosk --noerrdialogs ${playerUrl}`,
  );
  await page.screenshot({
    path: path.join(screens, 'android-en.png'),
    fullPage: true,
    animations: 'disabled',
  });
});

test('the /android page in Swedish', async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    locale: 'sv-SE',
    baseURL,
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  await page.goto('/android');
  await expect(page.getByRole('heading', { level: 2, name: 'Kör spelaren på valfri skärm' })).toBeVisible();
  await expect(page.getByTestId('android-player-qr').locator('svg')).toBeVisible();
  await page.screenshot({
    path: path.join(screens, 'android-sv.png'),
    fullPage: true,
    animations: 'disabled',
  });
  await context.close();
});

test('the player links a web app manifest that installs it full screen, with its icons', async ({
  page,
  request,
}) => {
  await page.goto('/player/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/player/manifest.webmanifest');

  const response = await request.get('/player/manifest.webmanifest');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await response.json()) as {
    name: string;
    display: string;
    orientation: string;
    start_url: string;
    icons: { src: string; sizes: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Placard player',
    display: 'fullscreen',
    orientation: 'any',
    start_url: '/player/',
  });
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
  }
});
