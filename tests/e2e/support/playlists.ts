import { expect, type APIRequestContext, type Dialog, type Locator, type Page } from '@playwright/test';
import { PASSWORD, registerAccount, registeredOwnerOnDashboard, type Account } from './accounts';
import { uploadByApi, type MediaFile } from './media';
import { acceptInvitationByApi, apiLoginAs, createUser } from './organizations';

/** A member of an organization made for a test, with the login set. */
export interface Member {
  email: string;
  password: string;
  fullname: string;
}

/** A registered organization with its owner and a content creator, both able to log in. */
export interface Team {
  owner: Account;
  organizationId: number;
  creator: Member;
}

/**
 * Registers an organization and adds a content creator to it (setup): the owner's `request` stays
 * logged in as the owner.
 */
export async function registerTeam(request: APIRequestContext, creatorName = 'Casey Creator'): Promise<Team> {
  const owner = await registerAccount(request);
  const organizationId = await apiLoginAs(request, owner);
  const user = await createUser(request, organizationId, { fullname: creatorName, role: 'content_creator' });
  await acceptInvitationByApi(request, { email: user.email, password: PASSWORD });
  return { owner, organizationId, creator: { email: user.email, password: PASSWORD, fullname: creatorName } };
}

/** Makes a playlist through the API as whoever `request` is logged in as (setup) and answers its id. */
export async function createPlaylistByApi(
  request: APIRequestContext,
  name: string,
  options: { section?: 'my' | 'shared' } = {},
): Promise<number> {
  const response = await request.post('/api/playlist/create', {
    data: { name, aspectType: '16:9', section: options.section ?? 'my' },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { id: number }).id;
}

/** Opens a section of the playlists (/playlists/my, shared or stock) and waits for its list. */
export async function openPlaylists(page: Page, section: 'my' | 'shared' | 'stock'): Promise<void> {
  await page.goto(`/playlists/${section}`);
  // a fresh page loads the app first, which takes a while on a busy machine
  await expect(page.getByTestId('playlist-count')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId(`playlist-tab-${section}`)).toHaveAttribute('aria-selected', 'true');
}

/** The card of a playlist in the grid of a playlists page. */
export function playlistCard(page: Page, name: string): Locator {
  return page.getByTestId('playlist-card').and(page.getByRole('article', { name, exact: true }));
}

/** The card of a folder in the grid of a playlists page. */
export function playlistFolderCard(page: Page, name: string): Locator {
  return page.getByTestId('playlist-folder-card').and(page.getByRole('article', { name, exact: true }));
}

/**
 * Uploads files to the top of My media through the API (setup), as whoever `request` is logged in as,
 * one after the other, each processed before the next (the Upload button has tests of its own).
 */
export async function uploadToMyMedia(
  request: APIRequestContext,
  files: readonly MediaFile[],
): Promise<void> {
  for (const file of files) await uploadByApi(request, file);
}

/** The drawn slide itself (what a screenshot of the slide shows). */
export function slideFrame(page: Page): Locator {
  return page.getByTestId('editor-canvas');
}

/** The elements of the slide on the canvas, bottom to top. */
export function canvasElements(page: Page): Locator {
  return page.locator('[data-editor-canvas] [data-slide-canvas] > [data-elid]');
}

/** The elements of one type on the canvas. */
export function canvasElementsOf(page: Page, eltype: string): Locator {
  return page.locator(`[data-editor-canvas] [data-slide-canvas] > [data-elid][data-eltype="${eltype}"]`);
}

/** The handles react-moveable draws around the selected elements. */
export function moveableHandles(page: Page): Locator {
  return page.locator('.moveable-control-box .moveable-control');
}

/** The slides of the slide list, in their order. */
export function slideCards(page: Page): Locator {
  return page.getByTestId('slide-list').locator('li[data-testid^="slide-card-"]');
}

/**
 * Double-clicks a text element on the canvas, replaces its words by typing in the editor that
 * opens over it, and leaves it with Escape.
 */
export async function typeIntoText(page: Page, element: Locator, words: string): Promise<void> {
  await element.dblclick();
  const editor = page.locator('[data-inline-text-editor] .ql-editor');
  await expect(editor).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(words);
  await expect(editor).toHaveText(words);
  await page.keyboard.press('Escape');
  await expect(editor).toHaveCount(0);
}

/** Waits until the editor shows its playlist (after opening it, or a reload). */
export async function expectEditorShown(page: Page): Promise<void> {
  // the editor is the app's largest part: its first load takes a while on a busy machine
  await expect(page.getByTestId('playlist-editor')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('slide-list')).toBeVisible();
}

/** Opens a playlist in the editor and waits for it to be shown, editable or not. */
export async function openEditor(page: Page, playlistId: number): Promise<void> {
  await page.goto(`/playlists/${playlistId}`);
  await expectEditorShown(page);
}

/** Setup: a newly registered owner, in the editor of a new, empty playlist. Answers its id. */
export async function ownerInNewPlaylist(
  page: Page,
  request: APIRequestContext,
  name: string,
): Promise<number> {
  await registeredOwnerOnDashboard(page, request);
  const playlistId = await createPlaylistByApi(page.request, name);
  await openEditor(page, playlistId);
  return playlistId;
}

/** Waits until every change made in the editor is saved. */
export async function expectSaved(page: Page): Promise<void> {
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved', { timeout: 20_000 });
}

/**
 * Reloads the editor once everything is saved, and waits for it to be shown again. A slide's
 * thumbnail made after its save may still be on its way: the page then asks before it is left, and
 * the reload goes ahead (the slides themselves are saved).
 */
export async function reloadEditor(page: Page): Promise<void> {
  await expectSaved(page);
  const leave = (dialog: Dialog) => {
    if (dialog.type() === 'beforeunload') void dialog.accept();
  };
  page.on('dialog', leave);
  try {
    await page.reload();
  } finally {
    page.off('dialog', leave);
  }
  await expectEditorShown(page);
}

/** Opens a tab of the side panel: Properties, Layers or Add. */
export async function sideTab(page: Page, tab: 'properties' | 'layers' | 'library'): Promise<void> {
  await page.getByTestId(`tab-${tab}`).click();
  await expect(page.getByTestId(`tab-${tab}`)).toHaveAttribute('aria-selected', 'true');
}

/** Adds an item from a section of the Add panel (Media, Text, Shapes…) by its tile's label. */
export async function addFromLibrary(
  page: Page,
  section: 'Media' | 'Text' | 'Shapes' | 'Web' | 'Widgets' | 'Templates',
  label: string,
): Promise<void> {
  await sideTab(page, 'library');
  const panel = page.getByTestId('library-panel');
  await panel.getByRole('tab', { name: section, exact: true }).click();
  await panel.getByRole('button', { name: label, exact: true }).click();
}

/**
 * Drags a library item with the mouse onto the slide and lets go at a share of the canvas's width and
 * height (0.3, 0.35: its upper left quarter); answers the canvas's box, for where the element landed.
 */
export async function dragOntoCanvas(
  page: Page,
  item: Locator,
  at: { x: number; y: number },
): Promise<{ x: number; y: number; width: number; height: number }> {
  const target = await page.locator('[data-editor-canvas] [data-slide-canvas]').boundingBox();
  const from = await item.boundingBox();
  if (!target || !from) throw new Error('the library or the canvas is not on the screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(target.x + target.width * at.x, target.y + target.height * at.y, { steps: 8 });
  await page.mouse.move(target.x + target.width * (at.x + 0.02), target.y + target.height * (at.y + 0.01), {
    steps: 4,
  });
  await page.mouse.up();
  return target;
}

/** Drags a canvas element by its middle with the mouse, `dx` and `dy` screen pixels away. */
export async function dragElement(page: Page, element: Locator, dx: number, dy: number): Promise<void> {
  const box = await element.boundingBox();
  if (!box) throw new Error('the element is not on the screen');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y + dy / 2, { steps: 5 });
  await page.mouse.move(x + dx, y + dy, { steps: 5 });
  await page.mouse.up();
}

/** Where an element is on the screen, rounded (for comparing places before and after a change). */
export async function placeOf(element: Locator): Promise<{ x: number; y: number }> {
  const box = await element.boundingBox();
  if (!box) throw new Error('the element is not on the screen');
  return { x: Math.round(box.x), y: Math.round(box.y) };
}

/**
 * Waits until the slide on the canvas is fully drawn: its fonts are loaded and every picture on it
 * (images, video posters, background) has been fetched and decoded.
 */
export async function expectSlideDrawn(page: Page): Promise<void> {
  const frame = slideFrame(page);
  await expect(frame.locator('[data-fonts-ready]').first()).toHaveAttribute('data-fonts-ready', 'true');
  await expect
    .poll(
      () =>
        frame.evaluate(async (node) => {
          await document.fonts.ready;
          const images = Array.from(node.querySelectorAll('img'));
          return images.every((image) => image.complete && image.naturalWidth > 0);
        }),
      { message: 'every picture on the slide has loaded' },
    )
    .toBe(true);
}

/** A pixel differs when one of its colour channels differs by more than this (out of 255). */
const PIXEL_TOLERANCE = 24;

/**
 * The share of pixels that differ between two screenshots of the same size (1 when the sizes differ),
 * decoded in the page. Byte-equal PNGs are too strict a test: the browser may round a subpixel edge or
 * an image's scaling differently between two drawings of the same slide.
 */
export async function pixelDifference(page: Page, first: Buffer, second: Buffer): Promise<number> {
  return page.evaluate(
    async ([a, b, tolerance]) => {
      const pixels = async (base64: string) => {
        const image = new Image();
        image.src = `data:image/png;base64,${base64}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.width;
        canvas.height = image.height;
        const context = canvas.getContext('2d');
        if (!context) throw new Error('no 2d context');
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, canvas.width, canvas.height);
      };
      const [x, y] = await Promise.all([pixels(a), pixels(b)]);
      if (x.width !== y.width || x.height !== y.height) return 1;
      let differing = 0;
      for (let index = 0; index < x.data.length; index += 4) {
        for (let channel = 0; channel < 3; channel += 1) {
          if (Math.abs((x.data[index + channel] ?? 0) - (y.data[index + channel] ?? 0)) > tolerance) {
            differing += 1;
            break;
          }
        }
      }
      return differing / (x.width * x.height);
    },
    [first.toString('base64'), second.toString('base64'), PIXEL_TOLERANCE] as const,
  );
}
