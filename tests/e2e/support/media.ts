import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';

const fixtures = path.resolve(import.meta.dirname, '../../../apps/server/src/platform/media/fixtures');
const ownFixtures = path.resolve(import.meta.dirname, '../fixtures');

/** A file to hand to the library: its bytes, or (without bytes) `size` zero bytes made in the page. */
export interface MediaFile {
  name: string;
  mimeType: string;
  buffer?: Buffer;
  size?: number;
}

/** One of the server's real media fixtures (clip.mp4, animated.gif, two-pages.pdf, orientation-6.jpg…). */
export function fixture(fileName: string, name = fileName, mimeType = mimeTypeOf(fileName)): MediaFile {
  return { name, mimeType, buffer: readFileSync(path.join(fixtures, fileName)) };
}

/**
 * A video of one colour all through (tests/e2e/fixtures), so a frame that shows anything else is
 * unmistakable: green.webm (#2EA04F) and purple.webm (#B0309A), 320×180, 2 s, made with
 * `ffmpeg -f lavfi -i color=c=0x2EA04F:s=320x180:r=10:d=2 -c:v libvpx-vp9 -b:v 0 -crf 40 -pix_fmt yuv420p green.webm`.
 */
export function solidVideo(fileName: 'green.webm' | 'purple.webm', name = fileName): MediaFile {
  return { name, mimeType: 'video/webm', buffer: readFileSync(path.join(ownFixtures, fileName)) };
}

