import { expect, test, type Page } from '@playwright/test';
import { apiLogin } from '../support/accounts';
import { describeViolations, seriousViolations } from '../support/axe';
import {
  acceptInvitationByApi,
  apiLoginAs,
  createSubOrganization,
  type SubOrganization,
} from '../support/organizations';
import {
  addFromLibrary,
  canvasElements,
  canvasElementsOf,
  createPlaylistByApi,
  expectSaved,
  openEditor,
} from '../support/playlists';

/**
 * An organization whose licence has the AI assistant, given `credits` by the platform, its owner
 * logged in and in the editor of a new playlist. Answers the organization and the playlist's id.
 */
async function assistantCustomer(
  page: Page,
  request: Parameters<typeof apiLoginAs>[0],
  credits: number,
): Promise<{ customer: SubOrganization; playlistId: number }> {
  const rootId = await apiLoginAs(request);
  const customer = await createSubOrganization(request, rootId, { package: 'full_access' });
  await acceptInvitationByApi(request, customer);
  const granted = await request.post(`/api/license/${customer.id}/credits/add`, {
    data: { numberOfCredits: credits },
  });
  expect(granted.status(), await granted.text()).toBe(200);
  await apiLogin(page, customer);
  const playlistId = await createPlaylistByApi(page.request, 'Lobby screen');
  await openEditor(page, playlistId);
  return { customer, playlistId };
}

async function openAssistant(page: Page) {
  await page.getByTestId('tab-assistant').click();
  const panel = page.getByTestId('assistant-panel');
  await expect(panel).toBeVisible();
  return panel;
}

test('the assistant designs a slide that one undo takes back, until the credits run out', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await assistantCustomer(page, request, 4);
  await addFromLibrary(page, 'Shapes', 'Add shape: Rectangle');
  await expect(canvasElements(page)).toHaveCount(1);
  const panel = await openAssistant(page);
  await expect(panel.getByTestId('assistant-balance')).toHaveText('4 credits');

  await test.step('a brief becomes a whole slide on the canvas', async () => {
    await panel.getByTestId('assistant-action-design').click();
    await panel.getByTestId('assistant-brief').click();
    await page.keyboard.type('A welcome slide for visitors of the harbour museum');
    await expect(panel.getByTestId('assistant-generate')).toHaveText(/3 credits/);
    await panel.getByTestId('assistant-generate').click();
    await expect(panel.getByTestId('assistant-outcome')).toContainText('The new design is on the slide.');
    await expect(canvasElementsOf(page, 'shape')).not.toHaveCount(0);
    await expect(canvasElementsOf(page, 'text')).not.toHaveCount(0);
    await expect(panel.getByTestId('assistant-balance')).toHaveText('1 credit');
    const violations = await seriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });

  await test.step('one undo brings the slide back as it was', async () => {
    await panel.getByTestId('assistant-undo').click();
    await expect(canvasElements(page)).toHaveCount(1);
    await expect(canvasElementsOf(page, 'shape')).toHaveCount(1);
    await expect(canvasElementsOf(page, 'text')).toHaveCount(0);
    await expectSaved(page);
  });

  await test.step('an action the balance does not cover is refused, with a way to buy credits', async () => {
    await expect(panel.getByTestId('assistant-out-of-credits')).toContainText('You are out of credits');
    await expect(panel.getByTestId('assistant-generate')).toBeDisabled();
    await expect(panel.getByTestId('assistant-out-of-credits').getByRole('link')).toHaveAttribute(
      'href',
      '/credits/buy',
    );
  });

  await test.step('the last credit writes a headline and body; then nothing more is spent', async () => {
    await panel.getByTestId('assistant-action-write').click();
    await panel.getByTestId('assistant-brief').fill('We are open late on Fridays');
    await panel.getByTestId('assistant-generate').click();
    await expect(panel.getByTestId('assistant-outcome')).toContainText(
      'The headline and body text are on the slide.',
    );
    await expect(canvasElementsOf(page, 'text')).toHaveCount(2);
    await expect(panel.getByTestId('assistant-balance')).toHaveText('0 credits');
    await expect(panel.getByTestId('assistant-out-of-credits')).toBeVisible();
    await expect(panel.getByTestId('assistant-generate')).toBeDisabled();
  });
});
