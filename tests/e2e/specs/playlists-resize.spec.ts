import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  addFromLibrary,
  canvasElementsOf,
  dragElement,
  expectSaved,
  moveableHandles,
  ownerInNewPlaylist,
  reloadEditor,
  sideTab,
} from '../support/playlists';

test.use({ viewport: { width: 1440, height: 900 } });

/** A number field of the Arrange section in Properties, by its label. */
function arrangeField(page: Page, label: 'Width' | 'Height'): Locator {
  return page.getByTestId('properties-panel').getByRole('spinbutton', { name: label, exact: true });
}

/** One of the selection's handles (`se` is the bottom-right corner, `w` the left edge). */
function handle(page: Page, direction: string): Locator {
  return page.locator(`.moveable-control-box .moveable-control.moveable-${direction}`).first();
}

test('an element is resized by dragging its handles with the mouse, and keeps its size after a reload', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await ownerInNewPlaylist(page, request, 'Resized');
  await addFromLibrary(page, 'Shapes', 'Add shape: Rectangle');
  const shape = canvasElementsOf(page, 'shape');
  await expect(shape).toHaveCount(1);
  await shape.click();
  await expect(moveableHandles(page).first()).toBeVisible();
  await sideTab(page, 'properties');
  const width = Number(await arrangeField(page, 'Width').inputValue());
  const height = Number(await arrangeField(page, 'Height').inputValue());
  const before = await shape.boundingBox();
  if (!before) throw new Error('the shape is not on the screen');

  await test.step('the bottom-right corner, 120 × 60 screen pixels outwards', async () => {
    await dragElement(page, handle(page, 'se'), 120, 60);
    const after = await shape.boundingBox();
    expect(after?.width).toBeCloseTo(before.width + 120, -1);
    expect(after?.height).toBeCloseTo(before.height + 60, -1);
    // the canvas is drawn scaled: the size in canvas units grew by the drag divided by the scale
    const scale = before.width / width;
    await expect(arrangeField(page, 'Width')).toHaveValue(String(Math.round(width + 120 / scale)), {
      timeout: 5_000,
    });
    await expect(arrangeField(page, 'Height')).toHaveValue(String(Math.round(height + 60 / scale)));
  });

  await test.step('the left edge, 50 screen pixels inwards: narrower, its right edge stays', async () => {
    const wide = await shape.boundingBox();
    await dragElement(page, handle(page, 'w'), 50, 0);
    const narrow = await shape.boundingBox();
    expect(narrow?.width).toBeCloseTo((wide?.width ?? 0) - 50, -1);
    expect((narrow?.x ?? 0) + (narrow?.width ?? 0)).toBeCloseTo((wide?.x ?? 0) + (wide?.width ?? 0), 0);
  });

  const resized = {
    width: await arrangeField(page, 'Width').inputValue(),
    height: await arrangeField(page, 'Height').inputValue(),
  };
  await expectSaved(page);
  await reloadEditor(page);
  await canvasElementsOf(page, 'shape').click();
  await sideTab(page, 'properties');
  await expect(arrangeField(page, 'Width')).toHaveValue(resized.width);
  await expect(arrangeField(page, 'Height')).toHaveValue(resized.height);
});
