import { expect, test, type APIRequestContext } from '@playwright/test';
import { registeredOwnerOnDashboard } from '../support/accounts';
import { publishPlaylistByApi } from '../support/devices';
import { pairingCode, screenSlide } from '../support/player';
import { createPlaylistByApi } from '../support/playlists';

const HOUR = 3_600_000;
const ZONE = 'Europe/Stockholm';

/** The wall clock in Stockholm at an instant: YYYY-MM-DD and HH:mm. */
function stockholm(at: number): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** Schedules the playlist on the screen for today, from an hour ago to an hour ahead (within the day). */
async function scheduleAroundNow(request: APIRequestContext, deviceKey: string, playlistId: number) {
  const now = Date.now();
  const today = stockholm(now).date;
  const from = stockholm(now - HOUR);
  const until = stockholm(now + HOUR);
  const schedule = {
    startDate: today,
    startTime: from.date === today ? from.time : '00:00',
    endTime: until.date === today ? until.time : '24:00',
    allDay: false,
    repeat: { frequency: 'days', interval: 1 },
    weekdays: [],
    ends: { type: 'after', count: 1 },
  };
  const response = await request.post('/api/device/updateScheduleEntry', {
    data: { deviceKey, scheduleEntry: JSON.stringify({ playlistId, schedule }) },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test("a screen whose clock is three hours slow plays on the server's time, and its page says how far off it is", async ({
  page,
  browser,
  baseURL,
}) => {
  // registered in Sweden: the organization's screens start in Stockholm's time zone (the browser is in UTC)
  await registeredOwnerOnDashboard(page, page.request);
  const playlistId = await createPlaylistByApi(page.request, 'Lunch menu');
  await publishPlaylistByApi(page.request, playlistId);

  // a cheap screen: its clock is three hours behind
  const tv = await browser.newContext({ baseURL, viewport: { width: 1280, height: 720 }, locale: 'en-US' });
  await tv.addInitScript((skew: number) => {
    const RealDate = Date;
    class SlowDate extends RealDate {
      constructor(...args: unknown[]) {
        if (args.length === 0) super(RealDate.now() + skew);
        else super(...(args as [number]));
      }
      static override now() {
        return RealDate.now() + skew;
      }
    }
    globalThis.Date = SlowDate as DateConstructor;
  }, -3 * HOUR);
  const screen = await tv.newPage();
  await screen.goto('/player/');
  const code = await pairingCode(screen);

  await test.step("adding it offers the organization's time zone", async () => {
    await page.goto(`/devicemanagement/devices/add/${code}`);
    await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue(/^Europe\/Stockholm/);
    await page.getByTestId('add-device-submit').click();
    await expect(page.getByTestId('device-title')).toBeVisible();
  });
  const deviceKey = /\/devices\/([^/]+)\/\d+$/.exec(page.url())?.[1] ?? '';

  await test.step('it plays the playlist scheduled around now on the server, which its own clock is outside of', async () => {
    await scheduleAroundNow(page.request, deviceKey, playlistId);
    await expect(screenSlide(screen)).toHaveAttribute('data-playlist-id', String(playlistId), {
      timeout: 20_000,
    });
  });

  await test.step("the screen's page says its clock is three hours slow", async () => {
    await page.reload();
    await expect(page.getByTestId('device-tech-clock')).toHaveText(
      /^3 hr (\d+ sec )?slow \(the screen plays on the server's time\)$/,
    );
  });
  await tv.close();
});