/** A PNG picture of one colour (#RRGGBB). */
export async function solidPng(name: string, colour: string, width = 320, height = 180): Promise<MediaFile> {
  const buffer = await sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

function mimeTypeOf(fileName: string): string {
  const types: Record<string, string> = {
    gif: 'image/gif',
    jpg: 'image/jpeg',
    mp4: 'video/mp4',
    webm: 'video/webm',
    pdf: 'application/pdf',
    png: 'image/png',
  };
  return types[fileName.split('.').pop() ?? ''] ?? 'application/octet-stream';
}

/**
 * A PNG picture of a beach (sky, sun, sea and sand), stored without compression so `width × height` sets
 * its size (3 bytes a pixel) and an upload of it takes a moment on a throttled connection. The sun's
 * place is random, so no two pictures are the same file.
 */
export async function beachPng(name: string, width = 320, height = 240): Promise<MediaFile> {
  const sun = Math.round(width * (0.15 + Math.random() * 0.7));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#3d8bd9"/><stop offset="1" stop-color="#bfe3f7"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    <circle cx="${sun}" cy="${height * 0.28}" r="${height * 0.1}" fill="#ffd54f"/>
    <rect y="${height * 0.55}" width="100%" height="${height * 0.3}" fill="#1f6fa8"/>
    <path d="M0 ${height * 0.75} Q ${width / 2} ${height * 0.68} ${width} ${height * 0.77} V ${height} H 0 Z" fill="#e9cf98"/>
  </svg>`;
  const buffer = await sharp(Buffer.from(svg))
    .removeAlpha()
    .png({ compressionLevel: 0, adaptiveFiltering: false, palette: false })
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/**
 * Uploads a file to the media library through the API (setup), as whoever `request` is logged in as:
 * the tus upload Placard's uploader makes, in one piece. Answers the stored item's id once processed.
 */
export async function uploadByApi(
  request: APIRequestContext,
  file: MediaFile,
  section: 'my' | 'shared' = 'my',
): Promise<number> {
  const bytes = file.buffer ?? Buffer.alloc(file.size ?? 0);
  const metadata = [
    ['filename', file.name],
    ['filetype', file.mimeType],
    ['section', section],
  ]
    .map(([key, value]) => `${key} ${Buffer.from(value ?? '').toString('base64')}`)
    .join(',');
  const tus = { 'Tus-Resumable': '1.0.0' };
  const created = await request.post('/api/media/uploads', {
    headers: { ...tus, 'Upload-Length': String(bytes.length), 'Upload-Metadata': metadata },
  });
  expect(created.status(), await created.text()).toBe(201);
  const location = new URL(created.headers()['location'] ?? '', 'http://placard.invalid').pathname;
  const sent = await request.patch(location, {
    headers: { ...tus, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
    data: bytes,
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const { id } = (await sent.json()) as { id: number };
  await expect
    .poll(async () => {
      const info = await request.post('/api/media/info', { data: { id } });
      return ((await info.json()) as { status: string }).status;
    })
    .toBe('ready');
  return id;
}

/**
 * Drags files onto the library and drops them there, as the desktop does: a DataTransfer made in the
 * page carries the files through dragenter, dragover and drop on the drop zone.
 */
export async function dropFiles(page: Page, files: readonly MediaFile[]): Promise<void> {
  const payload = files.map((file) => ({
    name: file.name,
    type: file.mimeType,
    base64: file.buffer?.toString('base64') ?? null,
    size: file.size ?? 0,
  }));
  const dataTransfer = await page.evaluateHandle((list) => {
    const transfer = new DataTransfer();
    for (const file of list) {
      const bytes = file.base64
        ? Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0))
        : new Uint8Array(file.size);
      transfer.items.add(new File([bytes], file.name, { type: file.type }));
    }
    return transfer;
  }, payload);
  const zone = page.getByTestId('media-drop-zone');
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await zone.dispatchEvent('dragover', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
  await dataTransfer.dispose();
}

/** Chooses a file with the Upload button's file chooser. */
export async function chooseFile(page: Page, file: MediaFile): Promise<void> {
  await page.getByTestId('media-upload-input').setInputFiles({
    name: file.name,
    mimeType: file.mimeType,
    buffer: file.buffer ?? Buffer.alloc(file.size ?? 0),
  });
}

/**
 * The row of an upload in the upload panel. Found while folded too: the panel folds its list away a few
 * seconds after every upload went well, and the rows keep their state.
 */
export function uploadRow(page: Page, name: string): Locator {
  return page.getByTestId('upload-panel').getByRole('listitem', { name, exact: true, includeHidden: true });
}

/** The card of an item in the library grid. */
export function itemCard(page: Page, name: string): Locator {
  return page.getByRole('article', { name, exact: true });
}

/** Waits until an upload is stored and its card is processed (`data-status=ready`). */
export async function expectUploadedAndReady(page: Page, name: string): Promise<Locator> {
  await expect(uploadRow(page, name)).toHaveAttribute('data-state', 'done', { timeout: 20_000 });
  const card = itemCard(page, name);
  await expect(card).toHaveAttribute('data-status', 'ready', { timeout: 30_000 });
  return card;
}

/** Asserts that an <img> has been fetched and decoded (a broken or missing image has no natural width). */
export async function expectImageLoaded(image: Locator): Promise<void> {
  await expect(image).toBeVisible();
  await expect
    .poll(
      () => image.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0)),
      {
        message: 'the image has loaded',
      },
    )
    .toBeGreaterThan(0);
}

/**
 * Opens the ⋮ menu of an item or folder (the one inside `within` when given) and answers the menu once
 * it has finished opening: an item clicked while the menu still grows may be missed on a busy machine.
 */
export async function openActions(page: Page, name: string, within: Page | Locator = page): Promise<Locator> {
  await within.getByRole('button', { name: `Actions for ${name}`, exact: true }).click();
  const menu = page.getByRole('menu', { name: `Actions for ${name}`, exact: true });
  await expect(menu).toBeVisible();
  await expect(page.locator('.MuiMenu-paper').filter({ has: menu })).toHaveCSS('transform', 'none');
  return menu;
}

/** Chooses an action from the ⋮ menu of an item or folder. */
export async function chooseAction(
  page: Page,
  name: string,
  action: string,
  within: Page | Locator = page,
): Promise<void> {
  const menu = await openActions(page, name, within);
  await menu.getByRole('menuitem', { name: action, exact: true }).click();
  await expect(menu).toBeHidden();
}
