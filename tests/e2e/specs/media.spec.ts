import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { apiLogin, PASSWORD, registerAccount, registeredOwnerOnDashboard } from '../support/accounts';
import {
  beachPng,
  chooseAction,
  chooseFile,
  dropFiles,
  expectImageLoaded,
  expectUploadedAndReady,
  fixture,
  itemCard,
  openActions,
  uploadRow,
} from '../support/media';
import {
  acceptInvitationByApi,
  apiLoginAs,
  createSubOrganization,
  createUser,
  ROOT_OWNER,
} from '../support/organizations';

test.use({ viewport: { width: 1280, height: 900 } });

const screens = path.resolve(import.meta.dirname, '../test-results/screens');

/** Slows the page's uploads to about `bytesPerSecond`, so an upload's progress can be watched. */
async function throttleUploads(page: Page, bytesPerSecond: number): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
  return async () => {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await cdp.detach();
  };
}

test('an owner drops an image, a GIF, a video and a PDF into My media and sees them processed', async ({
  page,
  request,
}) => {
  await registeredOwnerOnDashboard(page, request);

  await test.step('the menu leads to an empty My media', async () => {
    await page.getByTestId('menu-item-media').click();
    await expect(page).toHaveURL(/\/media\/my$/);
    await expect(page.getByTestId('media-tab-my')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('media-empty')).toContainText('Your media library is empty');
    await expect(page.getByTestId('media-usage')).toHaveText('0 bytes used · 0 files');
  });

  const png = await beachPng('beach.png', 1000, 750);
  await test.step('a dropped PNG shows its progress in the upload panel, then is done', async () => {
    const restore = await throttleUploads(page, 512 * 1024);
    await dropFiles(page, [png]);
    const row = uploadRow(page, 'beach.png');
    await expect(row).toHaveAttribute('data-state', 'uploading');
    await expect(row.getByRole('progressbar', { name: 'Uploading beach.png' })).toBeVisible();
    await expect(row.getByTestId('upload-status')).toHaveText(/^\d+ % · .+\/s · .+ left$/);
    await expect(page.getByTestId('upload-panel-title')).toHaveText('Uploading 1 file');
    await restore();
    await expect(row).toHaveAttribute('data-state', 'done', { timeout: 20_000 });
    await expect(row.getByTestId('upload-status')).toHaveText('Uploaded');
  });

  const others = [fixture('animated.gif'), fixture('clip.mp4'), fixture('two-pages.pdf')];
  for (const file of others) {
    await test.step(`a dropped ${file.name} is uploaded`, async () => {
      await dropFiles(page, [file]);
      await expect(uploadRow(page, file.name)).toHaveAttribute('data-state', 'done', { timeout: 20_000 });
    });
  }

  await test.step('each card gets a loaded thumbnail and its kind once processed', async () => {
    const kinds = {
      'beach.png': 'Image',
      'animated.gif': 'GIF',
      'clip.mp4': 'Video',
      'two-pages.pdf': 'PDF',
    };
    for (const [name, kind] of Object.entries(kinds)) {
      const card = await expectUploadedAndReady(page, name);
      await expectImageLoaded(card.getByTestId('media-thumbnail'));
      await expect(card.getByTestId('media-kind-chip')).toHaveText(kind);
    }
    await expect(page.getByTestId('media-count')).toHaveText('4 files');
    await expect(page.getByTestId('media-usage')).toHaveText(/^\d+(\.\d)? [kM]B used · 4 files$/);
  });

  await test.step('the grid, for the record', async () => {
    await page.getByTestId('upload-clear').click();
    await expect(page.getByTestId('upload-panel')).toBeHidden();
    await page.mouse.move(0, 0); // no card shown hovered in the picture
    await page.screenshot({ path: path.join(screens, 'media-grid.png'), animations: 'disabled' });
  });

  const preview = page.getByTestId('media-preview');
  await test.step('the PDF preview shows its two pages one at a time', async () => {
    await itemCard(page, 'two-pages.pdf').getByRole('button', { name: 'Preview two-pages.pdf' }).click();
    await expect(preview.getByRole('heading', { name: 'two-pages.pdf' })).toBeVisible();
    await expect(preview.getByTestId('preview-page')).toHaveText('Page 1 of 2');
    await expectImageLoaded(preview.getByTestId('preview-pdf-page'));
    await expect(preview.getByTestId('preview-details')).toContainText('Pages2');
    await page.screenshot({ path: path.join(screens, 'media-preview-pdf.png'), animations: 'disabled' });
    await preview.getByTestId('preview-page-next').click();
    await expect(preview.getByTestId('preview-page')).toHaveText('Page 2 of 2');
    await expectImageLoaded(preview.getByTestId('preview-pdf-page'));
    await preview.getByTestId('media-preview-close').click();
    await expect(preview).toBeHidden();
  });

  await test.step('the video preview plays the clip', async () => {
    await chooseAction(page, 'clip.mp4', 'Preview');
    const video = preview.locator('video');
    await expect(video).toHaveCount(1);
    await expect(video).toHaveAttribute('src', /\/api\/files\/[0-9a-f]{64}\.mp4$/);
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), {
        message: 'the video metadata has loaded',
      })
      .toBeGreaterThanOrEqual(1);
    await expect(preview.getByTestId('preview-details')).toContainText('Duration');
    await page.screenshot({ path: path.join(screens, 'media-preview-video.png'), animations: 'disabled' });
    await preview.getByTestId('media-preview-close').click();
    await expect(preview).toBeHidden();
  });

  await test.step('the image preview shows the picture large', async () => {
    await itemCard(page, 'beach.png').getByRole('button', { name: 'Preview beach.png' }).click();
    await expectImageLoaded(preview.getByTestId('preview-image'));
    await expect(preview.getByTestId('preview-details')).toContainText('1000 × 750');
    await page.screenshot({ path: path.join(screens, 'media-preview-image.png'), animations: 'disabled' });
  });
});

