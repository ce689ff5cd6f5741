import { expect, test } from '@playwright/test';
import { describeViolations, seriousViolations } from '../support/axe';
import {
  addFromLibrary,
  canvasElementsOf,
  dragElement,
  expectSaved,
  openEditor,
  openPlaylists,
  ownerInNewPlaylist,
  playlistCard,
} from '../support/playlists';

test.use({ viewport: { width: 1440, height: 900 } });

test('after an edit, the editor and the list say the changes are not published and which version the screens show', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const playlistId = await ownerInNewPlaylist(page, request, 'Lobby welcome');
  await addFromLibrary(page, 'Shapes', 'Add shape: Rectangle');
  const state = page.getByTestId('publish-state');
  await expect(state).toHaveText('Draft');

  await page.getByTestId('publish').click();
  const dialog = page.getByTestId('publish-dialog');
  await dialog.getByRole('button', { name: 'Keep editing' }).click();
  await expect(dialog).toBeHidden();
  await expect(state).toHaveText('Published');

  // the badge follows the edit at once, before it is even saved
  await dragElement(page, canvasElementsOf(page, 'shape'), 80, 40);
  await expect(state).toHaveText('Changes not published');
  await expect(state.getByTestId('playlist-status')).toHaveAccessibleDescription(
    /^Screens show the version of /,
  );
  await expectSaved(page);
  await expect(state).toHaveText('Changes not published');

  await openPlaylists(page, 'my');
  const status = playlistCard(page, 'Lobby welcome').getByTestId('playlist-status');
  await expect(status).toHaveText('Changes not published');
  await expect(status).toHaveAccessibleDescription(/^Screens show the version of /);
  const violations = await seriousViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);

  await openEditor(page, playlistId);
  await expect(state).toHaveText('Changes not published');
  await page.getByTestId('publish').click();
  await dialog.getByRole('button', { name: 'Keep editing' }).click();
  await expect(state).toHaveText('Published');
});
