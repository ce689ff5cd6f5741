import { expect, test } from '@playwright/test';
import { describeViolations, seriousViolations } from '../support/axe';
import { screenOrganization } from '../support/devices';
import {
  canvasElementsOf,
  createPlaylistByApi,
  dragOntoCanvas,
  expectSaved,
  openEditor,
  sideTab,
} from '../support/playlists';

test.use({ viewport: { width: 1440, height: 900 } });

// an organization whose licence has the stock providers' add-ons, its owner logged in
test('an owner searches Unsplash, adds a photo to My media and finds who took it', async ({ page }) => {
  await screenOrganization(page.request);

  await page.goto('/media/my');
  await page.getByTestId('media-tab-unsplash').click();
  await expect(page).toHaveURL(/\/media\/unsplash$/);
  await expect(page.getByTestId('provider-intro')).toBeVisible();

  await test.step('a search that finds nothing says so', async () => {
    await page.getByTestId('provider-search-unsplash').click();
    await page.keyboard.type('zebra crossing');
    await expect(page.getByTestId('provider-no-results')).toHaveText(/No search results found/);
  });

  await test.step('results show with their authors, and more come when scrolled to', async () => {
    await page.getByTestId('provider-search-unsplash').fill('');
    await page.getByTestId('provider-search-unsplash').pressSequentially('mountain');
    const results = page.getByTestId('provider-results-unsplash');
    await expect(results.getByText('62 results')).toBeVisible();
    await expect(results.getByTestId(/^provider-result-/)).toHaveCount(24);
    await expect(results.getByText('Photo by Ada Berg on Unsplash').first()).toBeVisible();
    const violations = await seriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await results.getByTestId('provider-more').scrollIntoViewIfNeeded();
    await expect(results.getByTestId(/^provider-result-/)).toHaveCount(48);
  });

  await test.step('a click adds the photo to My media', async () => {
    await page.getByTestId('provider-search-unsplash').fill('');
    await page.getByTestId('provider-search-unsplash').pressSequentially('lake');
    const photo = page.getByTestId('provider-result-u1');
    await photo.hover();
    await photo.click();
    await expect(photo).toHaveAttribute('data-state', 'imported');
    await expect(page.getByTestId('provider-toast')).toContainText(
      '“Mountain lake at dawn.jpg” was added to My media.',
    );
  });

  await test.step('My media shows it with its source', async () => {
    await page.getByTestId('media-tab-my').click();
    await page.getByRole('button', { name: 'Preview Mountain lake at dawn.jpg' }).click();
    const source = page.getByTestId('media-preview').getByTestId('media-source');
    await expect(source).toContainText('Photo by Ada Berg on Unsplash');
    await expect(source.getByRole('link', { name: 'View on Unsplash' })).toHaveAttribute(
      'href',
      /unsplash\.com\/photos\/u1/,
    );
  });
});

test('GIPHY offers GIFs and stickers; a sticker dragged onto a slide lands where it is dropped', async ({
  page,
}) => {
  await screenOrganization(page.request);
  await openEditor(page, await createPlaylistByApi(page.request, 'Party lobby'));
  await sideTab(page, 'library');
  const library = page.getByTestId('library-panel');
  await library.getByRole('tab', { name: 'Photos', exact: true }).click();
  await library.getByTestId('library-provider').click();
  await page.getByRole('option', { name: 'GIPHY' }).click();
  await library.getByTestId('provider-kind-sticker').click();
  await library.getByTestId('provider-search-giphy').pressSequentially('coffee');
  const sticker = library.getByTestId('library-provider-result-s3');
  await expect(sticker).toHaveAttribute('draggable', 'true');
  await expect(library.getByText('Sticker by Luis Ortega on GIPHY')).toBeVisible();

  const target = await dragOntoCanvas(page, sticker, { x: 0.7, y: 0.6 });

  const images = canvasElementsOf(page, 'image');
  await expect(images).toHaveCount(1);
  const dropped = await images.first().boundingBox();
  // dropped where the pointer let go: in the canvas's right half
  expect(dropped && dropped.x + dropped.width / 2).toBeGreaterThan(target.x + target.width / 2);
  await expectSaved(page);

  await test.step('a click on a photo of another provider adds it too, and both are in My media', async () => {
    await library.getByTestId('library-provider').click();
    await page.getByRole('option', { name: 'Pexels' }).click();
    await library.getByTestId('provider-search-pexels').pressSequentially('bread');
    await library.getByTestId('library-provider-result-905').click();
    await expect(images).toHaveCount(2);
    await library.getByRole('tab', { name: 'Media', exact: true }).click();
    await expect(library.getByRole('button', { name: /Fresh bread in a bakery/ })).toBeVisible();
  });
});