test('an owner makes a folder, moves two files into it, finds them there and by search', async ({
  page,
  request,
}) => {
  await registeredOwnerOnDashboard(page, request);
  await page.goto('/media/my');
  const files = [
    await beachPng('summer-beach.png'),
    fixture('animated.gif', 'summer-sunset.gif'),
    fixture('orientation-6.jpg', 'winter-logo.jpg'),
  ];

  await test.step('three files are uploaded with the Upload button', async () => {
    for (const file of files) {
      await chooseFile(page, file);
      await expectUploadedAndReady(page, file.name);
    }
    await expect(page.getByTestId('media-count')).toHaveText('3 files');
  });

  await test.step('a new folder appears among the folders', async () => {
    await page.getByTestId('media-new-folder').click();
    await page.getByTestId('new-folder-name').fill('Campaigns');
    await page.getByTestId('new-folder-submit').click();
    await expect(page.getByTestId('media-toast')).toHaveText('Folder “Campaigns” created.');
    await expect(page.getByRole('article', { name: 'Campaigns' })).toBeVisible();
  });

  await test.step('two selected files are moved into the folder from the selection bar', async () => {
    await page.getByRole('checkbox', { name: 'Select summer-beach.png' }).check();
    await page.getByRole('checkbox', { name: 'Select summer-sunset.gif' }).check();
    const bar = page.getByTestId('media-selection-bar');
    await expect(bar.getByTestId('media-selection-count')).toHaveText('2 selected');
    await bar.getByTestId('media-selection-move').click();
    const dialog = page.getByTestId('move-dialog');
    await expect(dialog.getByRole('heading')).toHaveText('Move 2 items');
    await dialog.getByTestId('move-tree').getByRole('button', { name: 'Campaigns' }).click();
    await dialog.getByTestId('move-submit').click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('media-toast')).toHaveText('2 items moved.');
    await expect(bar).toBeHidden();
    await expect(itemCard(page, 'summer-beach.png')).toHaveCount(0);
    await expect(itemCard(page, 'summer-sunset.gif')).toHaveCount(0);
    await expect(itemCard(page, 'winter-logo.jpg')).toBeVisible();
  });

  const folderPath = page.getByTestId('media-folder-path');
  await test.step('the folder holds the two files', async () => {
    await page.getByRole('button', { name: 'Open folder Campaigns' }).click();
    await expect(page).toHaveURL(/\/media\/my\?folder=\d+$/);
    await expect(folderPath.locator('[aria-current="page"]')).toHaveText('Campaigns');
    await expect(itemCard(page, 'summer-beach.png')).toHaveAttribute('data-status', 'ready');
    await expect(itemCard(page, 'summer-sunset.gif')).toHaveAttribute('data-status', 'ready');
    await expect(itemCard(page, 'winter-logo.jpg')).toHaveCount(0);
    await expect(page.getByTestId('media-count')).toHaveText('2 files');
  });

  await test.step('the folder path leads back to the top of My media', async () => {
    await folderPath.getByRole('button', { name: 'My media' }).click();
    await expect(page).toHaveURL(/\/media\/my$/);
    await expect(folderPath.locator('[aria-current="page"]')).toHaveText('My media');
    await expect(page.getByRole('article', { name: 'Campaigns' })).toBeVisible();
    await expect(itemCard(page, 'winter-logo.jpg')).toBeVisible();
    await expect(itemCard(page, 'summer-beach.png')).toHaveCount(0);
  });

  await test.step('a search by part of a name finds files inside folders too', async () => {
    await page.getByTestId('media-search').fill('sunse');
    await expect(folderPath).toHaveText('Results for “sunse” in My media');
    await expect(itemCard(page, 'summer-sunset.gif')).toBeVisible();
    await expect(page.getByTestId('media-item-card')).toHaveCount(1);
    await expect(page.getByRole('article', { name: 'Campaigns' })).toHaveCount(0);

    await page.getByTestId('media-search').fill('SUMMER');
    await expect(folderPath).toHaveText('Results for “SUMMER” in My media');
    await expect(page.getByTestId('media-item-name')).toHaveText(
      // newest first
      ['summer-sunset.gif', 'summer-beach.png'],
    );

    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(folderPath.locator('[aria-current="page"]')).toHaveText('My media');
    await expect(page.getByTestId('media-item-name')).toHaveText(['winter-logo.jpg']);
  });
});

