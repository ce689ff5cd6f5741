import { expect, test, type Page } from '@playwright/test';
import { registeredOwnerOnDashboard } from '../support/accounts';
import { chooseAction } from '../support/media';
import { canvasElementsOf, createPlaylistByApi, openEditor, sideTab } from '../support/playlists';

test.use({ viewport: { width: 1440, height: 900 } });

const WORDS = 'Open every day 9–17';

/** A text element as the editor stores it: one line of words in the default font. */
const TEXT = {
  elid: 'opening-hours',
  eltype: 'text',
  transform: { translation: { x: 160, y: 120 }, rotation: 0, scale: { x: 1, y: 1 } },
  width: 1200,
  height: 200,
  aabb: { x: 160, y: 120, width: 1200, height: 200 },
  contents: { delta: [{ insert: WORDS }, { insert: '\n' }] },
};

/** The card of a template in the media library's Templates. */
function templateCard(page: Page, name: string) {
  return page.getByTestId('template-card').and(page.getByRole('article', { name, exact: true }));
}

test('a slide saved as a template is listed in the media library, opens in the template editor, is renamed and deleted', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = await registeredOwnerOnDashboard(page, request);
  const playlistId = await createPlaylistByApi(page.request, 'Front window');
  const updated = await page.request.post('/api/playlist/updateSlide', {
    data: { playlistId, slideNumber: 0, slideData: { elements: [TEXT] } },
  });
  expect(updated.status(), await updated.text()).toBe(200);

  await test.step('the slide is saved as a template from Add → Templates', async () => {
    await openEditor(page, playlistId);
    await expect(canvasElementsOf(page, 'text')).toHaveText(WORDS);
    await sideTab(page, 'library');
    const panel = page.getByTestId('library-panel');
    await panel.getByRole('tab', { name: 'Templates', exact: true }).click();
    await panel.getByTestId('library-template-name').fill('Opening hours');
    await panel.getByTestId('library-template-save').click();
    await expect(panel.getByTestId('library-template-saved')).toHaveText(
      'Saved as the template “Opening hours”.',
    );
  });

  const card = templateCard(page, 'Opening hours');
  await test.step('the media library lists it under Templates', async () => {
    await page.goto('/media/my');
    // a fresh page loads the app first, which takes a while on a busy machine
    await expect(page.getByTestId('media-count')).toBeVisible({ timeout: 30_000 });
    await page.getByTestId('media-kind-templates').click();
    await expect(page).toHaveURL(/\/media\/my\?kind=templates$/);
    await expect(page.getByTestId('media-kind-templates')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('template-count')).toHaveText('1 template');
    await expect(card).toBeVisible();
    await expect(card.getByTestId('template-aspect')).toHaveText('16:9');
    await expect(card.getByTestId('template-creator')).toHaveText(`By ${owner.ownerName}`);
  });

  await test.step('it opens in the template editor, showing the text', async () => {
    await card.getByRole('link', { name: 'Open template Opening hours', exact: true }).click();
    await expect(page).toHaveURL(/\/template\/\d+$/);
    // a template is one slide: its editor has no slide list
    await expect(page.getByTestId('playlist-editor')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('editor-name')).toHaveValue('Opening hours');
    await expect(canvasElementsOf(page, 'text')).toHaveText(WORDS);
    // Back returns to the Templates of the media library
    await page.goBack();
    await expect(page).toHaveURL(/\/media\/my\?kind=templates$/);
    await expect(card).toBeVisible();
  });

  await test.step('it is renamed', async () => {
    await chooseAction(page, 'Opening hours', 'Rename', templateCard(page, 'Opening hours'));
    const name = page.getByTestId('rename-template-name');
    await expect(name).toHaveValue('Opening hours');
    await name.fill('Weekend hours');
    await page.getByTestId('rename-template-submit').click();
    await expect(page.getByTestId('media-toast')).toContainText('Renamed to “Weekend hours”.');
    await expect(templateCard(page, 'Weekend hours')).toBeVisible();
    await expect(card).toHaveCount(0);
  });

  await test.step('it is deleted once confirmed', async () => {
    await chooseAction(page, 'Weekend hours', 'Delete', templateCard(page, 'Weekend hours'));
    const dialog = page.getByTestId('media-delete-dialog');
    await expect(dialog).toContainText('Delete “Weekend hours”?');
    await dialog.getByTestId('media-delete-submit').click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('media-toast')).toContainText('1 item deleted.');
    await expect(templateCard(page, 'Weekend hours')).toHaveCount(0);
    await expect(page.getByTestId('media-empty')).toContainText('No templates yet');
  });
});
