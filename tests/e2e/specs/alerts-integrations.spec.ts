import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { registerAccount } from '../support/accounts';
import { apiLoginAs } from '../support/organizations';
import { pairByApi } from '../support/player';

type ListedAlert = {
  id: number;
  name: string;
  state: string;
  integration: { id: number; name: string } | null;
};

const warning = {
  identifier: 'nws-2026-0142',
  name: 'Storm warning',
  description: 'Winds of up to 30 m/s are expected from 14:00.',
  instructions: 'Stay indoors and keep away from windows.',
  type: 'weather',
};

test('a service provider raises an alert on a paired screen through an integration made in the web app', async ({
  page,
  browser,
  baseURL,
  playwright,
}) => {
  test.setTimeout(120_000);
  const account = await registerAccount(page.request);
  const organizationId = await apiLoginAs(page.request, account);

  const tvContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 720 } });
  const tv = await tvContext.newPage();
  await tv.goto('/player/');
  await pairByApi(tv, page.request, organizationId, 'Lobby screen');

  const integrationName = 'National warnings';
  const { apiKey, endpoint, integrationId } =
    await test.step('the owner creates a Placard JSON integration with mouse and keyboard', async () => {
      await page.goto('/home');
      await page.getByTestId('menu-item-alerts').click();
      await expect(page).toHaveURL(/\/alerts\/list$/);
      await page.getByTestId('menu-child-alertsIntegrations').click();
      await expect(page).toHaveURL(/\/alerts\/integrations$/);
      await page.getByTestId('integrations-create-first').click();
      await expect(page).toHaveURL(`/alerts/integrations/edit/${organizationId}/new`);

      await page.getByTestId('integration-name-input').click();
      await page.keyboard.type(integrationName);
      // a click on another provider's card, then the arrow keys back to Placard JSON
      await page.getByTestId('integration-provider-cap-card').click();
      await expect(page.getByTestId('integration-provider-cap')).toBeChecked();
      await expect(page.getByTestId('integration-provider-cap')).toBeFocused();
      await page.keyboard.press('ArrowLeft');
      await expect(page.getByTestId('integration-provider-json')).toBeChecked();
      await expect(page.getByTestId('integration-feed-url')).toBeHidden();

      await page.getByTestId('integration-duration').click();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('15');
      await page.keyboard.press('Enter');

      const dialog = page.getByTestId('integration-key-dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('it will not be shown again');
      const key = (await dialog.getByTestId('integration-api-key').textContent()) ?? '';
      const address = (await dialog.getByTestId('integration-key-endpoint').textContent()) ?? '';
      expect(key.length).toBeGreaterThan(20);
      const id = Number(/\/api\/integrations\/(\d+)\/alerts$/.exec(address)?.[1]);
      expect(id).toBeGreaterThan(0);
      return { apiKey: key, endpoint: address, integrationId: id };
    });

  await test.step('Download JSON saves a description naming the endpoint and the integration', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('integration-key-download').click(),
    ]);
    expect(download.suggestedFilename()).toBe(`placard-integration-${integrationId}.json`);
    const description = JSON.parse(await readFile(await download.path(), 'utf8')) as {
      integrationId: number;
      endpoint: string;
      name: string;
    };
    expect(description).toMatchObject({ integrationId, endpoint, name: integrationName });

    await page.getByTestId('integration-key-done').click();
    await expect(page).toHaveURL(/\/alerts\/integrations$/);
    const card = page.getByTestId(`integration-${integrationId}`);
    await expect(card.getByTestId('integration-state')).toHaveText('Enabled');
    await expect(card.getByTestId('integration-fact-key')).toContainText(`${apiKey.slice(0, 4)}`);
  });

  // the provider: no session, only the key
  const provider = await playwright.request.newContext();
  const send = (key: string, identifier = warning.identifier) =>
    provider.post(endpoint, {
      headers: { Authorization: `Bearer ${key}` },
      data: { ...warning, identifier },
    });

  await test.step('a JSON alert posted with the key raises an active alert that covers the screen', async () => {
    const delivered = await send(apiKey);
    expect(delivered.status(), await delivered.text()).toBe(200);
    const delivery = (await delivered.json()) as { alertId: number; state: string; duplicate: boolean };
    expect(delivery).toMatchObject({ state: 'active', duplicate: false });

    const listed = await page.request.post('/api/alert/list', { data: {} });
    expect(listed.status()).toBe(200);
    const { results } = (await listed.json()) as { results: ListedAlert[] };
    expect(results.find((alert) => alert.id === delivery.alertId)).toMatchObject({
      name: warning.name,
      state: 'active',
      integration: { id: integrationId, name: integrationName },
    });

    const overlay = tv.getByTestId('alert-overlay');
    await expect(overlay).toBeVisible({ timeout: 10_000 });
    await expect(overlay).toHaveAttribute('data-alert-id', String(delivery.alertId));
    await expect(overlay).toContainText(warning.instructions);
  });

  await test.step('a wrong key is refused with 401', async () => {
    expect((await send(`${apiKey}x`, 'other-1')).status()).toBe(401);
  });

  await test.step('disabled in the web app, the integration refuses messages with 403', async () => {
    const card = page.getByTestId(`integration-${integrationId}`);
    await card.getByTestId('integration-toggle').click();
    await expect(card.getByTestId('integration-state')).toHaveText('Disabled');
    expect((await send(apiKey, 'other-2')).status()).toBe(403);
  });

  await test.step('disabled, it is deleted after confirmation', async () => {
    await page.getByTestId(`integration-${integrationId}`).getByTestId('integration-menu').click();
    await page.getByTestId('integration-delete-action').click();
    const confirm = page.getByTestId('integration-delete');
    await expect(confirm).toContainText(integrationName);
    await confirm.getByTestId('integration-delete-confirm').click();
    await expect(page.getByTestId('integrations-empty')).toBeVisible();
  });

  await provider.dispose();
  await tvContext.close();
});