test('a content creator shares a file with the organization and takes it back', async ({
  page,
  browser,
  request,
}) => {
  const owner = await registerAccount(request);
  const organizationId = await apiLoginAs(request, owner);
  const creator = await createUser(request, organizationId, {
    fullname: 'Casey Creator',
    role: 'content_creator',
  });
  await acceptInvitationByApi(request, { email: creator.email, password: PASSWORD });
  await apiLogin(page, { email: creator.email, password: PASSWORD });
  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  await apiLogin(ownerPage, owner);
  const name = 'opening-hours.jpg';

  await test.step('the content creator uploads a file to My media', async () => {
    await page.goto('/media');
    await expect(page).toHaveURL(/\/media\/my$/);
    await chooseFile(page, fixture('orientation-6.jpg', name));
    await expectUploadedAndReady(page, name);
  });

  await test.step('sharing moves it from My media to Shared', async () => {
    await chooseAction(page, name, 'Share');
    await expect(page.getByTestId('media-toast')).toHaveText(
      'Shared: 1 item is now in Shared, for everyone in your organization.',
    );
    await expect(itemCard(page, name)).toHaveCount(0);
    await expect(page.getByTestId('media-empty')).toContainText('Your media library is empty');
    await page.getByTestId('media-tab-shared').click();
    await expect(page).toHaveURL(/\/media\/shared$/);
    const card = itemCard(page, name);
    await expect(card).toContainText('By Casey Creator');
    await expectImageLoaded(card.getByTestId('media-thumbnail'));
  });

  await test.step('the owner finds it in Shared', async () => {
    await ownerPage.goto('/media/shared');
    const card = itemCard(ownerPage, name);
    await expect(card).toContainText('By Casey Creator');
    await expectImageLoaded(card.getByTestId('media-thumbnail'));
    await ownerPage.getByTestId('media-tab-my').click();
    await expect(ownerPage.getByTestId('media-empty')).toContainText('Your media library is empty');
  });

  await test.step('unsharing sends it back to the creator’s My media', async () => {
    await chooseAction(page, name, 'Unshare');
    await expect(page.getByTestId('media-toast')).toHaveText(
      'Unshared: 1 item went back to the My media of its creator.',
    );
    await expect(page.getByTestId('media-empty')).toContainText('Nothing shared yet');
    await page.getByTestId('media-tab-my').click();
    await expect(itemCard(page, name)).toHaveAttribute('data-status', 'ready');
  });

  await test.step('the owner no longer sees it in Shared', async () => {
    await ownerPage.goto('/media/shared');
    await expect(ownerPage.getByTestId('media-empty')).toContainText('Nothing shared yet');
    await expect(itemCard(ownerPage, name)).toHaveCount(0);
  });

  await ownerContext.close();
});

