import { expect, test, type APIRequestContext } from '@playwright/test';
import type { TSlidesChanged } from '@placard/contract';
import { registeredOwnerOnDashboard } from '../support/accounts';
import { setInteraction } from '../support/licence';
import { createPlaylistByApi, expectSaved, openEditor, sideTab } from '../support/playlists';

test.use({ viewport: { width: 1440, height: 900 } });

const NOTE = 'Touch interactions (hot corners, jump to slide, popups) are part of licences with interaction.';

/** Setup: a second slide, so the first could have hot corners; answers the first slide's id. */
async function addSecondSlide(request: APIRequestContext, playlistId: number): Promise<number> {
  const response = await request.post('/api/playlist/slide/create', { data: { playlistId } });
  expect(response.status(), await response.text()).toBe(200);
  const changed = (await response.json()) as TSlidesChanged;
  return changed.playlist.slides[0]?.id ?? 0;
}

test('without interaction in the licence the editor offers no touch controls and says why; hot corners a slide has can be turned off', async ({
  page,
  request,
}) => {
  // a new organization's trial licence has no interaction
  const owner = await registeredOwnerOnDashboard(page, request);
  const playlistId = await createPlaylistByApi(page.request, 'Reception');
  const firstSlide = await addSecondSlide(page.request, playlistId);
  const panel = page.getByTestId('properties-panel');
  const note = panel.getByTestId('touch-not-licensed');

  await test.step('the slide offers no hot corners, the note is shown', async () => {
    await openEditor(page, playlistId);
    await sideTab(page, 'properties');
    await expect(note).toHaveText(NOTE);
    await expect(panel.getByRole('switch', { name: 'Hot corners' })).toHaveCount(0);
    await expect(panel.getByRole('switch', { name: 'Use as overlay' })).toBeEnabled();
  });

  await test.step('hot corners given while the licence had interaction are shown and can be turned off', async () => {
    await setInteraction(request, owner, true);
    const given = await page.request.post('/api/playlist/updateSlideActions', {
      data: { playlistId, slideId: firstSlide, actionData: { actions: {}, hotCorners: true } },
    });
    expect(given.status(), await given.text()).toBe(200);
    await setInteraction(request, owner, false);

    await openEditor(page, playlistId);
    await sideTab(page, 'properties');
    await expect(note).toContainText('What this slide already has keeps working');
    const hotCorners = panel.getByRole('switch', { name: 'Hot corners' });
    await expect(hotCorners).toBeChecked();
    await hotCorners.click();
    await expect(hotCorners).toHaveCount(0);
    await expect(note).toHaveText(NOTE);
    await expectSaved(page);
  });
});
