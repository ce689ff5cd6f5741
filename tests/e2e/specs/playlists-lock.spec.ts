import { expect, test } from '@playwright/test';
import { apiLogin } from '../support/accounts';
import {
  addFromLibrary,
  canvasElementsOf,
  createPlaylistByApi,
  dragElement,
  expectEditorShown,
  expectSaved,
  moveableHandles,
  openEditor,
  placeOf,
  registerTeam,
} from '../support/playlists';

test.use({ viewport: { width: 1440, height: 900 } });

test('a shared playlist open in one editor is read-only for another member until it is closed', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const team = await registerTeam(request, 'Blake Builder');
  await apiLogin(page, team.owner);
  const playlistId = await createPlaylistByApi(page.request, 'Cafeteria menu', { section: 'shared' });
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await apiLogin(other, team.creator);
  const shape = canvasElementsOf(other, 'shape');

  await test.step('the owner opens it in the editor and adds a shape', async () => {
    await openEditor(page, playlistId);
    await addFromLibrary(page, 'Shapes', 'Add shape: Rectangle');
    await expect(canvasElementsOf(page, 'shape')).toHaveCount(1);
    await expectSaved(page);
    await expect(page.getByTestId('editor-locked')).toHaveCount(0);
  });

  await test.step('the content creator finds it being edited, and can only look', async () => {
    await openEditor(other, playlistId);
    const alert = other.getByTestId('editor-locked');
    await expect(alert).toContainText('Playlist editing in progress');
    await expect(alert).toContainText(`${team.owner.ownerName} is editing this playlist.`);
    await expect(shape).toHaveCount(1);
    await shape.click();
    await expect(moveableHandles(other)).toHaveCount(0);
    await expect(other.getByTestId('publish')).toBeDisabled();
    await expect(other.getByTestId('slide-add')).toBeDisabled();
    await expect(other.getByTestId('undo')).toBeDisabled();
    await expect(other.getByTestId('save-status')).toHaveCount(0);
    await expect(other.getByTestId('editor-name')).toHaveAttribute('readonly');
    // a drag moves nothing
    const before = await placeOf(shape);
    await dragElement(other, shape, 80, 60);
    expect(await placeOf(shape)).toEqual(before);
    await other.getByTestId('tab-library').click();
    await expect(other.getByTestId('library-disabled')).toHaveText(
      "This playlist can't be changed now, so nothing can be added.",
    );
  });

  await test.step('the owner leaves the editor', async () => {
    const unlocked = page.waitForResponse(
      (response) => response.url().endsWith('/api/playlist/unlock') && response.ok(),
    );
    await page.getByRole('link', { name: 'Back to playlists' }).click();
    await expect(page).toHaveURL(/\/playlists\/shared$/);
    await unlocked;
  });

  await test.step('after a reload the content creator can edit it', async () => {
    await other.reload();
    await expectEditorShown(other);
    await expect(other.getByTestId('save-status')).toHaveAttribute('data-status', 'saved');
    await expect(other.getByTestId('editor-locked')).toHaveCount(0);
    await expect(other.getByTestId('publish')).toBeEnabled();
    await shape.click();
    await expect(moveableHandles(other).first()).toBeVisible();
    const before = await placeOf(shape);
    await dragElement(other, shape, 80, 60);
    await expect.poll(() => placeOf(shape)).not.toEqual(before);
    await expectSaved(other);
  });

  await test.step('now the owner is the one kept out', async () => {
    await openEditor(page, playlistId);
    await expect(page.getByTestId('editor-locked')).toContainText('Blake Builder is editing this playlist.');
    await expect(page.getByTestId('publish')).toBeDisabled();
  });

  await otherContext.close();
});