test('the platform owner copies a file to the stock of a sub-organization, which sees it read-only', async ({
  page,
  browser,
  request,
}) => {
  const rootId = await apiLoginAs(request);
  const sub = await createSubOrganization(request, rootId);
  await acceptInvitationByApi(request, sub);
  await apiLogin(page, ROOT_OWNER);
  const name = `welcome-${sub.id}.png`;

  await test.step('the platform owner uploads a file', async () => {
    await page.goto('/media/my');
    await chooseFile(page, await beachPng(name));
    await expectUploadedAndReady(page, name);
  });

  await test.step('Copy to stock gives the sub-organization a copy', async () => {
    await chooseAction(page, name, 'Copy to stock');
    const dialog = page.getByTestId('stock-copy-dialog');
    await expect(dialog.getByRole('heading')).toHaveText(`Copy “${name}” to stock`);
    await expect(dialog.getByTestId('stock-platform')).not.toBeChecked();
    await expect(dialog.getByTestId('stock-copy-submit')).toBeDisabled();
    await dialog.getByTestId('stock-search').fill(sub.orgName);
    const row = dialog.getByRole('checkbox', { name: sub.orgName, exact: true });
    await row.click();
    await expect(row).toHaveAttribute('aria-checked', 'true');
    await expect(dialog.getByTestId('stock-chosen-count')).toHaveText('1 organization chosen');
    await dialog.getByTestId('stock-copy-submit').click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('media-toast')).toHaveText('1 stock copy made.');
  });

  await test.step('the stock recipients of the file name the sub-organization', async () => {
    await chooseAction(page, name, 'Stock recipients');
    const dialog = page.getByTestId('stock-recipients-dialog');
    await expect(dialog.getByTestId('stock-recipients')).toContainText(sub.orgName);
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();
  });

  const subContext = await browser.newContext();
  const subPage = await subContext.newPage();
  await test.step('the sub-organization’s owner sees the copy in Stock with its thumbnail', async () => {
    await apiLogin(subPage, sub);
    await subPage.goto('/media/stock');
    const card = itemCard(subPage, name);
    await expect(card).toHaveAttribute('data-status', 'ready');
    await expectImageLoaded(card.getByTestId('media-thumbnail'));
    await expect(card).toContainText(`From ${ROOT_OWNER.orgName}`);
    // stock copies do not count towards the storage used
    await expect(subPage.getByTestId('media-usage')).toHaveText('0 bytes used · 0 files');
  });

  await test.step('the copy is read-only', async () => {
    await expect(subPage.getByTestId('media-upload-input-button')).toHaveCount(0);
    await expect(subPage.getByTestId('media-new-folder')).toHaveCount(0);
    const menu = await openActions(subPage, name);
    await expect(menu.getByRole('menuitem', { name: 'Preview' })).toBeVisible();
    for (const action of ['Rename', 'Move', 'Share', 'Copy to stock']) {
      await expect(menu.getByRole('menuitem', { name: action, exact: true })).toHaveCount(0);
    }
    await subPage.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });

  await subContext.close();
});

test('refused uploads say why in the upload panel and add nothing to the library', async ({
  page,
  request,
}) => {
  await registeredOwnerOnDashboard(page, request);
  await page.goto('/media/my');
  await expect(page.getByTestId('media-empty')).toBeVisible();
  const executable = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(512)]);

  const refusals = [
    {
      what: 'two files dropped at once',
      files: [await beachPng('one.png', 32, 32), await beachPng('two.png', 32, 32)],
      row: '2 files',
      message: 'Please upload one file at a time.',
    },
    {
      what: 'a program',
      files: [{ name: 'tool.exe', mimeType: 'application/x-msdownload', buffer: executable }],
      row: 'tool.exe',
      message:
        'This file type is not supported. Upload JPG, PNG, SVG or GIF images, MP4 or WebM videos, or PDF files.',
    },
    {
      what: 'a JPEG named as a PNG',
      files: [fixture('orientation-6.jpg', 'photo.png', 'image/png')],
      row: 'photo.png',
      message: "The file's content does not match its name.",
    },
    {
      what: 'a program named as a PNG',
      files: [{ name: 'setup.png', mimeType: 'image/png', buffer: executable }],
      row: 'setup.png',
      message: "The file's content does not match its name.",
    },
    {
      what: 'a file over the size limit',
      files: [{ name: 'huge.png', mimeType: 'image/png', size: 100 * 1024 * 1024 + 1 }],
      row: 'huge.png',
      message: 'The file is larger than 100 MB.',
    },
  ];
  for (const refusal of refusals) {
    await test.step(`${refusal.what} is refused`, async () => {
      await dropFiles(page, refusal.files);
      const row = uploadRow(page, refusal.row);
      await expect(row).toHaveAttribute('data-state', 'failed', { timeout: 15_000 });
      await expect(row.getByTestId('upload-error')).toHaveText(refusal.message);
      await expect(row.getByTestId('upload-retry')).toHaveCount(0);
    });
  }

  await test.step('the panel counts the refusals and the library stays empty', async () => {
    await expect(page.getByTestId('upload-panel-title')).toHaveText('5 uploads failed');
    await expect(page.getByTestId('upload-panel').getByTestId('upload-row')).toHaveCount(5);
    await page.screenshot({ path: path.join(screens, 'media-upload-refusals.png'), animations: 'disabled' });
    await page.reload();
    await expect(page.getByTestId('media-empty')).toContainText('Your media library is empty');
    await expect(page.getByTestId('media-count')).toHaveText('0 files');
    await expect(page.getByTestId('media-usage')).toHaveText('0 bytes used · 0 files');
  });
});
