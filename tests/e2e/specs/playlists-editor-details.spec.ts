import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  addFromLibrary,
  canvasElementsOf,
  expectSaved,
  moveableHandles,
  ownerInNewPlaylist,
  sideTab,
  slideFrame,
} from '../support/playlists';

test.use({ viewport: { width: 1440, height: 900 } });

/** A field of the selected element's properties, by its label. */
function propertyField(page: Page, label: string): Locator {
  return page.getByTestId('properties-panel').getByRole('spinbutton', { name: label, exact: true });
}

/** Types a value into a field of the properties and presses Enter. */
async function setProperty(page: Page, label: string, value: number): Promise<void> {
  const field = propertyField(page, label);
  await field.fill(String(value));
  await field.press('Enter');
  await expect(field).toHaveValue(String(value));
}

/** The font size of the first words of a text element on the canvas, in canvas units. */
function fontSizeOf(text: Locator): Promise<string> {
  return text
    .locator('span')
    .first()
    .evaluate((span) => getComputedStyle(span).fontSize);
}

/** Selects everything typed in a field and types over it, key by key. */
async function typeOver(page: Page, field: Locator, value: string): Promise<void> {
  await field.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(value);
}

test('a text’s size typed in px shows on the canvas as it is typed, lights up the named size it matches, and refuses a wrong one', async ({
  page,
  request,
}) => {
  await ownerInNewPlaylist(page, request, 'Sized text');
  await addFromLibrary(page, 'Text', 'Add text: Body text');
  const text = canvasElementsOf(page, 'text');
  await expect(text).toHaveCount(1);
  await sideTab(page, 'properties');
  const panel = page.getByTestId('properties-panel');
  const size = propertyField(page, 'Text size in px');
  await expect(size).toHaveValue('48');
  await expect(panel.getByRole('button', { name: 'Small', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // no Enter, no leaving the field: the canvas follows the digits
  await typeOver(page, size, '96');
  await expect.poll(() => fontSizeOf(text)).toBe('96px');
  for (const name of ['Extra small', 'Small', 'Medium', 'Large']) {
    await expect(panel.getByRole('button', { name, exact: true })).toHaveAttribute('aria-pressed', 'false');
  }
  await typeOver(page, size, '120');
  await expect.poll(() => fontSizeOf(text)).toBe('120px');
  await expect(panel.getByRole('button', { name: 'Large', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // a number out of range (typed digit by digit, it is never valid on the way)
  await typeOver(page, size, '7');
  await expect(panel.getByRole('alert')).toHaveText('Enter a whole number from 8 to 1000.');
  await expect(size).toHaveAttribute('aria-invalid', 'true');
  expect(await fontSizeOf(text)).toBe('120px');
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('alert')).toHaveCount(0);
  await expect(size).toHaveValue('120');

  // all that typing is one step
  await page.getByTestId('undo').click();
  await expect.poll(() => fontSizeOf(text)).toBe('48px');
  await expect(size).toHaveValue('48');
  await page.getByTestId('redo').click();
  await expect.poll(() => fontSizeOf(text)).toBe('120px');
  await expectSaved(page);
});

test('texts added one after another land each on a free spot instead of on top of each other', async ({
  page,
  request,
}) => {
  await ownerInNewPlaylist(page, request, 'Cascade');
  const texts = canvasElementsOf(page, 'text');
  for (let count = 1; count <= 3; count += 1) {
    await addFromLibrary(page, 'Text', 'Add text: Body text');
    await expect(texts).toHaveCount(count);
  }
  const frame = await slideFrame(page).boundingBox();
  const boxes = await texts.evaluateAll((nodes) =>
    nodes.map((node) => {
      const { x, y, width, height } = node.getBoundingClientRect();
      return { x, y, width, height };
    }),
  );
  if (!frame || boxes.length !== 3) throw new Error('the texts are not on the screen');
  const [first, second, third] = boxes as [DOMRect, DOMRect, DOMRect];
  // the first in the middle of the slide, each next one further right and down
  expect(first.x + first.width / 2).toBeCloseTo(frame.x + frame.width / 2, 0);
  expect(second.x).toBeGreaterThan(first.x + 10);
  expect(second.y).toBeGreaterThan(first.y + 10);
  expect(third.x).toBeGreaterThan(second.x + 10);
  expect(third.y).toBeGreaterThan(second.y + 10);
  for (const box of boxes) {
    expect(box.x).toBeGreaterThanOrEqual(frame.x);
    expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width + 1);
  }
});

test('the slide’s thumbnail follows an edit within a second, and an undo too, never keeping an older picture', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await ownerInNewPlaylist(page, request, 'Thumbnails');
  await addFromLibrary(page, 'Shapes', 'Add shape: Rectangle');
  await expect(canvasElementsOf(page, 'shape')).toHaveCount(1);
  const thumbnail = page.getByTestId('slide-list').locator('[data-testid^="slide-thumbnail-"]');
  const thumbnailFill = thumbnail.locator('[data-elid] [fill]');
  /** Whether the thumbnail's saved picture has red in it (a red square of the slide). */
  const pictureHasRed = () =>
    thumbnail.locator('img').evaluate(async (image: HTMLImageElement) => {
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.drawImage(image, 0, 0);
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      for (let index = 0; index < data.length; index += 4) {
        if ((data[index] ?? 0) > 200 && (data[index + 1] ?? 0) < 60 && (data[index + 2] ?? 0) < 60)
          return true;
      }
      return false;
    });

  // once saved, the slide's picture is made and shown
  await expectSaved(page);
  await expect(thumbnail).toHaveAttribute('data-thumbnail', 'picture');
  expect(await pictureHasRed()).toBe(false);

  await sideTab(page, 'properties');
  const fill = page.getByTestId('shape-fill');
  await fill.fill('#FF0000');
  await fill.press('Enter');
  await expect(thumbnailFill).toHaveAttribute('fill', '#FF0000', { timeout: 1_000 });

  await page.getByTestId('undo').click();
  await expect(thumbnailFill).toHaveAttribute('fill', '#2E96F4', { timeout: 1_000 });

  // the picture made after the undo is of the slide as it is: the blue square
  await expectSaved(page);
  await expect(thumbnail).toHaveAttribute('data-thumbnail', 'picture');
  expect(await pictureHasRed()).toBe(false);
  await page.getByTestId('redo').click();
  await expect(thumbnailFill).toHaveAttribute('fill', '#FF0000', { timeout: 1_000 });
  await expectSaved(page);
  await expect(thumbnail).toHaveAttribute('data-thumbnail', 'picture');
  expect(await pictureHasRed()).toBe(true);
});

test('a double-click on a text under the handles of a selected element edits that text', async ({
  page,
  request,
}) => {
  await ownerInNewPlaylist(page, request, 'Overlapping texts');
  const texts = canvasElementsOf(page, 'text');
  // a big text, and a small one drawn over its bottom edge
  await addFromLibrary(page, 'Text', 'Add text: Heading');
  await expect(texts).toHaveCount(1);
  await sideTab(page, 'properties');
  await setProperty(page, 'Width', 1600);
  await setProperty(page, 'Height', 800);
  await setProperty(page, 'X', 160);
  await setProperty(page, 'Y', 140);
  await addFromLibrary(page, 'Text', 'Add text: Body text');
  await expect(texts).toHaveCount(2);
  await sideTab(page, 'properties');
  await setProperty(page, 'X', 900);
  await setProperty(page, 'Y', 912);
  const [big, small] = [texts.nth(0), texts.nth(1)];

  // the big text selected: the handle in the middle of its bottom edge lies on the small text's words
  const bigBox = await big.boundingBox();
  if (!bigBox) throw new Error('the big text is not on the screen');
  await page.mouse.click(bigBox.x + 40, bigBox.y + 40);
  await expect(moveableHandles(page).first()).toBeVisible();
  const handle = await page
    .locator('.moveable-control-box .moveable-control.moveable-s')
    .first()
    .boundingBox();
  if (!handle) throw new Error('no handle');
  const point = { x: handle.x + handle.width / 2, y: handle.y + handle.height / 2 };
  const words = await small.locator('span').first().boundingBox();
  expect(words && point.x > words.x && point.x < words.x + words.width).toBe(true);
  const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.className ?? '', point);
  expect(hit).toContain('moveable-control');

  await page.mouse.dblclick(point.x, point.y);
  const editor = page.locator('[data-inline-text-editor] .ql-editor');
  await expect(editor).toBeFocused();
  await expect(editor).toHaveText('Body text');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Closed today');
  await page.keyboard.press('Escape');
  await expect(editor).toHaveCount(0);
  await expect(small).toHaveText('Closed today');
  await expect(big).toHaveText('Heading');
});
