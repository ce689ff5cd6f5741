import { expect, test } from '@playwright/test';
import {
  addFromLibrary,
  canvasElementsOf,
  dragElement,
  expectSaved,
  ownerInNewPlaylist,
  placeOf,
  reloadEditor,
} from '../support/playlists';

test.use({ viewport: { width: 1440, height: 900 } });

const UPDATE_SLIDE = '**/api/playlist/updateSlide';

test('edits are saved on their own; a failed save is kept, retried and saved once the network is back', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await ownerInNewPlaylist(page, request, 'Front window');
  const status = page.getByTestId('save-status');
  await expect(status).toHaveAttribute('data-status', 'saved');
  await expect(status).toHaveText('Saved');
  const shape = canvasElementsOf(page, 'shape');

  await test.step('an edit shows Saving… while it is sent, then Saved', async () => {
    // the save is held until Saving… has been seen, so the moment cannot slip by
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(UPDATE_SLIDE, async (route) => {
      await held;
      await route.continue();
    });
    await addFromLibrary(page, 'Shapes', 'Add shape: 5-point star');
    await expect(shape).toHaveCount(1);
    await expect(status).toHaveAttribute('data-status', 'saving');
    await expect(status).toHaveText('Saving…');
    release();
    await expect(status).toHaveAttribute('data-status', 'saved');
    await expect(status).toHaveText('Saved');
    await page.unroute(UPDATE_SLIDE);
  });

  const moved =
    await test.step('with the network to updateSlide failing, a move shows the failed state and stays on the slide', async () => {
      let failures = 0;
      await page.route(UPDATE_SLIDE, async (route) => {
        failures += 1;
        await route.abort('internetdisconnected');
      });
      const before = await placeOf(shape);
      await dragElement(page, shape, 150, -80);
      await expect(status).toHaveAttribute('data-status', 'failed');
      await expect(status).toHaveText('Not saved — retrying');
      // it keeps trying
      await expect.poll(() => failures).toBeGreaterThanOrEqual(2);
      await expect(status).toHaveAttribute('data-status', 'failed');
      const after = await placeOf(shape);
      expect(after).not.toEqual(before);
      await expect(page.getByTestId('undo')).toBeEnabled();
      return after;
    });

  await test.step('once the network is back the retry saves it', async () => {
    await page.unroute(UPDATE_SLIDE);
    await expectSaved(page);
    await expect(status).toHaveText('Saved');
    expect(await placeOf(shape)).toEqual(moved);
  });

  await test.step('a reload shows the edit', async () => {
    await reloadEditor(page);
    await expect(shape).toHaveCount(1);
    await expect.poll(() => placeOf(shape)).toEqual(moved);
  });
});
