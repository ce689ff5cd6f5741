import { expect, test, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { registerAccount } from '../support/accounts';
import { rgb, type Box, type Rgb } from '../support/frames';
import { solidPng, solidVideo } from '../support/media';
import { apiLoginAs } from '../support/organizations';
import { mediaNamed, pairByApi, pictureElement, placed, textElement, videoElement } from '../support/player';
import { createPlaylistByApi, uploadToMyMedia } from '../support/playlists';

const CANVAS_WIDTH = 1920;
const BACKGROUND = '#0F1B2D';
const GREEN = '#2EA04F';
const ORANGE = '#F08A24';
const PURPLE = '#B0309A';

const CLIP: Box = { x: 120, y: 120, width: 780, height: 440 };
const PICTURE: Box = { x: 1020, y: 120, width: 780, height: 440 };
const MARK: Box = { x: 1180, y: 640, width: 460, height: 340 };
const TITLE: Box = { x: 120, y: 700, width: 780, height: 200 };
/** A tall place the 16:9 video fits in whole: the slide's background shows above and below it. */
const TALL: Box = { x: 960, y: 640, width: 160, height: 360 };

/** Parts of the slide compared, each a place of one colour: what shows there on the screen. */
const PARTS: { name: string; box: Box; colour: string }[] = [
  { name: 'the video', box: CLIP, colour: GREEN },
  { name: 'the picture', box: PICTURE, colour: ORANGE },
  // the middle of the turned shape
  { name: 'the shape', box: { x: 1310, y: 740, width: 200, height: 140 }, colour: PURPLE },
  { name: 'the background', box: { x: 930, y: 20, width: 60, height: 560 }, colour: BACKGROUND },
  // the video fitted whole in its tall place, 90 units high in the middle: above it the background
  { name: 'the fitted video', box: { x: 960, y: 780, width: 160, height: 80 }, colour: GREEN },
  {
    name: 'the background above the fitted video',
    box: { x: 960, y: 650, width: 160, height: 100 },
    colour: BACKGROUND,
  },
];

/** Two colours of one part match when no channel is further apart than this (out of 255). */
const TOLERANCE = 28;

async function post(request: APIRequestContext, url: string, data: object) {
  const response = await request.post(url, { data });
  expect(response.status(), await response.text()).toBe(200);
  return response;
}

/** The average colour of the middle of `box` (canvas units) in a picture of the slide, as RGB. */
async function averageColour(picture: Buffer, box: Box): Promise<Rgb> {
  const image = sharp(picture).removeAlpha();
  const { width = 0 } = await image.metadata();
  const scale = width / CANVAS_WIDTH;
  const inset = 0.2;
  const region = {
    left: Math.round((box.x + box.width * inset) * scale),
    top: Math.round((box.y + box.height * inset) * scale),
    width: Math.max(1, Math.round(box.width * (1 - 2 * inset) * scale)),
    height: Math.max(1, Math.round(box.height * (1 - 2 * inset) * scale)),
  };
  const { data, info } = await image.extract(region).raw().toBuffer({ resolveWithObject: true });
  const sums = [0, 0, 0];
  for (let index = 0; index < data.length; index += info.channels) {
    for (let channel = 0; channel < 3; channel += 1)
      sums[channel] = (sums[channel] ?? 0) + (data[index + channel] ?? 0);
  }
  const pixels = data.length / info.channels;
  return [0, 1, 2].map((channel) => Math.round((sums[channel] ?? 0) / pixels)) as unknown as Rgb;
}

const apart = (a: Rgb, b: Rgb) => Math.max(...a.map((channel, index) => Math.abs(channel - (b[index] ?? 0))));

test('the picture a screen sends of what it shows has its picture, video frame, shape and text in place, and breaks no content rule', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const owner = await registerAccount(page.request);
  const organizationId = await apiLoginAs(page.request, owner);

  const playlistId =
    await test.step('a slide with a video, a picture, a turned shape and a title', async () => {
      await uploadToMyMedia(page.request, [solidVideo('green.webm'), await solidPng('orange.png', ORANGE)]);
      const green = await mediaNamed(page.request, 'green.webm');
      const orange = await mediaNamed(page.request, 'orange.png');
      const id = await createPlaylistByApi(page.request, 'Screen picture');
      const mark = placed('mark', MARK);
      await post(page.request, '/api/playlist/updateSlide', {
        playlistId: id,
        slideNumber: 0,
        slideData: {
          duration: 30,
          background: { type: 'color', color: BACKGROUND },
          elements: [
            videoElement('clip', CLIP, green),
            {
              ...videoElement('fitted', TALL, green),
              contents: { ...videoElement('fitted', TALL, green).contents, fit: 'contain' },
            },
            pictureElement('picture', PICTURE, orange),
            {
              ...mark,
              transform: { ...mark.transform, rotation: 20 },
              eltype: 'shape',
              contents: { shape: 'rectangle', fill: PURPLE },
            },
            {
              ...textElement('title', TITLE, 'Lunch at noon', '#FFFFFF'),
              // comes in as the slide does, and is in place before the picture is taken
              animation: { type: 'rise', speed: 'fast', begin: 'after', beginSeconds: 0, repeat: false },
            },
          ],
        },
      });
      await post(page.request, '/api/playlist/publish', { playlistId: id });
      return id;
    });

  const screenContext = await browser.newContext({ baseURL, viewport: { width: 960, height: 540 } });
  const tv = await screenContext.newPage();
  // what the browser refuses under the Content-Security-Policy, as the page hears it and as it logs it
  await tv.addInitScript(() => {
    const refused: string[] = [];
    Object.assign(window, { placardRefused: refused });
    document.addEventListener('securitypolicyviolation', (event) =>
      refused.push(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber} ${event.sample}`,
      ),
    );
  });
  const logged: string[] = [];
  tv.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  await tv.goto('/player/');
  const deviceKey = await pairByApi(tv, page.request, organizationId, 'Lobby screen');
  await post(page.request, '/api/playlist/assignToDevice', { deviceKey, playlistId });
  await expect(tv.getByTestId('player-slide')).toContainText('Lunch at noon', { timeout: 30_000 });

  const thumbnail = async () => {
    const response = await post(page.request, '/api/device/activeThumbnail', { deviceKey });
    return (await response.json()) as { thumbnailUrl: string | null; takenAt: string | null };
  };

  await test.step('the device page shows the picture the screen sent once its slide settled', async () => {
    await expect.poll(async () => (await thumbnail()).thumbnailUrl, { timeout: 20_000 }).not.toBeNull();
    await page.goto(`/devices/${encodeURIComponent(deviceKey)}/${organizationId}`);
    const shown = page.getByTestId('device-preview').getByRole('img');
    await expect(shown).toHaveJSProperty('complete', true);
    expect(await shown.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  });

  await test.step('asked for a fresh picture, the screen sends what it shows: every part as on its screen', async () => {
    const before = await thumbnail();
    await page.getByTestId('device-refresh').click();
    await expect.poll(async () => (await thumbnail()).takenAt, { timeout: 20_000 }).not.toBe(before.takenAt);
    const { thumbnailUrl } = await thumbnail();
    const sent = await page.request.get(thumbnailUrl ?? '');
    expect(sent.status()).toBe(200);
    const picture = await sent.body();
    const screenshot = await tv.screenshot();

    // the screen shows what the slide says, and the picture what the screen shows
    const onScreen: string[] = [];
    const inPicture: string[] = [];
    for (const part of PARTS) {
      const shown = await averageColour(screenshot, part.box);
      const sent = await averageColour(picture, part.box);
      if (apart(shown, rgb(part.colour)) > TOLERANCE) onScreen.push(`${part.name}: ${shown}`);
      if (apart(sent, shown) > TOLERANCE)
        inPicture.push(`${part.name}: ${sent} where the screen shows ${shown}`);
    }
    // the title, white on the dark ground, is there, and where it is on the screen
    const title = { x: TITLE.x, y: TITLE.y + 60, width: 500, height: 80 };
    const titleShown = await averageColour(screenshot, title);
    const titleSent = await averageColour(picture, title);
    if (apart(titleShown, rgb(BACKGROUND)) <= TOLERANCE) onScreen.push(`the title: ${titleShown}`);
    if (apart(titleSent, titleShown) > TOLERANCE) {
      inPicture.push(`the title: ${titleSent} where the screen shows ${titleShown}`);
    }
    expect(onScreen, 'parts the screen does not show as the slide says').toEqual([]);
    expect.soft(inPicture, 'parts of the picture unlike the screen').toEqual([]);
  });

  await test.step('the screen broke no content rule taking its pictures', async () => {
    const refused = await tv.evaluate(
      () => (window as unknown as { placardRefused: string[] }).placardRefused,
    );
    expect.soft(refused).toEqual([]);
    expect.soft(logged.filter((text) => /Content Security Policy|violates/i.test(text))).toEqual([]);
  });

  await screenContext.close();
});
