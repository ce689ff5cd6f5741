import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, registerAccount } from '../support/accounts';
import { describeViolations, seriousViolations } from '../support/axe';
import { createPlaylistByApi } from '../support/playlists';

// the browser in the screens' timezone, so "today" is the same day for both
test.use({ viewport: { width: 1440, height: 900 }, timezoneId: 'Europe/Stockholm' });

const screens = path.resolve(import.meta.dirname, '../test-results/screens');
const TIME_ZONE = 'Europe/Stockholm';

/** A screen asks for a pairing code and the organization accepts it with a name (setup, through the API). */
async function pairScreen(
  request: APIRequestContext,
  organizationId: number,
  name: string,
): Promise<{ deviceKey: string; id: number }> {
  const pairing = await request.post('/api/player/pair');
  expect(pairing.status(), await pairing.text()).toBe(200);
  const { code } = (await pairing.json()) as { code: string };
  const accepted = await request.post(`/api/device/${organizationId}/accept`, {
    data: { deviceId: code, timezone: TIME_ZONE, name },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return (await accepted.json()) as { deviceKey: string; id: number };
}

/** A playlist with one empty slide, published (setup, through the API). */
async function publishedPlaylist(request: APIRequestContext, name: string): Promise<number> {
  const playlistId = await createPlaylistByApi(request, name);
  const slide = await request.post('/api/playlist/slide/create', { data: { playlistId } });
  expect(slide.status(), await slide.text()).toBe(200);
  const published = await request.post('/api/playlist/publish', { data: { playlistId } });
  expect(published.status(), await published.text()).toBe(200);
  return playlistId;
}

/** A registered owner, logged in, with two named screens in the Stockholm timezone. */
async function ownerWithScreens(page: Page, request: APIRequestContext) {
  const owner = await registerAccount(request);
  await apiLogin(page, owner);
  const login = await page.request.post('/api/auth/login', {
    data: { email: owner.email, password: owner.password },
  });
  const { organizationId } = (await login.json()) as { organizationId: number };
  const front = await pairScreen(page.request, organizationId, 'Front desk');
  const back = await pairScreen(page.request, organizationId, 'Back office');
  return { organizationId, front, back };
}

/** The Monday of the week after this one (YYYY-MM-DD, Stockholm), when the entries below start. */
function nextMonday(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  date.setUTCDate(date.getUTCDate() - sinceMonday + 7);
  return date.toISOString().slice(0, 10);
}

const plusDays = (date: string, days: number) => {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
};

/** Scrolls the week's navigation to the top of the window, below the app bar, for a picture. */
async function showWeek(page: Page): Promise<void> {
  await page.getByTestId('week-range').evaluate((range) => {
    const box = range.closest<HTMLElement>('.MuiPaper-root') ?? range;
    box.style.scrollMarginTop = '80px';
    box.scrollIntoView();
  });
}

async function expectAccessible(page: Page): Promise<void> {
  const violations = await seriousViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

async function switchTo(page: Page, locale: 'en' | 'sv'): Promise<void> {
  const response = await page.request.post('/api/users/update/locale', { data: { locale } });
  expect(response.status(), await response.text()).toBe(200);
  await page.evaluate((chosen) => localStorage.setItem('locale', chosen), locale);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
}

test('the overview shows what plays where and why, filters by screen, and opens an entry', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { organizationId, front, back } = await ownerWithScreens(page, request);
  const monday = nextMonday();
  const tuesday = plusDays(monday, 1);

  await test.step('a weekday entry is made with the "Every weekday" preset, which fills the fields', async () => {
    const lobbyLoop = await publishedPlaylist(page.request, 'Lobby loop');
    await publishedPlaylist(page.request, 'Lunch menu');
    const group = await page.request.post('/api/group/create', {
      data: {
        name: 'Lobby',
        description: '',
        parentId: null,
        deviceArray: [front.deviceKey, back.deviceKey],
      },
    });
    expect(group.status(), await group.text()).toBe(200);
    const { id: groupId } = (await group.json()) as { id: number };
    const weekdays = {
      startDate: monday,
      startTime: '09:00',
      endTime: '17:00',
      allDay: false,
      repeat: { frequency: 'weeks', interval: 1 },
      weekdays: ['MO', 'TU', 'WE', 'TH', 'FR'],
      ends: { type: 'never' },
    };
    const assigned = await page.request.post('/api/playlist/assignToGroup', {
      data: { groupId, playlistId: lobbyLoop, scheduleData: JSON.stringify(weekdays) },
    });
    expect(assigned.status(), await assigned.text()).toBe(200);

    // on the front desk's own schedule: lunch, every weekday, from next Tuesday
    await page.goto(`/devices/${front.deviceKey}/${organizationId}`);
    const panel = page.getByTestId('schedule-panel');
    await panel.getByTestId('schedule-add').click();
    const dialog = page.getByRole('dialog', { name: 'Add to schedule' });
    await dialog.getByTestId('entry-playlist').fill('Lunch');
    await page.getByRole('option', { name: 'Lunch menu' }).click();
    await dialog.getByTestId('entry-start-date').fill(tuesday);
    await dialog.getByTestId('entry-start-time').fill('12:00');
    await dialog.getByTestId('entry-end-time').fill('13:00');
    await dialog.getByRole('combobox', { name: 'Repeat' }).click();
    await page.getByRole('option', { name: 'Every weekday (Monday to Friday)' }).click();
    await expect(dialog.getByRole('combobox', { name: 'Repeat' })).toHaveText(
      'Every weekday (Monday to Friday)',
    );
    await expect(dialog.getByTestId('entry-interval')).toHaveValue('1');
    await expect(dialog.getByTestId('entry-unit')).toHaveValue('weeks');
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'])
      await expect(dialog.getByRole('button', { name: day })).toHaveAttribute('aria-pressed', 'true');
    for (const day of ['Saturday', 'Sunday'])
      await expect(dialog.getByRole('button', { name: day })).toHaveAttribute('aria-pressed', 'false');
    await page.screenshot({ path: path.join(screens, 'schedule-presets-en.png'), animations: 'disabled' });
    await dialog.getByTestId('entry-submit').click();
    await expect(dialog).toBeHidden();
    await expect(
      panel
        .getByTestId('schedule-entry')
        .filter({ hasText: 'Lunch menu' })
        .getByTestId('schedule-entry-when'),
    ).toContainText('Every weekday (Mon–Fri) · 12:00–13:00 · from ');
  });

  const overview = page.getByTestId('schedule-overview');
  await test.step('the week shows the lunch overriding the group’s loop on the front desk, and why', async () => {
    await page.goto('/devicemanagement/devices');
    await page.getByTestId('devices-tab-schedule').click();
    await expect(overview.getByTestId('overview-week')).toBeVisible();
    // the week the entries start in
    await overview.getByTestId('week-next').click();
    await expect(overview.getByTestId('overview-week')).toHaveAttribute('data-week', monday);
    await expect(overview.getByTestId('overview-time-zone')).toHaveText(
      `Times are the screens' local time: ${TIME_ZONE}`,
    );
    const tuesdayColumn = overview.getByTestId('overview-day').nth(1);
    const lunch = tuesdayColumn.getByRole('button', {
      name: /^Lunch menu, Tuesday 12:00–13:00, Front desk\./,
    });
    await expect(lunch).toHaveAttribute('data-outcome', 'plays');
    await expect(lunch).toHaveAccessibleName(
      "Lunch menu, Tuesday 12:00–13:00, Front desk. It comes before “Lobby loop” (group Lobby): a screen's own schedule comes before its groups'.",
    );
    const overridden = tuesdayColumn.getByRole('button', {
      name: /^Lobby loop, Tuesday 12:00–13:00, Group Lobby · Front desk\./,
    });
    await expect(overridden).toHaveAttribute('data-outcome', 'overridden');
    await expect(overridden).toContainText('Overridden by Lunch menu');
    await expect(overridden).toHaveAccessibleName(
      "Lobby loop, Tuesday 12:00–13:00, Group Lobby · Front desk. “Lunch menu” (Front desk) plays instead: a screen's own schedule comes before its groups'.",
    );
    // both screens play the loop before and after lunch, and the back office through it
    for (const name of [
      /^Lobby loop, Tuesday 09:00–12:00, Group Lobby · 2 screens\./,
      /^Lobby loop, Tuesday 12:00–13:00, Group Lobby · Back office\./,
      /^Lobby loop, Tuesday 13:00–17:00, Group Lobby · 2 screens\./,
    ])
      await expect(tuesdayColumn.getByRole('button', { name })).toHaveAttribute('data-outcome', 'plays');
    await page.mouse.move(0, 0);
    await showWeek(page);
    await page.screenshot({ path: path.join(screens, 'schedule-overview-en.png'), animations: 'disabled' });
    await expectAccessible(page);
  });

  await test.step('filtered to one screen, only what plays there', async () => {
    await overview.getByRole('combobox', { name: 'Show' }).click();
    await page.getByRole('option', { name: 'Back office' }).click();
    await expect(page).toHaveURL(new RegExp(`screen=${back.deviceKey}`));
    const tuesdayColumn = overview.getByTestId('overview-day').nth(1);
    await expect(tuesdayColumn.getByTestId('overview-block')).toHaveCount(1);
    await expect(tuesdayColumn.getByTestId('overview-block')).toHaveAccessibleName(
      /^Lobby loop, Tuesday 09:00–17:00, Group Lobby · Back office\. Nothing else is set to play/,
    );
  });

  await test.step('a block opens its entry for a change', async () => {
    await overview.getByRole('combobox', { name: 'Show' }).click();
    await page.getByRole('option', { name: 'Front desk' }).click();
    await overview
      .getByTestId('overview-day')
      .nth(2)
      .getByRole('button', { name: /^Lunch menu, Wednesday/ })
      .click();
    const edit = page.getByRole('dialog', { name: 'Change schedule entry' });
    await expect(edit.getByTestId('entry-start-time')).toHaveValue('12:00');
    await expect(edit.getByRole('combobox', { name: 'Repeat' })).toHaveText(
      'Every weekday (Monday to Friday)',
    );
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await expect(edit).toBeHidden();
  });

  await test.step('in Swedish, and as a list of days on a phone', async () => {
    await overview.getByRole('combobox', { name: 'Show' }).click();
    await page.getByRole('option', { name: 'All screens and groups' }).click();
    await switchTo(page, 'sv');
    await expect(overview.getByRole('heading', { name: 'Vad spelas var' })).toBeVisible();
    await expect(overview.getByTestId('overview-week')).toHaveAttribute('data-week', monday);
    await page.mouse.move(0, 0);
    await showWeek(page);
    await page.screenshot({ path: path.join(screens, 'schedule-overview-sv.png'), animations: 'disabled' });

    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => window.scrollTo(0, 0));
    const agenda = overview.getByTestId('overview-agenda');
    await expect(agenda).toBeVisible();
    await expect(
      agenda
        .getByTestId('overview-agenda-day')
        .nth(1)
        .getByRole('button', {
          name: /^Lobby loop, tisdag \d+ \S+ 12:00–13:00, Gruppen Lobby · Front desk\./,
        }),
    ).toContainText('”Lunch menu” (Front desk) spelas i stället');
    await page.screenshot({ path: path.join(screens, 'schedule-overview-phone-sv.png'), fullPage: true });
    await switchTo(page, 'en');
    await expect(agenda.getByTestId('overview-agenda-day').first()).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(screens, 'schedule-overview-phone-en.png'), fullPage: true });
    await expectAccessible(page);
  });
});

