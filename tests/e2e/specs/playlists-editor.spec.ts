import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { registeredOwnerOnDashboard } from '../support/accounts';
import { setInteraction } from '../support/licence';
import { beachPng, fixture } from '../support/media';
import {
  addFromLibrary,
  canvasElements,
  canvasElementsOf,
  createPlaylistByApi,
  dragElement,
  expectSaved,
  expectSlideDrawn,
  moveableHandles,
  openEditor,
  pixelDifference,
  placeOf,
  reloadEditor,
  sideTab,
  slideCards,
  slideFrame,
  typeIntoText,
  uploadToMyMedia,
} from '../support/playlists';

test.use({ viewport: { width: 1440, height: 900 } });

const screens = path.resolve(import.meta.dirname, '../test-results/screens');

/** The slide ids in the order the slide list shows them. */
async function slideOrder(page: Page): Promise<number[]> {
  const testIds = await slideCards(page).evaluateAll((cards) =>
    cards.map((card) => card.getAttribute('data-testid') ?? ''),
  );
  return testIds.map((testId) => Number(testId.replace('slide-card-', '')));
}

/** Shows a slide by its place in the list (1-based). */
async function showSlide(page: Page, number: number): Promise<void> {
  const button = page.getByTestId('slide-list').getByRole('button', { name: `Slide ${number}`, exact: true });
  await button.click();
  await expect(button).toHaveAttribute('aria-current', 'true');
}

/** Clicks an element on the canvas so that it is selected (its handles show). */
async function selectOnCanvas(page: Page, element: Locator): Promise<void> {
  await element.click();
  await expect(moveableHandles(page).first()).toBeVisible();
}

/** The touch action's kind (When tapped) of the selected element, in Properties. */
function touchKind(page: Page): Locator {
  return page.getByTestId('properties-panel').getByRole('combobox', { name: 'When tapped' });
}

