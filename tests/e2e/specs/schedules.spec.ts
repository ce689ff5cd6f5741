import path from 'node:path';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiLogin, registerAccount } from '../support/accounts';
import { describeViolations, seriousViolations } from '../support/axe';
import { createPlaylistByApi, openEditor } from '../support/playlists';

// the browser in the screen's timezone, so "today" is the same day for both
test.use({ viewport: { width: 1440, height: 900 }, timezoneId: 'Europe/Stockholm' });

const screens = path.resolve(import.meta.dirname, '../test-results/screens');
const TIME_ZONE = 'Europe/Stockholm';

/** A screen asks for a pairing code and the organization accepts it, both through the API (setup). */
async function pairScreen(
  request: APIRequestContext,
  organizationId: number,
): Promise<{ deviceKey: string; id: number }> {
  const pairing = await request.post('/api/player/pair');
  expect(pairing.status(), await pairing.text()).toBe(200);
  const { code } = (await pairing.json()) as { code: string };
  const accepted = await request.post(`/api/device/${organizationId}/accept`, {
    data: { deviceId: code, timezone: TIME_ZONE },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return (await accepted.json()) as { deviceKey: string; id: number };
}

/** A playlist with one empty slide, published through the API (setup) unless asked otherwise. */
async function playlistWithSlide(
  request: APIRequestContext,
  name: string,
  publish: boolean,
): Promise<number> {
  const playlistId = await createPlaylistByApi(request, name);
  const slide = await request.post('/api/playlist/slide/create', { data: { playlistId } });
  expect(slide.status(), await slide.text()).toBe(200);
  if (publish) {
    const published = await request.post('/api/playlist/publish', { data: { playlistId } });
    expect(published.status(), await published.text()).toBe(200);
  }
  return playlistId;
}

/** The row of an entry in the schedule card's list. */
function entryRow(page: Page, name: string): Locator {
  return page
    .getByTestId('schedule-panel')
    .getByTestId('schedule-entry')
    .and(page.getByLabel(name, { exact: true }));
}

/** No serious accessibility problem on the page as it is now. */
async function expectAccessible(page: Page): Promise<void> {
  const violations = await seriousViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

/** Today's weekday in the screen's timezone, in a language ("Monday", "Mon", "måndag"). */
function today(language: string, width: 'long' | 'short' = 'long'): string {
  return new Intl.DateTimeFormat(language, { weekday: width, timeZone: TIME_ZONE }).format(new Date());
}

/**
 * Ten in the morning today in the screen's time zone, which the page takes for now: of this test's
 * entries only the one played now plays then, whatever time of day the test runs.
 */
function tenInTheMorning(): Date {
  const now = Date.now();
  const [hour = 0, minute = 0] = new Intl.DateTimeFormat('en-GB', {
    timeZone: TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(now)
    .split(':')
    .map(Number);
  return new Date(now + ((10 - hour) * 60 - minute) * 60_000);
}

/** Today's column in the week view, Monday first. */
function todayColumn(): number {
  return ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(today('en-US', 'short'));
}

async function switchToSwedish(page: Page): Promise<void> {
  const response = await page.request.post('/api/users/update/locale', { data: { locale: 'sv' } });
  expect(response.status(), await response.text()).toBe(200);
  await page.evaluate(() => localStorage.setItem('locale', 'sv'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
}

test('a playlist played now from the publish dialog and a weekly schedule, on a screen’s page', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await page.clock.install({ time: tenInTheMorning() });
  const owner = await registerAccount(request);
  await apiLogin(page, owner);
  const login = await page.request.post('/api/auth/login', {
    data: { email: owner.email, password: owner.password },
  });
  const { organizationId } = (await login.json()) as { organizationId: number };
  const screen = await pairScreen(page.request, organizationId);
  const screenName = `Screen ${screen.id}`;
  const summerMenu = await playlistWithSlide(page.request, 'Summer menu', false);
  await playlistWithSlide(page.request, 'Evening offers', true);
  const panel = page.getByTestId('schedule-panel');

  await test.step('publishing offers play now; the screen is chosen and the playlist plays there', async () => {
    await openEditor(page, summerMenu);
    await page.getByTestId('publish').click();
    const published = page.getByTestId('publish-dialog');
    await expect(published).toContainText('“Summer menu” is published. Play it on screens now');
    await published.getByTestId('publish-play-now').click();

    const assign = page.getByRole('dialog', { name: 'Play “Summer menu” now' });
    await assign.getByRole('checkbox', { name: screenName }).check();
    await expect(assign.getByTestId('assign-chosen')).toHaveText('Chosen: 1 screen');
    await assign.getByTestId('assign-submit').click();
    const done = page.getByTestId('assign-done');
    await expect(done).toContainText('Playing on 1 screen');
    await expect(assign).toBeHidden();
    await expect(published).toBeHidden();
  });

  await test.step('the screen’s schedule shows it playing until stopped, and why', async () => {
    await page.goto(`/devices/${screen.deviceKey}/${organizationId}`);
    await expect(entryRow(page, 'Summer menu').getByTestId('schedule-entry-when')).toHaveText(
      'Plays now until stopped',
    );
    await expect(panel.getByTestId('schedule-now-playing-text')).toHaveText(
      "Summer menu — this screen's own schedule, plays until stopped",
    );
    await expect(panel.getByTestId('schedule-now-playing')).toContainText(`Screen time: ${TIME_ZONE}`);
  });

  const dialog = page.getByRole('dialog', { name: 'Add to schedule' });
  await test.step('a weekly entry ending before it starts is refused, then fixed', async () => {
    await panel.getByTestId('schedule-add').click();
    await expect(dialog.getByTestId('entry-time-zone')).toHaveText(
      `Times are the screen's local time: ${TIME_ZONE}`,
    );
    await dialog.getByTestId('entry-playlist').fill('Evening');
    await page.getByRole('option', { name: 'Evening offers' }).click();
    await dialog.getByTestId('entry-start-time').fill('18:00');
    await dialog.getByTestId('entry-end-time').fill('09:00');
    await dialog.getByRole('combobox', { name: 'Repeat' }).click();
    await page.getByRole('option', { name: 'Custom' }).click();
    // weekly, on the start date's weekday (today)
    await expect(dialog.getByRole('button', { name: today('en') })).toHaveAttribute('aria-pressed', 'true');
    await dialog.getByTestId('entry-submit').click();
    await expect(dialog.getByText('Please choose a valid schedule')).toBeVisible();
    await expect(dialog.getByTestId('entry-end-time')).toHaveAttribute('aria-invalid', 'true');
    await page.screenshot({
      path: path.join(screens, 'schedule-entry-dialog-en.png'),
      animations: 'disabled',
    });

    await dialog.getByTestId('entry-end-time').fill('22:00');
    await dialog.getByTestId('entry-submit').click();
    await expect(dialog).toBeHidden();
    await expect(entryRow(page, 'Evening offers').getByTestId('schedule-entry-when')).toContainText(
      `Every week on ${today('en', 'short')} · 18:00–22:00 · from `,
    );
    await page.mouse.move(0, 0);
    await panel.screenshot({ path: path.join(screens, 'schedule-panel-en.png'), animations: 'disabled' });
    await expectAccessible(page);
  });

  await test.step('an entry playing at the same time is flagged, and drawn beside it in the week', async () => {
    // a daily happy hour from today, added through the API (setup)
    const happyHour = await playlistWithSlide(page.request, 'Happy hour', true);
    const startDate = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date());
    const schedule = {
      startDate,
      startTime: '19:00',
      endTime: '21:00',
      allDay: false,
      repeat: { frequency: 'days', interval: 1 },
      weekdays: [],
      ends: { type: 'never' },
    };
    const added = await page.request.post('/api/device/updateScheduleEntry', {
      data: {
        deviceKey: screen.deviceKey,
        scheduleEntry: JSON.stringify({ playlistId: happyHour, schedule }),
      },
    });
    expect(added.status(), await added.text()).toBe(200);
    await page.reload();
    await expect(entryRow(page, 'Evening offers').getByTestId('schedule-entry-overlap')).toHaveText(
      'Overlaps another entry',
    );
    await expect(entryRow(page, 'Happy hour').getByTestId('schedule-entry-overlap')).toHaveText(
      'Overlaps another entry',
    );

    await panel.getByRole('tab', { name: 'Week' }).click();
    const week = panel.getByTestId('week-view');
    const column = week.getByTestId('week-day').nth(todayColumn());
    const evening = column.getByRole('button', { name: `Evening offers, ${today('en')} 18:00–22:00` });
    const happy = column.getByRole('button', { name: `Happy hour, ${today('en')} 19:00–21:00` });
    await expect(evening).toHaveAttribute('data-lanes', '2');
    await expect(happy).toHaveAttribute('data-lane', '1');
    const [left, right] = [await evening.boundingBox(), await happy.boundingBox()];
    expect(right && left && right.x >= left.x + left.width - 1).toBe(true);
    await expect(week.getByTestId('week-play-now-band')).toHaveText('Summer menu · Plays now until stopped');
    await expect(week.getByTestId('week-now')).toHaveCount(1);
    await week.getByTestId('week-hours').evaluate((hours) => hours.scrollTo(0, 44 * 12));
    await panel.screenshot({ path: path.join(screens, 'schedule-week-en.png'), animations: 'disabled' });
    await expectAccessible(page);
  });

  await test.step('a group’s entries reach its screens, greyed, with where they come from', async () => {
    const brandFilm = await playlistWithSlide(page.request, 'Brand film', true);
    const created = await page.request.post('/api/group/create', {
      data: { name: 'Lobby', description: '', parentId: null, deviceArray: [screen.deviceKey] },
    });
    expect(created.status(), await created.text()).toBe(200);
    const { id: groupId } = (await created.json()) as { id: number };
    const assigned = await page.request.post('/api/playlist/assignToGroup', {
      data: { groupId, playlistId: brandFilm, scheduleData: null },
    });
    expect(assigned.status(), await assigned.text()).toBe(200);

    await page.reload();
    const inherited = entryRow(page, 'Brand film');
    await expect(inherited).toHaveAttribute('data-inherited', 'true');
    await expect(inherited.getByTestId('schedule-entry-source')).toHaveText('From group Lobby');
    await expect(inherited.getByTestId('schedule-entry-edit')).toHaveCount(0);
    // the screen's own play-now entry comes before its group's
    await expect(panel.getByTestId('schedule-now-playing-text')).toHaveText(
      "Summer menu — this screen's own schedule, plays until stopped, overrides 1 entry of group Lobby",
    );
    await page.mouse.move(0, 0);
    await panel.screenshot({
      path: path.join(screens, 'schedule-panel-inherited-en.png'),
      animations: 'disabled',
    });

    await page.goto(`/devicegroup/${groupId}/${organizationId}`);
    await expect(entryRow(page, 'Brand film').getByTestId('schedule-entry-when')).toHaveText(
      'Plays now until stopped',
    );
    await expect(panel.getByTestId('schedule-now-playing')).toContainText(
      `Worked out for your timezone (${TIME_ZONE}); each screen in the group plays in its own.`,
    );
    await page.goto(`/devices/${screen.deviceKey}/${organizationId}`);
    await expect(entryRow(page, 'Brand film')).toBeVisible();
  });

  await test.step('in Swedish', async () => {
    await switchToSwedish(page);
    await expect(panel.getByRole('heading', { name: 'Schema' })).toBeVisible();
    await expect(entryRow(page, 'Summer menu').getByTestId('schedule-entry-when')).toHaveText(
      'Spelas nu tills den stoppas',
    );
    await page.mouse.move(0, 0);
    await panel.screenshot({ path: path.join(screens, 'schedule-panel-sv.png'), animations: 'disabled' });

    await entryRow(page, 'Evening offers').getByTestId('schedule-entry-edit').click();
    const edit = page.getByRole('dialog', { name: 'Ändra schemaposten' });
    await expect(edit.getByTestId('entry-start-time')).toHaveValue('18:00');
    await page.screenshot({
      path: path.join(screens, 'schedule-entry-dialog-sv.png'),
      animations: 'disabled',
    });
    await edit.getByRole('button', { name: 'Avbryt' }).click();
    await expect(edit).toBeHidden();

    await panel.getByRole('tab', { name: 'Vecka' }).click();
    await panel.getByTestId('week-hours').evaluate((hours) => hours.scrollTo(0, 44 * 12));
    await panel.screenshot({ path: path.join(screens, 'schedule-week-sv.png'), animations: 'disabled' });
    await panel.getByRole('tab', { name: 'Lista' }).click();
  });

  await test.step('removing the weekly entry asks first, then it is gone', async () => {
    await entryRow(page, 'Evening offers').getByTestId('schedule-entry-remove').click();
    const confirm = page.getByRole('dialog', { name: 'Ta bort från schemat?' });
    await expect(confirm).toContainText('”Evening offers” spelas inte längre här');
    await confirm.getByTestId('schedule-remove-confirm').click();
    await expect(confirm).toBeHidden();
    await expect(entryRow(page, 'Evening offers')).toHaveCount(0);
    await expect(entryRow(page, 'Summer menu')).toHaveCount(1);
  });
});