test('a published playlist is played now on a screen from the playlist list', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { front } = await ownerWithScreens(page, request);
  await publishedPlaylist(page.request, 'Welcome');
  await createPlaylistByApi(page.request, 'Draft ideas');

  await page.goto('/playlists/my');
  const welcome = page.getByRole('article', { name: 'Welcome' });
  await welcome.getByRole('button', { name: 'Actions for Welcome' }).click();
  await page.getByRole('menuitem', { name: 'Play now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Play “Welcome” now' });
  await dialog.getByRole('checkbox', { name: 'Front desk' }).check();
  await expect(dialog.getByTestId('assign-chosen')).toHaveText('Chosen: 1 screen');
  await dialog.getByTestId('assign-submit').click();
  await expect(page.getByTestId('playlist-toast')).toContainText('Playing on 1 screen');
  await expect(dialog).toBeHidden();

  // a draft offers both, waiting for its first publication
  await page
    .getByRole('article', { name: 'Draft ideas' })
    .getByRole('button', { name: 'Actions for Draft ideas' })
    .click();
  const waiting = page.getByRole('menuitem', { name: /Play now/ });
  await expect(waiting).toHaveAttribute('aria-disabled', 'true');
  await expect(waiting).toContainText('Publish it first to put it on screens');
  await page.keyboard.press('Escape');

  // the screen's overview: it plays whenever nothing else is set to play
  await page.goto(`/devicemanagement/schedule?screen=${front.deviceKey}`);
  await expect(page.getByTestId('overview-play-now-row')).toHaveAccessibleName(
    'Welcome, Plays now until stopped, Front desk. Plays all week',
  );
  await expect(page.getByTestId('overview-time-zone')).toHaveText(
    `Times are the screen's local time: ${TIME_ZONE}`,
  );
  await page.screenshot({
    path: path.join(screens, 'schedule-overview-play-now-en.png'),
    animations: 'disabled',
  });
});
