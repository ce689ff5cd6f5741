import { expect, test, type APIRequestContext } from '@playwright/test';
import { registerAccount } from '../support/accounts';
import { publishPlaylistByApi } from '../support/devices';
import { apiLoginAs } from '../support/organizations';
import { pairByApi, screenSlide } from '../support/player';
import { createPlaylistByApi } from '../support/playlists';
import { timeMachine } from '../support/time-machine';

async function post<T>(request: APIRequestContext, url: string, data: object): Promise<T> {
  const response = await request.post(url, { data });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

type Receipts = { receipts: { deviceKey: string; status: string; shownAt: string | null }[] };

const fire = {
  name: 'Fire in building B',
  description: 'A fire has been reported on the second floor.',
  instructions: 'Leave by the nearest exit. Do not use the lifts.',
  type: 'fire',
  backgroundColor: '#991B1B',
  textColor: '#FFFFFF',
  targets: { all: true, groupIds: [], deviceIds: [], organizationIds: [] },
};

test('an activated alert covers a playing screen within two seconds, the screen says it showed it, and the playlist is back once it ends', async ({
  browser,
  baseURL,
  playwright,
}) => {
  const admin = await playwright.request.newContext({ baseURL });
  const account = await registerAccount(admin);
  const organizationId = await apiLoginAs(admin, account);
  const playlistId = await createPlaylistByApi(admin, 'Lobby loop');
  await publishPlaylistByApi(admin, playlistId);

  const tvContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 720 } });
  const tv = await tvContext.newPage();
  const time = await timeMachine(tv);
  await tv.goto('/player/');
  const deviceKey = await pairByApi(tv, admin, organizationId, 'Lobby screen');
  await post(admin, '/api/playlist/assignToDevice', { deviceKey, playlistId });
  await expect(screenSlide(tv)).toBeVisible({ timeout: 20_000 });

  const alert = await test.step('a continuous alert is made and activated', async () => {
    const made = await post<{ id: number }>(admin, '/api/alert/create', {
      ...fire,
      continuous: true,
      duration: null,
    });
    await post(admin, '/api/alert/activate', { id: made.id });
    return made;
  });

  await test.step('the screen shows it over the playlist within two seconds, which plays on beneath', async () => {
    const overlay = tv.getByTestId('alert-overlay');
    await expect(overlay).toBeVisible({ timeout: 2_000 });
    await expect(overlay).toHaveAttribute('data-alert-id', String(alert.id));
    await expect(overlay).toContainText(fire.name);
    await expect(overlay).toContainText(fire.instructions);
    await expect(screenSlide(tv)).toBeAttached();
  });

  await test.step('its receipt says the screen showed it', async () => {
    await expect
      .poll(async () => {
        const { receipts } = await post<Receipts>(admin, '/api/alert/receipts', { id: alert.id });
        return receipts.find((receipt) => receipt.deviceKey === deviceKey)?.status;
      })
      .toBe('shown');
  });

  await test.step('a screen opened again during the alert shows it at once', async () => {
    await tv.reload();
    await expect(tv.getByTestId('alert-overlay')).toBeVisible({ timeout: 10_000 });
  });

  await test.step('deactivated, the alert leaves the screen and the playlist is there', async () => {
    await post(admin, '/api/alert/deactivate', { id: alert.id });
    await expect(tv.getByTestId('alert-overlay')).toBeHidden({ timeout: 2_000 });
    await expect(screenSlide(tv)).toBeVisible();
  });

  await test.step('a timed alert ends on its own at the end of its duration', async () => {
    const timed = await post<{ id: number; endsAt: string | null }>(admin, '/api/alert/create', {
      ...fire,
      name: 'Drill',
      continuous: false,
      duration: 1,
    });
    const active = await post<{ endsAt: string | null }>(admin, '/api/alert/activate', { id: timed.id });
    expect(active.endsAt).not.toBeNull();
    await expect(tv.getByTestId('alert-overlay')).toBeVisible({ timeout: 2_000 });
    // a minute later (the screen's clock moved on, not waited for) the screen ends it by its own clock:
    // the server still counts it active and says nothing
    await time.forward(61_000);
    await expect(tv.getByTestId('alert-overlay')).toBeHidden({ timeout: 2_000 });
    await expect(screenSlide(tv)).toBeVisible();
  });

  // the screen's requests still under way are let go before its page closes
  await tv.unrouteAll({ behavior: 'ignoreErrors' });
  await tvContext.close();
  await admin.dispose();
});
