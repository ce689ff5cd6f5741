import { expect, test, type Page } from '@playwright/test';
import { apiLogin, registerAccount, registeredOwnerOnDashboard } from '../support/accounts';
import { describeViolations, seriousViolations } from '../support/axe';
import { chooseAction } from '../support/media';
import {
  canvasElements,
  createPlaylistByApi,
  expectEditorShown,
  expectSaved,
  openEditor,
  openPlaylists,
  playlistCard,
  playlistFolderCard,
  registerTeam,
} from '../support/playlists';

test.use({ viewport: { width: 1440, height: 900 } });

async function expectNoSeriousViolations(page: Page, name: string): Promise<void> {
  const violations = await seriousViolations(page);
  expect(violations, `${name} has accessibility violations:\n${describeViolations(violations)}`).toEqual([]);
}

test('an owner creates a playlist from the dialog, which opens in the editor and then shows in My playlists', async ({
  page,
  request,
}) => {
  await registeredOwnerOnDashboard(page, request);
  // one already made, whose name the dialog must refuse
  await createPlaylistByApi(page.request, 'Lobby screens');

  await test.step('the menu leads to My playlists', async () => {
    await page.getByTestId('menu-item-playlists').click();
    await expect(page).toHaveURL(/\/playlists\/my$/);
    // the first visit loads the playlists' part of the app
    await expect(page.getByTestId('playlist-count')).toHaveText('1 playlist', { timeout: 30_000 });
    await expect(page.getByTestId('playlist-tab-my')).toHaveAttribute('aria-selected', 'true');
    await expect(playlistCard(page, 'Lobby screens')).toBeVisible();
  });

  const dialog = page.getByRole('dialog', { name: 'New playlist' });
  const name = dialog.getByRole('textbox', { name: 'Name' });
  await test.step('a name of 101 characters is refused', async () => {
    await page.getByTestId('playlist-new').click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('aspect-16:9')).toBeChecked();
    await name.fill('x'.repeat(101));
    await dialog.getByTestId('new-playlist-submit').click();
    await expect(name).toHaveAccessibleDescription('Please use max 100 characters.');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/playlists\/my$/);
  });

  await test.step('a name already in use is refused with the server’s message', async () => {
    await name.fill('Lobby screens');
    await dialog.getByTestId('new-playlist-submit').click();
    await expect(name).toHaveAccessibleDescription(
      'This name is already in use here. Please choose another.',
    );
    await expect(name).toBeFocused();
    await expect(page).toHaveURL(/\/playlists\/my$/);
  });

  await test.step('a free name creates the playlist and opens it in the editor', async () => {
    await name.fill('Spring menu');
    await dialog.getByTestId('new-playlist-submit').click();
    await expect(page).toHaveURL(/\/playlists\/\d+$/);
    await expectEditorShown(page);
    await expect(page.getByTestId('editor-name')).toHaveValue('Spring menu');
    await expect(page.getByTestId('publish-state')).toHaveText('Draft');
    await expect(page.getByTestId('slide-count')).toHaveText('1 slide');
    await expect(page.locator('[data-editor-canvas]')).toBeVisible();
    await expect(canvasElements(page)).toHaveCount(0);
    await expectSaved(page);
  });

  await test.step('back in My playlists, its card says Draft and 1 slide', async () => {
    await page.getByRole('link', { name: 'Back to playlists' }).click();
    await expect(page).toHaveURL(/\/playlists\/my$/);
    const card = playlistCard(page, 'Spring menu');
    await expect(card.getByTestId('playlist-status')).toHaveText('Draft');
    await expect(card.getByTestId('playlist-facts')).toHaveText(/^1 slide · /);
    await expect(page.getByTestId('playlist-count')).toHaveText('2 playlists');
  });
});

