import { expect, test, type Page } from '@playwright/test';
import {
  addFromLibrary,
  canvasElementsOf,
  expectSaved,
  ownerInNewPlaylist,
  reloadEditor,
  sideTab,
} from '../support/playlists';

test.use({ viewport: { width: 1440, height: 900 } });

/** Opens the palette of the shape's fill with the mouse. */
async function openFillPalette(page: Page) {
  await page.getByTestId('shape-fill-palette').click();
  const palette = page.getByRole('dialog', { name: 'Fill: palette' });
  await expect(palette).toBeVisible();
  return palette;
}

test('a colour saved to the organization palette stays after a reload and can be deleted; default colours cannot', async ({
  page,
  request,
}) => {
  await ownerInNewPlaylist(page, request, 'Palette');
  await addFromLibrary(page, 'Shapes', 'Add shape: Rectangle');
  const shape = canvasElementsOf(page, 'shape');
  await expect(shape).toHaveCount(1);
  await sideTab(page, 'properties');
  const fill = page.getByTestId('shape-fill');
  await fill.fill('#12ab34');
  await fill.press('Enter');
  await expect(fill).toHaveValue('#12AB34');

  let palette = await openFillPalette(page);
  await expect(palette.getByText('No saved colours yet.')).toBeVisible();
  await palette.getByRole('button', { name: 'Save colour' }).click();
  await expect(
    palette.getByTestId('palette-saved').getByRole('button', { name: 'Use #12AB34' }),
  ).toBeVisible();
  await expect(palette.getByRole('button', { name: 'Save colour' })).toBeDisabled();
  // a default colour is picked from the palette, and shows no delete button
  await expect(palette.getByTestId('palette-defaults').getByRole('listitem')).toHaveCount(12);
  await expect(palette.getByTestId('palette-defaults').getByRole('button', { name: /^Delete/ })).toHaveCount(
    0,
  );
  await palette.getByRole('button', { name: 'Use #C91E4E' }).click();
  await expect(palette).toBeHidden();
  await expect(fill).toHaveValue('#C91E4E');

  await reloadEditor(page);
  await shape.click();
  await sideTab(page, 'properties');
  palette = await openFillPalette(page);
  const saved = palette.getByTestId('palette-color-#12AB34');
  await expect(saved).toBeVisible();
  await saved.hover();
  await palette.getByRole('button', { name: 'Delete #12AB34 from the palette' }).click();
  await expect(saved).toBeHidden();
  await expect(palette.getByText('No saved colours yet.')).toBeVisible();
  await expect(palette.getByRole('button', { name: 'Save colour' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(palette).toBeHidden();
  await expectSaved(page);
});