test('an owner builds a three-slide playlist, undoes and redoes, reorders, publishes and finds it unchanged after a reload', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const owner = await registeredOwnerOnDashboard(page, request);
  // touch interactions are part of licences with interaction (a new organization's trial has none)
  await setInteraction(request, owner, true);
  await uploadToMyMedia(page.request, [await beachPng('beach.png', 640, 480), fixture('clip.mp4')]);
  const playlistId = await createPlaylistByApi(page.request, 'Northwind lobby');
  await openEditor(page, playlistId);
  await expectSaved(page);
  const texts = canvasElementsOf(page, 'text');

  await test.step('slide 1: a heading and a body text, typed in place', async () => {
    await addFromLibrary(page, 'Text', 'Add text: Heading');
    await expect(texts).toHaveCount(1);
    await dragElement(page, texts.nth(0), -260, -160);
    await typeIntoText(page, texts.nth(0), 'Welcome to Northwind');
    await expect(texts.nth(0)).toHaveText('Welcome to Northwind');

    await addFromLibrary(page, 'Text', 'Add text: Body text');
    await expect(texts).toHaveCount(2);
    await dragElement(page, texts.nth(1), -260, 160);
    await typeIntoText(page, texts.nth(1), 'Open every day from 9 to 17');
    await expect(texts.nth(1)).toHaveText('Open every day from 9 to 17');
  });

  await test.step('the body text gets another font from the font picker in Properties', async () => {
    await selectOnCanvas(page, texts.nth(1));
    await sideTab(page, 'properties');
    const picker = page.getByTestId('font-picker');
    await expect(picker).toHaveAccessibleName('Font: Roboto');
    await picker.click();
    const fonts = page.getByRole('dialog', { name: 'Choose a font' });
    await fonts.getByRole('combobox', { name: 'Search fonts' }).fill('lobster');
    await fonts.getByRole('option', { name: 'Lobster' }).click();
    await expect(fonts).toBeHidden();
    await expect(picker).toHaveAccessibleName('Font: Lobster');
    await expect(texts.nth(1).locator('[data-font]')).toHaveAttribute('data-font', 'lobster');
    await expect(texts.nth(0).locator('[data-font]')).toHaveAttribute('data-font', 'roboto');
  });

  await test.step('an image from the library, and a shape on top', async () => {
    await addFromLibrary(page, 'Media', 'Add beach.png');
    const image = canvasElementsOf(page, 'image');
    await expect(image).toHaveCount(1);
    await dragElement(page, image, 200, 0);
    await addFromLibrary(page, 'Shapes', 'Add shape: Circle');
    await expect(canvasElementsOf(page, 'shape')).toHaveCount(1);
    await expect(canvasElements(page)).toHaveCount(4);
  });

  const shape = canvasElementsOf(page, 'shape');
  await test.step('undo and redo, with the buttons and with Ctrl+Z / Ctrl+Shift+Z, move the shape back and forth', async () => {
    const before = await placeOf(shape);
    await dragElement(page, shape, 120, 100);
    const after = await placeOf(shape);
    expect(after).not.toEqual(before);
    await page.getByTestId('undo').click();
    await expect.poll(() => placeOf(shape)).toEqual(before);
    await page.getByTestId('redo').click();
    await expect.poll(() => placeOf(shape)).toEqual(after);
    await page.keyboard.press('ControlOrMeta+z');
    await expect.poll(() => placeOf(shape)).toEqual(before);
    await page.keyboard.press('ControlOrMeta+Shift+z');
    await expect.poll(() => placeOf(shape)).toEqual(after);
    await expect(page.getByTestId('redo')).toBeDisabled();

    // undoing the shape's adding takes it off the slide; redoing brings it back
    await page.getByTestId('undo').click();
    await page.getByTestId('undo').click();
    await expect(shape).toHaveCount(0);
    await page.keyboard.press('ControlOrMeta+Shift+z');
    await expect(shape).toHaveCount(1);
    await page.keyboard.press('ControlOrMeta+Shift+z');
    await expect.poll(() => placeOf(shape)).toEqual(after);
  });

  await test.step('slide 2 gets the video, slide 3 a text', async () => {
    await page.getByTestId('slide-add').click();
    await expect(page.getByTestId('slide-count')).toHaveText('2 slides');
    await expect(canvasElements(page)).toHaveCount(0);
    await addFromLibrary(page, 'Media', 'Add clip.mp4');
    await expect(canvasElementsOf(page, 'video')).toHaveCount(1);

    await page.getByTestId('slide-add').click();
    await expect(page.getByTestId('slide-count')).toHaveText('3 slides');
    await addFromLibrary(page, 'Text', 'Add text: Subheading');
    await typeIntoText(page, texts.nth(0), 'See you soon');
    await expect(texts).toHaveText(['See you soon']);
    await expectSaved(page);
  });

  const [first, second, third] = await slideOrder(page);
  await test.step('on slide 1, tapping the shape jumps to slide 3', async () => {
    await showSlide(page, 1);
    await selectOnCanvas(page, shape);
    await sideTab(page, 'properties');
    await expect(touchKind(page)).toHaveText('Nothing');
    await touchKind(page).click();
    await page.getByRole('option', { name: 'Jump to slide' }).click();
    const target = page.getByTestId('properties-panel').getByRole('combobox', { name: 'Slide', exact: true });
    await expect(target).toHaveText('Slide 2');
    await target.click();
    await page.getByRole('option', { name: 'Slide 3' }).click();
    await expect(target).toHaveText('Slide 3');
    await expect(touchKind(page)).toHaveText('Jump to slide');
  });

  await test.step('dragging slide 3 above slide 2 reorders the list; the jump follows its slide', async () => {
    const handle = page.getByRole('button', { name: 'Move slide 3' });
    const over = page.getByRole('button', { name: 'Slide 2', exact: true });
    const from = await handle.boundingBox();
    const to = await over.boundingBox();
    if (!from || !to) throw new Error('the slide list is not on the screen');
    // the pointer goes to the handle once nothing covers it (the menu just chosen from fades out over it)
    await handle.hover();
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
    await page.mouse.move(from.x + from.width / 2, to.y + to.height / 3, { steps: 10 });
    // dropped once the list has taken the slide to its new place, as it tells a screen reader
    await expect(page.getByRole('status').filter({ hasText: 'Slide 3 is now at position 2.' })).toHaveCount(
      1,
    );
    await page.mouse.up();
    await expect.poll(() => slideOrder(page)).toEqual([first, third, second]);
    await expectSaved(page);
    await showSlide(page, 1);
    await selectOnCanvas(page, shape);
    await expect(touchKind(page)).toHaveText('Jump to slide');
    await expect(
      page.getByTestId('properties-panel').getByRole('combobox', { name: 'Slide', exact: true }),
    ).toHaveText('Slide 2');
  });

  await test.step('deleting the jumped-to slide takes the jump away', async () => {
    await page.getByRole('button', { name: 'Delete slide 2' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete slide 2?' });
    await confirm.getByTestId('slide-delete-confirm').click();
    await expect(confirm).toBeHidden();
    await expect(page.getByTestId('slide-count')).toHaveText('2 slides');
    expect(await slideOrder(page)).toEqual([first, second]);
    await showSlide(page, 1);
    await selectOnCanvas(page, shape);
    await expect(touchKind(page)).toHaveText('Nothing');
    await expect(
      page.getByTestId('properties-panel').getByRole('combobox', { name: 'Slide', exact: true }),
    ).toHaveCount(0);
    await expectSaved(page);
  });

  await test.step('publishing marks it Published and says so', async () => {
    await expect(page.getByTestId('publish-state')).toHaveText('Draft');
    await page.getByTestId('publish').click();
    const dialog = page.getByTestId('publish-dialog');
    await expect(dialog.getByRole('heading')).toHaveText('Published');
    await expect(dialog).toContainText('“Northwind lobby” is published.');
    await expect(page.getByTestId('publish-state')).toHaveText('Published');
    await dialog.getByRole('button', { name: 'Keep editing' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('after a reload the playlist is the same, pixel for pixel', async () => {
    await page.keyboard.press('Escape'); // nothing selected: no handles over the slide
    await expect(moveableHandles(page).first()).toBeHidden();
    await page.mouse.move(0, 0);
    await expectSaved(page);
    await expectSlideDrawn(page);
    const before = await slideFrame(page).screenshot({
      animations: 'disabled',
      path: path.join(screens, 'playlist-editor-slide.png'),
    });

    await reloadEditor(page);
    await expect(page.getByTestId('publish-state')).toHaveText('Published');
    await expect(page.getByTestId('slide-count')).toHaveText('2 slides');
    expect(await slideOrder(page)).toEqual([first, second]);
    await expect(
      page.getByTestId('slide-list').getByRole('button', { name: 'Slide 1', exact: true }),
    ).toHaveAttribute('aria-current', 'true');
    await expect(canvasElements(page)).toHaveCount(4);
    await expect(texts).toHaveText(['Welcome to Northwind', 'Open every day from 9 to 17']);
    await expectSaved(page);
    await expectSlideDrawn(page);
    await page.mouse.move(0, 0);
    const after = await slideFrame(page).screenshot({ animations: 'disabled' });
    // the same slide drawn again: at most a few rounded edges differ (a moved or missing element, a
    // wrong font or colour would change far more than 0.5 % of the pixels)
    expect(await pixelDifference(page, before, after)).toBeLessThan(0.005);

    await showSlide(page, 2);
    await expect(canvasElementsOf(page, 'video')).toHaveCount(1);
    await expectSlideDrawn(page);
  });
});