test('a playlist is renamed, moved into a folder, shared with the organization, unshared and deleted', async ({
  page,
  browser,
  request,
}) => {
  // a long flow of several steps: its own budget
  test.setTimeout(120_000);
  const team = await registerTeam(request);
  await apiLogin(page, team.owner);
  await createPlaylistByApi(page.request, 'Opening hours');
  const toast = page.getByTestId('playlist-toast');
  const creatorContext = await browser.newContext();
  const creatorPage = await creatorContext.newPage();
  await apiLogin(creatorPage, team.creator);

  await openPlaylists(page, 'my');
  await test.step('rename', async () => {
    await chooseAction(page, 'Opening hours', 'Rename');
    const dialog = page.getByRole('dialog', { name: 'Rename playlist' });
    await expect(dialog.getByTestId('rename-playlist-name')).toHaveValue('Opening hours');
    await dialog.getByTestId('rename-playlist-name').fill('Opening hours (summer)');
    await dialog.getByTestId('rename-playlist-submit').click();
    await expect(dialog).toBeHidden();
    await expect(toast).toHaveText('Renamed to “Opening hours (summer)”.');
    await expect(playlistCard(page, 'Opening hours (summer)')).toBeVisible();
    await expect(playlistCard(page, 'Opening hours')).toHaveCount(0);
  });

  const name = 'Opening hours (summer)';
  await test.step('move into a new folder', async () => {
    await page.getByTestId('playlist-new-folder').click();
    await page.getByTestId('new-folder-name').fill('Seasons');
    await page.getByTestId('new-folder-submit').click();
    await expect(toast).toHaveText('Folder “Seasons” created.');
    await expect(playlistFolderCard(page, 'Seasons')).toBeVisible();

    await chooseAction(page, name, 'Move');
    const dialog = page.getByTestId('move-dialog');
    await expect(dialog.getByRole('heading')).toHaveText(`Move “${name}”`);
    await dialog.getByTestId('move-tree').getByRole('button', { name: 'Seasons' }).click();
    await dialog.getByTestId('move-submit').click();
    await expect(dialog).toBeHidden();
    await expect(toast).toHaveText('1 item moved.');
    await expect(playlistCard(page, name)).toHaveCount(0);

    await page.getByRole('button', { name: 'Open folder Seasons' }).click();
    await expect(page).toHaveURL(/\/playlists\/my\?folder=\d+$/);
    await expect(page.getByTestId('playlist-folder-path').locator('[aria-current="page"]')).toHaveText(
      'Seasons',
    );
    await expect(playlistCard(page, name)).toBeVisible();
  });

  await test.step('share: it leaves My playlists for Shared', async () => {
    await chooseAction(page, name, 'Share');
    await expect(toast).toHaveText('Shared: 1 item is now in Shared, for everyone in your organization.');
    await expect(playlistCard(page, name)).toHaveCount(0);
    await page.getByTestId('playlist-tab-shared').click();
    await expect(page).toHaveURL(/\/playlists\/shared$/);
    await expect(playlistCard(page, name).getByTestId('playlist-origin')).toHaveText(
      `By ${team.owner.ownerName}`,
    );
  });

  await test.step('the content creator of the organization sees it in Shared', async () => {
    await openPlaylists(creatorPage, 'shared');
    const card = playlistCard(creatorPage, name);
    await expect(card.getByTestId('playlist-origin')).toHaveText(`By ${team.owner.ownerName}`);
    await expect(card.getByTestId('playlist-status')).toHaveText('Draft');
    await creatorPage.getByTestId('playlist-tab-my').click();
    await expect(creatorPage.getByTestId('playlist-empty')).toContainText('You have no playlists yet');
  });

  await test.step('unshare: it goes back to the owner’s My playlists', async () => {
    await chooseAction(page, name, 'Unshare');
    await expect(toast).toHaveText('Unshared: 1 item went back to the My playlists of its creator.');
    await expect(page.getByTestId('playlist-empty')).toContainText('Nothing shared yet');
    await openPlaylists(creatorPage, 'shared');
    await expect(creatorPage.getByTestId('playlist-empty')).toContainText('Nothing shared yet');
    await expect(playlistCard(creatorPage, name)).toHaveCount(0);
  });

  await test.step('delete, after confirming', async () => {
    // unsharing put it back at the top of My playlists, next to the folder
    await page.getByTestId('playlist-tab-my').click();
    const card = playlistCard(page, name);
    await expect(card).toBeVisible();
    await expect(playlistFolderCard(page, 'Seasons')).toBeVisible();
    await expect(page.getByTestId('playlist-count')).toHaveText('1 playlist');
    await chooseAction(page, name, 'Delete');
    const dialog = page.getByTestId('playlist-delete-dialog');
    await expect(dialog.getByRole('heading')).toHaveText(`Delete “${name}”?`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toBeVisible();

    await chooseAction(page, name, 'Delete');
    await dialog.getByTestId('playlist-delete-submit').click();
    await expect(dialog).toBeHidden();
    await expect(toast).toHaveText('1 item deleted.');
    await expect(card).toHaveCount(0);
    await expect(page.getByTestId('playlist-count')).toHaveText('0 playlists');
    // gone for good, not just from the page shown
    await openPlaylists(page, 'my');
    await expect(playlistFolderCard(page, 'Seasons')).toBeVisible();
    await expect(page.getByTestId('playlist-count')).toHaveText('0 playlists');
    await page.getByRole('button', { name: 'Open folder Seasons' }).click();
    await expect(page.getByTestId('playlist-empty')).toContainText('This folder is empty');
  });

  await creatorContext.close();
});

test('the playlists page and the editor have no serious accessibility violations', async ({
  page,
  request,
}) => {
  await apiLogin(page, await registerAccount(request));
  await openPlaylists(page, 'my');
  await expect(page.getByTestId('playlist-empty')).toBeVisible();
  await expectNoSeriousViolations(page, '/playlists/my (empty)');

  const id = await createPlaylistByApi(page.request, 'Reception');
  await openPlaylists(page, 'my');
  await expect(playlistCard(page, 'Reception')).toBeVisible();
  await expectNoSeriousViolations(page, '/playlists/my (grid)');

  await page.getByTestId('playlist-new').click();
  await expect(page.getByRole('dialog', { name: 'New playlist' })).toBeVisible();
  await expectNoSeriousViolations(page, 'the New playlist dialog');
  await page.keyboard.press('Escape');

  await openEditor(page, id);
  await expectSaved(page);
  await expectNoSeriousViolations(page, `/playlists/${id} (the editor)`);
});
